#pragma once
// The computer opponent: picks a move for the side to move of any game, at one of four levels.
//
// Use: one Engine per worker thread (an Engine is not shared between threads at the same time; it
// starts no threads of its own). An Engine owns its transposition table and is reused across games
// and variants; its memory is fixed at construction (table_bytes, 8 MiB by default).
//
// Determinism: the same game (same position and history), level and seed give the same move. The
// budgets are counted in nodes and depth; a wall-clock cap (set_max_milliseconds) is only a safety
// limit, and `stop` an interruption from outside: when either cuts a search short, the answer is the
// best move found so far and may differ from run to run.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "rules/game.hpp"
#include "rules/types.hpp"

namespace petteia::engine {

enum class Level { beginner, intermediate, advanced, expert };

inline constexpr Level all_levels[] = {Level::beginner, Level::intermediate, Level::advanced, Level::expert};

// "beginner", "intermediate", "advanced", "expert" (exact, lower case).
std::optional<Level> parse_level(std::string_view name);
std::string_view level_name(Level level);

struct SearchResult {
    Move move;                    // legal in the game it was chosen for
    int score = 0;                // from the mover's point of view; 100 ≈ one piece; ±(win_score - plies) for a win found
    int depth = 0;                // deepest fully searched depth, in plies
    std::uint64_t nodes = 0;      // positions visited
    std::int64_t elapsed_ms = 0;  // wall-clock time spent
    bool interrupted = false;     // cut short by `stop` or by the wall-clock cap
    std::vector<Move> line;       // the expected continuation, starting with `move` (may be short)
    bool solved = false;          // read from a solved game's table: the score is exact, not a search's estimate
};

// Scores at or beyond ±(win_score - 1000) announce a forced win or loss.
inline constexpr int win_score = 30000;

// Thinking time for one move of the computer on a clock (`remaining_ms` absent: untimed): a small
// share of what is left plus most of the increment, so that a long game never runs it out of time;
// never above 2 s (a level's own cap may be lower). The server's rooms and the browser's offline
// play both give it to set_max_milliseconds.
std::int64_t thinking_budget_ms(std::optional<std::int64_t> remaining_ms, std::int64_t increment_ms);

class Engine {
public:
    static constexpr std::size_t default_table_bytes = std::size_t{8} << 20;

    explicit Engine(std::size_t table_bytes = default_table_bytes);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;
    Engine(Engine&&) noexcept;
    Engine& operator=(Engine&&) noexcept;

    // The move for the side to move in `game`, at `level`. `stop` may be set from another thread:
    // the search then returns within a few milliseconds with the best move found so far.
    // Precondition: the game is not over (throws std::invalid_argument otherwise).
    SearchResult choose_move(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>& stop);

    // The best move and the score of the side to move in `game`, searched to `level`'s depth and
    // budget without any of its mistakes (no choice among near moves, no blind spots): what analysis
    // shows. Deterministic like choose_move; `stop` and the wall-clock cap cut it short the same way.
    // Precondition: the game is not over (throws std::invalid_argument otherwise).
    SearchResult analyse(const Game& game, Level level, const std::atomic<bool>& stop);

    // The `count` best lines (MultiPV, at most the legal moves): analyse's, then the best of the
    // moves not yet given, each searched alike (the further ones are searched even where a solved
    // game's table gave the first), best first. Costs one search a line.
    std::vector<SearchResult> analyse_lines(const Game& game, Level level, int count, const std::atomic<bool>& stop);

    // The wall-clock safety limit on one move's thinking time. Each level has its own: 300 ms for
    // beginner up to 2,000 ms for expert. A positive value lowers it (the level's cap still holds
    // when smaller); 0 removes every wall-clock limit (for matches that must replay exactly,
    // however busy the machine).
    void set_max_milliseconds(std::int64_t milliseconds);

private:
    SearchResult search_game(const Game& game, Level level, std::uint64_t seed, const std::atomic<bool>& stop, bool analysis,
                             const std::vector<Move>& excluded);

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace petteia::engine
