// What accounts and exercises cost the server: an Argon2id hash and its check (every sign-up and
// sign-in pays one), a session lookup (every signed-in request pays one), and refereeing an
// exercise move — a right one, and a wrong one with its explanation (a short think of the engine).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <unistd.h>

#include "db/account_store.hpp"
#include "db/exercise_store.hpp"
#include "server/games/exercises.hpp"
#include "server/accounts/passwords.hpp"
#include "server/common/secrets.hpp"

namespace {

using namespace petteia;

std::filesystem::path fresh_file(const std::string& name) {
    const auto directory = std::filesystem::temp_directory_path() / ("petteia-bench-" + std::to_string(getpid()));
    std::filesystem::create_directories(directory);
    const auto file = directory / name;
    std::filesystem::remove(file);
    return file;
}

void BM_HashPassword(benchmark::State& state) {
    server::init_secrets();
    for (auto _ : state) benchmark::DoNotOptimize(server::hash_password("labyrinth-1"));
}
BENCHMARK(BM_HashPassword)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_CheckPassword(benchmark::State& state) {
    server::init_secrets();
    const std::string hash = server::hash_password("labyrinth-1");
    for (auto _ : state) benchmark::DoNotOptimize(server::password_matches("labyrinth-2", &hash));
}
BENCHMARK(BM_CheckPassword)->Unit(benchmark::kMillisecond)->UseRealTime();

// Among 10,000 live sessions of 1,000 accounts.
void BM_SessionLookup(benchmark::State& state) {
    server::init_secrets();
    db::AccountStore store(fresh_file("sessions.sqlite"));
    std::vector<std::string> hashes;
    for (int account = 0; account < 1000; ++account) {
        const auto id = *store.create_account("player" + std::to_string(account), "player" + std::to_string(account), "h", 0);
        for (int device = 0; device < 10; ++device) {
            hashes.push_back(server::hash_secret(server::new_secret()));
            store.add_session(hashes.back(), id, 0, 1'000'000);
        }
    }
    std::size_t next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(store.session_account(hashes[next], 1));
        next = (next + 7919) % hashes.size();
    }
}
BENCHMARK(BM_SessionLookup)->Unit(benchmark::kMicrosecond);

const std::vector<db::StoredExercise>& built_in_catalogue() {
    static const auto catalogue = db::ExerciseStore(fresh_file("exercises.sqlite")).catalogue();
    return catalogue;
}

// Every exercise's first right move, in turn.
void BM_ExerciseRightMove(benchmark::State& state) {
    const server::Exercises exercises(built_in_catalogue());
    std::size_t next = 0;
    for (auto _ : state) {
        const auto& exercise = built_in_catalogue()[next];
        benchmark::DoNotOptimize(exercises.attempt(exercise.id, {exercise.solution[0]}));
        next = (next + 1) % built_in_catalogue().size();
    }
}
BENCHMARK(BM_ExerciseRightMove)->Unit(benchmark::kMicrosecond);

// A wrong first move in every exercise, in turn: the explanation's reply is thought out.
void BM_ExerciseWrongMove(benchmark::State& state) {
    const server::Exercises exercises(built_in_catalogue());
    std::vector<std::pair<std::string, std::string>> wrong;
    for (const auto& exercise : built_in_catalogue()) {
        const auto start = exercises.start(exercise.id);
        for (const auto& move : start->legal)
            if (move != exercise.solution[0]) {
                wrong.emplace_back(exercise.id, move);
                break;
            }
    }
    std::size_t next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(exercises.attempt(wrong[next].first, {wrong[next].second}));
        next = (next + 1) % wrong.size();
    }
}
BENCHMARK(BM_ExerciseWrongMove)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same wrong move again: its explanation is remembered.
void BM_ExerciseWrongMoveAgain(benchmark::State& state) {
    const server::Exercises exercises(built_in_catalogue());
    const auto& exercise = built_in_catalogue().front();
    const auto start = exercises.start(exercise.id);
    const std::string wrong = start->legal.front() != exercise.solution[0] ? start->legal.front() : start->legal.back();
    exercises.attempt(exercise.id, {wrong});
    for (auto _ : state) benchmark::DoNotOptimize(exercises.attempt(exercise.id, {wrong}));
}
BENCHMARK(BM_ExerciseWrongMoveAgain)->Unit(benchmark::kMicrosecond);

}  // namespace
