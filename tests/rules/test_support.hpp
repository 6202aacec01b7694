#pragma once
// Small helpers shared by the rules tests: making games, naming squares, playing moves that must be
// legal. Failures throw, so GoogleTest reports them with the reason and the test stops there.
#include <algorithm>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/game.hpp"
#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

// Readable failure messages for the library's value types (GoogleTest finds these by ADL).
namespace petteia {

inline void PrintTo(const Square& square, std::ostream* out) {
    *out << static_cast<char>('A' + square.file) << (square.rank + 1);
}

inline void PrintTo(const Move& move, std::ostream* out) {
    PrintTo(move.from, out);
    *out << '-';
    PrintTo(move.to, out);
}

inline void PrintTo(const PlayedMove& played, std::ostream* out) {
    PrintTo(played.move, out);
    *out << " capturing [";
    for (const Square& square : played.captured) {
        *out << ' ';
        PrintTo(square, out);
    }
    *out << " ]";
}

inline void PrintTo(const GameStatus& status, std::ostream* out) {
    static const char* const states[] = {"ongoing", "win", "draw"};
    static const char* const reasons[] = {"none", "pieces", "no_moves", "arrived", "repetition", "quiet_moves"};
    *out << "{" << states[static_cast<int>(status.state)];
    if (status.winner) *out << " for side " << index_of(*status.winner);
    *out << ", reason " << reasons[static_cast<int>(status.reason)] << "}";
}

inline void PrintTo(MoveErrorCode code, std::ostream* out) {
    static const char* const names[] = {"malformed", "off_board", "game_over", "empty_square", "opponent_piece",
                                        "same_square", "not_straight", "blocked", "occupied", "backward",
                                        "too_far", "jump_over_own", "jump_over_nothing", "illegal"};
    *out << names[static_cast<int>(code)];
}

}  // namespace petteia

namespace petteia_test {

inline std::unique_ptr<petteia::Game> make_game(std::string_view variant) {
    auto game = petteia::new_game(variant);
    if (!game) throw std::runtime_error("new_game(" + std::string(variant) + "): " + game.error().reason);
    return std::move(game).value();
}

inline std::unique_ptr<petteia::Game> make_game(std::string_view variant, std::string_view position) {
    auto game = petteia::new_game(variant, position);
    if (!game) {
        throw std::runtime_error("new_game(" + std::string(variant) + ", \"" + std::string(position) +
                                 "\"): " + game.error().reason);
    }
    return std::move(game).value();
}

// "C3" -> {2, 2}, written here rather than taken from the library under test.
inline petteia::Square sq(std::string_view name) {
    return petteia::Square{static_cast<std::uint8_t>(name[0] - 'A'),
                           static_cast<std::uint8_t>(std::stoi(std::string(name.substr(1))) - 1)};
}

inline std::vector<petteia::Square> squares(std::initializer_list<std::string_view> names) {
    std::vector<petteia::Square> result;
    for (std::string_view name : names) result.push_back(sq(name));
    return result;
}

inline petteia::Move mv(std::string_view from, std::string_view to) { return petteia::Move{sq(from), sq(to), {}}; }

// Plays a move that the test expects to be legal.
inline petteia::PlayedMove play_ok(petteia::Game& game, std::string_view text) {
    auto played = game.play(text);
    if (!played) {
        throw std::runtime_error("move " + std::string(text) + " refused in " + petteia::format_position(game) +
                                 ": " + played.error().reason);
    }
    return *played;
}

inline void play_all(petteia::Game& game, std::initializer_list<std::string_view> moves) {
    for (std::string_view text : moves) play_ok(game, text);
}

// The legal moves as canonical text, sorted.
inline std::vector<std::string> legal_move_texts(const petteia::Game& game) {
    std::vector<std::string> texts;
    for (const petteia::Move& move : game.legal_moves()) texts.push_back(petteia::move_text(move, game.variant()));
    std::sort(texts.begin(), texts.end());
    return texts;
}

inline int count_pieces(const petteia::Game& game, petteia::Side side) {
    int pieces = 0;
    for (int rank = 0; rank < game.variant().height; ++rank) {
        for (int file = 0; file < game.variant().width; ++file) {
            auto piece = game.piece_at({static_cast<std::uint8_t>(file), static_cast<std::uint8_t>(rank)});
            pieces += piece && piece->side == side;
        }
    }
    return pieces;
}

inline bool is_side(const petteia::Game& game, std::string_view square, petteia::Side side) {
    auto piece = game.piece_at(sq(square));
    return piece && piece->side == side;
}

inline bool is_empty(const petteia::Game& game, std::string_view square) { return !game.piece_at(sq(square)); }

constexpr petteia::Side light = petteia::Side::first;
constexpr petteia::Side dark = petteia::Side::second;
constexpr petteia::Side black = petteia::Side::first;
constexpr petteia::Side white = petteia::Side::second;

inline petteia::GameStatus ongoing() { return {}; }
inline petteia::GameStatus win(petteia::Side winner, petteia::EndReason reason) {
    return {petteia::GameState::win, winner, reason};
}
inline petteia::GameStatus draw(petteia::EndReason reason) { return {petteia::GameState::draw, std::nullopt, reason}; }

}  // namespace petteia_test
