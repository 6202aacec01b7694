#include "engine/exercises/verify.hpp"

#include <algorithm>
#include <cctype>
#include <memory>
#include <set>

#include "engine/exercises/checks.hpp"
#include "engine/exercises/difficulty.hpp"
#include "engine/exercises/forced_win.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/move_facts.hpp"
#include "engine/exercises/verify_games.hpp"
#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::engine::exercises {

namespace {

Check check_id(const Exercise& exercise) {
    const std::string prefix = id_prefix(exercise.variant, exercise.family);
    const std::string& id = exercise.id;
    const bool well_formed = id.size() == prefix.size() + 2 && id.starts_with(prefix) &&
                             std::isdigit(static_cast<unsigned char>(id[prefix.size()])) &&
                             std::isdigit(static_cast<unsigned char>(id[prefix.size() + 1])) &&
                             id.substr(prefix.size()) != "00";
    if (!well_formed) return "id \"" + id + "\" is not " + prefix + "NN (NN from 01 to 99)";
    return std::nullopt;
}

// The solution's moves, each legal in turn and written canonically; the game is left at the start.
Expected<std::vector<Move>, std::string> read_solution(Game& game, const std::vector<std::string>& solution) {
    std::vector<Move> moves;
    for (std::size_t i = 0; i < solution.size(); ++i) {
        const std::string where = "solution move " + std::to_string(i + 1) + " \"" + solution[i] + "\"";
        const auto move = game.parse_move(solution[i]);
        if (!move) return unexpected(where + " is not a move: " + move.error().reason);
        if (text_of(game, *move) != solution[i]) return unexpected(where + " is not canonical (" + text_of(game, *move) + ")");
        const auto played = game.play(*move);
        if (!played) {
            const std::string reason = where + " is illegal: " + played.error().reason;
            while (game.undo()) {}
            return unexpected(reason);
        }
        moves.push_back(*move);
    }
    while (game.undo()) {}
    return moves;
}

Check check_capture(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (!exercise.captures_needed) return "captures_needed is missing";
    if (solution.size() != 1) return "a capture solution is one move";
    const CaptureFacts facts = capture_facts(game);
    if (facts.most < 1) return "no move captures";
    if (*exercise.captures_needed != facts.most)
        return "captures_needed is " + std::to_string(*exercise.captures_needed) + " but the most one move takes is " +
               std::to_string(facts.most) + " (" + text_of(game, facts.best[0]) + ")";
    if (std::find(facts.best.begin(), facts.best.end(), solution[0]) == facts.best.end())
        return "solution " + text_of(game, solution[0]) + " does not capture " + std::to_string(facts.most);
    for (const Move& other : facts.best)
        if (other != solution[0])
            return "second solution " + text_of(game, other) + ": it also captures " + std::to_string(facts.most);
    if (auto bad = check_goal(exercise, capture_goal(facts.most))) return bad;
    return check_difficulty(exercise, capture_difficulty(game, facts));
}

Check check_defence(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (exercise.captures_needed) return "captures_needed must be null for a defence";
    if (solution.size() != 1) return "a defence solution is one move";
    const DefenceFacts facts = defence_facts(game);
    if (facts.threatened.empty()) return "no piece of the side to move is threatened";
    if (std::find(facts.saving.begin(), facts.saving.end(), solution[0]) == facts.saving.end())
        return "solution " + text_of(game, solution[0]) + " leaves the opponent a capture";
    for (const Move& other : facts.saving)
        if (other != solution[0])
            return "second solution " + text_of(game, other) + ": it also leaves the opponent no capture";
    std::vector<std::string> squares;
    for (const Square& square : facts.threatened) squares.push_back(square_name(square));
    if (auto bad = check_goal(exercise, defence_goal(squares))) return bad;
    return check_difficulty(exercise, defence_difficulty(facts, solution[0]));
}

Check check_finish(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (exercise.captures_needed) return "captures_needed must be null for a finish";
    if (solution.size() % 2 == 0 || solution.size() > 2 * max_finish_moves - 1)
        return "a finish solution is 1, 3 or 5 moves (solver, defence, solver, ...)";
    const int moves = static_cast<int>(solution.size() + 1) / 2;
    ForcedWin search;
    if (moves > 1) {
        if (const auto shorter = search.fastest_win(game, moves - 1))
            return "shortcut: " + text_of(game, search.winning_moves(game, *shorter)[0]) + " wins in " +
                   std::to_string(*shorter);
    }
    if (auto ambiguity = search.first_ambiguity(game, moves, solution)) return ambiguity;
    const auto line = search.main_line(game, moves);
    for (std::size_t i = 0; i < solution.size(); ++i) {
        if (i >= line.size() || line[i] != solution[i]) {
            const std::string expected = i < line.size() ? text_of(game, line[i]) : "nothing";
            return "solution move " + std::to_string(i + 1) + " " + exercise.solution[i] + " should be " + expected +
                   (i % 2 ? " (the defence that holds out longest)" : " (the winning move)");
        }
    }
    if (auto bad = check_goal(exercise, finish_goal(moves))) return bad;
    return check_difficulty(exercise, finish_difficulty(game, moves, solution[0]));
}

// Each game gives the three families its own meaning (exercise.hpp).
Check check_family(const Exercise& exercise, Game& game, const std::vector<Move>& solution) {
    if (exercise.variant == "petteia-chess") return check_chess_exercise(exercise, game, solution);
    if (exercise.variant == "grec") return check_grec_exercise(exercise, game, solution);
    switch (exercise.family) {
        case Family::capture: return check_capture(exercise, game, solution);
        case Family::defence: return check_defence(exercise, game, solution);
        case Family::finish: return check_finish(exercise, game, solution);
    }
    return "unknown family";
}

}  // namespace

Expected<Verified, std::string> verify(const Exercise& exercise) {
    const auto fail = [](std::string reason) { return unexpected(std::move(reason)); };
    if (std::find(std::begin(exercise_variants), std::end(exercise_variants), exercise.variant) ==
        std::end(exercise_variants))
        return fail("unknown variant \"" + exercise.variant +
                    "\" (exercises are for petteia-6x6, petteia-8x8, petteia-chess and grec)");
    if (theme_name(exercise.variant, exercise.family).empty())
        return fail("there are no " + std::string(family_name(exercise.family)) + " exercises in " + exercise.variant);
    if (auto bad = check_id(exercise)) return fail(*bad);
    if (exercise.difficulty < 1 || exercise.difficulty > 3)
        return fail("difficulty " + std::to_string(exercise.difficulty) + " is not 1, 2 or 3");
    auto made = new_game(exercise.variant, exercise.position);
    if (!made) return fail("position: " + made.error().reason);
    Game& game = **made;
    if (format_position(game) != exercise.position)
        return fail("position is not written canonically (\"" + format_position(game) + "\")");
    if (game.quiet_plies() != 0) return fail("the quiet-ply count must be 0");
    if (game.is_over()) return fail("the game is already over");
    if (exercise.solution.empty()) return fail("the solution is empty");
    auto solution = read_solution(game, exercise.solution);
    if (!solution) return fail(solution.error());

    if (auto bad = check_family(exercise, game, *solution)) return fail(*bad);
    return Verified{static_cast<int>(exercise.solution.size() + 1) / 2};
}

std::vector<Failure> verify_all(const std::vector<Exercise>& exercises) {
    std::vector<Failure> failures;
    std::set<std::string> seen;
    for (const Exercise& exercise : exercises) {
        if (!seen.insert(exercise.id).second) {
            failures.push_back({exercise.id, "duplicate id"});
            continue;
        }
        if (auto verified = verify(exercise); !verified) failures.push_back({exercise.id, verified.error()});
    }
    return failures;
}

}  // namespace petteia::engine::exercises
