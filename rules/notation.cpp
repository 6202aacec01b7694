#include "rules/notation.hpp"

#include <cctype>

namespace petteia {

namespace {

constexpr std::string_view arrow = "\xE2\x86\x92";  // →

std::string_view trim(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

// Reads a square name at the start of `text` and removes it.
std::optional<Square> take_square(std::string_view& text) {
    if (text.empty() || !std::isalpha(static_cast<unsigned char>(text[0]))) return std::nullopt;
    const int file = std::toupper(static_cast<unsigned char>(text[0])) - 'A';
    std::size_t length = 1;
    int rank = 0;
    while (length < text.size() && length <= 2 && std::isdigit(static_cast<unsigned char>(text[length])))
        rank = rank * 10 + (text[length++] - '0');
    if (length == 1 || rank < 1 || (length < text.size() && std::isdigit(static_cast<unsigned char>(text[length]))))
        return std::nullopt;
    text.remove_prefix(length);
    return Square{static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank - 1)};
}

bool take_separator(std::string_view& text) {
    text = trim(text);
    for (std::string_view separator : {arrow, std::string_view("->"), std::string_view("-")}) {
        if (text.starts_with(separator)) {
            text = trim(text.substr(separator.size()));
            return true;
        }
    }
    return false;
}

std::string corner_name(const VariantInfo& variant) {
    return square_name({static_cast<std::uint8_t>(variant.width - 1), static_cast<std::uint8_t>(variant.height - 1)});
}

}  // namespace

std::string square_name(Square square) {
    return std::string(1, static_cast<char>('A' + square.file)) + std::to_string(square.rank + 1);
}

std::optional<Square> parse_square(std::string_view text) {
    text = trim(text);
    auto square = take_square(text);
    return square && text.empty() ? square : std::nullopt;
}

Expected<Move, MoveError> parse_move(std::string_view text, const VariantInfo& variant) {
    const auto malformed = [&] {
        return unexpected(MoveError{MoveErrorCode::malformed,
                                    "\"" + std::string(text) + "\" is not a move; write it like D2-D4"});
    };
    std::string_view rest = trim(text);
    Move move;
    const auto from = take_square(rest);
    if (!from || !take_separator(rest)) return malformed();
    const auto to = take_square(rest);
    if (!to) return malformed();
    move.from = *from;
    move.to = *to;
    if (rest.starts_with("=") && rest.size() >= 2) {
        const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[1])));
        for (std::size_t kind = 0; kind < variant.piece_kinds.size(); ++kind)
            if (variant.piece_kinds[kind].letters[0] == letter) move.promotion = static_cast<PieceKind>(kind);
        if (!move.promotion) return malformed();
        rest.remove_prefix(2);
    }
    if (!trim(rest).empty()) return malformed();
    for (Square square : {move.from, move.to})
        if (!variant.on_board(square))
            return unexpected(MoveError{MoveErrorCode::off_board, square_name(square) + " is not on the board (A1 to " +
                                                                      corner_name(variant) + ")"});
    return move;
}

std::string move_text(const Move& move, const VariantInfo& variant) {
    std::string text = square_name(move.from) + "-" + square_name(move.to);
    if (move.promotion && *move.promotion < variant.piece_kinds.size())
        text += std::string("=") + variant.piece_kinds[*move.promotion].letters[0];
    return text;
}

std::string move_display_text(const Move& move, const VariantInfo& variant) {
    std::string text = move_text(move, variant);
    return text.replace(text.find('-'), 1, " " + std::string(arrow) + " ");
}

}  // namespace petteia
