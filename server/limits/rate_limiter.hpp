#pragma once
// A token bucket: `rate` tokens a second, at most `burst` saved up. Pure arithmetic on the
// timestamps passed in.
#include <algorithm>
#include <cstdint>

namespace petteia::server {

class RateLimiter {
public:
    RateLimiter(double rate_per_second, double burst) : rate_(rate_per_second), burst_(burst), tokens_(burst) {}

    // Takes one token if there is one.
    bool allow(std::int64_t now_ms) {
        tokens_ = std::min(burst_, tokens_ + static_cast<double>(now_ms - last_ms_) * rate_ / 1000.0);
        last_ms_ = now_ms;
        if (tokens_ < 1.0) return false;
        tokens_ -= 1.0;
        return true;
    }

private:
    double rate_;
    double burst_;
    double tokens_;
    std::int64_t last_ms_ = 0;
};

}  // namespace petteia::server
