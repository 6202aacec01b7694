#include "ratings/glicko2.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace petteia::ratings {

namespace {

// The Glicko-2 scale: μ = (r − 1500) / 173.7178, φ = RD / 173.7178 (the paper's step 2).
constexpr double scale = 173.7178;
constexpr double centre = 1500.0;
// The convergence tolerance of the volatility's iteration (the paper's ε).
constexpr double epsilon = 0.000001;

double g(double phi) { return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi)); }

double expected(double mu, double mu_opponent, double phi_opponent) {
    return 1.0 / (1.0 + std::exp(-g(phi_opponent) * (mu - mu_opponent)));
}

// Step 5: the new volatility, the root of f by the Illinois algorithm.
double new_volatility(double sigma, double phi, double v, double delta, double tau) {
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double denominator = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau);
    };
    double A = a;
    double B = 0.0;
    if (delta * delta > phi * phi + v) {
        B = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0.0) ++k;
        B = a - k * tau;
    }
    double fA = f(A);
    double fB = f(B);
    while (std::abs(B - A) > epsilon) {
        const double C = A + (A - B) * fA / (fB - fA);
        const double fC = f(C);
        if (fC * fB <= 0.0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return std::exp(A / 2.0);
}

}  // namespace

double expected_score(const Rating& player, const Rating& opponent) {
    return expected((player.rating - centre) / scale, (opponent.rating - centre) / scale, opponent.deviation / scale);
}

Rating updated(const Rating& player, const std::vector<Result>& results, double tau) {
    const double mu = (player.rating - centre) / scale;
    const double phi = player.deviation / scale;
    const double sigma = player.volatility;
    if (results.empty()) return {player.rating, scale * std::sqrt(phi * phi + sigma * sigma), sigma};

    // Steps 3 and 4: the estimated variance v and the improvement Δ.
    double v_inverse = 0.0;
    double improvement = 0.0;
    for (const Result& result : results) {
        const double mu_j = (result.opponent.rating - centre) / scale;
        const double phi_j = result.opponent.deviation / scale;
        const double e = expected(mu, mu_j, phi_j);
        v_inverse += g(phi_j) * g(phi_j) * e * (1.0 - e);
        improvement += g(phi_j) * (result.score - e);
    }
    const double v = 1.0 / v_inverse;
    const double delta = v * improvement;

    // Steps 5 to 8.
    const double sigma_new = new_volatility(sigma, phi, v, delta, tau);
    const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
    const double phi_new = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    const double mu_new = mu + phi_new * phi_new * improvement;
    return {scale * mu_new + centre, scale * phi_new, sigma_new};
}

Rating rated(const Rating& player, const std::vector<Result>& results, double tau) {
    Rating next = updated(player, results, tau);
    next.deviation = std::clamp(next.deviation, min_deviation, max_deviation);
    return next;
}

}  // namespace petteia::ratings
