#pragma once
// The exercises as the server referees them: the catalogue (read once from the store: it changes
// only with a migration), each exercise's starting state, and the check of an attempt against the
// verified solution — the defence's reply when right, an explanation when wrong. Knows no variant:
// every exercise is a position, a side to move and a list of moves, played through the rules library.
//
// Thread-safe, and stateless for its callers: an attempt carries every solver move so far and is
// replayed from the start. Explaining a wrong move may take a short think (up to 100 ms): call
// attempt() off the I/O threads. Each explanation is thought out once and remembered.
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <tuple>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "db/exercise_store.hpp"
#include "protocol/exercise_help_messages.hpp"
#include "protocol/exercise_messages.hpp"
#include "rules/game.hpp"
#include "server/common/answer.hpp"

namespace petteia::server {

class Exercises {
public:
    // Refuses, with std::runtime_error, a catalogue whose positions or solutions the rules reject:
    // the data is verified before it ships, so that is a build fault.
    explicit Exercises(std::vector<db::StoredExercise> catalogue);

    std::size_t size() const { return catalogue_.size(); }
    bool exists(const std::string& id) const { return index_.contains(id); }

    // The list, with `solved` set from the given ids.
    std::vector<protocol::ExerciseItemView> items(const std::unordered_set<std::string>& solved) const;
    std::optional<protocol::ExerciseItemView> item(const std::string& id) const;
    std::optional<protocol::ExerciseStateView> start(const std::string& id) const;

    // `moves`: the solver's moves so far, the last one new. Errors: exercise_not_found,
    // invalid_message (an earlier move is not the solution's, or the exercise is already solved),
    // illegal_move (the new move breaks the rules; `detail` is the rules' code).
    // `may_think` is asked before a think that no earlier explanation saved: false makes do with
    // the reply that takes most (a per-client budget, so that a flood of new wrong moves costs little).
    Answer<protocol::AttemptView> attempt(const std::string& id, const std::vector<std::string>& moves,
                                          const std::function<bool()>& may_think = [] { return true; }) const;

    // With `found` the solver's moves so far (each the solution's; errors as attempt()'s): the square
    // of the piece the solution moves next, and the rest of the solution from there (its `rating` unset).
    Answer<std::string> hint(const std::string& id, const std::vector<std::string>& found) const;
    Answer<protocol::SolutionView> solution(const std::string& id, const std::vector<std::string>& found) const;

    // The exercise of the day: `day` counted in whole days since 1970-01-01 (UTC); empty only
    // when the catalogue is.
    std::string daily(std::int64_t day) const;
    // The verified difficulty (1 to 3) of an exercise that exists; 1 for an id of none.
    int difficulty(const std::string& id) const;

private:
    struct Entry {
        db::StoredExercise exercise;
        std::string solver;  // side name
    };
    // An explanation's reply, by exercise, the solver moves before the wrong one, and the wrong one.
    using ReplyKey = std::tuple<std::string, std::size_t, std::string>;

    const Entry* find(const std::string& id) const;
    std::optional<Move> explaining_reply(const Game& game, const Entry& entry, const ReplyKey& key,
                                         const std::function<bool()>& may_think) const;

    std::vector<Entry> catalogue_;
    std::unordered_map<std::string, std::size_t> index_;
    mutable std::mutex replies_mutex_;
    mutable std::map<ReplyKey, std::optional<Move>> replies_;
};

}  // namespace petteia::server
