#include "engine/exercises/game_candidates.hpp"

#include "engine/exercises/candidates.hpp"
#include "engine/exercises/chess_facts.hpp"
#include "engine/exercises/chess_material.hpp"
#include "engine/exercises/goal_text.hpp"
#include "engine/exercises/grec_facts.hpp"

namespace petteia::engine::exercises {

bool has_a_choice(const Game& game) { return game.legal_moves().size() >= 2; }

std::optional<Exercise> mate_candidate(Game& game, ForcedWin& search, int most_moves, MateTally* tally) {
    if (!has_a_choice(game)) return std::nullopt;
    const auto moves = search.fastest_win(game, most_moves);
    if (!moves) return std::nullopt;
    if (tally) ++tally->mates[*moves];
    const auto winning = search.winning_moves(game, *moves);
    if (winning.size() != 1) return std::nullopt;
    const auto line = search.main_line(game, *moves);
    if (mate_line_ambiguity(search, game, *moves, line)) return std::nullopt;
    if (tally) ++tally->unique[*moves];
    return exercise_of(game, Family::finish, mate_difficulty(game, *moves, line[0]), mate_goal(*moves), line);
}

std::optional<Exercise> material_candidate(Game& game) {
    if (!has_a_choice(game)) return std::nullopt;
    const auto winning = material_winning_moves(game);
    if (winning.size() != 1 || immediate_gain(game, winning[0]) <= 0) return std::nullopt;
    game.play(winning[0]);
    const bool over = game.is_over();  // a capture that mates is a mate, not material
    game.undo();
    if (over) return std::nullopt;
    return exercise_of(game, Family::capture, material_difficulty(game, winning[0]), material_goal(), winning);
}

std::optional<Exercise> sacrifice_candidate(Game& game, ForcedWin& search) {
    if (!only_a_sacrifice_can_save(game, search)) return std::nullopt;
    const SacrificeFacts facts = sacrifice_facts(game, search);
    if (facts.saving.size() != 1 || !is_sacrifice(game, facts.saving[0]) ||
        !safe_for_two_moves(game, search, facts.saving[0]))
        return std::nullopt;
    return exercise_of(game, Family::defence, sacrifice_difficulty(game, facts), sacrifice_goal(), facts.saving);
}

std::optional<Exercise> grec_win_candidate(const Game& game) {
    if (!has_a_choice(game)) return std::nullopt;
    const auto facts = grec_facts(game);
    if (!facts || facts->value.outcome != Outcome::win || facts->keeping.size() != 1) return std::nullopt;
    return exercise_of(game, Family::finish, grec_win_difficulty(*facts), grec_win_goal(), facts->keeping);
}

std::optional<Exercise> grec_hold_candidate(const Game& game) {
    if (!has_a_choice(game)) return std::nullopt;
    const auto facts = grec_facts(game);
    if (!facts || facts->value.outcome != Outcome::draw || facts->keeping.size() != 1) return std::nullopt;
    return exercise_of(game, Family::defence, grec_hold_difficulty(*facts), grec_hold_goal(), facts->keeping);
}

}  // namespace petteia::engine::exercises
