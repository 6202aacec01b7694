// The pairings of events (issue 39, deliverable 5's "a Swiss round of 1,000 paired"): one Swiss round
// of N players after R rounds already played (scripted results: the higher ranked wins, every fifth
// game drawn), and one arena pairing of N waiting players. CPU time of the call alone.
#include <benchmark/benchmark.h>

#include <algorithm>

#include "tournaments/arena_pairing.hpp"
#include "tournaments/swiss.hpp"

namespace {

using namespace petteia::tournaments;

// N players after `rounds` rounds of the system itself.
std::vector<SwissPlayer> swiss_after(int size, int rounds) {
    std::vector<SwissPlayer> players;
    for (int number = 0; number < size; ++number) players.push_back({number, 0, {}, {}, false});
    int game_number = 0;
    for (int round_number = 0; round_number < rounds; ++round_number) {
        const Round round = swiss_round(players);
        if (round.bye) {
            players[static_cast<std::size_t>(*round.bye)].had_bye = true;
            players[static_cast<std::size_t>(*round.bye)].half_points += 2;
        }
        for (const Pairing& game : round.games) {
            auto& white = players[static_cast<std::size_t>(game.white)];
            auto& black = players[static_cast<std::size_t>(game.black)];
            white.opponents.push_back(game.black);
            black.opponents.push_back(game.white);
            white.colours.push_back(Colour::white);
            black.colours.push_back(Colour::black);
            if (++game_number % 5 == 0) {
                ++white.half_points;
                ++black.half_points;
            } else {
                (game.white < game.black ? white : black).half_points += 2;
            }
        }
    }
    return players;
}

void SwissRound(benchmark::State& state) {
    const auto players = swiss_after(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    for (auto _ : state) benchmark::DoNotOptimize(swiss_round(players));
    state.SetLabel(std::to_string(state.range(0)) + " players, round " + std::to_string(state.range(1) + 1));
}
BENCHMARK(SwissRound)->Args({1000, 0})->Args({1000, 5})->Args({1000, 10})->Args({101, 8})->Unit(benchmark::kMillisecond);

void ArenaPairing(benchmark::State& state) {
    std::vector<WaitingPlayer> waiting;
    for (int i = 0; i < state.range(0); ++i)
        waiting.push_back({i, (i * 7) % 40, 1500.0 + (i * 37) % 400, i % 3 == 0 ? std::optional<std::int64_t>(i + 1) : std::nullopt});
    for (auto _ : state) benchmark::DoNotOptimize(arena_pairs(waiting));
    state.SetLabel(std::to_string(state.range(0)) + " players waiting");
}
BENCHMARK(ArenaPairing)->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

}  // namespace
