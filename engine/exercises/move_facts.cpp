#include "engine/exercises/move_facts.hpp"

namespace petteia::engine::exercises {

std::vector<MoveCapture> captures_by_move(Game& game) {
    std::vector<MoveCapture> result;
    for (const Move& move : game.legal_moves()) {
        const auto played = game.play(move);
        result.push_back({move, static_cast<int>(played->captured.size())});
        game.undo();
    }
    return result;
}

CaptureFacts capture_facts(Game& game) {
    CaptureFacts facts;
    const auto moves = captures_by_move(game);
    for (const MoveCapture& entry : moves) facts.most = std::max(facts.most, entry.captured);
    for (const MoveCapture& entry : moves) {
        if (entry.captured == facts.most && facts.most > 0)
            facts.best.push_back(entry.move);
        else if (entry.captured > 0)
            ++facts.other_capturing_moves;
    }
    return facts;
}

DefenceFacts defence_facts(Game& game) {
    const Side mover = game.side_to_move();
    DefenceFacts facts{game.threatened(mover), {}};
    for (const Move& move : game.legal_moves()) {
        game.play(move);
        const GameStatus status = game.status();
        const bool saves = status.state == GameState::ongoing ? game.threatened(mover).empty()
                                                              : status.winner == mover;
        game.undo();
        if (saves) facts.saving.push_back(move);
    }
    return facts;
}

}  // namespace petteia::engine::exercises
