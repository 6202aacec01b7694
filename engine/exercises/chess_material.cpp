#include "engine/exercises/chess_material.hpp"

#include <algorithm>
#include <string_view>

namespace petteia::engine::exercises {

namespace {

// Past any real material count: a mate.
constexpr int everything = 1000;
// Captures answered by captures rarely go deeper on a 10×10 board; the bound keeps the count finite.
constexpr int most_capture_plies = 8;

// The captures (and promotions) of the side to move that really take or make something, with their gain.
struct Scored {
    Move move;
    int gain;
};
std::vector<Scored> captures_of(Game& game) {
    std::vector<Scored> captures;
    for (const Move& move : game.legal_moves()) {
        const int gain = immediate_gain(game, move);
        if (gain > 0) captures.push_back({move, gain});
    }
    std::stable_sort(captures.begin(), captures.end(), [](const Scored& a, const Scored& b) { return a.gain > b.gain; });
    return captures;
}

// The most the side to move gains from here by captures alone, stopping when it likes, within
// [alpha, beta] (fail-hard).
int capture_balance(Game& game, int alpha, int beta, int plies_left) {
    if (0 >= beta) return beta;
    alpha = std::max(alpha, 0);
    if (plies_left == 0) return alpha;
    for (const Scored& capture : captures_of(game)) {
        game.play(capture.move);
        const int value = capture.gain - capture_balance(game, capture.gain - beta, capture.gain - alpha, plies_left - 1);
        game.undo();
        if (value >= beta) return beta;
        alpha = std::max(alpha, value);
    }
    return alpha;
}

}  // namespace

int material_value(const Game& game, Piece piece) {
    const std::string_view name = game.variant().piece_kinds.at(piece.kind).name;
    if (name == "minister") return 9;
    if (name == "elephant") return 5;
    if (name == "snake") return 4;
    if (name == "camel" || name == "horse") return 3;
    if (name == "pawn") return 1;
    return 0;
}

int immediate_gain(Game& game, const Move& move) {
    const Side mover = game.side_to_move();
    const auto target = game.piece_at(move.to);
    const auto moving = game.piece_at(move.from);
    int gain = 0;
    if (target) gain += (target->side == mover ? -1 : 1) * material_value(game, *target);
    if (move.promotion && moving) gain += material_value(game, Piece{mover, *move.promotion}) - material_value(game, *moving);
    if (!target && moving && move.from.file != move.to.file && game.variant().piece_kinds.at(moving->kind).name == "pawn")
        gain += 1;  // a pawn stepping diagonally onto an empty square takes en passant
    return gain;
}

bool wins_material(Game& game, const Move& move, int threshold) {
    const Side mover = game.side_to_move();
    const int gain = immediate_gain(game, move);
    game.play(move);
    bool wins = true;
    const GameStatus status = game.status();
    if (status.state == GameState::win) {
        wins = status.winner == mover;
    } else if (status.state == GameState::draw) {
        wins = false;
    } else {
        // Every reply must leave the mover at least `threshold` up: the reply's own gain, then the
        // mover's best captures, must not bring it below.
        const int allowed = gain - threshold;  // the most a reply may win back
        for (const Move& reply : game.legal_moves()) {
            const int taken = immediate_gain(game, reply);
            game.play(reply);
            const GameStatus after = game.status();
            int won_back = 0;
            if (after.state != GameState::ongoing) {
                won_back = everything;  // mated, or a draw: the material is worth nothing
            } else {
                // The mover answers with captures: the reply wins back `taken` less what they bring.
                // Only which side of `allowed` matters: a null window around it.
                won_back = taken - capture_balance(game, taken - allowed - 1, taken - allowed, most_capture_plies);
            }
            game.undo();
            if (won_back > allowed) {
                wins = false;
                break;
            }
        }
    }
    game.undo();
    return wins;
}

}  // namespace petteia::engine::exercises
