#include "engine/exercises/candidates.hpp"

#include "engine/exercises/difficulty.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/move_facts.hpp"
#include "rules/notation.hpp"
#include "rules/position_text.hpp"

namespace petteia::engine::exercises {

Exercise exercise_of(const Game& game, Family family, int difficulty, GoalText goal, const std::vector<Move>& solution) {
    Exercise exercise;
    exercise.variant = game.variant().name;
    exercise.family = family;
    exercise.difficulty = difficulty;
    exercise.position = format_position(game);
    exercise.goal = std::move(goal);
    // Each move in the game's own notation, which may depend on the position it is played in
    // (Petteia chess names the piece): written in turn along the line.
    auto line = game.clone();
    for (const Move& move : solution) {
        exercise.solution.push_back(line->move_text(move));
        line->play(move);
    }
    return exercise;
}

namespace {

int count_pieces(const Game& game, Side side) {
    int pieces = 0;
    for (int rank = 0; rank < game.variant().height; ++rank)
        for (int file = 0; file < game.variant().width; ++file) {
            const auto piece = game.piece_at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)});
            pieces += piece && piece->side == side;
        }
    return pieces;
}

// Whether the side to move wins with one move, whatever it is.
bool wins_at_once(Game& game) {
    const Side mover = game.side_to_move();
    for (const Move& move : game.legal_moves()) {
        game.play(move);
        const GameStatus status = game.status();
        game.undo();
        if (status.state == GameState::win && status.winner == mover) return true;
    }
    return false;
}

}  // namespace

std::optional<Exercise> capture_candidate(Game& game) {
    const CaptureFacts facts = capture_facts(game);
    if (facts.most < 1 || facts.best.size() != 1) return std::nullopt;
    Exercise exercise = exercise_of(game, Family::capture, capture_difficulty(game, facts), capture_goal(facts.most), facts.best);
    exercise.captures_needed = facts.most;
    return exercise;
}

std::optional<Exercise> defence_candidate(Game& game) {
    if (game.threatened(game.side_to_move()).empty()) return std::nullopt;
    const DefenceFacts facts = defence_facts(game);
    // A position with a win at hand is a finish, not a defence.
    if (facts.saving.size() != 1 || wins_at_once(game)) return std::nullopt;
    std::vector<std::string> squares;
    for (const Square& square : facts.threatened) squares.push_back(square_name(square));
    return exercise_of(game, Family::defence, defence_difficulty(facts, facts.saving[0]), defence_goal(squares),
                       facts.saving);
}

std::optional<Exercise> finish_candidate(Game& game, ForcedWin& search, bool thorough, FinishTally* tally) {
    const Side defender = opponent(game.side_to_move());
    const int defender_pieces = count_pieces(game, defender);
    const int max_moves = thorough ? max_finish_moves : 2;
    if (defender_pieces > 3) {
        auto scratch = game.clone();
        // Blockades: look only when the defender is nearly out of moves already.
        if (!game.legal_moves().empty()) {
            int defender_moves = 0;
            for (const Move& move : game.legal_moves()) {
                scratch->play(move);
                defender_moves = std::max(defender_moves, static_cast<int>(scratch->legal_moves().size()));
                scratch->undo();
                if (defender_moves > 6) return std::nullopt;
            }
        }
    }
    const auto moves = search.fastest_win(game, max_moves);
    if (!moves) return std::nullopt;
    if (tally) ++tally->wins[*moves];
    if (search.first_ambiguity(game, *moves)) return std::nullopt;
    if (tally) ++tally->strict[*moves];
    return exercise_of(game, Family::finish, finish_difficulty(game, *moves, search.winning_moves(game, *moves)[0]), finish_goal(*moves), search.main_line(game, *moves));
}

}  // namespace petteia::engine::exercises
