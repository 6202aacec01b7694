// Accounts, sessions and the games an account sat at, on a real SQLite file.
#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/exercise_store.hpp"
#include "db/game_store.hpp"
#include "tests/db/db_test_support.hpp"

namespace petteia::db {
namespace {

class AccountStoreTest : public testing_support::EachEngine {};
PETTEIA_ON_EACH_ENGINE(AccountStoreTest);

using testing_support::TempDirectory;

TEST_P(AccountStoreTest, NamesAreUniqueWhateverTheirCaseAndKeepTheirOwn) {
    AccountStore store(storage.location());
    const auto id = store.create_account("Ariadne", "ariadne", "$argon2id$hash", 1000);
    ASSERT_TRUE(id);
    EXPECT_FALSE(store.create_account("ARIADNE", "ariadne", "$argon2id$other", 2000));
    const auto found = store.find_by_name_key("ariadne");
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, *id);
    EXPECT_EQ(found->username, "Ariadne");
    EXPECT_EQ(found->password_hash, "$argon2id$hash");
    EXPECT_EQ(found->created_at_ms, 1000);
    EXPECT_FALSE(store.find_by_name_key("theseus"));
}

TEST_P(AccountStoreTest, SessionsLiveUntilTheyExpireOrEnd) {
    AccountStore store(storage.location());
    const auto id = *store.create_account("Ariadne", "ariadne", "h", 0);
    store.add_session("token-hash-1", id, 1000, 5000);
    store.add_session("token-hash-2", id, 1000, 9000);
    EXPECT_TRUE(store.session_account("token-hash-1", 4999));
    EXPECT_FALSE(store.session_account("token-hash-1", 5000));
    EXPECT_FALSE(store.session_account("no-such-hash", 1000));
    EXPECT_EQ(store.delete_expired_sessions(6000), 1);
    store.end_session("token-hash-2");
    EXPECT_FALSE(store.session_account("token-hash-2", 2000));
}

TEST_P(AccountStoreTest, EndingOtherSessionsKeepsThisOne) {
    AccountStore store(storage.location());
    const auto ariadne = *store.create_account("Ariadne", "ariadne", "h", 0);
    const auto theseus = *store.create_account("Theseus", "theseus", "h", 0);
    store.add_session("here", ariadne, 0, 100);
    store.add_session("phone", ariadne, 0, 100);
    store.add_session("his", theseus, 0, 100);
    store.end_other_sessions(ariadne, "here");
    EXPECT_TRUE(store.session_account("here", 1));
    EXPECT_FALSE(store.session_account("phone", 1));
    EXPECT_TRUE(store.session_account("his", 1));
}

TEST_P(AccountStoreTest, FinishedGamesAreListedNewestFirstAndDeletionTakesTheLinksNotTheGames) {
    GameStore games(storage.location());
    AccountStore store(storage.location());
    const auto ariadne = *store.create_account("Ariadne", "ariadne", "h", 0);
    for (const std::string id : {"older", "newer", "ongoing"}) {
        StoredGame game;
        game.id = id;
        game.variant = "petteia-6x6";
        game.opponent = id == "newer" ? "computer:expert" : "human";
        games.create(game);
        games.append_move(id, 0, {"A1-A2", 0, 10}, {0, 0}, std::nullopt);
        games.link_account(id, id == "older" ? 0 : 1, ariadne);
    }
    games.finish("older", {"win", 1, "pieces", std::nullopt}, {0, 0}, 100);
    games.finish("newer", {"draw", std::nullopt, "repetition", std::nullopt}, {0, 0}, 200);
    // A seat keeps its first account.
    const auto theseus = *store.create_account("Theseus", "theseus", "h", 0);
    games.link_account("older", 0, theseus);

    const auto listed = store.finished_games(ariadne, 10);
    ASSERT_EQ(listed.size(), 2u);
    EXPECT_EQ(listed[0].game_id, "newer");
    EXPECT_EQ(listed[0].opponent, "computer:expert");
    EXPECT_EQ(listed[0].side, 1);
    EXPECT_EQ(listed[0].result.state, "draw");
    EXPECT_EQ(listed[0].finished_at_ms, 200);
    EXPECT_EQ(listed[0].moves, 1);
    EXPECT_EQ(listed[1].game_id, "older");
    EXPECT_EQ(listed[1].result.winner, 1);
    EXPECT_TRUE(store.finished_games(theseus, 10).empty());

    store.delete_account(ariadne);
    EXPECT_FALSE(store.find(ariadne));
    EXPECT_TRUE(store.finished_games(ariadne, 10).empty());
    EXPECT_TRUE(games.load("older"));
}

}  // namespace
}  // namespace petteia::db
