#include "engine/engine.hpp"

#include <stdexcept>

#include "engine/generic_search.hpp"

namespace petteia::engine {

struct Engine::Impl {
    std::size_t table_bytes;
    std::int64_t max_milliseconds = 2000;
};

Engine::Engine(std::size_t table_bytes) : impl_(std::make_unique<Impl>(Impl{table_bytes})) {}
Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

void Engine::set_max_milliseconds(std::int64_t milliseconds) { impl_->max_milliseconds = milliseconds; }

SearchResult Engine::choose_move(const Game& game, Level level, std::uint64_t, const std::atomic<bool>& stop) {
    if (game.is_over()) throw std::invalid_argument("the game is over: there is no move to choose");
    const int depth = 1 + static_cast<int>(level);
    return generic_search(game, depth, 200000, stop);
}

}  // namespace petteia::engine
