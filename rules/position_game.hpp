#pragma once
// The Game interface over a variant's fast position class: converts squares, checks moves from
// outside before making them, and keeps the played moves. Each variant supplies its Position and an
// explain_illegal(position, move) overload saying why a well-formed move breaks its own rules.
#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/game.hpp"
#include "rules/notation.hpp"
#include "rules/perft.hpp"

namespace petteia {

template <class Position>
class PositionGame final : public Game {
public:
    PositionGame(const VariantInfo& variant, Position position)
        : variant_(variant), position_(std::move(position)) {}

    const VariantInfo& variant() const override { return variant_; }
    Side side_to_move() const override { return position_.side_to_move(); }
    std::uint64_t hash() const override { return position_.hash(); }
    int quiet_plies() const override { return position_.quiet_plies(); }
    int occurrences() const override { return position_.occurrences(); }
    GameStatus status() const override { return position_.status(); }
    const std::vector<PlayedMove>& history() const override { return history_; }
    const Position& position() const { return position_; }

    std::optional<Piece> piece_at(Square square) const override {
        if (!variant_.on_board(square)) return std::nullopt;
        const int index = Position::square_index(square);
        for (Side side : {Side::first, Side::second})
            if (position_.pieces(side) & Position::bit(index)) return Piece{side, 0};
        return std::nullopt;
    }

    std::vector<Move> legal_moves() const override {
        std::vector<Move> moves;
        if (is_over()) return moves;
        MoveList list;
        position_.generate(list);
        moves.reserve(list.size());
        for (const BoardMove m : list) moves.push_back(to_move(m));
        std::sort(moves.begin(), moves.end());
        return moves;
    }

    Expected<PlayedMove, MoveError> play(const Move& move) override {
        if (auto refusal = refuse(move)) return unexpected(std::move(*refusal));
        const BoardMove board_move{static_cast<std::uint8_t>(Position::square_index(move.from)),
                                   static_cast<std::uint8_t>(Position::square_index(move.to))};
        MoveList list;
        position_.generate(list);
        if (std::find(list.begin(), list.end(), board_move) == list.end())
            return unexpected(MoveError{MoveErrorCode::illegal,
                                        "the rules do not allow " + petteia::move_text(move, variant_)});
        position_.make(board_move);
        history_.push_back({move, squares_of(position_.last_captured())});
        return history_.back();
    }

    bool undo() override {
        if (history_.empty()) return false;
        position_.unmake();
        history_.pop_back();
        return true;
    }

    std::vector<Square> threatened(Side side) const override { return squares_of(position_.threatened(side)); }

    std::uint64_t perft(int depth) const override {
        Position scratch = position_;
        return petteia::perft(scratch, depth);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<PositionGame>(*this); }
    bool assign(const Game& other) override {
        const auto* same = dynamic_cast<const PositionGame*>(&other);
        if (!same || &same->variant_ != &variant_) return false;  // variant_ is a reference: never re-seated
        // Copied into a shorter history, the vector would grow to the exact size at every move.
        if (history_.capacity() < same->history_.size()) history_.reserve(2 * same->history_.size());
        position_ = same->position_;
        history_ = same->history_;
        return true;
    }

private:
    Move to_move(BoardMove m) const { return {Position::square_of(m.from), Position::square_of(m.to), {}}; }

    template <class Bitboard>
    static std::vector<Square> squares_of(Bitboard set) {
        std::vector<Square> squares;
        for (; set; set &= set - 1) squares.push_back(Position::square_of(std::countr_zero(set)));
        std::sort(squares.begin(), squares.end());
        return squares;
    }

    // Why `move` cannot be played now, checking what every variant shares before its own rules.
    std::optional<MoveError> refuse(const Move& move) const {
        if (is_over()) return MoveError{MoveErrorCode::game_over, "the game is over"};
        for (Square square : {move.from, move.to})
            if (!variant_.on_board(square))
                return MoveError{MoveErrorCode::off_board, square_name(square) + " is not on the board"};
        const auto mover = piece_at(move.from);
        const std::string from = square_name(move.from), to = square_name(move.to);
        const std::string& side = variant_.side_name(side_to_move());
        if (!mover) return MoveError{MoveErrorCode::empty_square, "there is no piece on " + from};
        if (mover->side != side_to_move())
            return MoveError{MoveErrorCode::opponent_piece,
                             from + " holds a " + variant_.side_name(mover->side) + " piece; " + side +
                                 " is to move"};
        if (move.from == move.to) return MoveError{MoveErrorCode::same_square, "a move must leave its square"};
        if (piece_at(move.to)) return MoveError{MoveErrorCode::occupied, to + " is already occupied"};
        return explain_illegal(position_, move);
    }

    const VariantInfo& variant_;
    Position position_;
    std::vector<PlayedMove> history_;
};

}  // namespace petteia
