#include "engine/generic_search.hpp"

#include <algorithm>
#include <bit>
#include <chrono>

namespace petteia::engine {

namespace {

class GenericSearch {
public:
    GenericSearch(std::unique_ptr<Game> game, std::uint64_t max_nodes, const std::atomic<bool>& stop)
        : game_(std::move(game)), max_nodes_(max_nodes), stop_(stop) {}

    // Negamax with alpha-beta; material (pieces on the board) from the side to move's view.
    int search(int depth, int alpha, int beta, int ply) {
        ++nodes_;
        const GameStatus status = game_->status();
        if (status.state == GameState::draw) return 0;
        if (status.state == GameState::win)
            return status.winner == game_->side_to_move() ? win_score - ply : -(win_score - ply);
        if (depth <= 0 || out_of_budget()) return material();
        for (const Move& move : game_->legal_moves()) {
            game_->play(move);
            const int score = -search(depth - 1, -beta, -alpha, ply + 1);
            game_->undo();
            if (score >= beta) return score;
            alpha = std::max(alpha, score);
        }
        return alpha;
    }

    SearchResult run(int max_depth) {
        SearchResult result;
        const std::vector<Move> moves = game_->legal_moves();
        result.move = moves.front();
        for (int depth = 1; depth <= max_depth; ++depth) {
            int best = -win_score - 1;
            Move best_move = moves.front();
            bool complete = true;
            for (const Move& move : moves) {
                game_->play(move);
                const int score = -search(depth - 1, -win_score - 1, -best, 1);
                game_->undo();
                if (out_of_budget()) {
                    complete = false;
                    break;
                }
                if (score > best) best = score, best_move = move;
            }
            if (!complete) {
                result.interrupted = stop_.load(std::memory_order_relaxed);
                break;
            }
            result.move = best_move;
            result.score = best;
            result.depth = depth;
        }
        result.nodes = nodes_;
        return result;
    }

private:
    bool out_of_budget() const { return nodes_ >= max_nodes_ || stop_.load(std::memory_order_relaxed); }

    int material() const {
        const VariantInfo& variant = game_->variant();
        int balance = 0;
        for (std::uint8_t file = 0; file < variant.width; ++file)
            for (std::uint8_t rank = 0; rank < variant.height; ++rank)
                if (const auto piece = game_->piece_at({file, rank}))
                    balance += piece->side == game_->side_to_move() ? 100 : -100;
        return balance;
    }

    std::unique_ptr<Game> game_;
    std::uint64_t max_nodes_;
    const std::atomic<bool>& stop_;
    std::uint64_t nodes_ = 0;
};

}  // namespace

SearchResult generic_search(const Game& game, int max_depth, std::uint64_t max_nodes, const std::atomic<bool>& stop) {
    const auto start = std::chrono::steady_clock::now();
    GenericSearch search(game.clone(), max_nodes, stop);
    SearchResult result = search.run(max_depth);
    result.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace petteia::engine
