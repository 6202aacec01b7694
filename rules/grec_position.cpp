#include "rules/grec_position.hpp"

#include <array>

#include "rules/zobrist.hpp"

namespace petteia {

namespace {

struct Direction {
    int file_step;
    int rank_step;  // +1 is forward
};
// Forward, diagonally forward and sideways; never backwards.
constexpr std::array<Direction, 5> directions{{{0, 1}, {-1, 1}, {1, 1}, {-1, 0}, {1, 0}}};

// Where a piece of each side on each square lands by stepping, and by jumping, in each direction
// (-1: off the board).
struct Targets {
    std::array<std::array<std::array<std::int8_t, 5>, 16>, 2> step{};
    std::array<std::array<std::array<std::int8_t, 5>, 16>, 2> jump{};
};

constexpr int square_at(int file, int rank) {
    return file >= 0 && file < 4 && rank >= 0 && rank < 4 ? GrecPosition::index_of(file, rank) : -1;
}

constexpr Targets make_targets() {
    Targets t;
    for (int side = 0; side < 2; ++side) {
        const int forward = side == 0 ? 1 : -1;
        for (int sq = 0; sq < 16; ++sq) {
            const int file = sq % 4, rank = sq / 4;
            for (int d = 0; d < 5; ++d) {
                const int df = directions[d].file_step, dr = directions[d].rank_step * forward;
                t.step[side][sq][d] = static_cast<std::int8_t>(square_at(file + df, rank + dr));
                t.jump[side][sq][d] = static_cast<std::int8_t>(square_at(file + 2 * df, rank + 2 * dr));
            }
        }
    }
    return t;
}

constexpr Targets targets = make_targets();

// Le Grec's own goals keep the hash they always had; other goals give the same placements other
// hashes, so that a table of positions shared by several games (the engine's) never mixes them up.
std::uint64_t goals_key(const GrecGoals& goals) {
    if (goals == grec_half_goals) return 0;
    std::uint64_t state = std::uint64_t{goals.goal[0]} << 32 | goals.goal[1];
    return zobrist::splitmix64(state);
}

}  // namespace

GrecPosition::GrecPosition(GrecGoals goals)
    : GrecPosition(start_squares(Side::first), start_squares(Side::second), Side::first, goals) {}

GrecPosition::GrecPosition(Bitboard black, Bitboard white, Side to_move, GrecGoals goals)
    : pieces_{black, white}, goals_(goals), to_move_(to_move) {
    hash_ = (to_move_ == Side::second ? zobrist::keys.second_to_move : 0) ^ goals_key(goals_);
    for (int side = 0; side < 2; ++side)
        for (int sq = 0; sq < squares; ++sq)
            if (pieces_[side] & bit(sq)) hash_ ^= zobrist::keys.piece[side][sq];
    repetition_.reset(hash_);
}

void GrecPosition::generate_for(Side side, MoveList& moves) const {
    const int us = petteia::index_of(side);
    const Bitboard enemy = pieces_[1 - us];
    const Bitboard taken = occupied();
    for (int from = 0; from < squares; ++from) {
        if (!(pieces_[us] & bit(from))) continue;
        for (int d = 0; d < 5; ++d) {
            const int step = targets.step[us][from][d];
            if (step < 0) continue;
            int to = step;
            if (taken & bit(step)) {
                // Only an opponent's piece may be jumped, onto the empty square beyond it.
                const int jump = targets.jump[us][from][d];
                if (!(enemy & bit(step)) || jump < 0 || (taken & bit(jump))) continue;
                to = jump;
            }
            moves.push({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
        }
    }
}

int GrecPosition::count_moves() const {
    MoveList moves;
    generate(moves);
    return static_cast<int>(moves.size());
}

void GrecPosition::make(BoardMove move) {
    const int us = petteia::index_of(to_move_);
    pieces_[us] ^= bit(move.from) | bit(move.to);
    hash_ ^= zobrist::keys.piece[us][move.from] ^ zobrist::keys.piece[us][move.to] ^ zobrist::keys.second_to_move;
    undo_.push_back(move);
    to_move_ = opponent(to_move_);
    // A move that changes rank goes forward, and no later move can bring the piece back.
    repetition_.push(hash_, move.from / width != move.to / width);
}

void GrecPosition::unmake() {
    const BoardMove move = undo_.back();
    undo_.pop_back();
    repetition_.pop();
    to_move_ = opponent(to_move_);
    pieces_[petteia::index_of(to_move_)] ^= bit(move.from) | bit(move.to);
    hash_ = repetition_.current();
}

GameStatus GrecPosition::status() const {
    const Side mover = opponent(to_move_);
    if (has_arrived(mover)) return {GameState::win, mover, EndReason::arrived};
    if (count_moves() == 0) return {GameState::win, mover, EndReason::no_moves};
    if (occurrences() >= 3) return {GameState::draw, std::nullopt, EndReason::repetition};
    return {};
}

}  // namespace petteia
