// Ratings and public profiles (db/rating_store.hpp), on both engines: a rated game is rated exactly
// once, and only when finished; a game that changes nothing is marked done all the same; each game
// starts from the ratings the last one left, even with two stores (two nodes) rating games of one
// account at once; the history comes newest first; a profile shows only lobby games, by a name in any
// case, and nothing but the name once hidden.
#include <algorithm>
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "db/account_store.hpp"
#include "db/game_store.hpp"
#include "db/rating_store.hpp"
#include "db_test_support.hpp"

namespace petteia::db {
namespace {

constexpr StoredRating newcomer{1500.0, 350.0, 0.06, 0};

// A stand-in for Glicko-2 (ratings/ is not db/'s business): the winner gains 10.25, the loser loses as
// much, a draw changes nothing but the deviation; an aborted game or an empty seat changes nothing.
std::optional<RatingStore::Computed> plus_minus(const GameToRate& game, const RatingStore::Current& current) {
    if (game.result.state == "aborted" || !game.accounts[0] || !game.accounts[1]) return std::nullopt;
    RatingStore::Computed computed;
    computed.category = game.variant + "/blitz";
    for (std::size_t side = 0; side < 2; ++side) {
        const StoredRating before = current(*game.accounts[side], computed.category).value_or(newcomer);
        const double score = game.result.state == "draw" ? 0.0 : (game.result.winner == static_cast<int>(side) ? 1 : -1);
        computed.before[side] = before.rating;
        computed.after[side] = StoredRating{before.rating + 10.25 * score, before.deviation - 10.0, 0.06, 999};
    }
    return computed;
}

class RatingStoreTest : public testing_support::EachEngine {
protected:
    GameStore games{storage.location()};
    AccountStore accounts{storage.location()};
    RatingStore ratings{storage.location()};
    std::int64_t ariadne = *accounts.create_account("Ariadne", "ariadne", "h", 0);
    std::int64_t theseus = *accounts.create_account("Theseus", "theseus", "h", 0);

    // A game made in the lobby (or between friends), rated or not, with the two accounts seated.
    void create(const std::string& id, bool rated, bool lobby = true, std::int64_t created_at_ms = 1'000,
                std::optional<std::int64_t> first = std::nullopt, std::optional<std::int64_t> second = std::nullopt) {
        StoredGame game = testing_support::bare_game(id, created_at_ms);
        game.variant = "petteia-6x6";
        game.time_control = TimeControl{180'000, 2'000};
        game.lobby = lobby;
        game.rated = rated;
        games.apply({GameWrite{id, writes::CreateGame{game}},
                     GameWrite{id, writes::LinkAccount{0, first.value_or(ariadne)}},
                     GameWrite{id, writes::LinkAccount{1, second.value_or(theseus)}}});
    }
    void finish(const std::string& id, const StoredResult& result, std::int64_t at_ms) {
        games.apply({GameWrite{id, writes::Finish{result, {0, 0}, at_ms}}});
    }
    void win(const std::string& id, int winner, std::int64_t at_ms) { finish(id, {"win", winner, "resign", 1 - winner}, at_ms); }
};
PETTEIA_ON_EACH_ENGINE(RatingStoreTest);

TEST_P(RatingStoreTest, AFinishedRatedGameIsRatedExactlyOnce) {
    create("g", true);
    win("g", 0, 5'000);
    EXPECT_EQ(ratings.games_to_rate(10), std::vector<std::string>{"g"});

    const auto changes = ratings.rate("g", 6'000, plus_minus);
    ASSERT_EQ(changes.size(), 2u);
    EXPECT_EQ(changes[0], (RatingChange{"g", 0, ariadne, "petteia-6x6/blitz", 1500.0, 1510.25, 340.0, 6'000}));
    EXPECT_EQ(changes[1], (RatingChange{"g", 1, theseus, "petteia-6x6/blitz", 1500.0, 1489.75, 340.0, 6'000}));
    EXPECT_EQ(ratings.changes_of_game("g"), changes);
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/blitz"), (StoredRating{1510.25, 340.0, 0.06, 1}))
        << "the store counts the games, not the function";
    EXPECT_EQ(ratings.rating_of(theseus, "petteia-6x6/blitz"), (StoredRating{1489.75, 340.0, 0.06, 1}));
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/rapid"), std::nullopt);

    bool called = false;
    const auto again = ratings.rate("g", 7'000, [&](const GameToRate& game, const RatingStore::Current& current) {
        called = true;
        return plus_minus(game, current);
    });
    EXPECT_TRUE(again.empty());
    EXPECT_FALSE(called) << "a game rated already is not computed again";
    EXPECT_TRUE(ratings.games_to_rate(10).empty());
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/blitz")->games, 1);
}

TEST_P(RatingStoreTest, TheFunctionSeesTheGameAndTheCurrentRatings) {
    create("first", true);
    win("first", 1, 5'000);
    ratings.rate("first", 6'000, plus_minus);
    create("second", true, true, 7'000);
    finish("second", {"draw", std::nullopt, "agreement", std::nullopt}, 8'000);

    GameToRate seen;
    std::array<std::optional<StoredRating>, 2> current_seen;
    const auto changes = ratings.rate("second", 9'000, [&](const GameToRate& game, const RatingStore::Current& current) {
        seen = game;
        for (std::size_t side = 0; side < 2; ++side) current_seen[side] = current(*game.accounts[side], "petteia-6x6/blitz");
        return plus_minus(game, current);
    });
    EXPECT_EQ(seen.id, "second");
    EXPECT_EQ(seen.variant, "petteia-6x6");
    EXPECT_EQ(seen.time, (TimeControl{180'000, 2'000}));
    EXPECT_EQ(seen.result, (StoredResult{"draw", std::nullopt, "agreement", std::nullopt}));
    EXPECT_EQ(seen.accounts[0], ariadne);
    EXPECT_EQ(seen.accounts[1], theseus);
    EXPECT_EQ(seen.finished_at_ms, 8'000);
    EXPECT_EQ(current_seen[0], (StoredRating{1489.75, 340.0, 0.06, 1}));
    EXPECT_EQ(current_seen[1], (StoredRating{1510.25, 340.0, 0.06, 1}));
    ASSERT_EQ(changes.size(), 2u);
    EXPECT_EQ(changes[0].before, 1489.75);
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/blitz"), (StoredRating{1489.75, 330.0, 0.06, 2}));
}

TEST_P(RatingStoreTest, OnlyRatedFinishedGamesAreRatedTheOldestFinishFirst) {
    create("unrated", false);
    win("unrated", 0, 1'000);
    create("unfinished", true);
    create("late", true);
    win("late", 0, 3'000);
    create("early", true);
    win("early", 1, 2'000);
    EXPECT_EQ(ratings.games_to_rate(10), (std::vector<std::string>{"early", "late"}));
    EXPECT_EQ(ratings.games_to_rate(1), (std::vector<std::string>{"early"}));

    const RatingStore::Compute never = [](const GameToRate&, const RatingStore::Current&) -> std::optional<RatingStore::Computed> {
        ADD_FAILURE() << "computed a game that is not to be rated";
        return std::nullopt;
    };
    EXPECT_TRUE(ratings.rate("unrated", 4'000, never).empty());
    EXPECT_TRUE(ratings.rate("unfinished", 4'000, never).empty());
    EXPECT_TRUE(ratings.rate("no-such-game", 4'000, never).empty());
    EXPECT_TRUE(ratings.ratings_of(ariadne).empty());

    // Unfinished is not done: once finished, it is rated.
    win("unfinished", 0, 5'000);
    EXPECT_EQ(ratings.games_to_rate(10), (std::vector<std::string>{"early", "late", "unfinished"}));
    EXPECT_EQ(ratings.rate("unfinished", 6'000, plus_minus).size(), 2u);
}

TEST_P(RatingStoreTest, AGameThatChangesNothingIsMarkedDoneWithoutRows) {
    create("aborted", true);
    finish("aborted", {"aborted", std::nullopt, "aborted", 0}, 2'000);
    EXPECT_TRUE(ratings.rate("aborted", 3'000, plus_minus).empty());
    EXPECT_TRUE(ratings.games_to_rate(10).empty()) << "marked done";
    EXPECT_TRUE(ratings.changes_of_game("aborted").empty());
    EXPECT_TRUE(ratings.ratings_of(ariadne).empty());

    // A player deleted her account before the game was rated: her seat is empty, nobody is rated.
    const auto minos = *accounts.create_account("Minos", "minos", "h", 0);
    create("deserted", true, true, 1'000, minos);
    win("deserted", 1, 4'000);
    accounts.delete_account(minos);
    GameToRate seen;
    EXPECT_TRUE(ratings.rate("deserted", 5'000, [&](const GameToRate& game, const RatingStore::Current& current) {
        seen = game;
        return plus_minus(game, current);
    }).empty());
    EXPECT_EQ(seen.accounts[0], std::nullopt);
    EXPECT_EQ(seen.accounts[1], theseus);
    EXPECT_TRUE(ratings.games_to_rate(10).empty());
    EXPECT_TRUE(ratings.ratings_of(theseus).empty());
}

TEST_P(RatingStoreTest, RatingASeatWithoutAnAccountIsRefusedAndWritesNothing) {
    const auto minos = *accounts.create_account("Minos", "minos", "h", 0);
    create("g", true, true, 1'000, minos);
    win("g", 0, 2'000);
    accounts.delete_account(minos);
    const RatingStore::Compute careless = [](const GameToRate&, const RatingStore::Current&) {
        return std::optional(RatingStore::Computed{"petteia-6x6/blitz", {1500, 1500}, {newcomer, newcomer}});
    };
    EXPECT_THROW(ratings.rate("g", 3'000, careless), DatabaseError);
    EXPECT_EQ(ratings.games_to_rate(10), std::vector<std::string>{"g"}) << "not marked: the transaction was undone";
    EXPECT_TRUE(ratings.ratings_of(theseus).empty());
}

TEST_P(RatingStoreTest, AGameAgainstOneselfChangesNothing) {
    create("mirror", true, true, 1'000, ariadne, ariadne);
    win("mirror", 0, 2'000);
    EXPECT_TRUE(ratings.rate("mirror", 3'000, plus_minus).empty());
    EXPECT_TRUE(ratings.games_to_rate(10).empty());
    EXPECT_TRUE(ratings.ratings_of(ariadne).empty());
}

TEST_P(RatingStoreTest, TheHistoryComesNewestFirstByCategoryOrAll) {
    const RatingStore::Compute in = [](const GameToRate& game, const RatingStore::Current& current) {
        auto computed = plus_minus(game, current);
        computed->category = game.id.starts_with("rapid") ? "petteia-6x6/rapid" : "petteia-6x6/blitz";
        for (std::size_t side = 0; side < 2; ++side) {
            const auto before = current(*game.accounts[side], computed->category).value_or(newcomer);
            computed->before[side] = before.rating;
            computed->after[side].rating = before.rating + (game.result.winner == static_cast<int>(side) ? 10 : -10);
        }
        return computed;
    };
    const std::vector<std::string> ids{"blitz-1", "rapid-1", "blitz-2", "rapid-2", "blitz-3"};
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto at = static_cast<std::int64_t>(10'000 * (i + 1));
        create(ids[i], true, true, at);
        win(ids[i], 0, at + 1);
        ASSERT_EQ(ratings.rate(ids[i], at + 2, in).size(), 2u);
    }
    std::vector<std::string> all;
    for (const RatingChange& change : ratings.history(ariadne, "", 10)) all.push_back(change.game_id);
    EXPECT_EQ(all, (std::vector<std::string>{"blitz-3", "rapid-2", "blitz-2", "rapid-1", "blitz-1"}));

    const auto blitz = ratings.history(theseus, "petteia-6x6/blitz", 2);
    ASSERT_EQ(blitz.size(), 2u);
    EXPECT_EQ(blitz[0], (RatingChange{"blitz-3", 1, theseus, "petteia-6x6/blitz", 1480.0, 1470.0, 320.0, 50'002}));
    EXPECT_EQ(blitz[1].game_id, "blitz-2");
    EXPECT_EQ(blitz[1].after, 1480.0);

    const auto by_category = ratings.ratings_of(ariadne);
    ASSERT_EQ(by_category.size(), 2u);
    EXPECT_EQ(by_category[0].first, "petteia-6x6/blitz");
    EXPECT_EQ(by_category[0].second.rating, 1530.0);
    EXPECT_EQ(by_category[0].second.games, 3);
    EXPECT_EQ(by_category[1].first, "petteia-6x6/rapid");
    EXPECT_EQ(by_category[1].second.games, 2);
}

TEST_P(RatingStoreTest, RatingsKeepTheirDigits) {
    create("g", true);
    win("g", 0, 1'000);
    const double odd = 1512.3456789012345;
    ratings.rate("g", 2'000, [&](const GameToRate&, const RatingStore::Current&) {
        return std::optional(RatingStore::Computed{
            "petteia-6x6/blitz", {1500.0, 0.1 + 0.2}, {StoredRating{odd, 290.31999999999999, 0.059999731, 0}, newcomer}});
    });
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/blitz"), (StoredRating{odd, 290.31999999999999, 0.059999731, 1}));
    EXPECT_EQ(ratings.changes_of_game("g")[1].before, 0.1 + 0.2);
}

// Two nodes (two stores, two connections) rate the games of one account at once: every game once,
// and no game starts from a rating another has already replaced.
TEST_P(RatingStoreTest, TwoNodesRatingAtOnceLoseNoUpdate) {
    constexpr int game_count = 24;
    for (int i = 0; i < game_count; ++i) {
        const std::string id = "g" + std::to_string(i);
        create(id, true, true, i);
        win(id, 0, 1'000 + i);
    }
    RatingStore other{storage.location()};
    std::atomic<int> rated{0};
    // Both go through the whole list, from opposite ends: different games of the same two accounts at
    // once, then the same games, each tried by both.
    auto work = [&](RatingStore& store, bool backwards) {
        auto ids = store.games_to_rate(game_count);
        if (backwards) std::reverse(ids.begin(), ids.end());
        for (const std::string& id : ids) {
            if (!store.rate(id, 5'000, plus_minus).empty()) ++rated;
        }
    };
    std::thread first([&] { work(ratings, false); });
    std::thread second([&] { work(other, true); });
    first.join();
    second.join();
    EXPECT_EQ(rated.load(), game_count);
    EXPECT_TRUE(ratings.games_to_rate(100).empty());
    EXPECT_EQ(ratings.rating_of(ariadne, "petteia-6x6/blitz"),
              (StoredRating{1500.0 + 10.25 * game_count, 350.0 - 10.0 * game_count, 0.06, game_count}));
    EXPECT_EQ(ratings.history(theseus, "", 100).size(), static_cast<std::size_t>(game_count));
}

TEST_P(RatingStoreTest, AProfileShowsLobbyGamesOnlyByANameInAnyCase) {
    create("lobby-old", true, true, 1'000);
    win("lobby-old", 0, 1'500);
    ratings.rate("lobby-old", 1'600, plus_minus);
    create("friends", false, false, 2'000);
    const auto guest_game = [&] {
        StoredGame game = testing_support::bare_game("lobby-guest", 3'000);
        game.lobby = true;
        games.apply({GameWrite{game.id, writes::CreateGame{game}}, GameWrite{game.id, writes::LinkAccount{1, ariadne}}});
    };
    guest_game();

    const auto profile = ratings.profile("ARIADNE", 10);
    ASSERT_TRUE(profile);
    EXPECT_EQ(profile->account, ariadne);
    EXPECT_EQ(profile->name, "Ariadne");
    EXPECT_FALSE(profile->hidden);
    ASSERT_EQ(profile->ratings.size(), 1u);
    EXPECT_EQ(profile->ratings[0].first, "petteia-6x6/blitz");
    EXPECT_EQ(profile->ratings[0].second.rating, 1510.25);
    ASSERT_EQ(profile->recent.size(), 2u) << "the friends' game is never public";
    const PublicGame& newest = profile->recent[0];
    EXPECT_EQ(newest.id, "lobby-guest");
    EXPECT_EQ(newest.side, 1);
    EXPECT_EQ(newest.opponent_name, std::nullopt) << "a guest has no name";
    EXPECT_FALSE(newest.rated);
    EXPECT_EQ(newest.result, std::nullopt);
    EXPECT_EQ(newest.time, std::nullopt);
    const PublicGame& oldest = profile->recent[1];
    EXPECT_EQ(oldest, (PublicGame{"lobby-old", "petteia-6x6", TimeControl{180'000, 2'000}, true,
                                  StoredResult{"win", 0, "resign", 1}, 0, "Theseus", 1'000, 1'500}));
    EXPECT_EQ(ratings.profile("ariadne", 1)->recent.size(), 1u);
    EXPECT_EQ(ratings.profile("theseus", 10)->recent.size(), 1u);
    EXPECT_EQ(ratings.profile("nobody", 10), std::nullopt);

    ratings.set_profile_hidden(ariadne, true);
    const auto hidden = ratings.profile("Ariadne", 10);
    ASSERT_TRUE(hidden);
    EXPECT_TRUE(hidden->hidden);
    EXPECT_EQ(hidden->name, "Ariadne");
    EXPECT_TRUE(hidden->ratings.empty());
    EXPECT_TRUE(hidden->recent.empty());
    EXPECT_EQ(ratings.profile("theseus", 10)->recent[0].opponent_name, "Ariadne")
        << "hiding her profile does not hide her from her opponents' games";
    ratings.set_profile_hidden(ariadne, false);
    EXPECT_EQ(ratings.profile("ariadne", 10)->recent.size(), 2u);
    EXPECT_THROW(ratings.set_profile_hidden(ariadne + theseus + 100, true), DatabaseError);
}

TEST_P(RatingStoreTest, AProfileIsFoundByItsNameKey) {
    const auto zoe = *accounts.create_account("Zoé", "zoe", "h", 0);
    const auto profile = ratings.profile("zoe", 10);
    ASSERT_TRUE(profile);
    EXPECT_EQ(profile->account, zoe);
    EXPECT_EQ(profile->name, "Zoé");
}

}  // namespace
}  // namespace petteia::db
