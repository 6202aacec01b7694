// Le Grec's solver: the time to solve the whole game from scratch (Le Grec, and its mirror-arrival
// variant), and what Expert's move costs once the table is built (every legal move looked up).
#include <benchmark/benchmark.h>

#include "engine/grec_perfect_play.hpp"
#include "engine/grec_solver.hpp"

namespace {

using petteia::engine::GrecSolution;

void BM_GrecSolve(benchmark::State& state) {
    for (auto _ : state) {
        const GrecSolution solution = GrecSolution::solve();
        benchmark::DoNotOptimize(solution.counts().positions);
        state.counters["positions"] = static_cast<double>(solution.counts().positions);
        state.counters["table_bytes"] = static_cast<double>(solution.table_bytes());
    }
}
BENCHMARK(BM_GrecSolve)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_GrecMirrorSolve(benchmark::State& state) {
    for (auto _ : state) {
        const GrecSolution solution = GrecSolution::solve(petteia::grec_mirror_goals);
        benchmark::DoNotOptimize(solution.counts().positions);
        state.counters["positions"] = static_cast<double>(solution.counts().positions);
    }
}
BENCHMARK(BM_GrecMirrorSolve)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_GrecPerfectMove(benchmark::State& state) {
    const petteia::GrecPosition start;
    GrecSolution::shared();
    std::uint64_t seed = 0;
    for (auto _ : state) benchmark::DoNotOptimize(petteia::engine::perfect_grec_move(start, ++seed));
}
BENCHMARK(BM_GrecPerfectMove);

}  // namespace
