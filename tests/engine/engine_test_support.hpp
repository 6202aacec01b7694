#pragma once
// Helpers for the engine tests: asking the engine for a move and reading moves as text.
#include <atomic>
#include <string>

#include "engine/engine.hpp"
#include "rules/notation.hpp"
#include "tests/rules/test_support.hpp"

namespace engine_test {

using petteia::engine::Level;
using petteia::engine::SearchResult;
using namespace petteia_test;

inline SearchResult think(const petteia::Game& game, Level level, std::uint64_t seed = 1) {
    static petteia::engine::Engine engine;
    const std::atomic<bool> stop{false};
    return engine.choose_move(game, level, seed, stop);
}

inline std::string text(const petteia::Game& game, const petteia::Move& move) {
    return petteia::move_text(move, game.variant());
}

inline std::string best_move_text(const petteia::Game& game, Level level, std::uint64_t seed = 1) {
    return text(game, think(game, level, seed).move);
}

// Whether the side to move after `move` can win at once.
inline bool gives_an_immediate_win(const petteia::Game& game, const petteia::Move& move) {
    auto after = game.clone();
    if (!after->play(move)) throw std::runtime_error("illegal move " + text(game, move));
    if (after->is_over()) return false;
    for (const petteia::Move& reply : after->legal_moves()) {
        after->play(reply);
        const auto status = after->status();
        after->undo();
        if (status.state == petteia::GameState::win && status.winner == after->side_to_move()) return true;
    }
    return false;
}

}  // namespace engine_test
