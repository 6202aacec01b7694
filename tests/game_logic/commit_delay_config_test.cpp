// How long a commit may wait for company (db/group_commit.hpp): 1 ms over PostgreSQL, where a
// commit is a round trip and a WAL flush, none on SQLite, unless --commit-delay-us says otherwise
// (bench/README.md, issue 41, measured both ways).
#include <chrono>

#include <gtest/gtest.h>

#include "server/common/config.hpp"

namespace {

using namespace petteia::server;
using std::chrono::microseconds;

constexpr const char* postgresql = "postgresql://petteia@localhost:5432/petteia";

TEST(CommitDelay, AMillisecondOverPostgresqlAndNoneOnSqlite) {
    EXPECT_EQ(read_config({})->commit_delay(), microseconds(0));
    EXPECT_EQ(read_config({"--database", "sqlite:/tmp/x.sqlite"})->commit_delay(), microseconds(0));
    EXPECT_EQ(read_config({"--database", postgresql})->commit_delay(), microseconds(1000));
}

TEST(CommitDelay, TheOptionDecidesWhenGiven) {
    EXPECT_EQ(read_config({"--database", postgresql, "--commit-delay-us", "0"})->commit_delay(), microseconds(0));
    EXPECT_EQ(read_config({"--commit-delay-us", "250"})->commit_delay(), microseconds(250));
    for (const char* bad : {"-1", "100001", "1ms", ""}) EXPECT_FALSE(read_config({"--commit-delay-us", bad})) << bad;
}

}  // namespace
