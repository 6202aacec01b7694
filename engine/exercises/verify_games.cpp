#include "engine/exercises/verify_games.hpp"

#include <algorithm>

#include "engine/exercises/checks.hpp"
#include "engine/exercises/chess_facts.hpp"
#include "engine/exercises/chess_material.hpp"
#include "engine/exercises/forced_win.hpp"
#include "engine/exercises/game_candidates.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/grec_facts.hpp"

namespace petteia::engine::exercises {

namespace {

constexpr const char* single_move = "the side to move has a single legal move: nothing to find";

// The one move of a one-move family: it must be among `good` (else `not_good`), and alone there.
Check check_only_move(Game& game, const Move& solution, const std::vector<Move>& good, const std::string& not_good,
                      const std::string& also) {
    if (std::find(good.begin(), good.end(), solution) == good.end())
        return "solution " + text_of(game, solution) + " " + not_good;
    for (const Move& other : good)
        if (other != solution) return "second solution " + text_of(game, other) + ": it also " + also;
    return std::nullopt;
}

Check check_mate(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (solution.size() % 2 == 0 || solution.size() > 2 * max_finish_moves - 1)
        return "a mate solution is 1, 3 or 5 moves (solver, defence, solver, ...)";
    const int moves = static_cast<int>(solution.size() + 1) / 2;
    ForcedWin search;
    if (moves > 1) {
        if (const auto shorter = search.fastest_win(game, moves - 1))
            return "shortcut: " + text_of(game, search.winning_moves(game, *shorter)[0]) + " mates in " +
                   std::to_string(*shorter);
    }
    const auto winning = search.winning_moves(game, moves);
    if (auto bad = check_only_move(game, solution[0], winning, "does not force mate within " + std::to_string(moves),
                                   "forces mate within " + std::to_string(moves)))
        return bad;
    const auto line = search.main_line(game, moves);
    for (std::size_t i = 0; i < solution.size(); ++i)
        if (i >= line.size() || line[i] != solution[i])
            return "solution move " + std::to_string(i + 1) + " " + exercise.solution[i] + " should be " +
                   (i < line.size() ? text_of(game, line[i]) : "nothing") +
                   (i % 2 ? " (the defence that holds out longest)" : " (the mating move)");
    if (auto ambiguity = mate_line_ambiguity(search, game, moves, solution)) return ambiguity;
    if (auto bad = check_goal(exercise, mate_goal(moves))) return bad;
    return check_difficulty(exercise, mate_difficulty(game, moves, solution[0]));
}

Check check_material(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (solution.size() != 1) return "a material solution is one move";
    if (immediate_gain(game, solution[0]) <= 0) return "solution " + text_of(game, solution[0]) + " captures nothing";
    if (auto bad = check_only_move(game, solution[0], material_winning_moves(game), "does not win a piece by force",
                                   "wins a piece by force"))
        return bad;
    game.play(solution[0]);
    const bool over = game.is_over();
    game.undo();
    if (over) return "solution " + text_of(game, solution[0]) + " ends the game: a mate, not material";
    if (auto bad = check_goal(exercise, material_goal())) return bad;
    return check_difficulty(exercise, material_difficulty(game, solution[0]));
}

Check check_sacrifice(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (solution.size() != 1) return "a sacrifice solution is one move";
    ForcedWin search;
    const SacrificeFacts facts = sacrifice_facts(game, search);
    if (auto bad = check_only_move(game, solution[0], facts.saving, "allows a mate in one", "avoids a mate in one"))
        return bad;
    if (!is_sacrifice(game, solution[0])) return "solution " + text_of(game, solution[0]) + " is not the King's Sacrifice";
    if (!safe_for_two_moves(game, search, solution[0]))
        return "after " + text_of(game, solution[0]) + " the opponent still mates within 2";
    if (auto bad = check_goal(exercise, sacrifice_goal())) return bad;
    return check_difficulty(exercise, sacrifice_difficulty(game, facts));
}

}  // namespace

Check check_chess_exercise(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (exercise.captures_needed) return "captures_needed must be null in Petteia chess";
    if (!has_a_choice(game)) return single_move;
    switch (exercise.family) {
        case Family::finish: return check_mate(exercise, game, solution);
        case Family::capture: return check_material(exercise, game, solution);
        case Family::defence: return check_sacrifice(exercise, game, solution);
    }
    return "unknown family";
}

Check check_grec_exercise(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (exercise.captures_needed) return "captures_needed must be null in Le Grec";
    if (solution.size() != 1) return "a Le Grec solution is one move";
    if (!has_a_choice(game)) return single_move;
    const auto facts = grec_facts(game);
    if (!facts) return "the solved table does not cover the position";
    const bool win = exercise.family == Family::finish;
    const Outcome wanted = win ? Outcome::win : Outcome::draw;
    if (facts->value.outcome != wanted)
        return "the position is a " + std::string(outcome_name(facts->value.outcome)) + " for the side to move, not a " +
               std::string(outcome_name(wanted));
    const std::string keeps = win ? "keeps the win" : "keeps the draw";
    if (auto bad = check_only_move(game, solution[0], facts->keeping, "does not " + std::string(win ? "keep the win" : "keep the draw"), keeps))
        return bad;
    if (auto bad = check_goal(exercise, win ? grec_win_goal() : grec_hold_goal())) return bad;
    return check_difficulty(exercise, win ? grec_win_difficulty(*facts) : grec_hold_difficulty(*facts));
}

}  // namespace petteia::engine::exercises
