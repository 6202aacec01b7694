#include "rules/petteia_position.hpp"

#include "rules/zobrist.hpp"

namespace petteia {

using bits::Bitboard;

PetteiaPosition::PetteiaPosition(int size)
    : PetteiaPosition(size, bits::rank_mask(0) & bits::board_mask(size),
                      bits::rank_mask(size - 1) & bits::board_mask(size), Side::first, 0) {}

PetteiaPosition::PetteiaPosition(int size, Bitboard light, Bitboard dark, Side to_move, int quiet_plies)
    : size_(size), board_(bits::board_mask(size)), pieces_{light, dark}, to_move_(to_move),
      quiet_plies_(quiet_plies) {
    undo_.reserve(256);
    repetition_.reserve(256);
    reset_hash();
}

void PetteiaPosition::reset_hash() {
    hash_ = to_move_ == Side::second ? zobrist::keys.second_to_move : 0;
    for (int side = 0; side < 2; ++side)
        for (Bitboard b = pieces_[side]; b; b &= b - 1) hash_ ^= zobrist::keys.piece[side][bits::lowest(b)];
    repetition_.reset(hash_);
}

void PetteiaPosition::generate(MoveList& moves) const {
    const Bitboard open = empty();
    for (Bitboard from = pieces(to_move_); from; from &= from - 1) {
        const int origin = bits::lowest(from);
        for (Bitboard to = bits::slides(bits::bit(origin), open); to; to &= to - 1)
            moves.push({static_cast<std::uint8_t>(origin), static_cast<std::uint8_t>(bits::lowest(to))});
    }
}

bool PetteiaPosition::has_moves(Side side) const {
    const Bitboard p = pieces(side);
    return ((bits::north(p) | bits::south(p) | bits::east(p) | bits::west(p)) & empty()) != 0;
}

Bitboard PetteiaPosition::captures_by_arrival(Bitboard to, Bitboard movers_pieces, Bitboard enemy_pieces) {
    // An enemy next to `to` is taken when the square beyond it, seen from `to`, holds a mover's piece.
    using namespace bits;
    return ((north(to) & south(movers_pieces)) | (south(to) & north(movers_pieces)) |
            (east(to) & west(movers_pieces)) | (west(to) & east(movers_pieces))) & enemy_pieces;
}

void PetteiaPosition::make(BoardMove move) {
    const int us = index_of(to_move_);
    const int them = 1 - us;
    const Bitboard to = bits::bit(move.to);
    pieces_[us] ^= bits::bit(move.from) | to;
    const Bitboard captured = captures_by_arrival(to, pieces_[us], pieces_[them]);
    pieces_[them] ^= captured;

    const auto& keys = zobrist::keys;
    hash_ ^= keys.piece[us][move.from] ^ keys.piece[us][move.to] ^ keys.second_to_move;
    for (Bitboard b = captured; b; b &= b - 1) hash_ ^= keys.piece[them][bits::lowest(b)];

    undo_.push_back({move, captured, quiet_plies_});
    quiet_plies_ = captured ? 0 : quiet_plies_ + 1;
    to_move_ = opponent(to_move_);
    repetition_.push(hash_, captured != 0);
}

void PetteiaPosition::unmake() {
    const Undo undo = undo_.back();
    undo_.pop_back();
    repetition_.pop();
    to_move_ = opponent(to_move_);
    const int us = index_of(to_move_);
    pieces_[us] ^= bits::bit(undo.move.from) | bits::bit(undo.move.to);
    pieces_[1 - us] |= undo.captured;
    quiet_plies_ = undo.quiet_plies_before;
    hash_ = repetition_.current();
}

GameStatus PetteiaPosition::status() const {
    const Side mover = opponent(to_move_);
    if (bits::count(pieces(to_move_)) <= 1) return {GameState::win, mover, EndReason::pieces};
    if (!has_moves(to_move_)) return {GameState::win, mover, EndReason::no_moves};
    if (occurrences() >= 3) return {GameState::draw, std::nullopt, EndReason::repetition};
    if (quiet_plies_ >= 100) return {GameState::draw, std::nullopt, EndReason::quiet_moves};
    return {};
}

Bitboard PetteiaPosition::threatened(Side side) const {
    const Bitboard targets = pieces(side);
    const Bitboard attackers = pieces(opponent(side));
    const Bitboard open = empty();
    Bitboard threatened = 0;
    for (Bitboard from = attackers; from; from &= from - 1) {
        const Bitboard origin = from & -from;
        for (Bitboard to = bits::slides(origin, open); to; to &= to - 1) {
            const Bitboard arrival = to & -to;
            threatened |= captures_by_arrival(arrival, attackers ^ origin ^ arrival, targets);
        }
    }
    return threatened;
}

}  // namespace petteia
