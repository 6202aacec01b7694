// Petteia chess behind the Game interface: square and move conversions, its notation and position
// text, and its reasons to refuse a move.
#include "rules/chess_game.hpp"

#include <algorithm>

#include "rules/chess_geometry.hpp"
#include "rules/chess_position.hpp"
#include "rules/chess_text.hpp"
#include "rules/notation.hpp"

namespace petteia {

namespace {

using chess::ChessMove;
using chess::ChessMoveList;
using chess::ChessPosition;

int index_of_square(Square square) { return square.rank * chess::board_size + square.file; }
Square square_of(int index) {
    return {static_cast<std::uint8_t>(chess::file_of(index)), static_cast<std::uint8_t>(chess::rank_of(index))};
}

Move to_move(const ChessMove& move) {
    Move result{square_of(move.from), square_of(move.to), std::nullopt};
    if (move.promotion) result.promotion = static_cast<PieceKind>(move.promotion - 1);
    return result;
}

ChessMove to_chess_move(const Move& move) {
    return {static_cast<std::uint8_t>(index_of_square(move.from)), static_cast<std::uint8_t>(index_of_square(move.to)),
            static_cast<std::uint8_t>(move.promotion ? 1 + *move.promotion : 0)};
}

std::uint64_t perft(ChessPosition& position, int depth) {
    if (depth <= 0) return 1;
    if (position.ended_before_moves()) return 0;
    if (depth == 1) return position.count_moves();
    ChessMoveList moves;
    position.generate(moves);
    std::uint64_t leaves = 0;
    for (const ChessMove& move : moves) {
        position.make(move);
        leaves += perft(position, depth - 1);
        position.unmake();
    }
    return leaves;
}

class ChessGame final : public Game {
public:
    explicit ChessGame(ChessPosition position) : position_(std::move(position)) {}

    const VariantInfo& variant() const override { return chess_variant_info(); }
    Side side_to_move() const override { return position_.side_to_move(); }
    std::uint64_t hash() const override { return position_.hash(); }
    int quiet_plies() const override { return position_.quiet_plies(); }
    int occurrences() const override { return position_.occurrences(); }
    GameStatus status() const override { return position_.status(); }
    const std::vector<PlayedMove>& history() const override { return history_; }

    std::optional<Piece> piece_at(Square square) const override {
        if (!variant().on_board(square)) return std::nullopt;
        const chess::Code code = position_.board()[static_cast<std::size_t>(index_of_square(square))];
        if (code == chess::empty) return std::nullopt;
        return Piece{chess::side_of(code), static_cast<PieceKind>(chess::kind_of(code))};
    }

    std::vector<Move> legal_moves() const override {
        std::vector<Move> moves;
        if (is_over()) return moves;
        ChessMoveList list;
        position_.generate(list);
        moves.reserve(list.size());
        for (const ChessMove& move : list) moves.push_back(to_move(move));
        std::sort(moves.begin(), moves.end());
        return moves;
    }

    Expected<PlayedMove, MoveError> play(const Move& move) override {
        if (auto refusal = refuse(move)) return unexpected(std::move(*refusal));
        position_.make(to_chess_move(move));
        std::vector<Square> captured;
        if (const auto square = position_.last_captured()) captured.push_back(square_of(*square));
        history_.push_back({move, std::move(captured)});
        return history_.back();
    }

    bool undo() override {
        if (history_.empty()) return false;
        position_.unmake();
        history_.pop_back();
        return true;
    }

    std::vector<Square> threatened(Side side) const override {
        std::vector<Square> squares;
        for (const int square : position_.threatened(side)) squares.push_back(square_of(square));
        std::sort(squares.begin(), squares.end());
        return squares;
    }

    std::vector<Square> checked_kings() const override {
        std::vector<Square> kings;
        for (const Side side : {Side::first, Side::second})
            if (position_.in_check(side)) kings.push_back(square_of(position_.king_square(side)));
        return kings;
    }

    std::vector<std::string> special_moves_left(Side side) const override {
        if (!position_.state().sacrifice[index_of(side)]) return {};
        return {variant().special_moves.front().name};
    }

    std::uint64_t perft(int depth) const override {
        ChessPosition scratch = position_;
        return petteia::perft(scratch, depth);
    }

    std::unique_ptr<Game> clone() const override { return std::make_unique<ChessGame>(*this); }
    bool assign(const Game& other) override {
        const auto* same = dynamic_cast<const ChessGame*>(&other);
        if (!same) return false;
        // Copied into a shorter history, the vector would grow to the exact size at every move.
        if (history_.capacity() < same->history_.size()) history_.reserve(2 * same->history_.size());
        *this = *same;
        return true;
    }

    std::string move_text(const Move& move) const override { return chess::move_text(position_, to_chess_move(move)); }

    Expected<Move, MoveError> parse_move(std::string_view text) const override {
        auto move = chess::read_move(position_, text);
        if (!move) return unexpected(move.error());
        return to_move(*move);
    }

    std::string square_text(Square square) const override { return chess::square_text(index_of_square(square)); }
    std::string position_text() const override { return chess::position_text(position_); }

private:
    // Why `move` cannot be played now; nothing when it is legal.
    std::optional<MoveError> refuse(const Move& move) const {
        if (is_over()) return MoveError{MoveErrorCode::game_over, "the game is over"};
        for (Square square : {move.from, move.to})
            if (!variant().on_board(square)) return MoveError{MoveErrorCode::off_board, "that square is not on the board"};
        const std::string from = square_text(move.from), to = square_text(move.to);
        const auto mover = piece_at(move.from);
        const std::string& side = variant().side_name(side_to_move());
        if (!mover) return MoveError{MoveErrorCode::empty_square, "there is no piece on " + from};
        if (mover->side != side_to_move())
            return MoveError{MoveErrorCode::opponent_piece,
                             from + " holds a " + variant().side_name(mover->side) + " piece; " + side + " is to move"};
        if (move.from == move.to) return MoveError{MoveErrorCode::same_square, "a move must leave its square"};
        const ChessMove wanted = to_chess_move(move);
        ChessMoveList legal;
        position_.generate(legal);
        if (std::find(legal.begin(), legal.end(), wanted) != legal.end()) return std::nullopt;

        const auto target = piece_at(move.to);
        const bool own_target = target && target->side == side_to_move();
        const bool king = mover->kind == chess::king;
        if (own_target && !king) return MoveError{MoveErrorCode::occupied, to + " holds your own piece"};
        ChessMoveList paths;
        position_.generate_pseudo(paths);
        const auto same_squares = [&](const ChessMove& m) { return m.from == wanted.from && m.to == wanted.to; };
        const bool on_path = std::any_of(paths.begin(), paths.end(), same_squares);
        if (own_target && !on_path) return MoveError{MoveErrorCode::sacrifice_used, side + "'s Sacrifice has already been used"};
        const bool promotes = mover->kind == chess::pawn && move.to.rank == (side_to_move() == Side::first ? 9 : 0);
        if (on_path && promotes && !move.promotion)
            return MoveError{MoveErrorCode::promotion, "a pawn reaching the last rank must be promoted"};
        if (on_path && move.promotion && (!promotes || *move.promotion == chess::king || *move.promotion == chess::pawn))
            return MoveError{MoveErrorCode::promotion, "a pawn becomes a Minister, Elephant, Snake, Camel or Horse on the last rank only"};
        if (on_path) {
            if (position_.in_check(side_to_move()))
                return MoveError{MoveErrorCode::king_in_check, "your King is in check, and this move does not save it"};
            return MoveError{MoveErrorCode::king_in_check, "this move would leave your King in check"};
        }
        static const std::array<std::string, chess::kind_count> names{"King", "Minister", "Elephant", "Snake", "Camel", "Horse", "pawn"};
        const std::string piece = "the " + names[mover->kind] + " on " + from;
        if (const auto in_the_way = first_in_the_way(mover->kind, wanted.from, wanted.to))
            return MoveError{MoveErrorCode::blocked, piece + " cannot pass " + chess::square_text(*in_the_way) + ": a piece stands there"};
        if (mover->kind == chess::snake && !target && snake_bend(wanted.from, wanted.to))
            return MoveError{MoveErrorCode::cannot_reach, piece + " passes over " + to + ", and may stop there only to capture"};
        if (mover->kind == chess::pawn && target && move.to.file == move.from.file)
            return MoveError{MoveErrorCode::cannot_reach, piece + " captures diagonally forward, never straight ahead"};
        return MoveError{MoveErrorCode::cannot_reach, piece + " cannot move to " + to};
    }

    // The first square holding a piece between `from` and `to`, when the mover's pattern goes from one to
    // the other along a line (a Minister, Elephant or Camel's ray; a pawn's two-step): why a move on
    // its pattern is not on the board as it stands.
    std::optional<int> first_in_the_way(int kind, int from, int to) const {
        const auto& board = position_.board();
        if (kind == chess::pawn) {
            const int ahead = chess::forward(side_to_move());
            const bool two_step = to - from == 2 * ahead && chess::rank_of(from) == (side_to_move() == Side::first ? 1 : 8);
            if (two_step && board[static_cast<std::size_t>(from + ahead)] != chess::empty) return from + ahead;
            return std::nullopt;
        }
        const int first = kind == chess::camel ? 4 : 0;
        const int last = kind == chess::elephant ? 4 : 8;
        if (kind != chess::minister && kind != chess::elephant && kind != chess::camel) return std::nullopt;
        const auto& rays = chess::geometry()[static_cast<std::size_t>(from)].rays;
        for (int direction = first; direction < last; ++direction) {
            const auto& ray = rays[static_cast<std::size_t>(direction)];
            if (std::find(ray.begin(), ray.end(), to) == ray.end()) continue;
            for (const int square : ray) {
                if (square == to) return std::nullopt;
                if (board[static_cast<std::size_t>(square)] != chess::empty) return square;
            }
        }
        return std::nullopt;
    }

    // `to` is a square a Snake on `from` winds over (a bend of one of its paths).
    static bool snake_bend(int from, int to) {
        const auto& g = chess::geometry()[static_cast<std::size_t>(from)];
        for (int path = 0; path < g.snake_path_count; ++path)
            for (const int bend : g.snake_paths[static_cast<std::size_t>(path)].bends)
                if (bend == to) return true;
        return false;
    }

    ChessPosition position_;
    std::vector<PlayedMove> history_;
};

}  // namespace

const VariantInfo& chess_variant_info() {
    static const VariantInfo info{"petteia-chess",
                                  chess::board_size,
                                  chess::board_size,
                                  {"white", "black"},
                                  {{"king", {'K', 'k'}, {"King", "Roi", "Βασιλιάς"}},
                                   {"minister", {'M', 'm'}, {"Minister", "Ministre", "Υπουργός"}},
                                   {"elephant", {'E', 'e'}, {"Elephant", "Éléphant", "Ελέφαντας"}},
                                   {"snake", {'S', 's'}, {"Snake", "Serpent", "Φίδι"}},
                                   {"camel", {'C', 'c'}, {"Camel", "Chameau", "Καμήλα"}},
                                   {"horse", {'H', 'h'}, {"Horse", "Cheval", "Άλογο"}},
                                   {"pawn", {'P', 'p'}, {"Pawn", "Pion", "Πιόνι"}}},
                                  true,
                                  true,
                                  {},
                                  {"Petteia chess (10×10)", "Petteia échecs (10×10)", "Πεττεία-σκάκι (10×10)"},
                                  "Pe1-e3",
                                  {"placement", "to_move", "special_moves", "en_passant", "quiet_plies"},
                                  {EndReason::checkmate, EndReason::stalemate, EndReason::repetition, EndReason::quiet_moves},
                                  {{"sacrifice", '*', true}},
                                  {"petteia-chess", {"Petteia chess", "Petteia échecs", "Πεττεία-σκάκι"}, {"10×10", "10×10", "10×10"}}};
    return info;
}

std::unique_ptr<Game> make_chess_game() { return std::make_unique<ChessGame>(ChessPosition::start()); }

Expected<std::unique_ptr<Game>, TextError> make_chess_game(std::string_view position_text) {
    auto position = chess::read_position(position_text);
    if (!position) return unexpected(position.error());
    return std::unique_ptr<Game>(std::make_unique<ChessGame>(std::move(*position)));
}

}  // namespace petteia
