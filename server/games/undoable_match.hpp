#pragma once
// A room's match, and the copy to go back to should a unit's writes not be stored (game_room.hpp).
// The copy is taken at a unit's first change, not before every handler: a handler that only reads
// (a snapshot, a spectator's join, a lookup, a sweep that finds nothing due) copies nothing. Reads
// go through `->`, which gives a const match; a change goes through change(), so that the compiler
// sees to it that nothing changes the match without its copy.
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

#include "server/games/match.hpp"

namespace petteia::server {

class UndoableMatch {
public:
    explicit UndoableMatch(std::unique_ptr<Match> match) : match_(std::move(match)) {}

    const Match* operator->() const { return match_.get(); }
    const Match& operator*() const { return *match_; }

    // The match, to change: copied first if nothing changed it since the last take_undo().
    Match& change() {
        if (!before_) {
            auto& kept = spares();
            if (kept.empty()) {
                before_ = match_->copy();
            } else {
                before_ = std::move(kept.back());
                kept.pop_back();
                match_->copy_to(*before_);
            }
        }
        return *match_;
    }
    // Another match in its place (the game reloaded from the store), undone like a change.
    void replace(std::unique_ptr<Match> match) {
        if (!before_) before_ = std::move(match_);
        match_ = std::move(match);
    }
    // The copy for the unit that just ran (null: the unit changed nothing), handed to it.
    std::unique_ptr<Match> take_undo() { return std::move(before_); }
    // Back to a copy taken by take_undo(), when there is one.
    void undo(std::unique_ptr<Match> before) {
        if (before) match_ = std::move(before);
    }
    // A copy taken by take_undo() that was not needed (its unit was stored): kept by this thread,
    // and the next change of any room on it is copied into its memory rather than into new memory
    // (issue 41: a move's allocations). A few dozen at most: only the units being stored hold
    // copies at a time, and a copy kept by each room would cost every live game a match's memory.
    static void recycle(std::unique_ptr<Match> unneeded) {
        auto& kept = spares();
        if (unneeded && kept.size() < max_spares) kept.push_back(std::move(unneeded));
    }

private:
    static constexpr std::size_t max_spares = 64;
    // A room's units run on the I/O threads, one at a time each: every thread keeps its own.
    static std::vector<std::unique_ptr<Match>>& spares() {
        static thread_local std::vector<std::unique_ptr<Match>> kept;
        return kept;
    }

    std::unique_ptr<Match> match_;
    std::unique_ptr<Match> before_;
};

}  // namespace petteia::server
