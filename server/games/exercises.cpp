#include "server/games/exercises.hpp"

#include <atomic>
#include <span>
#include <stdexcept>

#include "engine/engine.hpp"
#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;
using protocol::ProtocolError;

// The explanation's reply comes from the strongest level held to a short think: it only has to show
// a sensible answer to a move that misses the goal.
constexpr std::int64_t explanation_think_ms = 100;
constexpr std::size_t explanation_table_bytes = std::size_t{1} << 20;

std::unique_ptr<Game> starting_game(const db::StoredExercise& exercise) {
    auto game = new_game(exercise.variant, exercise.position);
    if (!game) throw std::runtime_error("exercise " + exercise.id + ": " + game.error().reason);
    return std::move(*game);
}

int solver_moves(const db::StoredExercise& exercise) { return static_cast<int>(exercise.solution.size() + 1) / 2; }

// Moves and squares in the game's own notation (Petteia chess names the piece and counts ranks from
// 0), which the browser reads with the catalogue's coordinates. A move's text depends on the
// position it is played from: `before` is that position.
protocol::ExerciseMoveView move_view(const Game& before, const PlayedMove& played, Side side) {
    protocol::ExerciseMoveView view{before.move_text(played.move), before.variant().side_name(side), {}};
    for (Square square : played.captured) view.captured.push_back(before.square_text(square));
    return view;
}

// Plays `move` (legal) and describes it.
protocol::ExerciseMoveView play_and_view(Game& game, const Move& move, Side side) {
    std::string text = game.move_text(move);
    const auto played = game.play(move);
    protocol::ExerciseMoveView view{std::move(text), game.variant().side_name(side), {}};
    for (Square square : played->captured) view.captured.push_back(game.square_text(square));
    return view;
}

std::vector<std::string> names_of(const Game& game, const std::vector<Square>& squares) {
    std::vector<std::string> names;
    for (Square square : squares) names.push_back(game.square_text(square));
    return names;
}

protocol::ExerciseStateView state_of(const Game& game, Side solver, bool solved) {
    protocol::ExerciseStateView state;
    state.position = format_position(game);
    state.to_move = game.variant().side_name(game.side_to_move());
    if (!solved)
        for (const Move& move : game.legal_moves()) state.legal.push_back(game.move_text(move));
    for (Side side : {Side::first, Side::second}) {
        state.side_names[index_of(side)] = game.variant().side_name(side);
        state.threatened[index_of(side)] = names_of(game, game.threatened(side));
    }
    // The history's texts, each written from the position it was played in.
    auto walk = game.clone();
    while (walk->undo()) {}
    Side mover = solver;
    for (const PlayedMove& played : game.history()) {
        state.played.push_back(move_view(*walk, played, mover));
        walk->play(played.move);
        mover = opponent(mover);
    }
    state.solved = solved;
    return state;
}

// The exercise's start, then `found` (solver moves, each the solution's) with their defences: the
// position the player is looking at, with a move of the solution still to find.
Answer<std::unique_ptr<Game>> replay(const db::StoredExercise& exercise, std::span<const std::string> found) {
    if (found.size() >= static_cast<std::size_t>(solver_moves(exercise)))
        return unexpected(ProtocolError{ErrorCode::invalid_message,
                                        "more moves than the solution has: the exercise is already solved", {}});
    auto game = starting_game(exercise);
    // Each text is read in the position it is played from (the game's notation may name the piece there).
    for (std::size_t i = 0; i < found.size(); ++i) {
        const auto expected = game->parse_move(exercise.solution[2 * i]);
        const auto given = game->parse_move(found[i]);
        if (!given || *given != *expected)
            return unexpected(ProtocolError{ErrorCode::invalid_message,
                                            "move " + std::to_string(i + 1) + " is not the solution's; start again", {}});
        game->play(*expected);
        game->play(exercise.solution[2 * i + 1]);
    }
    return game;
}

// A reply that wins the game at once, if there is one (the first in move order).
std::optional<Move> winning_reply(const Game& game) {
    auto probe = game.clone();
    const Side replier = game.side_to_move();
    for (const Move& move : game.legal_moves()) {
        probe->play(move);
        const GameStatus status = probe->status();
        probe->undo();
        if (status.state == GameState::win && status.winner == replier) return move;
    }
    return std::nullopt;
}

// The reply that takes most pieces (the first such in move order), if any takes one.
std::optional<Move> most_taking_reply(const Game& game) {
    std::optional<Move> best;
    std::size_t most = 0;
    for (const Move& move : game.legal_moves()) {
        auto probe = game.clone();
        const auto played = probe->play(move);
        if (played && played->captured.size() > most) {
            most = played->captured.size();
            best = move;
        }
    }
    return best;
}

}  // namespace

Exercises::Exercises(std::vector<db::StoredExercise> catalogue) {
    for (db::StoredExercise& exercise : catalogue) {
        auto game = starting_game(exercise);
        const std::string solver = game->variant().side_name(game->side_to_move());
        for (const std::string& move : exercise.solution)
            if (!game->play(move)) throw std::runtime_error("exercise " + exercise.id + ": illegal solution move " + move);
        if (exercise.solution.empty() || exercise.solution.size() % 2 == 0)
            throw std::runtime_error("exercise " + exercise.id + ": a solution starts and ends with the solver's move");
        index_.emplace(exercise.id, catalogue_.size());
        catalogue_.push_back({std::move(exercise), solver});
    }
}

const Exercises::Entry* Exercises::find(const std::string& id) const {
    const auto found = index_.find(id);
    return found == index_.end() ? nullptr : &catalogue_[found->second];
}

std::optional<protocol::ExerciseItemView> Exercises::item(const std::string& id) const {
    const Entry* entry = find(id);
    if (!entry) return std::nullopt;
    const db::StoredExercise& exercise = entry->exercise;
    return protocol::ExerciseItemView{exercise.id,      exercise.variant, exercise.family, exercise.difficulty,
                                      exercise.goal_en, exercise.goal_fr, exercise.goal_el, entry->solver,
                                      solver_moves(exercise), false};
}

std::vector<protocol::ExerciseItemView> Exercises::items(const std::unordered_set<std::string>& solved) const {
    std::vector<protocol::ExerciseItemView> items;
    for (const Entry& entry : catalogue_) {
        auto listed = *item(entry.exercise.id);
        listed.solved = solved.contains(entry.exercise.id);
        items.push_back(std::move(listed));
    }
    return items;
}

std::optional<protocol::ExerciseStateView> Exercises::start(const std::string& id) const {
    const Entry* entry = find(id);
    if (!entry) return std::nullopt;
    const auto game = starting_game(entry->exercise);
    return state_of(*game, game->side_to_move(), false);
}

std::optional<Move> Exercises::explaining_reply(const Game& game, const Entry& entry, const ReplyKey& key,
                                                const std::function<bool()>& may_think) const {
    if (game.is_over()) return std::nullopt;
    // Against a defence exercise, the blow it failed to prevent shows the point best: a reply that
    // wins at once (a mate), else the capture that takes most; in a game without either (Le Grec's
    // "hold the draw"), the engine's reply, as for the other families.
    if (entry.exercise.family == "defence") {
        if (auto winning = winning_reply(game)) return winning;
        if (auto taking = most_taking_reply(game)) return taking;
    }
    {
        std::lock_guard lock(replies_mutex_);
        if (const auto known = replies_.find(key); known != replies_.end()) return known->second;
    }
    if (!may_think()) {
        if (auto taking = most_taking_reply(game)) return taking;
        return game.legal_moves().front();
    }
    thread_local engine::Engine engine(explanation_table_bytes);
    engine.set_max_milliseconds(explanation_think_ms);
    const std::atomic<bool> never{false};
    const Move reply = engine.choose_move(game, engine::Level::expert, 1, never).move;
    std::lock_guard lock(replies_mutex_);
    replies_.emplace(key, reply);
    return reply;
}

Answer<protocol::AttemptView> Exercises::attempt(const std::string& id, const std::vector<std::string>& moves,
                                                 const std::function<bool()>& may_think) const {
    const Entry* entry = find(id);
    if (!entry) return unexpected(ProtocolError{ErrorCode::exercise_not_found, "there is no exercise " + id.substr(0, 40), {}});
    const db::StoredExercise& exercise = entry->exercise;
    const std::size_t last = moves.size() - 1;
    auto replayed = replay(exercise, std::span(moves).first(last));
    if (!replayed) return unexpected(replayed.error());
    auto& game = *replayed;
    const Side solver = game->side_to_move();

    const auto given = game->parse_move(moves[last]);
    if (!given) return unexpected(ProtocolError{ErrorCode::illegal_move, given.error().reason, std::string(to_string(given.error().code))});
    const auto expected = game->parse_move(exercise.solution[2 * last]);
    if (const auto refused = game->clone()->play(*given); !refused)
        return unexpected(ProtocolError{ErrorCode::illegal_move, refused.error().reason, std::string(to_string(refused.error().code))});
    const std::string given_text = game->move_text(*given);
    const protocol::ExerciseMoveView tried = play_and_view(*game, *given, solver);

    protocol::AttemptView attempt;
    if (expected && *given == *expected) {
        const std::size_t reply_index = 2 * last + 1;
        if (reply_index < exercise.solution.size()) {
            const auto reply = game->parse_move(exercise.solution[reply_index]);
            attempt.result = protocol::AttemptView::Result::correct;
            attempt.reply = play_and_view(*game, *reply, opponent(solver));
            attempt.state = state_of(*game, solver, false);
        } else {
            attempt.result = protocol::AttemptView::Result::solved;
            attempt.state = state_of(*game, solver, true);
        }
        return attempt;
    }

    protocol::ExplanationView explanation{tried, std::nullopt, exercise.family, exercise.captures_needed};
    const ReplyKey key{exercise.id, last, given_text};
    if (const auto reply = explaining_reply(*game, *entry, key, may_think)) {
        explanation.reply = play_and_view(*game, *reply, opponent(solver));
        game->undo();
    }
    game->undo();
    attempt.result = protocol::AttemptView::Result::wrong;
    attempt.explanation = std::move(explanation);
    attempt.state = state_of(*game, solver, false);
    return attempt;
}

Answer<std::string> Exercises::hint(const std::string& id, const std::vector<std::string>& found) const {
    const Entry* entry = find(id);
    if (!entry) return unexpected(ProtocolError{ErrorCode::exercise_not_found, "there is no exercise " + id.substr(0, 40), {}});
    auto game = replay(entry->exercise, found);
    if (!game) return unexpected(game.error());
    const auto next = (*game)->parse_move(entry->exercise.solution[2 * found.size()]);
    return (*game)->square_text(next->from);
}

Answer<protocol::SolutionView> Exercises::solution(const std::string& id, const std::vector<std::string>& found) const {
    const Entry* entry = find(id);
    if (!entry) return unexpected(ProtocolError{ErrorCode::exercise_not_found, "there is no exercise " + id.substr(0, 40), {}});
    auto replayed = replay(entry->exercise, found);
    if (!replayed) return unexpected(replayed.error());
    Game& game = **replayed;
    const Side solver = game.side_to_move();
    protocol::SolutionView solution;
    Side mover = solver;
    for (std::size_t i = 2 * found.size(); i < entry->exercise.solution.size(); ++i) {
        const auto move = game.parse_move(entry->exercise.solution[i]);
        solution.moves.push_back(play_and_view(game, *move, mover));
        mover = opponent(mover);
    }
    solution.state = state_of(game, solver, true);
    return solution;
}

std::string Exercises::daily(std::int64_t day) const {
    if (catalogue_.empty()) return {};
    // A fixed scramble of the day's number (splitmix64's finaliser): every node offers the same
    // exercise, and neighbouring days land far apart in the list (not Capture 1, then Capture 2…).
    auto mixed = static_cast<std::uint64_t>(day) + 0x9e3779b97f4a7c15ULL;
    mixed = (mixed ^ (mixed >> 30)) * 0xbf58476d1ce4e5b9ULL;
    mixed = (mixed ^ (mixed >> 27)) * 0x94d049bb133111ebULL;
    mixed ^= mixed >> 31;
    return catalogue_[mixed % catalogue_.size()].exercise.id;
}

int Exercises::difficulty(const std::string& id) const {
    const Entry* entry = find(id);
    return entry ? entry->exercise.difficulty : 1;
}

}  // namespace petteia::server
