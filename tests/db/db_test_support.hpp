#pragma once
// Shared by the storage tests: a fresh directory per test for real SQLite files, a fresh database
// of either engine (the same tests run on SQLite and on PostgreSQL), a game with every field filled
// in, and readable failure messages for stored games.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>

#include <gtest/gtest.h>

#include "db/location.hpp"
#include "db/stored_game.hpp"
#include "tests/postgres/test_schema.hpp"

namespace petteia::db {

inline void PrintTo(Engine engine, std::ostream* out) { *out << (engine == Engine::sqlite ? "sqlite" : "postgresql"); }

inline void PrintTo(const StoredMove& move, std::ostream* out) {
    *out << "{" << move.move << ", remaining " << move.mover_remaining_ms << ", at " << move.played_at_ms << "}";
}

inline void PrintTo(const StoredGame& game, std::ostream* out) {
    *out << "game " << game.id << " (" << game.variant << ", " << game.moves.size() << " moves, "
         << (game.result ? game.result->state + "/" + game.result->reason : std::string("unfinished")) << ")";
}

}  // namespace petteia::db

namespace petteia::db::testing_support {

// A new empty directory, removed with everything in it when the test ends. ctest runs tests in
// parallel processes, so the name carries the process id as well as the test's name.
class TempDirectory {
public:
    TempDirectory() {
        static std::atomic<int> counter{0};
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        std::string name = std::string("petteia-db-") + std::to_string(getpid()) + "-" +
                           (test ? std::string(test->test_suite_name()) + "." + test->name() : "none") + "-" +
                           std::to_string(counter++);
        // A parameterised suite's name is "Engines/Suite": one directory, not a parent left behind.
        std::replace(name.begin(), name.end(), '/', '_');
        path_ = std::filesystem::path(::testing::TempDir()) / name;
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempDirectory() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    TempDirectory(const TempDirectory&) = delete;
    TempDirectory& operator=(const TempDirectory&) = delete;

    const std::filesystem::path& path() const { return path_; }
    std::filesystem::path file(const std::string& name = "games.sqlite") const { return path_ / name; }

private:
    std::filesystem::path path_;
};

// An empty database of the engine under test: a file in a fresh directory, or a fresh schema in
// the tests' PostgreSQL (tests/postgres/test_schema.hpp).
class TestDatabase {
public:
    explicit TestDatabase(Engine engine) {
        if (engine == Engine::postgresql) {
            schema_.emplace();
            location_ = schema_->location();
        } else {
            location_ = directory_.file();
        }
    }
    const DatabaseLocation& location() const { return location_; }
    Engine engine() const { return location_.engine; }
    const std::filesystem::path& directory() const { return directory_.path(); }

private:
    TempDirectory directory_;
    std::optional<testing_postgres::TestSchema> schema_;
    DatabaseLocation location_;
};

// The base of a test suite that runs once per engine (PETTEIA_ON_EACH_ENGINE below).
class EachEngine : public ::testing::TestWithParam<Engine> {
protected:
    TestDatabase storage{GetParam()};
};

inline std::string engine_name(const ::testing::TestParamInfo<Engine>& info) {
    return info.param == Engine::sqlite ? "sqlite" : "postgresql";
}

// A game in the middle of play with every optional field present, including seat hashes with bytes
// that text would mangle (a zero byte, bytes above 0x7f).
inline StoredGame full_game(const std::string& id) {
    StoredGame game;
    game.id = id;
    game.variant = "petteia-8x8";
    game.start_position = "DDDDDDDD/8/8/8/8/8/8/LLLLLLLL light 0";
    game.time_control = TimeControl{300'000, 2'000};
    game.opponent = "computer:3";
    game.seat_hashes = {std::string("\x00\x01\xff\xfe hash zero", 15), std::string("\x7f\x80\x00", 3)};
    game.created_at_ms = 1'700'000'000'000;
    game.started_at_ms = 1'700'000'005'000;
    game.remaining_ms = {297'500, 301'000};
    game.turn_started_at_ms = 1'700'000'009'000;
    game.moves = {
        {"A1-A3", 299'000, 1'700'000'008'000},
        {"A8-A6", 301'000, 1'700'000'009'000},
    };
    return game;
}

// The smallest valid game: untimed, no seats, nothing optional.
inline StoredGame bare_game(const std::string& id, std::int64_t created_at_ms = 1'000) {
    StoredGame game;
    game.id = id;
    game.variant = "grec";
    game.created_at_ms = created_at_ms;
    return game;
}

}  // namespace petteia::db::testing_support

// Runs every TEST_P of `Suite` (an EachEngine) on SQLite and on PostgreSQL.
#define PETTEIA_ON_EACH_ENGINE(Suite)                                                                      \
    INSTANTIATE_TEST_SUITE_P(Engines, Suite,                                                               \
                             ::testing::Values(::petteia::db::Engine::sqlite, ::petteia::db::Engine::postgresql), \
                             ::petteia::db::testing_support::engine_name)
