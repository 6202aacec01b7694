#pragma once
// What petteia-events-load measures (one thread: no locks): the time from a game's end to the
// player's next pairing, the standings messages the followers receive, and the errors by kind.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bench/load/stats.hpp"

namespace petteia::events {

using load::Clock;

// A sample list with exact percentiles (a few tens of thousands of samples at most).
class Samples {
public:
    void add(double ms) { values_.push_back(ms); }
    std::size_t size() const { return values_.size(); }
    // The value below or at which `fraction` of the samples lie (nearest rank).
    double percentile(double fraction) {
        if (values_.empty()) return 0;
        std::sort(values_.begin(), values_.end());
        const auto rank = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(values_.size())));
        return values_[std::clamp<std::size_t>(rank, 1, values_.size()) - 1];
    }
    double max() const { return values_.empty() ? 0 : *std::max_element(values_.begin(), values_.end()); }
    double mean() const {
        double sum = 0;
        for (double v : values_) sum += v;
        return values_.empty() ? 0 : sum / static_cast<double>(values_.size());
    }

private:
    std::vector<double> values_;
};

// Messages of one type received by the followers in the window.
struct MessageCount {
    std::uint64_t count = 0;
    std::uint64_t bytes = 0;
    std::uint64_t smallest = 0;
    std::uint64_t largest = 0;
    void add(std::size_t size) {
        smallest = count == 0 ? size : std::min<std::uint64_t>(smallest, size);
        largest = std::max<std::uint64_t>(largest, size);
        ++count;
        bytes += size;
    }
};

struct Figures {
    Clock::time_point window_start = Clock::time_point::max();
    Clock::time_point window_end = Clock::time_point::max();
    bool in_window(Clock::time_point t) const { return t >= window_start && t < window_end; }

    Samples end_to_pairing_ms;          // games that ended inside the window
    std::uint64_t warmup_samples = 0;   // pairings after games that ended before the window
    std::uint64_t games_ended = 0;      // seen by a player, in the window (each game twice: both players)
    std::uint64_t moves_sent = 0;       // in the window
    std::uint64_t pairings_seen = 0;    // tournament_game messages, in the window
    MessageCount standings;             // "tournament" messages, in the window
    MessageCount rows;                  // "tournament_you" messages, in the window
    // Per second of the window: pairings measured and the slowest, to find stalls.
    std::vector<std::pair<std::uint64_t, double>> timeline;
    std::map<std::string, std::uint64_t> errors;
    std::map<std::string, std::uint64_t> notes;

    void sample(Clock::time_point ended, Clock::time_point paired) {
        const double ms = std::chrono::duration<double, std::milli>(paired - ended).count();
        if (!in_window(ended)) {
            ++warmup_samples;
            return;
        }
        end_to_pairing_ms.add(ms);
        const auto second = static_cast<std::size_t>(std::chrono::duration<double>(ended - window_start).count());
        if (timeline.size() <= second) timeline.resize(second + 1);
        ++timeline[second].first;
        timeline[second].second = std::max(timeline[second].second, ms);
    }
};

}  // namespace petteia::events
