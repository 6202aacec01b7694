// Speed of the rules library: make/unmake, move generation, bulk move counting and perft.
#include <benchmark/benchmark.h>

#include "rules/game_record.hpp"
#include "rules/grec_position.hpp"
#include "rules/perft.hpp"
#include "rules/petteia_position.hpp"

namespace {

using petteia::BoardMove;
using petteia::MoveList;
using petteia::PetteiaPosition;

// A middle-game position: the start after a few quiet moves that open the files and ranks.
PetteiaPosition middle_game(int size) {
    PetteiaPosition position(size);
    for (int ply = 0; ply < 8; ++ply) {
        MoveList moves;
        position.generate(moves);
        position.make(moves[(ply * 7 + 3) % moves.size()]);
    }
    return position;
}

void make_unmake(benchmark::State& state) {
    PetteiaPosition position = middle_game(static_cast<int>(state.range(0)));
    MoveList moves;
    position.generate(moves);
    for (auto _ : state) {
        for (const BoardMove move : moves) {
            position.make(move);
            position.unmake();
        }
        benchmark::DoNotOptimize(position.hash());
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(moves.size()));
    state.SetLabel("items = make+unmake pairs");
}
BENCHMARK(make_unmake)->Arg(6)->Arg(8);

void generate_moves(benchmark::State& state) {
    const PetteiaPosition position = middle_game(static_cast<int>(state.range(0)));
    std::size_t count = 0;
    for (auto _ : state) {
        MoveList moves;
        position.generate(moves);
        count = moves.size();
        benchmark::DoNotOptimize(moves);
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(count));
    state.SetLabel("items = moves generated");
}
BENCHMARK(generate_moves)->Arg(6)->Arg(8);

void count_moves(benchmark::State& state) {
    const PetteiaPosition position = middle_game(static_cast<int>(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(position.count_moves());
    state.SetItemsProcessed(state.iterations() * position.count_moves());
    state.SetLabel("items = moves counted");
}
BENCHMARK(count_moves)->Arg(6)->Arg(8);

void threatened(benchmark::State& state) {
    const PetteiaPosition position = middle_game(static_cast<int>(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(position.threatened(petteia::Side::first));
}
BENCHMARK(threatened)->Arg(6)->Arg(8);

// Perft from the starting position; items are leaves.
void perft_petteia(benchmark::State& state) {
    PetteiaPosition position(static_cast<int>(state.range(0)));
    const int depth = static_cast<int>(state.range(1));
    std::uint64_t leaves = 0;
    for (auto _ : state) leaves = petteia::perft(position, depth);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(leaves));
    state.counters["leaves"] = static_cast<double>(leaves);
}
BENCHMARK(perft_petteia)->Args({6, 6})->Args({8, 5})->Args({8, 6})->Unit(benchmark::kMillisecond);

void perft_grec(benchmark::State& state) {
    petteia::GrecPosition position;
    const int depth = static_cast<int>(state.range(0));
    std::uint64_t leaves = 0;
    for (auto _ : state) leaves = petteia::perft(position, depth);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(leaves));
    state.counters["leaves"] = static_cast<double>(leaves);
}
BENCHMARK(perft_grec)->Arg(10)->Unit(benchmark::kMillisecond);

}  // namespace
