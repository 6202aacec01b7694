#include "rules/chess_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <sstream>

namespace petteia::chess {

namespace {

constexpr std::array<char, kind_count> letters{'K', 'M', 'E', 'S', 'C', 'H', 'P'};
constexpr std::array<std::string_view, kind_count> names{"King", "Minister", "Elephant", "Snake", "Camel", "Horse", "Pawn"};

std::optional<Kind> kind_for_letter(char c) {
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (int kind = 0; kind < kind_count; ++kind)
        if (letters[static_cast<std::size_t>(kind)] == upper) return static_cast<Kind>(kind);
    return std::nullopt;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

Expected<ChessPosition, TextError> failure(std::string reason) {
    return unexpected(TextError{"position text: " + std::move(reason)});
}

const char* side_word(Side side) { return side == Side::first ? "white" : "black"; }

// A square name: a file letter and a rank digit; nullopt when the text is not one (an off-board
// letter such as "k5" still reads, as -1, so that the error can say where).
struct SquareRead {
    int square = -1;
    std::string text;
};

std::optional<SquareRead> take_square(std::string_view& text) {
    if (text.size() < 2 || !std::isalpha(static_cast<unsigned char>(text[0])) || !std::isdigit(static_cast<unsigned char>(text[1])))
        return std::nullopt;
    const int file = std::tolower(static_cast<unsigned char>(text[0])) - 'a';
    const int rank = text[1] - '0';
    SquareRead read{file < board_size ? rank * board_size + file : -1, std::string(text.substr(0, 2))};
    read.text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(read.text[0])));
    text.remove_prefix(2);
    return read;
}

}  // namespace

char letter_of(Kind kind) { return letters[kind]; }

std::string square_text(int square) {
    return std::string(1, static_cast<char>('a' + file_of(square))) + static_cast<char>('0' + rank_of(square));
}

std::string position_text(const ChessPosition& position) {
    std::string text;
    const auto& board = position.board();
    for (int rank = board_size - 1; rank >= 0; --rank) {
        int empty_run = 0;
        for (int file = 0; file < board_size; ++file) {
            const Code code = board[static_cast<std::size_t>(rank * board_size + file)];
            if (code == empty) {
                ++empty_run;
                continue;
            }
            if (empty_run) text += std::to_string(empty_run);
            empty_run = 0;
            const char letter = letter_of(kind_of(code));
            text += side_of(code) == Side::first ? letter : static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
        }
        if (empty_run) text += std::to_string(empty_run);
        if (rank > 0) text += '/';
    }
    const ChessState& state = position.state();
    text += ' ';
    text += side_word(state.to_move);
    std::string flags;
    if (state.sacrifice[0]) flags += 'S';
    if (state.sacrifice[1]) flags += 's';
    text += ' ' + (flags.empty() ? std::string("-") : flags);
    text += ' ' + (state.en_passant ? square_text(*state.en_passant) : std::string("-"));
    text += ' ' + std::to_string(state.quiet_plies);
    return text;
}

Expected<ChessPosition, TextError> read_position(std::string_view text) {
    std::istringstream fields{std::string(text)};
    std::string ranks, side, flags, en_passant, quiet, extra;
    fields >> ranks >> side >> flags >> en_passant >> quiet >> extra;
    if (quiet.empty()) return failure("expected \"<ranks> <side to move> <Sacrifices> <en passant> <quiet plies>\"");
    if (!extra.empty()) return failure("unexpected \"" + extra + "\" after the quiet-ply count");

    ChessPosition::Board board{};
    int rank = board_size - 1, file = 0;
    for (std::size_t i = 0; i <= ranks.size(); ++i) {
        const char c = i < ranks.size() ? ranks[i] : '/';
        const std::string rank_name = std::to_string(rank);
        if (c == '/') {
            if (file != board_size)
                return failure("rank " + rank_name + " has " + std::to_string(file) + " squares, not 10");
            file = 0;
            if (--rank < -1 || (rank == -1 && i < ranks.size())) return failure("more than 10 ranks");
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            int run = 0;
            while (i < ranks.size() && std::isdigit(static_cast<unsigned char>(ranks[i])))
                run = std::min(run * 10 + (ranks[i++] - '0'), board_size + 1);
            --i;
            if (run == 0 || file + run > board_size) return failure("rank " + rank_name + " is too long");
            file += run;
        } else if (const auto kind = kind_for_letter(c)) {
            if (file >= board_size) return failure("rank " + rank_name + " is too long");
            const Side owner = std::isupper(static_cast<unsigned char>(c)) ? Side::first : Side::second;
            if (*kind == pawn && (rank == 0 || rank == board_size - 1))
                return failure("a pawn cannot stand on rank " + rank_name);
            board[static_cast<std::size_t>(rank * board_size + file)] = code_of(owner, *kind);
            ++file;
        } else {
            return failure(std::string("'") + c + "' is not a piece of petteia-chess");
        }
    }
    if (rank != -1) return failure("expected 10 ranks");
    std::array<int, 2> kings{};
    for (const Code code : board)
        if (code != empty && kind_of(code) == king) ++kings[static_cast<std::size_t>(index_of(side_of(code)))];
    if (kings[0] != 1 || kings[1] != 1) return failure("each side needs exactly one King");

    ChessState state;
    if (side == "white") state.to_move = Side::first;
    else if (side == "black") state.to_move = Side::second;
    else return failure("\"" + side + "\" is not a side of petteia-chess (white or black)");

    if (flags == "-") state.sacrifice = {false, false};
    else if (flags == "Ss") state.sacrifice = {true, true};
    else if (flags == "S") state.sacrifice = {true, false};
    else if (flags == "s") state.sacrifice = {false, true};
    else return failure("the Sacrifices available are written Ss, S, s or -");

    if (en_passant != "-") {
        std::string_view rest = en_passant;
        const auto square = take_square(rest);
        const Side mover = opponent(state.to_move);  // the side whose pawn just made a two-step move
        const int skipped_rank = mover == Side::first ? 2 : board_size - 3;
        if (!square || !rest.empty() || square->square < 0 || rank_of(square->square) != skipped_rank)
            return failure("the en-passant square is - or a square of rank " + std::to_string(skipped_rank));
        const int skipped = square->square;
        const int pawn_at = skipped + forward(mover);
        if (board[static_cast<std::size_t>(skipped)] != empty || board[static_cast<std::size_t>(skipped - forward(mover))] != empty ||
            board[static_cast<std::size_t>(pawn_at)] != code_of(mover, pawn))
            return failure("no pawn has just moved two squares past " + square->text);
        state.en_passant = skipped;
    }

    const auto [end, error] = std::from_chars(quiet.data(), quiet.data() + quiet.size(), state.quiet_plies);
    if (error != std::errc{} || end != quiet.data() + quiet.size() || state.quiet_plies < 0 || state.quiet_plies > 100)
        return failure("the quiet-ply count must be a number from 0 to 100");

    ChessPosition position(board, state);
    if (position.in_check(opponent(state.to_move)))
        return failure(std::string("the side not to move (") + side_word(opponent(state.to_move)) + ") is in check");
    return position;
}

std::string move_text(const ChessPosition& position, const ChessMove& move) {
    const Code mover = position.board()[move.from];
    std::string text(1, letter_of(kind_of(mover)));
    text += square_text(move.from);
    text += position.is_sacrifice(move) ? '*' : position.is_capture(move) ? 'x' : '-';
    text += square_text(move.to);
    if (move.promotion) text += std::string("=") + letter_of(static_cast<Kind>(move.promotion - 1));
    return text;
}

Expected<ChessMove, MoveError> read_move(const ChessPosition& position, std::string_view text) {
    const auto refuse = [](MoveErrorCode code, std::string reason) { return unexpected(MoveError{code, std::move(reason)}); };
    const auto malformed = [&] {
        return refuse(MoveErrorCode::malformed,
                      "write a move as Pe1-e3: the piece's letter, the square it leaves, - (x to capture, * for the "
                      "King's Sacrifice), the square it reaches, and =M, =E, =S, =C or =H when a pawn is promoted");
    };
    std::string_view rest = trim(text);
    while (!rest.empty() && (rest.back() == '+' || rest.back() == '#')) rest.remove_suffix(1);
    if (rest.empty()) return malformed();
    const auto letter = kind_for_letter(rest.front());
    if (!letter) return malformed();
    rest.remove_prefix(1);
    const auto from = take_square(rest);
    if (!from || rest.empty()) return malformed();
    const char separator = static_cast<char>(std::tolower(static_cast<unsigned char>(rest.front())));
    if (separator != '-' && separator != 'x' && separator != '*') return malformed();
    rest.remove_prefix(1);
    const auto to = take_square(rest);
    if (!to) return malformed();
    std::optional<Kind> promotion;
    if (!rest.empty()) {
        if (rest.size() != 2 || rest.front() != '=') return malformed();
        promotion = kind_for_letter(rest[1]);
        if (!promotion) return malformed();
    }
    for (const SquareRead* square : {&*from, &*to})
        if (square->square < 0) return refuse(MoveErrorCode::off_board, square->text + " is not on the board");

    const auto& board = position.board();
    const Side us = position.side_to_move();
    const Code mover = board[static_cast<std::size_t>(from->square)];
    if (mover == empty) return refuse(MoveErrorCode::empty_square, "there is no piece on " + from->text);
    if (side_of(mover) != us)
        return refuse(MoveErrorCode::opponent_piece, from->text + " holds a " + side_word(side_of(mover)) + " piece; " +
                                                         side_word(us) + " is to move");
    const Kind kind = kind_of(mover);
    if (*letter != kind)
        return refuse(MoveErrorCode::wrong_piece, from->text + " holds a " + std::string(names[kind]) + " (" + letter_of(kind) +
                                                  "), not a " + std::string(names[*letter]) + " (" + letter_of(*letter) + ")");
    if (from->square == to->square) return refuse(MoveErrorCode::same_square, "a move must leave its square");

    ChessMove move{static_cast<std::uint8_t>(from->square), static_cast<std::uint8_t>(to->square),
                   static_cast<std::uint8_t>(promotion ? 1 + *promotion : 0)};
    const Code target = board[move.to];
    if (target != empty && side_of(target) == us && kind != king)
        return refuse(MoveErrorCode::occupied, to->text + " holds your own piece");
    const char wanted = position.is_sacrifice(move) ? '*' : position.is_capture(move) ? 'x' : '-';
    // The way it is written matters only for a move the piece can make: one it cannot is refused by
    // the rules as such (cannot-reach), whatever its sign.
    ChessMoveList reachable;
    position.generate_pseudo(reachable);
    const bool reaches = std::any_of(reachable.begin(), reachable.end(),
                                     [&](const ChessMove& m) { return m.from == move.from && m.to == move.to; });
    if (separator != wanted && reaches) {
        const std::string written = std::string(1, letter_of(kind)) + from->text + wanted + to->text;
        if (wanted == '*') return refuse(MoveErrorCode::capture_notation, "a King onto its own piece is the Sacrifice: write " + written);
        if (separator == '*') return refuse(MoveErrorCode::capture_notation, "* is the King's Sacrifice of a neighbouring piece of its own");
        if (wanted == 'x') return refuse(MoveErrorCode::capture_notation, "this move captures: write " + written);
        return refuse(MoveErrorCode::capture_notation, "there is nothing to capture on " + to->text + ": write " + written);
    }
    const bool reaches_last_rank = kind == pawn && rank_of(move.to) == (us == Side::first ? board_size - 1 : 0);
    if (reaches_last_rank && !promotion)
        return refuse(MoveErrorCode::promotion, "a pawn reaching rank " + std::to_string(rank_of(move.to)) +
                                                  " must be promoted: add =M, =E, =S, =C or =H");
    if (promotion && !reaches_last_rank) return refuse(MoveErrorCode::promotion, "only a pawn reaching the last rank is promoted");
    if (promotion && (*promotion == king || *promotion == pawn))
        return refuse(MoveErrorCode::promotion, "a pawn becomes a Minister, Elephant, Snake, Camel or Horse");
    return move;
}

}  // namespace petteia::chess
