#include "engine/chess_eval.hpp"

#include <algorithm>
#include <cstdlib>

namespace petteia::engine {

namespace {

using namespace chess;

// Non-pawn material of one side at the start: two Elephants, Snakes, Camels and Horses, a Minister.
constexpr int start_pieces(const ChessWeights& w) {
    return 2 * (w.material[elephant] + w.material[snake] + w.material[camel] + w.material[horse]) + w.material[minister];
}

int relative_rank(int square, Side side) { return side == Side::first ? rank_of(square) : board_size - 1 - rank_of(square); }

// King steps from the four central squares: 0 in the centre, 4 on the edge.
int centre_distance(int square) {
    const int file = file_of(square), rank = rank_of(square);
    return std::max(std::max(4 - file, file - 5), std::max(4 - rank, rank - 5));
}

int king_distance(int a, int b) { return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b))); }

// Order of value for captures: the victim first, then the cheaper attacker.
constexpr std::array<int, kind_count> order_value{6, 5, 4, 3, 2, 2, 1};

struct SideTotals {
    int score = 0;             // everything but the King terms that need both sides' attacks
    int material = 0;          // pawns included
    int pieces = 0;            // non-pawn material
    std::array<std::uint8_t, square_count> attacks{};  // how many of this side's pieces attack each square
    std::array<int, board_size> front_pawn{};          // per file: the most advanced pawn's relative rank, -1 for none
    std::array<int, board_size> rear_pawn{};           // per file: the least advanced, board_size for none
};

// Material, mobility, centre and pawns of each side, and each side's attacked squares.
void scan(const ChessPosition& position, const ChessWeights& w, std::array<SideTotals, 2>& sides) {
    const auto& board = position.board();
    for (auto& side : sides) {
        side.front_pawn.fill(-1);
        side.rear_pawn.fill(board_size);
    }
    for (int from = 0; from < square_count; ++from) {
        const Code code = board[static_cast<std::size_t>(from)];
        if (code == empty) continue;
        const Side us = side_of(code);
        const Kind kind = kind_of(code);
        SideTotals& mine = sides[static_cast<std::size_t>(index_of(us))];
        const auto& g = geometry()[static_cast<std::size_t>(from)];
        mine.material += w.material[kind];
        if (kind != pawn && kind != king) mine.pieces += w.material[kind];
        const auto open_to = [&](int to) {
            const Code target = board[static_cast<std::size_t>(to)];
            return target == empty || side_of(target) != us;
        };
        int reach = 0;
        switch (kind) {
            case king:
                for (const int to : g.king) ++mine.attacks[to];
                break;
            case horse:
                for (const int to : g.horse) {
                    ++mine.attacks[to];
                    reach += open_to(to);
                }
                break;
            case snake:
                // It takes on every target, and moves to its paths' ends only.
                for (const int to : g.snake_targets) {
                    ++mine.attacks[to];
                    const Code target = board[to];
                    reach += target != empty && side_of(target) != us;
                }
                for (std::uint8_t p = 0; p < g.snake_path_count; ++p) reach += board[g.snake_paths[p].end] == empty;
                break;
            case pawn: {
                const int file = file_of(from), rank = relative_rank(from, us);
                mine.front_pawn[static_cast<std::size_t>(file)] = std::max(mine.front_pawn[static_cast<std::size_t>(file)], rank);
                mine.rear_pawn[static_cast<std::size_t>(file)] = std::min(mine.rear_pawn[static_cast<std::size_t>(file)], rank);
                const int ahead = from + (us == Side::first ? board_size : -board_size);
                if (ahead < 0 || ahead >= square_count) break;
                if (file > 0) ++mine.attacks[static_cast<std::size_t>(ahead - 1)];
                if (file < board_size - 1) ++mine.attacks[static_cast<std::size_t>(ahead + 1)];
                break;
            }
            default: {
                const std::size_t first = kind == camel ? 4 : 0;
                const std::size_t last = kind == elephant ? 4 : 8;
                for (std::size_t d = first; d < last; ++d)
                    for (const int to : g.rays[d]) {
                        ++mine.attacks[to];
                        reach += open_to(to);
                        if (board[to] != empty) break;
                    }
            }
        }
        mine.score += w.mobility[kind] * reach;
        if (kind == horse || kind == snake || kind == camel) mine.score += w.centre * (4 - centre_distance(from));
    }
}

// A pawn is passed when no enemy pawn stands ahead of it on its file or the two beside it.
int pawn_terms(const ChessPosition& position, Side us, const std::array<SideTotals, 2>& sides, const ChessWeights& w,
               int phase) {
    const SideTotals& theirs = sides[static_cast<std::size_t>(index_of(opponent(us)))];
    const Code own_pawn = code_of(us, pawn);
    int total = 0;
    for (int square = 0; square < square_count; ++square) {
        if (position.board()[static_cast<std::size_t>(square)] != own_pawn) continue;
        const int rank = relative_rank(square, us), file = file_of(square);
        total += w.pawn_advance[static_cast<std::size_t>(rank)];
        bool passed = true;
        for (int f = std::max(0, file - 1); f <= std::min(board_size - 1, file + 1); ++f)
            // Their pawns' ranks count from their side: theirs at relative rank r stands at our rank 9 - r.
            if (theirs.rear_pawn[static_cast<std::size_t>(f)] < board_size &&
                board_size - 1 - theirs.rear_pawn[static_cast<std::size_t>(f)] > rank)
                passed = false;
        // Passed pawns matter more as the pieces come off.
        if (passed) total += w.passed_pawn[static_cast<std::size_t>(rank)] * (384 - phase) / 256;
    }
    return total;
}

// King shelter and attacks on its neighbourhood while the enemy has pieces; the Sacrifice's worth.
int king_terms(const ChessPosition& position, Side us, const std::array<SideTotals, 2>& sides, const ChessWeights& w) {
    const auto& board = position.board();
    const SideTotals& mine = sides[static_cast<std::size_t>(index_of(us))];
    const SideTotals& theirs = sides[static_cast<std::size_t>(index_of(opponent(us)))];
    const int king = position.king_square(us);
    const auto& g = geometry()[static_cast<std::size_t>(king)];
    // How much attacking force the enemy has: 256 with all its pieces.
    const int danger = std::min(256, theirs.pieces * 256 / start_pieces(w));

    int shelter = 0;
    const int ahead = king + (us == Side::first ? board_size : -board_size);
    if (ahead >= 0 && ahead < square_count)
        for (int f = std::max(0, file_of(king) - 1); f <= std::min(board_size - 1, file_of(king) + 1); ++f) {
            const Code code = board[static_cast<std::size_t>(rank_of(ahead) * board_size + f)];
            shelter += code != empty && side_of(code) == us;
        }
    int attacks = theirs.attacks[static_cast<std::size_t>(king)];
    int beside = 0;
    for (const int square : g.king) {
        attacks += theirs.attacks[square];
        const Code code = board[square];
        beside += code != empty && side_of(code) == us;
    }
    const bool open_file = mine.front_pawn[static_cast<std::size_t>(file_of(king))] < 0;
    int score = (w.king_shield * shelter - w.king_zone_attack * std::min(attacks, 24) - w.king_open_file * open_file) *
                danger / 256;
    if (position.state().sacrifice[static_cast<std::size_t>(index_of(us))])
        score += (w.sacrifice + w.sacrifice_cover * std::min(beside, 3)) * (128 + danger) / 384;
    // Without enemy pieces the King is a fighter: towards the centre.
    score += w.king_centre_endgame * (4 - centre_distance(king)) * (256 - danger) / 256;
    return score;
}

// The stronger side, well ahead in an end game, drives the other King to the edge and walks its own near.
int mop_up(const ChessPosition& position, Side strong, const ChessWeights& w) {
    const int lone = position.king_square(opponent(strong));
    const int own = position.king_square(strong);
    return w.mop_up_edge * centre_distance(lone) + w.mop_up_near * (board_size - 1 - king_distance(own, lone));
}

}  // namespace

int captures_of(const ChessPosition& position, ChessMove move) {
    const auto& board = position.board();
    const Code mover = board[move.from], target = board[move.to];
    int key = 0;
    if (target != empty && side_of(target) != side_of(mover))
        key = 2 * order_value[kind_of(target)] - 1 + (order_value[kind_of(mover)] <= order_value[kind_of(target)]);
    else if (target == empty && kind_of(mover) == pawn && file_of(move.from) != file_of(move.to))
        key = 2;  // en passant: a pawn takes a pawn
    if (move.promotion == 1 + minister) key += 4;
    return key;
}

void generate_captures(const ChessPosition& position, ChessMoveList& moves) {
    ChessMoveList pseudo;
    position.generate_pseudo(pseudo);
    for (const ChessMove& move : pseudo)
        if ((position.is_capture(move) || move.promotion == 1 + minister) && position.is_legal(move)) moves.push(move);
}

int evaluate(const ChessPosition& position, const ChessWeights& w) {
    const Side us = position.side_to_move(), them = opponent(us);
    std::array<SideTotals, 2> sides;
    scan(position, w, sides);
    const SideTotals& mine = sides[static_cast<std::size_t>(index_of(us))];
    const SideTotals& theirs = sides[static_cast<std::size_t>(index_of(them))];
    // 256 with every piece on the board, 0 with pawns and Kings alone.
    const int phase = std::min(256, (mine.pieces + theirs.pieces) * 128 / start_pieces(w));

    int score = w.tempo + (mine.material - theirs.material) + (mine.score - theirs.score);
    score += pawn_terms(position, us, sides, w, phase) - pawn_terms(position, them, sides, w, phase);
    score += king_terms(position, us, sides, w) - king_terms(position, them, sides, w);
    const int lead = mine.material - theirs.material;
    if (std::abs(lead) >= 3 * w.material[pawn]) {
        const Side strong = lead > 0 ? us : them;
        const SideTotals& weak = lead > 0 ? theirs : mine;
        if (weak.pieces <= w.material[minister]) score += (lead > 0 ? 1 : -1) * mop_up(position, strong, w);
    }
    const int quiet = position.quiet_plies();
    if (quiet > w.quiet_fade_start) score = score * (100 - quiet) / (100 - w.quiet_fade_start);
    return score;
}

}  // namespace petteia::engine
