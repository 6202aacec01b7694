#pragma once
// The one interface through which everything outside rules/ plays a game of any variant.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/errors.hpp"
#include "rules/expected.hpp"
#include "rules/types.hpp"
#include "rules/variant_info.hpp"

namespace petteia {

class Game {
public:
    virtual ~Game() = default;

    virtual const VariantInfo& variant() const = 0;

    // --- The position ---
    virtual Side side_to_move() const = 0;
    virtual std::optional<Piece> piece_at(Square square) const = 0;
    // Identifies the position (pieces and side to move); equal positions have equal hashes.
    virtual std::uint64_t hash() const = 0;
    // Plies since the last capture (Petteia's 100-ply rule); 0 in variants without captures.
    virtual int quiet_plies() const = 0;
    // Times the current position has occurred, counting now (and the start of the record).
    virtual int occurrences() const = 0;

    // --- Moves ---
    // Every legal move, in square order (from, then to); empty once the game is over.
    virtual std::vector<Move> legal_moves() const = 0;
    // Plays a legal move; an illegal one is refused with the reason and changes nothing.
    virtual Expected<PlayedMove, MoveError> play(const Move& move) = 0;
    // Takes back the last move. Returns false when there is none.
    virtual bool undo() = 0;
    // The moves played since the starting position, oldest first.
    virtual const std::vector<PlayedMove>& history() const = 0;

    // --- Outcome and help ---
    virtual GameStatus status() const = 0;
    // Pieces of `side` that the opponent could capture with one legal move, in square order.
    virtual std::vector<Square> threatened(Side side) const = 0;

    // --- What some variants have and others not (empty where a variant has none of it) ---
    // The squares of the Kings now in check.
    virtual std::vector<Square> checked_kings() const { return {}; }
    // The once-per-game moves (VariantInfo::special_moves, by name) `side` may still play.
    virtual std::vector<std::string> special_moves_left(Side) const { return {}; }

    // Leaf counts of all move sequences of exactly `depth` plies; a finished game has no moves.
    virtual std::uint64_t perft(int depth) const = 0;

    virtual std::unique_ptr<Game> clone() const = 0;
    // Becomes a copy of `other` when it is a game of the same class and variant, keeping the memory
    // this one holds (the server copies its match before every move: issue 41). False, and
    // unchanged, otherwise: then clone() it.
    virtual bool assign(const Game& /*other*/) { return false; }

    // --- Text: notation and position text (notation.hpp, position_text.hpp) ---
    // Each variant's notation may depend on the position (Petteia chess writes the piece letter and
    // whether the move captures), so these read and write moves in the current position.
    // The canonical text of a legal move, written before it is played ("D2-D4", "Pe1-e3").
    virtual std::string move_text(const Move& move) const;
    // Reads a move ("D2-D4", "d2 → d4"; "Pe1-e3"), saying why when the text does not fit the position.
    virtual Expected<Move, MoveError> parse_move(std::string_view text) const;
    // A square's name in the variant's notation ("A1"; "a0").
    virtual std::string square_text(Square square) const;
    // The position text that new_game(variant, text) reads back.
    virtual std::string position_text() const;

    // --- Conveniences built on the above ---
    // Parses `text` and plays it.
    Expected<PlayedMove, MoveError> play(std::string_view text);
    bool is_over() const { return status().state != GameState::ongoing; }
};

}  // namespace petteia
