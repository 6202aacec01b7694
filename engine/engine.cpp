#include "engine/engine.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "engine/generic_search.hpp"
#include "engine/level_config.hpp"
#include "engine/random.hpp"
#include "engine/search.hpp"
#include "engine/transposition_table.hpp"
#include "rules/chess_text.hpp"
// PositionGame's members call each variant's explain_illegal (clang instantiates them here for
// the dynamic_casts below, GCC does not).
#include "rules/grec_game.hpp"
#include "rules/petteia_game.hpp"
#include "rules/position_game.hpp"

namespace petteia::engine {

std::int64_t thinking_budget_ms(std::optional<std::int64_t> remaining_ms, std::int64_t increment_ms) {
    constexpr std::int64_t cap = 2000, floor = 20;
    if (!remaining_ms) return cap;
    return std::clamp(*remaining_ms / 30 + increment_ms * 3 / 4, floor, cap);
}


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

// One call of choose_move, before the position class is known.
struct Request {
    Level level;
    std::chrono::steady_clock::time_point start;
    std::optional<std::int64_t> caller_cap;  // Engine::set_max_milliseconds
    const std::atomic<bool>& stop;
    std::uint64_t seed;
    std::optional<Square> focus;
    bool analysis = false;  // the level's budget without its mistakes (Engine::analyse)
    std::vector<Move> excluded = {};  // root moves left out: analysis's further lines
};

// A level's budget with none of its mistakes: the best move it can find, for analysis.
LevelConfig without_mistakes(LevelConfig config) {
    config.choice_margin = 0;
    config.blind_permille = 0;
    return config;
}

template <class Position>
SearchResult search_position(const Position& position, const Request& request, TranspositionTable& table) {
    // A solved game's table names its best move only: the further lines are searched.
    const bool solvable = request.excluded.empty();
    if (auto solved = solvable ? solved_move(position, request.analysis ? Level::expert : request.level, request.seed) : std::nullopt) {
        solved->solved = true;
        return *solved;
    }
    // The wall-clock deadline: the level's own cap, lowered by the caller's; none (a day) when removed.
    const LevelConfig config = request.analysis ? without_mistakes(level_config_for<Position>(request.level))
                                                : level_config_for<Position>(request.level);
    std::int64_t cap = config.max_milliseconds;
    if (request.caller_cap) cap = *request.caller_cap > 0 ? std::min(cap, *request.caller_cap) : 0;
    const auto deadline = request.start + std::chrono::milliseconds(cap > 0 ? cap : std::int64_t{86'400'000});
    const SearchLimits limits{config, deadline, request.stop, request.seed, request.focus, request.excluded};
    auto search = std::make_unique<Search<Position>>(position, limits, table);
    return search->run();
}

// A game whose position text reads as a Petteia chess position (its class lives inside the rules
// library, behind Game): the position rebuilt from the game's start and its moves, so that it
// carries the same repetition history.
std::optional<chess::ChessPosition> chess_position_of(const Game& game) {
    auto start = game.clone();
    while (start->undo()) {
    }
    auto position = chess::read_position(start->position_text());
    if (!position) return std::nullopt;
    const auto index = [](Square square) { return static_cast<std::uint8_t>(square.rank * chess::board_size + square.file); };
    for (const PlayedMove& played : game.history()) {
        const Move& move = played.move;
        position->make({index(move.from), index(move.to), static_cast<std::uint8_t>(move.promotion ? 1 + *move.promotion : 0)});
    }
    return std::move(*position);
}

}  // namespace

SearchResult Engine::choose_move(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>& stop) {
    return search_game(game, level, seed, stop, false, {});
}

SearchResult Engine::analyse(const Game& game, Level level, const std::atomic<bool>& stop) {
    SearchResult result = search_game(game, level, 0, stop, true, {});
    // A solved position's line: the table's own moves, each one read as the first was.
    if (result.solved) {
        auto next = game.clone();
        while (result.line.size() < 12 && next->play(result.line.back()) && !next->is_over()) {
            const SearchResult more = search_game(*next, level, 0, stop, true, {});
            if (!more.solved) break;
            result.line.push_back(more.move);
        }
    }
    return result;
}

std::vector<SearchResult> Engine::analyse_lines(const Game& game, Level level, int count, const std::atomic<bool>& stop) {
    std::vector<SearchResult> lines{analyse(game, level, stop)};
    const std::size_t wanted = std::min<std::size_t>(static_cast<std::size_t>(std::max(count, 1)), game.legal_moves().size());
    std::vector<Move> excluded{lines.front().move};
    while (lines.size() < wanted && !stop.load()) {
        SearchResult next = search_game(game, level, 0, stop, true, excluded);
        // Only the three games' own searches leave moves out: a repeated move ends the lines.
        if (std::find(excluded.begin(), excluded.end(), next.move) != excluded.end()) break;
        excluded.push_back(next.move);
        lines.push_back(std::move(next));
    }
    return lines;
}

SearchResult Engine::search_game(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>& stop, bool analysis,
                                 const std::vector<Move>& excluded) {
    if (game.is_over()) throw std::invalid_argument("the game is over: there is no move to choose");
    const auto start = std::chrono::steady_clock::now();

    // The seed picks the level's choices; mixing in the position varies them from move to move.
    std::uint64_t mix = seed ^ (game.hash() * 0x9E3779B97F4A7C15ULL) ^ game.history().size();
    const std::uint64_t move_seed = next_random(mix);
    std::optional<Square> focus;
    if (!game.history().empty() && !analysis) focus = game.history().back().move.to;
    const Request request{level, start, impl_->max_milliseconds, stop, move_seed, focus, analysis, excluded};

    impl_->table.new_search();
    SearchResult result;
    if (const auto* petteia = dynamic_cast<const PositionGame<PetteiaPosition>*>(&game))
        result = search_position(petteia->position(), request, impl_->table);
    else if (const auto* grec = dynamic_cast<const PositionGame<GrecPosition>*>(&game))
        result = search_position(grec->position(), request, impl_->table);
    else if (const auto chess = chess_position_of(game))
        result = search_position(*chess, request, impl_->table);
    else {
        const LevelConfig& config = level_config(level);
        result = generic_search(game, std::min(config.max_depth, 4), config.max_nodes / 20, stop);
    }
    if (result.line.empty()) result.line.push_back(result.move);
    result.elapsed_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace petteia::engine
