// petteia match --variant V --a L1 --b L2 --games N --seed S [--threads T] [--opening-plies K] [--max-ms M]
// Plays N games between two levels, colours alternating, each pair of games from the same seeded
// random opening. Prints {"a_wins", "b_wins", "draws", ...} as one JSON object (with
// "endgame_tables": the games that reached a Petteia endgame table's position, how many of their
// positions were in one, and the first such ply on average); one line per game
// goes to standard error as the games finish.
//
// By default no wall-clock cap cuts a search short (--max-ms 0): the node budgets alone decide, so
// the same seed replays the same games on a busy machine and with any --threads. Move times and
// nodes per second are measured in the thinking thread's CPU time, which other programs, and a
// process paused by a benchmark, do not inflate; the longest move is also given in wall-clock time.
#include <time.h>

#include <atomic>
#include <chrono>
#include <iostream>
#include <mutex>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/engine.hpp"
#include "engine/petteia_table_probe.hpp"
#include "engine/random.hpp"
#include "rules/variants.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

engine::Level level_from_options(const Options& options, const std::string& name);

namespace {

double thread_cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
}

struct PlayerFigures {
    std::uint64_t moves = 0;
    std::uint64_t nodes = 0;
    double cpu_seconds = 0;
    double longest_move_cpu_seconds = 0;
    double longest_move_wall_seconds = 0;

    void add(const engine::SearchResult& result, double cpu, double wall) {
        ++moves;
        nodes += result.nodes;
        cpu_seconds += cpu;
        longest_move_cpu_seconds = std::max(longest_move_cpu_seconds, cpu);
        longest_move_wall_seconds = std::max(longest_move_wall_seconds, wall);
    }
    void add(const PlayerFigures& other) {
        moves += other.moves;
        nodes += other.nodes;
        cpu_seconds += other.cpu_seconds;
        longest_move_cpu_seconds = std::max(longest_move_cpu_seconds, other.longest_move_cpu_seconds);
        longest_move_wall_seconds = std::max(longest_move_wall_seconds, other.longest_move_wall_seconds);
    }
    nlohmann::ordered_json json() const {
        const double per_second = cpu_seconds > 0 ? static_cast<double>(nodes) / cpu_seconds : 0;
        return {{"moves", moves},
                {"nodes_per_second", static_cast<std::uint64_t>(per_second)},
                {"average_nodes", moves ? nodes / moves : 0},
                {"average_move_ms", moves ? 1000 * cpu_seconds / static_cast<double>(moves) : 0.0},
                {"longest_move_ms", 1000 * longest_move_cpu_seconds},
                {"longest_move_wall_ms", 1000 * longest_move_wall_seconds}};
    }
};

struct GameOutcome {
    int a_score2 = 1;  // 2 a win for A, 0 a win for B, 1 a draw
    std::string reason;
    int plies = 0;
    int first_table_ply = -1;  // the first position of a Petteia endgame table, if any (plies played before it)
    int table_plies = 0;       // positions with a side to move that were in a table
};

struct MatchSetup {
    std::string variant;
    engine::Level a, b;
    std::uint64_t seed;
    int opening_plies;
    std::int64_t max_milliseconds;
};

constexpr int max_plies = 2000;  // a safety net: the rules end every game long before

GameOutcome play_game(const MatchSetup& setup, int index, engine::Engine& engine, PlayerFigures figures[2]) {
    auto game = std::move(new_game(setup.variant).value());
    // Games 2k and 2k+1 share their opening, with the colours swapped.
    std::uint64_t opening = setup.seed ^ (0xA0761D6478BD642FULL * static_cast<std::uint64_t>(index / 2 + 1));
    for (int ply = 0; ply < setup.opening_plies && !game->is_over(); ++ply) {
        const auto moves = game->legal_moves();
        game->play(moves[engine::random_below(opening, moves.size())]);
    }
    const Side a_side = index % 2 == 0 ? Side::first : Side::second;
    std::uint64_t game_seed = setup.seed ^ (0xE7037ED1A0B428DBULL * static_cast<std::uint64_t>(index + 1));
    const std::atomic<bool> stop{false};
    GameOutcome outcome;
    while (!game->is_over() && static_cast<int>(game->history().size()) < max_plies) {
        // How often play reaches the endgame tables (engine/README.md): a probe costs a table read a move.
        if (engine::probe(*game)) {
            if (outcome.first_table_ply < 0) outcome.first_table_ply = static_cast<int>(game->history().size());
            ++outcome.table_plies;
        }
        const bool a_to_move = game->side_to_move() == a_side;
        const auto start = std::chrono::steady_clock::now();
        const double cpu_start = thread_cpu_seconds();
        const auto result = engine.choose_move(*game, a_to_move ? setup.a : setup.b, engine::next_random(game_seed), stop);
        figures[a_to_move ? 0 : 1].add(result, thread_cpu_seconds() - cpu_start,
                                       std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        game->play(result.move);
    }
    const GameStatus status = game->status();
    outcome.plies = static_cast<int>(game->history().size());
    outcome.reason = status.state == GameState::ongoing ? "ply-limit" : std::string(to_string(status.reason));
    if (status.state == GameState::win) outcome.a_score2 = *status.winner == a_side ? 2 : 0;
    return outcome;
}

}  // namespace

int match_command(const Arguments& arguments) {
    const Options options(arguments, {"variant", "a", "b", "games", "seed", "threads", "opening-plies", "max-ms"});
    MatchSetup setup;
    setup.variant = options.required("variant");
    if (!new_game(setup.variant)) throw UsageError(new_game(setup.variant).error().reason);
    setup.a = level_from_options(options, "a");
    setup.b = level_from_options(options, "b");
    const int games = static_cast<int>(options.integer("games", 1, 1'000'000));
    setup.seed = static_cast<std::uint64_t>(options.integer("seed", 0, std::numeric_limits<long long>::max(), 1));
    const int threads = static_cast<int>(options.integer("threads", 1, 64, 1));
    setup.opening_plies = static_cast<int>(options.integer("opening-plies", 0, 20, 4));
    setup.max_milliseconds = options.integer("max-ms", 0, 3'600'000, 0);

    std::vector<GameOutcome> outcomes(static_cast<std::size_t>(games));
    PlayerFigures totals[2];
    std::mutex mutex;
    std::atomic<int> next{0};
    auto worker = [&] {
        engine::Engine engine;
        engine.set_max_milliseconds(setup.max_milliseconds);
        PlayerFigures figures[2];
        for (int index; (index = next.fetch_add(1)) < games;) {
            const GameOutcome outcome = play_game(setup, index, engine, figures);
            outcomes[static_cast<std::size_t>(index)] = outcome;
            const std::lock_guard lock(mutex);
            std::cerr << "game " << index + 1 << "/" << games << ": "
                      << (outcome.a_score2 == 2 ? "a wins" : outcome.a_score2 == 0 ? "b wins" : "draw") << " ("
                      << outcome.reason << ", " << outcome.plies << " plies)\n";
        }
        const std::lock_guard lock(mutex);
        totals[0].add(figures[0]);
        totals[1].add(figures[1]);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& thread : pool) thread.join();

    int a_wins = 0, b_wins = 0, draws = 0, reaching_tables = 0;
    std::uint64_t plies = 0, table_plies = 0, first_table_plies = 0;
    nlohmann::ordered_json reasons = nlohmann::ordered_json::object();
    for (const GameOutcome& outcome : outcomes) {
        (outcome.a_score2 == 2 ? a_wins : outcome.a_score2 == 0 ? b_wins : draws)++;
        plies += static_cast<std::uint64_t>(outcome.plies);
        reasons[outcome.reason] = reasons.value(outcome.reason, 0) + 1;
        if (outcome.first_table_ply >= 0) {
            ++reaching_tables;
            first_table_plies += static_cast<std::uint64_t>(outcome.first_table_ply);
        }
        table_plies += static_cast<std::uint64_t>(outcome.table_plies);
    }
    nlohmann::ordered_json json;
    json["a_wins"] = a_wins;
    json["b_wins"] = b_wins;
    json["draws"] = draws;
    json["a_score"] = (a_wins + 0.5 * draws) / games;
    json["variant"] = setup.variant;
    json["a"] = engine::level_name(setup.a);
    json["b"] = engine::level_name(setup.b);
    json["games"] = games;
    json["seed"] = setup.seed;
    json["opening_plies"] = setup.opening_plies;
    json["max_ms"] = setup.max_milliseconds;
    json["average_plies"] = static_cast<double>(plies) / games;
    json["end_reasons"] = std::move(reasons);
    json["endgame_tables"] = {
        {"games_reaching", reaching_tables},
        {"positions_in_tables", table_plies},
        {"average_first_ply", reaching_tables ? static_cast<double>(first_table_plies) / reaching_tables : 0.0}};
    json["a_figures"] = totals[0].json();
    json["b_figures"] = totals[1].json();
    std::cout << json.dump() << '\n';
    return 0;
}

}  // namespace petteia::cli
