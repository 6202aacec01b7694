// A group commit's plain moves (a move and the state after it) stored together: on PostgreSQL by
// one statement a table for the whole group (GameStore::MoveBatch); on SQLite, which has no round
// trips to save, each by its own statements. Either way every unit's verdict is its own: a move
// that does not follow, or whose game this node no longer holds, fails alone.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/game_store.hpp"
#include "lease_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;

GameWrite move(const std::string& id, int ply, std::string text = "") {
    if (text.empty()) text = "M" + std::to_string(ply);
    return {id, writes::AppendMove{ply, {std::move(text), 1'000 - ply, 5'000 + ply}, {100 - ply, 200 + ply},
                                   ply % 2 == 0 ? std::optional<std::int64_t>(6'000 + ply) : std::nullopt}};
}
GameWrite state(const std::string& id, std::int64_t version) {
    return {id, writes::SetState{version, {std::nullopt, static_cast<int>(version % 2), std::nullopt}}};
}
std::string game_id(int i) { return "g" + std::to_string(i); }

std::vector<GameStore::Applied> apply_all(GameStore& store, const std::vector<GameStore::Unit>& units) {
    std::vector<const GameStore::Unit*> pointers;
    for (const auto& unit : units) pointers.push_back(&unit);
    return store.apply_each(pointers);
}

class MoveBatchTest : public testing_support::EachEngine {
protected:
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(MoveBatchTest);

TEST_P(MoveBatchTest, ManyGamesTwoMovesEachInOneGroupAreAllStored) {
    // More games than a batch holds (256), each moving twice: a game's second move waits for the
    // next batch, which must find its first.
    constexpr int games = 300;
    for (int i = 0; i < games; ++i) store.create(bare_game(game_id(i)));
    // Texts that would change an array's shape if they were not quoted.
    const std::vector<std::string> texts{R"(a"b)", R"(c\d)", "e,f", "{g}", "NULL", " h ", "é→ζ"};
    std::vector<GameStore::Unit> units;
    for (int ply = 0; ply < 2; ++ply)
        for (int i = 0; i < games; ++i)
            units.push_back({move(game_id(i), ply, texts[static_cast<std::size_t>(i + ply) % texts.size()]),
                             state(game_id(i), 2 + ply)});
    const auto applied = apply_all(store, units);
    for (std::size_t u = 0; u < units.size(); ++u)
        ASSERT_EQ(applied[u].outcome, GameStore::Outcome::stored) << "unit " << u << ": " << applied[u].error;

    for (int i = 0; i < games; ++i) {
        const auto game = store.load(game_id(i));
        ASSERT_TRUE(game);
        ASSERT_EQ(game->moves.size(), 2u) << game_id(i);
        for (int ply = 0; ply < 2; ++ply) {
            const StoredMove& stored = game->moves[static_cast<std::size_t>(ply)];
            EXPECT_EQ(stored.move, texts[static_cast<std::size_t>(i + ply) % texts.size()]);
            EXPECT_EQ(stored.mover_remaining_ms, 1'000 - ply);
            EXPECT_EQ(stored.played_at_ms, 5'000 + ply);
        }
        // The state and clocks of the second move, its turn's start unset (a NULL in the array).
        EXPECT_EQ(game->version, 3);
        EXPECT_EQ(game->remaining_ms, (std::array<std::int64_t, 2>{99, 201}));
        EXPECT_EQ(game->turn_started_at_ms, std::nullopt);
        EXPECT_EQ(game->offers.draw, std::nullopt);
        EXPECT_EQ(game->offers.takeback, 1);
    }
}

TEST_P(MoveBatchTest, AMoveThatDoesNotFollowFailsAloneAmongMany) {
    for (int i = 0; i < 20; ++i) store.create(bare_game(game_id(i)));
    std::vector<GameStore::Unit> units;
    for (int i = 0; i < 20; ++i) units.push_back({move(game_id(i), i == 7 ? 3 : 0), state(game_id(i), 2)});
    units.push_back({move("missing", 0), state("missing", 2)});  // no such game
    const auto applied = apply_all(store, units);
    for (int i = 0; i < 20; ++i) {
        const bool bad = i == 7;
        EXPECT_EQ(applied[static_cast<std::size_t>(i)].outcome, bad ? GameStore::Outcome::failed : GameStore::Outcome::stored)
            << game_id(i);
        EXPECT_EQ(store.load(game_id(i))->moves.size(), bad ? 0u : 1u) << game_id(i);
        EXPECT_EQ(store.load(game_id(i))->version, bad ? 1 : 2) << game_id(i);
    }
    EXPECT_NE(applied[7].error.find("ply 3 does not follow"), std::string::npos) << applied[7].error;
    EXPECT_EQ(applied[20].outcome, GameStore::Outcome::failed);
    EXPECT_NE(applied[20].error.find("no game with id 'missing'"), std::string::npos) << applied[20].error;
}

TEST_P(MoveBatchTest, AMoveOfAGameTakenByAnotherNodeIsRefusedAloneAmongMany) {
    store.serve_as_node("node1");
    GameStore other{storage.location()};
    other.serve_as_node("node2");
    for (int i = 0; i < 10; ++i) store.apply({testing_support::created(game_id(i))});
    ASSERT_TRUE(testing_support::took(other, game_id(4), 5'000));
    std::vector<GameStore::Unit> units;
    for (int i = 0; i < 10; ++i) units.push_back({move(game_id(i), 0), state(game_id(i), 2)});
    const auto applied = apply_all(store, units);
    for (int i = 0; i < 10; ++i) {
        const bool taken = i == 4;
        EXPECT_EQ(applied[static_cast<std::size_t>(i)].outcome,
                  taken ? GameStore::Outcome::lease_lost : GameStore::Outcome::stored)
            << game_id(i);
        EXPECT_EQ(store.load(game_id(i))->moves.size(), taken ? 0u : 1u) << game_id(i);
    }
    EXPECT_FALSE(store.holds_lease(game_id(4)));  // it learned that it lost the game
    EXPECT_TRUE(store.holds_lease(game_id(5)));
}

TEST_P(MoveBatchTest, OnPostgreSQLAGroupsMovesAreOneStatementATable) {
    if (GetParam() != Engine::postgresql) GTEST_SKIP() << "SQLite stores each move by its own statements";
    // A statement-level trigger counts the INSERT statements that reach the moves table.
    Database counter{storage.location()};
    counter.exec(
        "CREATE TABLE move_inserts (n BIGINT NOT NULL);"
        "INSERT INTO move_inserts VALUES (0);"
        "CREATE FUNCTION count_move_insert() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN UPDATE move_inserts SET n = n + 1; RETURN NULL; END $$;"
        "CREATE TRIGGER moves_counted AFTER INSERT ON moves FOR EACH STATEMENT EXECUTE FUNCTION count_move_insert();");
    for (int i = 0; i < 40; ++i) store.create(bare_game(game_id(i)));
    std::vector<GameStore::Unit> units;
    for (int i = 0; i < 40; ++i) units.push_back({move(game_id(i), 0), state(game_id(i), 2)});
    const auto applied = apply_all(store, units);
    for (const auto& verdict : applied) ASSERT_EQ(verdict.outcome, GameStore::Outcome::stored) << verdict.error;
    Statement inserts = counter.prepare("SELECT n FROM move_inserts");
    ASSERT_TRUE(inserts.step());
    EXPECT_EQ(inserts.int64(0), 1);
}

}  // namespace
}  // namespace petteia::db
