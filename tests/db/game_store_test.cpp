// What the server stores through GameStore comes back exactly: settings, seats, moves with clocks,
// takebacks, results, rematch links, the heartbeat. Mistakes that only a bug can make are refused.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "db/game_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

using testing_support::bare_game;
using testing_support::full_game;
using testing_support::TempDirectory;

std::vector<std::string> ids(const std::vector<StoredGame>& games) {
    std::vector<std::string> out;
    for (const StoredGame& game : games) out.push_back(game.id);
    return out;
}

class GameStoreTest : public testing_support::EachEngine {
protected:
    GameStore store{storage.location()};
};
PETTEIA_ON_EACH_ENGINE(GameStoreTest);

TEST_P(GameStoreTest, AGameRoundTripsWithEveryField) {
    StoredGame original = full_game("original");
    original.result = StoredResult{"win", 1, "resign", 0};
    original.finished_at_ms = 1'700'000'100'000;
    original.turn_started_at_ms.reset();
    store.create(original);

    StoredGame rematch = full_game("rematch");
    rematch.rematch_of = "original";
    store.create(rematch);
    store.set_rematch("original", "rematch");
    original.rematch_id = "rematch";

    EXPECT_EQ(store.load("original"), original);
    EXPECT_EQ(store.load("rematch"), rematch);
}

TEST_P(GameStoreTest, AGameWithNothingOptionalRoundTrips) {
    const StoredGame game = bare_game("bare");
    store.create(game);
    const auto loaded = store.load("bare");
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(*loaded, game);
    EXPECT_FALSE(loaded->time_control.has_value());
    EXPECT_FALSE(loaded->seat_hashes[0].has_value());
    EXPECT_EQ(loaded->opponent, "human");
}

TEST_P(GameStoreTest, AnUnknownIdLoadsAsNothing) { EXPECT_EQ(store.load("nobody"), std::nullopt); }

TEST_P(GameStoreTest, AnIdIsUsedOnce) {
    store.create(bare_game("g"));
    EXPECT_THROW(store.create(bare_game("g")), DatabaseError);
}

TEST_P(GameStoreTest, MovesAppendInOrderWithTheirClocks) {
    StoredGame game = bare_game("g");
    game.time_control = TimeControl{60'000, 1'000};
    game.remaining_ms = {60'000, 60'000};
    store.create(game);
    store.start_clock("g", 10'000, 10'000);
    store.append_move("g", 0, {"A1-A2", 58'000, 13'000}, {58'000, 60'000}, 13'000);
    store.append_move("g", 1, {"B4-B3", 57'000, 17'000}, {58'000, 57'000}, 17'000);
    store.append_move("g", 2, {"C1-C2", 56'500, 19'500}, {56'500, 57'000}, 19'500);

    const auto loaded = store.load("g");
    ASSERT_TRUE(loaded.has_value());
    const std::vector<StoredMove> expected{
        {"A1-A2", 58'000, 13'000}, {"B4-B3", 57'000, 17'000}, {"C1-C2", 56'500, 19'500}};
    EXPECT_EQ(loaded->moves, expected);
    EXPECT_EQ(loaded->started_at_ms, 10'000);
    EXPECT_EQ(loaded->remaining_ms, (std::array<std::int64_t, 2>{56'500, 57'000}));
    EXPECT_EQ(loaded->turn_started_at_ms, 19'500);
}

TEST_P(GameStoreTest, AMoveAtTheWrongPlyChangesNothing) {
    store.create(full_game("g"));  // two moves: the next is ply 2
    const auto before = store.load("g");
    EXPECT_THROW(store.append_move("g", 3, {"C1-C2", 1, 1}, {1, 1}, 1), DatabaseError);
    EXPECT_THROW(store.append_move("g", 1, {"C1-C2", 1, 1}, {1, 1}, 1), DatabaseError);
    EXPECT_THROW(store.append_move("g", -1, {"C1-C2", 1, 1}, {1, 1}, 1), DatabaseError);
    // The clocks were written in the same transaction as the refused move: they are unchanged too.
    EXPECT_EQ(store.load("g"), before);
    store.append_move("g", 2, {"C1-C2", 1, 1}, {1, 1}, 1);
    EXPECT_EQ(store.load("g")->moves.size(), 3u);
}

TEST_P(GameStoreTest, ATakebackForgetsTheLastMovesAndSetsTheClocks) {
    StoredGame game = full_game("g");
    game.moves.push_back({"B1-B3", 298'000, 1'700'000'010'000});
    game.moves.push_back({"B8-B6", 300'000, 1'700'000'011'000});
    store.create(game);

    store.truncate_moves("g", 2, {290'000, 295'000}, 1'700'000'020'000);
    auto loaded = store.load("g");
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->moves, (std::vector<StoredMove>(game.moves.begin(), game.moves.begin() + 2)));
    EXPECT_EQ(loaded->remaining_ms, (std::array<std::int64_t, 2>{290'000, 295'000}));
    EXPECT_EQ(loaded->turn_started_at_ms, 1'700'000'020'000);

    // Play goes on from the shortened game.
    store.append_move("g", 2, {"C1-C3", 289'000, 1'700'000'021'000}, {289'000, 295'000}, 1'700'000'021'000);
    EXPECT_EQ(store.load("g")->moves.back().move, "C1-C3");

    store.truncate_moves("g", 0, {1, 2}, std::nullopt);
    loaded = store.load("g");
    EXPECT_TRUE(loaded->moves.empty());
    EXPECT_EQ(loaded->turn_started_at_ms, std::nullopt);
    EXPECT_THROW(store.truncate_moves("g", -1, {1, 2}, std::nullopt), DatabaseError);
}

TEST_P(GameStoreTest, AFinishedGameLeavesTheUnfinishedListWithItsResult) {
    store.create(full_game("a"));
    store.create(full_game("b"));
    store.create(bare_game("c"));
    EXPECT_EQ(ids(store.load_games_at_start()), (std::vector<std::string>{"a", "b", "c"}));

    store.finish("b", {"win", 0, "time", std::nullopt}, {12'000, 0}, 1'700'000'050'000);
    EXPECT_EQ(ids(store.load_games_at_start()), (std::vector<std::string>{"a", "c"}));
    store.finish("c", {"draw", std::nullopt, "repetition", std::nullopt}, {0, 0}, 1'700'000'060'000);
    store.finish("a", {"aborted", std::nullopt, "aborted", 1}, {300'000, 300'000}, 1'700'000'070'000);
    EXPECT_TRUE(store.load_games_at_start().empty());

    const auto b = store.load("b");
    ASSERT_TRUE(b.has_value());
    EXPECT_EQ(b->result, (StoredResult{"win", 0, "time", std::nullopt}));
    EXPECT_EQ(b->remaining_ms, (std::array<std::int64_t, 2>{12'000, 0}));
    EXPECT_EQ(b->finished_at_ms, 1'700'000'050'000);
    EXPECT_EQ(b->turn_started_at_ms, std::nullopt) << "a finished game's clock still runs";
    EXPECT_EQ(b->moves.size(), 2u);
    EXPECT_EQ(store.load("c")->result, (StoredResult{"draw", std::nullopt, "repetition", std::nullopt}));
    EXPECT_EQ(store.load("a")->result, (StoredResult{"aborted", std::nullopt, "aborted", 1})) << "who aborted is kept";
}

// For `petteia exercises from-games`: the games with a result, moves included, the last finished
// first, one variant's or all, at most the limit; an unfinished game never.
TEST_P(GameStoreTest, FinishedGamesComeLastFinishedFirstWithTheirMoves) {
    store.create(full_game("early"));
    store.create(full_game("late"));
    store.create(full_game("playing"));
    store.create(bare_game("grec"));
    EXPECT_TRUE(store.load_finished("", 10).empty());
    store.finish("early", {"win", 0, "resign", 1}, {1, 2}, 1'700'000'050'000);
    store.finish("late", {"draw", std::nullopt, "agreement", std::nullopt}, {1, 2}, 1'700'000'090'000);
    store.finish("grec", {"aborted", std::nullopt, "aborted", 0}, {0, 0}, 1'700'000'070'000);

    const auto all = store.load_finished("", 10);
    EXPECT_EQ(ids(all), (std::vector<std::string>{"late", "grec", "early"}));
    ASSERT_EQ(all.size(), 3u);
    EXPECT_EQ(all[0].moves, full_game("late").moves) << "a finished game comes with its moves";
    EXPECT_EQ(all[0].start_position, full_game("late").start_position);
    EXPECT_EQ(all[0].result, (StoredResult{"draw", std::nullopt, "agreement", std::nullopt}));
    EXPECT_EQ(ids(store.load_finished("petteia-8x8", 10)), (std::vector<std::string>{"late", "early"}));
    EXPECT_EQ(ids(store.load_finished("petteia-8x8", 1)), (std::vector<std::string>{"late"}));
    EXPECT_TRUE(store.load_finished("petteia-chess", 10).empty());
}

TEST_P(GameStoreTest, AGameIsFinishedOnce) {
    store.create(bare_game("g"));
    store.finish("g", {"win", 1, "pieces", std::nullopt}, {0, 0}, 5'000);
    EXPECT_THROW(store.finish("g", {"draw", std::nullopt, "agreement", std::nullopt}, {0, 0}, 6'000), DatabaseError);
    EXPECT_EQ(store.load("g")->result, (StoredResult{"win", 1, "pieces", std::nullopt}));
}

TEST_P(GameStoreTest, AResultThatContradictsItselfIsRefused) {
    store.create(bare_game("g"));
    EXPECT_THROW(store.finish("g", {"draw", 0, "agreement", std::nullopt}, {0, 0}, 1), DatabaseError);
    EXPECT_THROW(store.finish("g", {"win", std::nullopt, "pieces", std::nullopt}, {0, 0}, 1), DatabaseError);
    EXPECT_THROW(store.finish("g", {"win", 2, "pieces", std::nullopt}, {0, 0}, 1), DatabaseError);
    EXPECT_THROW(store.finish("g", {"won", 0, "pieces", std::nullopt}, {0, 0}, 1), DatabaseError);
    EXPECT_EQ(store.load("g")->result, std::nullopt);
}

TEST_P(GameStoreTest, SeatsAreTakenOneByOne) {
    store.create(bare_game("g"));
    const std::string first("\x01\x00\xff secret hash", 15);
    store.set_seat("g", 1, first);
    auto loaded = store.load("g");
    EXPECT_EQ(loaded->seat_hashes[0], std::nullopt);
    EXPECT_EQ(loaded->seat_hashes[1], first);
    store.set_seat("g", 0, "second");
    loaded = store.load("g");
    EXPECT_EQ(loaded->seat_hashes[0], "second");
    EXPECT_EQ(loaded->seat_hashes[1], first);
    EXPECT_THROW(store.set_seat("g", 2, "x"), DatabaseError);
    EXPECT_THROW(store.set_seat("g", 0, ""), DatabaseError);
}

TEST_P(GameStoreTest, ClocksStartAndUpdate) {
    store.create(bare_game("g"));
    store.start_clock("g", 7'000, 7'500);
    store.update_clocks("g", {1'234, 5'678}, std::nullopt);
    const auto loaded = store.load("g");
    EXPECT_EQ(loaded->started_at_ms, 7'000);
    EXPECT_EQ(loaded->turn_started_at_ms, std::nullopt);
    EXPECT_EQ(loaded->remaining_ms, (std::array<std::int64_t, 2>{1'234, 5'678}));
}

TEST_P(GameStoreTest, ARematchLinksBothWays) {
    store.create(bare_game("first"));
    store.finish("first", {"win", 0, "resign", std::nullopt}, {0, 0}, 2'000);
    StoredGame second = bare_game("second", 3'000);
    second.rematch_of = "first";
    store.create(second);
    store.set_rematch("first", "second");
    EXPECT_EQ(store.load("first")->rematch_id, "second");
    EXPECT_EQ(store.load("second")->rematch_of, "first");
    // A link to a game that is not stored would dangle.
    EXPECT_THROW(store.set_rematch("second", "third"), DatabaseError);
    StoredGame orphan = bare_game("orphan");
    orphan.rematch_of = "never-stored";
    EXPECT_THROW(store.create(orphan), DatabaseError);
    EXPECT_EQ(store.load("orphan"), std::nullopt);
}

TEST_P(GameStoreTest, ChangingAnUnknownGameIsAFault) {
    store.create(bare_game("known"));
    EXPECT_THROW(store.set_seat("unknown", 0, "hash"), DatabaseError);
    EXPECT_THROW(store.start_clock("unknown", 1, 1), DatabaseError);
    EXPECT_THROW(store.append_move("unknown", 0, {"A1-A2", 0, 1}, {0, 0}, std::nullopt), DatabaseError);
    EXPECT_THROW(store.truncate_moves("unknown", 0, {0, 0}, std::nullopt), DatabaseError);
    EXPECT_THROW(store.update_clocks("unknown", {0, 0}, std::nullopt), DatabaseError);
    EXPECT_THROW(store.finish("unknown", {"draw", std::nullopt, "agreement", std::nullopt}, {0, 0}, 1), DatabaseError);
    EXPECT_THROW(store.set_rematch("unknown", "known"), DatabaseError);
    try {
        store.update_clocks("unknown", {0, 0}, std::nullopt);
    } catch (const DatabaseError& error) {
        EXPECT_NE(std::string(error.what()).find("no game with id 'unknown'"), std::string::npos) << error.what();
    }
    EXPECT_EQ(store.load("unknown"), std::nullopt);
    EXPECT_EQ(ids(store.load_games_at_start()), (std::vector<std::string>{"known"}));
}

TEST_P(GameStoreTest, TheHeartbeatKeepsTheLatestValue) {
    EXPECT_EQ(store.last_heartbeat(), std::nullopt);
    store.heartbeat(1'000);
    store.heartbeat(2'000);
    EXPECT_EQ(store.last_heartbeat(), 2'000);
}

TEST_P(GameStoreTest, UnfinishedGamesComeInCreationOrderWhateverTheirTimestamps) {
    store.create(bare_game("late-clock", 9'000));
    store.create(bare_game("early-clock", 1'000));
    store.create(bare_game("middle-clock", 5'000));
    EXPECT_EQ(ids(store.load_games_at_start()), (std::vector<std::string>{"late-clock", "early-clock", "middle-clock"}));
}

}  // namespace
}  // namespace petteia::db
