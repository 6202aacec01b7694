#include "engine/exercises/chess_facts.hpp"

#include <algorithm>

#include "engine/exercises/chess_material.hpp"

namespace petteia::engine::exercises {

std::optional<std::string> mate_line_ambiguity(ForcedWin& search, Game& game, int moves, const std::vector<Move>& line) {
    // Texts are written before each move is played: the notation names the piece on its square.
    const auto text = [&](const Move& move) { return game.move_text(move); };
    std::optional<std::string> found;
    std::string where;
    std::size_t played = 0;
    for (int left = moves; left >= 1 && !found; --left) {
        const std::size_t at = 2 * static_cast<std::size_t>(moves - left);
        const std::string prefix = where.empty() ? "" : "after" + where + ", ";
        if (at >= line.size()) {
            found = prefix + "the line stops before the mate";
            break;
        }
        const auto winning = search.winning_moves(game, left);
        if (winning.empty()) {
            found = prefix + "no move forces mate within " + std::to_string(left);
        } else if (std::find(winning.begin(), winning.end(), line[at]) == winning.end()) {
            found = prefix + text(line[at]) + " does not force mate within " + std::to_string(left) + " (" +
                    text(winning[0]) + " does)";
        } else if (winning.size() > 1) {
            const Move other = winning[0] == line[at] ? winning[1] : winning[0];
            found = prefix + "second solution " + text(other) + ": both " + text(line[at]) + " and " + text(other) +
                    " force mate within " + std::to_string(left);
        } else {
            for (std::size_t i = at; i < std::min(at + 2, line.size()); ++i, ++played) {
                where += " " + text(line[i]);
                game.play(line[i]);
            }
        }
    }
    for (; played > 0; --played) game.undo();
    return found;
}

int mate_difficulty(Game& game, int moves, const Move& first) {
    game.play(first);
    const bool check = !game.checked_kings().empty();
    game.undo();
    return std::min(3, moves + (check ? 0 : 1));
}

std::vector<Move> material_winning_moves(Game& game) {
    std::vector<Move> winning;
    for (const Move& move : game.legal_moves())
        if (wins_material(game, move, piece_threshold)) winning.push_back(move);
    return winning;
}

int material_difficulty(Game& game, const Move& solution) {
    const int taken = immediate_gain(game, solution);
    bool decoy = false;
    for (const Move& move : game.legal_moves())
        if (move != solution && immediate_gain(game, move) >= taken) decoy = true;
    game.play(solution);
    bool defended = false;
    for (const Move& reply : game.legal_moves())
        if (reply.to == solution.to) defended = true;
    game.undo();
    return std::min(3, 1 + (decoy ? 1 : 0) + (defended ? 1 : 0));
}

bool is_sacrifice(const Game& game, const Move& move) {
    for (const SpecialMoveInfo& special : game.variant().special_moves)
        if (special.takes_own_piece && game.move_text(move).find(special.mark) != std::string::npos) return true;
    return false;
}

namespace {

// After `move`, whether the opponent mates at once.
bool allows_mate_in_one(Game& game, ForcedWin& search, const Move& move) {
    game.play(move);
    const bool mated = !game.is_over() && search.wins_within(game, 1);
    game.undo();
    return mated;
}

}  // namespace

SacrificeFacts sacrifice_facts(Game& game, ForcedWin& search) {
    SacrificeFacts facts;
    facts.in_check = !game.checked_kings().empty();
    for (const Move& move : game.legal_moves())
        if (!allows_mate_in_one(game, search, move)) facts.saving.push_back(move);
    return facts;
}

bool only_a_sacrifice_can_save(Game& game, ForcedWin& search) {
    const auto moves = game.legal_moves();
    if (moves.size() < 2) return false;  // one legal move is no puzzle
    if (std::none_of(moves.begin(), moves.end(), [&](const Move& move) { return is_sacrifice(game, move); })) return false;
    for (const Move& move : moves)
        if (!is_sacrifice(game, move) && !allows_mate_in_one(game, search, move)) return false;
    return true;
}

bool safe_for_two_moves(Game& game, ForcedWin& search, const Move& move) {
    game.play(move);
    const bool safe = game.is_over() || !search.wins_within(game, 2);
    game.undo();
    return safe;
}

int sacrifice_difficulty(Game& game, const SacrificeFacts& facts) {
    return std::min(3, 1 + (facts.in_check ? 0 : 1) + (game.legal_moves().size() >= 8 ? 1 : 0));
}

}  // namespace petteia::engine::exercises
