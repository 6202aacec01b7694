// Petteia's endgame tables: the time to solve 6×6's 2 v 2, 3 v 2 and 2 v 3 from scratch, to read a
// committed file, and what a probe costs once loaded (every legal move of a 3 v 2 position valued).
#include <benchmark/benchmark.h>

#include <fstream>

#include "engine/petteia_table_file.hpp"
#include "engine/petteia_table_probe.hpp"
#include "engine/petteia_table_solver.hpp"
#include "engine/petteia_tables.hpp"
#include "engine/random.hpp"

namespace {

using namespace petteia::engine;

void BM_PetteiaTablesSolve6x6UpTo3v2(benchmark::State& state) {
    for (auto _ : state) {
        TableSet tables;
        for (auto& table : solve_tables(6, 2, 2, tables)) tables.add(std::move(table));
        for (auto& table : solve_tables(6, 3, 2, tables)) tables.add(std::move(table));
        benchmark::DoNotOptimize(tables.find({6, 3, 2})->entries.data());
    }
}
BENCHMARK(BM_PetteiaTablesSolve6x6UpTo3v2)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_PetteiaTableFileRead3v3(benchmark::State& state) {
    const TableShape shape{6, 3, 3};
    for (auto _ : state) {
        std::ifstream in(default_table_directory() + "/" + table_file_name(shape), std::ios::binary);
        auto table = read_table_file(in, shape);
        if (!table) state.SkipWithError(table.error().c_str());
        benchmark::DoNotOptimize(table);
    }
}
BENCHMARK(BM_PetteiaTableFileRead3v3)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_PetteiaTableProbe3v2(benchmark::State& state) {
    const EndgameTable* table = PetteiaTables::shared().find({6, 3, 2});
    if (!table) {
        state.SkipWithError("no 6x6 3 v 2 table file");
        return;
    }
    std::uint64_t seed = 1;
    for (auto _ : state) {
        const std::uint64_t index = random_below(seed, table->entries.size());
        const petteia::PetteiaPosition position(6, table->index.movers_at(index), table->index.others_at(index),
                                                petteia::Side::first, 0);
        benchmark::DoNotOptimize(table_move_values(position));
    }
}
BENCHMARK(BM_PetteiaTableProbe3v2);

}  // namespace
