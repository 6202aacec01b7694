#include "engine/engine.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "engine/generic_search.hpp"
#include "engine/level_config.hpp"
#include "engine/random.hpp"
#include "engine/search.hpp"
#include "engine/transposition_table.hpp"
// PositionGame's members call each variant's explain_illegal (clang instantiates them here for
// the dynamic_casts below, GCC does not).
#include "rules/grec_game.hpp"
#include "rules/petteia_game.hpp"
#include "rules/position_game.hpp"

namespace petteia::engine {

struct Engine::Impl {
    explicit Impl(std::size_t table_bytes) : table(table_bytes) {}
    TranspositionTable table;
    std::optional<std::int64_t> max_milliseconds;  // lowers the levels' own caps; 0: no cap at all
};

Engine::Engine(std::size_t table_bytes) : impl_(std::make_unique<Impl>(table_bytes)) {}
Engine::~Engine() = default;
Engine::Engine(Engine&&) noexcept = default;
Engine& Engine::operator=(Engine&&) noexcept = default;

void Engine::set_max_milliseconds(std::int64_t milliseconds) { impl_->max_milliseconds = milliseconds; }

namespace {

template <class Position>
SearchResult search_position(const Position& position, const SearchLimits& limits,
                             TranspositionTable& table) {
    auto search = std::make_unique<Search<Position>>(position, limits, table);
    return search->run();
}

}  // namespace

SearchResult Engine::choose_move(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>& stop) {
    if (game.is_over()) throw std::invalid_argument("the game is over: there is no move to choose");
    const auto start = std::chrono::steady_clock::now();
    const LevelConfig& config = level_config(level);
    std::int64_t cap = config.max_milliseconds;
    if (impl_->max_milliseconds) cap = *impl_->max_milliseconds > 0 ? std::min(cap, *impl_->max_milliseconds) : 0;
    // No cap: a deadline no search reaches (a day).
    const auto budget = std::chrono::milliseconds(cap > 0 ? cap : std::int64_t{86'400'000});

    // The seed picks the level's choices; mixing in the position varies them from move to move.
    std::uint64_t mix = seed ^ (game.hash() * 0x9E3779B97F4A7C15ULL) ^ game.history().size();
    const std::uint64_t move_seed = next_random(mix);
    std::optional<Square> focus;
    if (!game.history().empty()) focus = game.history().back().move.to;
    const SearchLimits limits{config, start + budget, stop, move_seed, focus};

    impl_->table.new_search();
    SearchResult result;
    if (const auto* petteia = dynamic_cast<const PositionGame<PetteiaPosition>*>(&game))
        result = search_position(petteia->position(), limits, impl_->table);
    else if (const auto* grec = dynamic_cast<const PositionGame<GrecPosition>*>(&game))
        result = search_position(grec->position(), limits, impl_->table);
    else
        result = generic_search(game, std::min(config.max_depth, 4), config.max_nodes / 20, stop);
    result.elapsed_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace petteia::engine
