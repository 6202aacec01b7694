// Direct challenges (issue 38, deliverable 4) on the real server: a challenge by name reaches the
// player's events socket and their list; opening the game signed in accepts it (its seat is kept for
// them: anyone else with the link watches); declined or withdrawn, the game ends and the other side is
// told; refused alike for an unknown name, oneself and a player who blocks the challenger (a hidden
// profile is challenged like any other); limited.
#include <gtest/gtest.h>

#include "tests/server/player_events_support.hpp"

namespace petteia_server_test {
namespace {

const json three_days{{"variant", "petteia-6x6"}, {"time", {{"days", 3}}}, {"color", "first"}};

HttpReply challenge(std::uint16_t port, const std::string& name, const std::string& cookie, const json& body = three_days) {
    return account_request(port, "POST", "/api/players/" + name + "/challenge", body, cookie);
}

json waiting(std::uint16_t port, const std::string& cookie) {
    return account_request(port, "GET", "/api/account/challenges", nullptr, cookie).json()["challenges"];
}

HttpReply answer(std::uint16_t port, const std::string& game, const std::string& cookie) {
    return account_request(port, "DELETE", "/api/games/" + game + "/challenge", nullptr, cookie);
}

TEST(DirectChallenge, ReachesThePlayerAndIsAcceptedByOpeningTheGame) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    auto his_events = listen_to_events(server.port(), theseus);

    const HttpReply made = challenge(server.port(), "THESEUS", ariadne);
    ASSERT_EQ(made.status, 201) << made.body;
    const std::string game = made.json()["game"];
    EXPECT_EQ(made.json()["to"], "Theseus");
    EXPECT_EQ(made.json()["side"], "light");
    const json told = next_event(*his_events, "challenge");
    EXPECT_EQ(told["game"], game);
    EXPECT_EQ(told["opponent"], "Ariadne");
    EXPECT_EQ(told["days"], 3);
    EXPECT_EQ(told["side"], "dark");
    EXPECT_EQ(told["time"]["days"], 3);

    const json his = waiting(server.port(), theseus);
    ASSERT_EQ(his.size(), 1u) << his.dump();
    EXPECT_EQ(his[0]["incoming"], true);
    EXPECT_EQ(his[0]["name"], "Ariadne");
    EXPECT_EQ(his[0]["side"], "dark");
    EXPECT_EQ(his[0]["link"], "/g/" + game);
    const json hers = waiting(server.port(), ariadne);
    ASSERT_EQ(hers.size(), 1u);
    EXPECT_EQ(hers[0]["incoming"], false);
    EXPECT_EQ(hers[0]["name"], "Theseus");

    // Not among his games in play until he answers: it is a challenge, listed as one.
    const auto playing = [&](const std::string& cookie) {
        return account_request(server.port(), "GET", "/api/account", nullptr, cookie).json()["playing"].dump();
    };
    EXPECT_EQ(playing(theseus).find(game), std::string::npos);
    EXPECT_NE(playing(ariadne).find(game), std::string::npos) << "hers, waiting for him";

    // The kept seat: a stranger with the link, or another account, watches.
    EXPECT_EQ(join(server.port(), game).role, "spectator");
    EXPECT_EQ(join(server.port(), game, std::nullopt, signed_up(server.port(), "Minos")).role, "spectator");
    Player creator = join(server.port(), game, made.json()["secret"].get<std::string>(), ariadne);
    Player accepted = join(server.port(), game, std::nullopt, theseus);
    EXPECT_EQ(accepted.role, "dark");
    EXPECT_FALSE(accepted.secret.empty());
    creator->wait_event("started");
    EXPECT_NE(playing(theseus).find(game), std::string::npos) << "accepted: his game in play";
    EXPECT_TRUE(waiting(server.port(), theseus).empty());
    EXPECT_TRUE(waiting(server.port(), ariadne).empty());
    EXPECT_EQ(answer(server.port(), game, theseus).json()["code"], "challenge_not_found") << "answered by sitting down";
}

TEST(DirectChallenge, DeclinedOrWithdrawnEndsTheGameAndTellsTheOtherSide) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const std::string minos = signed_up(server.port(), "Minos");
    auto her_events = listen_to_events(server.port(), ariadne);
    auto his_events = listen_to_events(server.port(), theseus);

    const std::string declined = challenge(server.port(), "Theseus", ariadne).json()["game"];
    EXPECT_EQ(answer(server.port(), declined, minos).status, 403) << "a third account answers nothing";
    const HttpReply no = answer(server.port(), declined, theseus);
    ASSERT_EQ(no.status, 200) << no.body;
    const json ended = next_event(*her_events, "game_ended");
    EXPECT_EQ(ended["game"], declined);
    EXPECT_EQ(ended["reason"], "declined");
    EXPECT_EQ(ended["outcome"], "aborted");
    EXPECT_EQ(answer(server.port(), declined, theseus).status, 404) << "once";
    EXPECT_TRUE(waiting(server.port(), theseus).empty());

    const std::string withdrawn = challenge(server.port(), "Theseus", ariadne, {{"variant", "grec"}}).json()["game"];
    next_event(*his_events, "challenge");
    ASSERT_EQ(answer(server.port(), withdrawn, ariadne).status, 200);
    const json his_end = his_events->wait_for(
        [&](const json& m) { return is_player_event(m, "game_ended") && m.value("game", "") == withdrawn; }, "the withdrawal");
    EXPECT_EQ(his_end["reason"], "withdrawn");
    EXPECT_EQ(answer(server.port(), "no-such-game", ariadne).status, 404);
    EXPECT_EQ(answer(server.port(), declined, "").status, 401);
}

TEST(DirectChallenge, RefusedAlikeForUnknownSelfAndBlocking) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string theseus = signed_up(server.port(), "Theseus");
    ASSERT_EQ(account_request(server.port(), "POST", "/api/players/Minos/block", nullptr, ariadne).status, 200);
    auto her_events = listen_to_events(server.port(), ariadne);

    const HttpReply blocked = challenge(server.port(), "Ariadne", minos);
    EXPECT_EQ(blocked.status, 403);
    EXPECT_EQ(blocked.json()["code"], "challenge_refused");
    EXPECT_EQ(blocked.json()["message"], "this player does not accept your challenges");
    for (const std::string name : {"Nobody", "minos", "%00%ff"}) {
        const HttpReply refused = challenge(server.port(), name, minos);
        EXPECT_EQ(refused.status, 403) << name;
        EXPECT_EQ(refused.json(), blocked.json()) << name << ": said alike";
    }
    const HttpReply own_block = challenge(server.port(), "Minos", ariadne);
    EXPECT_EQ(own_block.json()["message"], "you block this player; unblock them to challenge them");
    EXPECT_EQ(own_block.json()["detail"], "you_block");
    EXPECT_FALSE(hears(*her_events, "challenge")) << "a blocked player's challenge never arrives";
    // Blocked both ways: each hears only that they block the other, never that the other blocks them.
    ASSERT_EQ(account_request(server.port(), "POST", "/api/players/Ariadne/block", nullptr, minos).status, 200);
    EXPECT_EQ(challenge(server.port(), "Ariadne", minos).json()["detail"], "you_block");
    // "challenge" is a name like any other in a profile's address.
    EXPECT_EQ(account_request(server.port(), "GET", "/api/players/challenge", nullptr, minos).status, 404);

    // A block after the challenge hides it from the list too.
    ASSERT_EQ(challenge(server.port(), "Ariadne", theseus).status, 201);
    ASSERT_EQ(waiting(server.port(), ariadne).size(), 1u);
    account_request(server.port(), "POST", "/api/players/Theseus/block", nullptr, ariadne);
    EXPECT_TRUE(waiting(server.port(), ariadne).empty());

    // A hidden profile is still challenged by whoever knows the name.
    ASSERT_EQ(account_request(server.port(), "POST", "/api/account/profile", {{"hidden", true}}, theseus).status, 200);
    EXPECT_EQ(challenge(server.port(), "Theseus", minos).status, 201);

    EXPECT_EQ(challenge(server.port(), "Theseus", "").status, 401);
    const HttpReply computer = challenge(server.port(), "Theseus", minos,
                                         {{"variant", "grec"}, {"opponent", "computer"}, {"level", "beginner"}});
    EXPECT_EQ(computer.status, 400);
    EXPECT_EQ(computer.json()["code"], "invalid_message");
    EXPECT_EQ(challenge(server.port(), "Theseus", minos, {{"variant", "go"}}).status, 400);
    EXPECT_EQ(account_request(server.port(), "GET", "/api/players/Theseus/challenge", nullptr, minos).status, 400);
}

// At most 10 waiting from one account; and 20 tries at once, then one every 6 s, refused or not.
TEST(DirectChallenge, AtMostTenWaitingAndLimitedPerAccount) {
    ServerProcess server({"--games-per-minute", "1000"});
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    signed_up(server.port(), "Theseus");
    for (int i = 0; i < 10; ++i) ASSERT_EQ(challenge(server.port(), "Theseus", ariadne).status, 201) << i;
    for (int i = 10; i < 19; ++i) {
        const HttpReply more = challenge(server.port(), "Theseus", ariadne);
        EXPECT_EQ(more.status, 429) << i;
        EXPECT_EQ(more.json()["code"], "too_many_challenges") << i;
    }
    // Blocking the player challenged does not free the places: the waiting challenges all count.
    ASSERT_EQ(account_request(server.port(), "POST", "/api/players/Theseus/block", nullptr, ariadne).status, 200);
    signed_up(server.port(), "Minos");
    EXPECT_EQ(challenge(server.port(), "Minos", ariadne).json()["code"], "too_many_challenges");
    const HttpReply flood = challenge(server.port(), "Minos", ariadne);
    EXPECT_EQ(flood.json()["code"], "rate_limited");
    EXPECT_FALSE(flood.header("Retry-After").empty());
}

}  // namespace
}  // namespace petteia_server_test
