#include "tests/server/game_plans.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>

#include "rules/game.hpp"
#include "rules/notation.hpp"
#include "rules/variants.hpp"

namespace petteia_server_test {

namespace {

using petteia::Game;
using petteia::GameState;
using petteia::Move;
using petteia::Side;

std::unique_ptr<Game> start(const std::string& variant) {
    auto game = petteia::new_game(variant);
    if (!game) throw std::logic_error("no variant " + variant);
    return std::move(game).value();
}

// Plays `choose`'s moves from the start until the game ends or `max_plies` pass; the plan records
// every move with its captures and the final status.
GamePlan play_out(const std::string& variant, int max_plies,
                  const std::function<std::optional<Move>(const Game&)>& choose) {
    auto game = start(variant);
    GamePlan plan{variant, {}, {}, "ongoing", "", ""};
    for (int ply = 0; ply < max_plies && !game->is_over(); ++ply) {
        const auto move = choose(*game);
        if (!move) break;
        auto played = game->play(*move);
        if (!played) throw std::logic_error("the planner chose an illegal move: " + played.error().reason);
        plan.moves.push_back(petteia::move_text(*move, game->variant()));
        std::vector<std::string> captured;
        for (const auto& square : played->captured) captured.push_back(petteia::square_name(square));
        plan.captured.push_back(std::move(captured));
    }
    const auto status = game->status();
    plan.result_state = std::string(petteia::to_string(status.state));
    if (status.winner) plan.winner = game->variant().side_name(*status.winner);
    if (status.state != GameState::ongoing) plan.reason = std::string(petteia::to_string(status.reason));
    return plan;
}

// The move of `moves` with the highest score; ties broken by `random`.
template <class Score>
std::optional<Move> best(const Game& game, std::mt19937& random, Score score) {
    std::optional<Move> chosen;
    double best_score = -1e18;
    for (const Move& move : game.legal_moves()) {
        auto copy = game.clone();
        auto played = copy->play(move);
        if (!played) continue;
        const auto value = score(*copy, *played);
        if (!value) continue;
        const double noisy = *value + std::uniform_real_distribution<double>(0, 0.5)(random);
        if (noisy > best_score) {
            best_score = noisy;
            chosen = move;
        }
    }
    return chosen;
}

}  // namespace

GamePlan plan_capture_win() {
    // Light goes for captures and threats; Dark walks into them and never captures.
    for (unsigned seed = 1; seed < 200; ++seed) {
        std::mt19937 random(seed);
        const GamePlan plan = play_out("petteia-6x6", 120, [&](const Game& game) {
            const bool light = game.side_to_move() == Side::first;
            return best(game, random, [&](const Game& after, const petteia::PlayedMove& played) -> std::optional<double> {
                if (after.occurrences() > 1) return std::nullopt;
                const double threatened_dark = static_cast<double>(after.threatened(Side::second).size());
                const double threatened_light = static_cast<double>(after.threatened(Side::first).size());
                if (light) return 100.0 * static_cast<double>(played.captured.size()) + 3 * threatened_dark - threatened_light;
                if (!played.captured.empty()) return std::nullopt;
                return 3 * threatened_dark - threatened_light;
            });
        });
        if (plan.result_state == "win" && plan.winner == "light" && plan.reason == "pieces") return plan;
    }
    throw std::logic_error("no capture win found");
}

GamePlan plan_quiet_moves_draw() {
    // Light stays on ranks 1-3 and Dark on ranks 4-6: no piece can ever be captured.
    std::mt19937 random(7);
    return play_out("petteia-6x6", 200, [&](const Game& game) {
        const bool light = game.side_to_move() == Side::first;
        return best(game, random, [&](const Game& after, const petteia::PlayedMove& played) -> std::optional<double> {
            const int rank = played.move.to.rank;
            if (light ? rank > 2 : rank < 3) return std::nullopt;
            if (after.occurrences() > 1 || !played.captured.empty()) return std::nullopt;
            return 0.0;
        });
    });
}

GamePlan plan_repetition_draw() {
    const std::vector<std::string> shuffle{"A1-A2", "F6-F5", "A2-A1", "F5-F6"};
    std::size_t next = 0;
    return play_out("petteia-6x6", 8, [&](const Game& game) {
        return std::optional<Move>(*petteia::parse_move(shuffle[next++ % shuffle.size()], game.variant()));
    });
}

GamePlan plan_grec_arrival() {
    // Both sides race forward; whoever arrives first wins.
    for (unsigned seed = 1; seed < 500; ++seed) {
        std::mt19937 random(seed);
        const GamePlan plan = play_out("grec", 200, [&](const Game& game) {
            const Side mover = game.side_to_move();
            return best(game, random, [&](const Game& after, const petteia::PlayedMove& played) -> std::optional<double> {
                if (after.occurrences() > 1) return std::nullopt;
                const int forward = mover == Side::first ? played.move.to.rank - played.move.from.rank
                                                         : played.move.from.rank - played.move.to.rank;
                return 2.0 * forward;
            });
        });
        if (plan.result_state == "win" && plan.reason == "arrived") return plan;
    }
    throw std::logic_error("no arrival found");
}

}  // namespace petteia_server_test
