#pragma once
// The hashes of the positions of a game so far, to count how often the current one has occurred.
#include <cstdint>
#include <vector>

namespace petteia {

class RepetitionHistory {
public:
    void reset(std::uint64_t start_hash) {
        entries_.clear();
        entries_.push_back({start_hash, 0});
    }

    // `irreversible`: the move can never be undone by later moves (a capture in Petteia, a forward
    // move in Le Grec), so no earlier position can come back.
    void push(std::uint64_t hash, bool irreversible) {
        entries_.push_back({hash, irreversible ? 0 : entries_.back().reversible_plies + 1});
    }

    void pop() { entries_.pop_back(); }

    // Occurrences of the current position, itself included. Only positions with the same side to
    // move (every second one) and after the last irreversible move can match.
    int occurrences() const {
        const Entry& now = entries_.back();
        const int last = static_cast<int>(entries_.size()) - 1;
        int count = 1;
        for (int back = 2; back <= now.reversible_plies; back += 2)
            if (entries_[last - back].hash == now.hash) ++count;
        return count;
    }

    std::uint64_t current() const { return entries_.back().hash; }

    void reserve(std::size_t plies) { entries_.reserve(plies); }

private:
    struct Entry {
        std::uint64_t hash;
        int reversible_plies;  // plies since the last irreversible move (or the start)
    };
    std::vector<Entry> entries_;
};

}  // namespace petteia
