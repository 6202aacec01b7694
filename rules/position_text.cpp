#include "rules/position_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

#include "rules/game.hpp"

namespace petteia {

std::string format_position(const Game& game) { return game.position_text(); }

std::string Game::position_text() const {
    const Game& game = *this;
    const VariantInfo& variant = game.variant();
    std::string text;
    for (int rank = variant.height - 1; rank >= 0; --rank) {
        int empty_run = 0;
        for (int file = 0; file < variant.width; ++file) {
            const auto piece = game.piece_at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)});
            if (!piece) {
                ++empty_run;
                continue;
            }
            if (empty_run) text += std::to_string(empty_run);
            empty_run = 0;
            text += variant.piece_kinds[piece->kind].letters[index_of(piece->side)];
        }
        if (empty_run) text += std::to_string(empty_run);
        if (rank > 0) text += '/';
    }
    text += ' ' + variant.side_name(game.side_to_move());
    if (variant.has_quiet_move_rule) text += ' ' + std::to_string(game.quiet_plies());
    return text;
}

namespace {

std::optional<Piece> piece_for_letter(char letter, const VariantInfo& variant) {
    for (std::size_t kind = 0; kind < variant.piece_kinds.size(); ++kind)
        for (Side side : {Side::first, Side::second})
            if (variant.piece_kinds[kind].letters[index_of(side)] == letter)
                return Piece{side, static_cast<PieceKind>(kind)};
    return std::nullopt;
}

Expected<PositionSetup, TextError> failure(std::string reason) {
    return unexpected(TextError{"position text: " + std::move(reason)});
}

}  // namespace

Expected<PositionSetup, TextError> parse_position(std::string_view text, const VariantInfo& variant) {
    std::istringstream fields{std::string(text)};
    std::string board, side, quiet, extra;
    fields >> board >> side >> quiet >> extra;
    if (board.empty() || side.empty()) return failure("expected \"<ranks> <side to move>\"");
    if (!extra.empty()) return failure("unexpected \"" + extra + "\" after the quiet-ply count");

    PositionSetup setup;
    setup.squares.assign(static_cast<std::size_t>(variant.width * variant.height), std::nullopt);
    int rank = variant.height - 1, file = 0;
    for (std::size_t i = 0; i <= board.size(); ++i) {
        const char c = i < board.size() ? board[i] : '/';
        const std::string rank_name = std::to_string(rank + 1);
        if (c == '/') {
            if (file != variant.width)
                return failure("rank " + rank_name + " has " + std::to_string(file) + " squares, not " +
                               std::to_string(variant.width));
            file = 0;
            --rank;
            if (rank < -1 || (rank == -1 && i < board.size()))
                return failure("more than " + std::to_string(variant.height) + " ranks");
        } else if (std::isdigit(static_cast<unsigned char>(c))) {
            int run = 0;
            // Capped as it is read: a long run of digits must not overflow (it is too long anyway).
            while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
                run = std::min(run * 10 + (board[i++] - '0'), variant.width + 1);
            --i;
            if (run == 0 || file + run > variant.width) return failure("rank " + rank_name + " is too long");
            file += run;
        } else if (const auto piece = piece_for_letter(c, variant)) {
            if (file >= variant.width) return failure("rank " + rank_name + " is too long");
            setup.squares[static_cast<std::size_t>(rank * variant.width + file)] = piece;
            ++file;
        } else {
            return failure(std::string("'") + c + "' is not a piece of " + variant.name);
        }
    }
    if (rank != -1) return failure("expected " + std::to_string(variant.height) + " ranks");

    if (side == variant.side_names[0]) setup.to_move = Side::first;
    else if (side == variant.side_names[1]) setup.to_move = Side::second;
    else return failure("\"" + side + "\" is not a side of " + variant.name);

    if (!quiet.empty()) {
        if (!variant.has_quiet_move_rule) return failure(variant.name + " has no quiet-ply count");
        const auto [end, error] = std::from_chars(quiet.data(), quiet.data() + quiet.size(), setup.quiet_plies);
        if (error != std::errc{} || end != quiet.data() + quiet.size() || setup.quiet_plies < 0 ||
            setup.quiet_plies > 100)
            return failure("the quiet-ply count must be a number from 0 to 100");
    }
    return setup;
}

}  // namespace petteia
