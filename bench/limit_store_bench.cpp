// What one check of a limit shared by every node costs (db/limit_store.hpp): one upsert round trip.
// On PostgreSQL when PETTEIA_BENCH_DATABASE names one (postgresql://…, e.g. the tests' cluster:
// `tests/postgres/cluster start /tmp/pg && PETTEIA_BENCH_DATABASE=$(cat /tmp/pg/url) build/bin/…`),
// else on an SQLite file in the temporary directory. Figures in bench/README.md.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

#include "db/database.hpp"
#include "db/limit_store.hpp"

namespace {

using petteia::db::BucketRule;
using petteia::db::DatabaseLocation;
using petteia::db::LimitStore;

DatabaseLocation bench_database() {
    if (const char* uri = std::getenv("PETTEIA_BENCH_DATABASE")) return DatabaseLocation::parse(uri);
    const auto file = std::filesystem::temp_directory_path() / ("petteia-limit-bench-" + std::to_string(getpid()) + ".sqlite");
    std::filesystem::remove(file);
    return DatabaseLocation::parse("sqlite:" + file.string());
}

LimitStore& store() {
    static LimitStore shared(bench_database());
    return shared;
}

constexpr BucketRule guesses{"bench guesses", 10, 120'000};

// A guesser at the lock: every check refused (the row is read and its `refused` written).
void BM_TrySpendRefused(benchmark::State& state) {
    for (int i = 0; i < 10; ++i) store().try_spend(guesses, "locked-account");
    for (auto _ : state) benchmark::DoNotOptimize(store().try_spend(guesses, "locked-account"));
}
BENCHMARK(BM_TrySpendRefused)->UseRealTime();

// Many keys, each spending its first token: a new row each time.
void BM_TrySpendNewKeys(benchmark::State& state) {
    std::int64_t next = 0;
    const std::string prefix = "address-" + std::to_string(getpid()) + "-";
    for (auto _ : state) benchmark::DoNotOptimize(store().try_spend(guesses, prefix + std::to_string(next++)));
}
BENCHMARK(BM_TrySpendNewKeys)->UseRealTime();

// A failed lookup counted (an existing row updated, into debt).
void BM_Charge(benchmark::State& state) {
    constexpr BucketRule lookups{"bench lookups", 20, 500};
    for (auto _ : state) benchmark::DoNotOptimize(store().charge(lookups, "one-address"));
}
BENCHMARK(BM_Charge)->UseRealTime();

// The hourly chore over the rows the benchmarks above left (few of them full yet).
void BM_ForgetFull(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(store().forget_full());
}
BENCHMARK(BM_ForgetFull)->UseRealTime()->Iterations(20);

}  // namespace
