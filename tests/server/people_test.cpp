// People one knows (issue 38, deliverable 4) through the API, on the real server: following and
// blocking by name (any case), private lists, "online" from the events socket, blocking ends any
// following between the two; refused with a clear error: not signed in, an unknown player, oneself,
// a method not used, and past the cap of changes an account may make.
#include <thread>

#include <gtest/gtest.h>

#include "tests/server/lobby_support.hpp"
#include "tests/server/player_events_support.hpp"

namespace petteia_server_test {
namespace {

HttpReply people_request(std::uint16_t port, const std::string& method, const std::string& target, const std::string& cookie) {
    return account_request(port, method, target, nullptr, cookie);
}

std::vector<std::string> listed_names(const json& list) {
    std::vector<std::string> names;
    for (const json& entry : list) names.push_back(entry.at("name"));
    return names;
}

TEST(People, FollowingByNameIsPrivateAndSaysWhoIsOnline) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const HttpReply followed = people_request(server.port(), "POST", "/api/players/THESEUS/follow", ariadne);
    ASSERT_EQ(followed.status, 200) << followed.body;
    EXPECT_EQ(followed.json(), (json{{"name", "Theseus"}, {"following", true}}));
    EXPECT_EQ(people_request(server.port(), "POST", "/api/players/theseus/follow", ariadne).status, 200) << "twice is once";

    json list = people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"];
    ASSERT_EQ(listed_names(list), std::vector<std::string>{"Theseus"});
    EXPECT_EQ(list[0]["online"], false);
    auto events = listen_to_events(server.port(), theseus);
    list = people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"];
    EXPECT_EQ(list[0]["online"], true);
    // Private: Theseus's own list is empty, and his profile does not say who follows him.
    EXPECT_TRUE(people_request(server.port(), "GET", "/api/account/following", theseus).json()["following"].empty());
    EXPECT_EQ(http_get(server.port(), "/api/players/Theseus").body.find("Ariadne"), std::string::npos);

    EXPECT_EQ(people_request(server.port(), "DELETE", "/api/players/Theseus/follow", ariadne).json()["following"], false);
    EXPECT_TRUE(people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"].empty());
}

// The list says what a followed player plays now, as their profile would: a lobby game in play, with
// its link and the opponent's name; nothing of a game between friends.
TEST(People, TheFollowedPlayersGamesInPlayAreListed) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string theseus = signed_up(server.port(), "Theseus");
    const std::string minos = signed_up(server.port(), "Minos");
    people_request(server.port(), "POST", "/api/players/Theseus/follow", ariadne);
    Table between_friends = seated_game(server, {theseus, minos}, 3);

    Visitor him = enter_lobby(server.port(), browser_token("theseus"), theseus);
    Visitor other = enter_lobby(server.port(), browser_token("minos"), minos);
    him->send(seek_request());
    const json his_seek = him.wait("seeking");
    other->send(seek_request());
    const json other_seek = other.wait("seeking");
    const std::string game = him.wait("paired")["game"];
    Player his_seat = join(server.port(), game, his_seek["secret"].get<std::string>(), theseus);
    Player other_seat = join(server.port(), game, other_seek["secret"].get<std::string>(), minos);
    his_seat->wait_event("started");

    const json list = people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"];
    ASSERT_EQ(list.size(), 1u);
    ASSERT_EQ(list[0]["playing"].size(), 1u) << list.dump() << ": only the lobby game, not the one between friends";
    EXPECT_EQ(list[0]["playing"][0]["game"], game);
    EXPECT_EQ(list[0]["playing"][0]["link"], "/g/" + game);
    EXPECT_EQ(list[0]["playing"][0]["opponent"], "Minos");
    EXPECT_NE(between_friends.game, game);
}

// Whoever blocks a follower, or hides their profile, shows them neither presence nor games; following
// again after being blocked is accepted (a refusal would tell of the block) and shows nothing.
TEST(People, ABlockOrAHiddenProfileShowsTheFollowerNothing) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string theseus = signed_up(server.port(), "Theseus");
    auto his_events = listen_to_events(server.port(), minos);
    auto theseus_events = listen_to_events(server.port(), theseus);
    ASSERT_EQ(people_request(server.port(), "POST", "/api/players/Minos/block", ariadne).status, 200);
    EXPECT_EQ(people_request(server.port(), "POST", "/api/players/Ariadne/follow", minos).status, 200) << "no word of the block";
    auto her_events = listen_to_events(server.port(), ariadne);
    const json his_list = people_request(server.port(), "GET", "/api/account/following", minos).json()["following"];
    ASSERT_EQ(his_list.size(), 1u);
    EXPECT_EQ(his_list[0]["online"], false) << "the blocked follower sees the blocker online";
    // A hidden profile shows no presence either.
    people_request(server.port(), "POST", "/api/players/Theseus/follow", ariadne);
    EXPECT_EQ(people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"][0]["online"], true);
    ASSERT_EQ(account_request(server.port(), "POST", "/api/account/profile", {{"hidden", true}}, theseus).status, 200);
    EXPECT_EQ(people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"][0]["online"], false);
}

TEST(People, BlockingEndsFollowingBothWaysAndIsListed) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string minos = signed_up(server.port(), "Minos");
    people_request(server.port(), "POST", "/api/players/Minos/follow", ariadne);
    people_request(server.port(), "POST", "/api/players/Ariadne/follow", minos);
    const HttpReply blocked = people_request(server.port(), "POST", "/api/players/Minos/block", ariadne);
    ASSERT_EQ(blocked.status, 200) << blocked.body;
    EXPECT_EQ(blocked.json()["blocked"], true);
    EXPECT_EQ(listed_names(people_request(server.port(), "GET", "/api/account/blocked", ariadne).json()["blocked"]),
              std::vector<std::string>{"Minos"});
    EXPECT_TRUE(people_request(server.port(), "GET", "/api/account/following", ariadne).json()["following"].empty());
    EXPECT_TRUE(people_request(server.port(), "GET", "/api/account/following", minos).json()["following"].empty());
    EXPECT_EQ(people_request(server.port(), "DELETE", "/api/players/Minos/block", ariadne).json()["blocked"], false);
    EXPECT_TRUE(people_request(server.port(), "GET", "/api/account/blocked", ariadne).json()["blocked"].empty());
}

// In the lobby a block holds both ways: neither accepts the other's challenge (told only that the
// player does not accept their challenges), and their seeks are never paired; others pair as before.
TEST(People, BlockedPlayersNeverMeetInTheLobby) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    const std::string minos = signed_up(server.port(), "Minos");
    const std::string theseus = signed_up(server.port(), "Theseus");
    ASSERT_EQ(people_request(server.port(), "POST", "/api/players/Minos/block", ariadne).status, 200);
    Visitor her = enter_lobby(server.port(), browser_token("ariadne"), ariadne);
    Visitor him = enter_lobby(server.port(), browser_token("minos"), minos);

    for (auto [poster, taker] : {std::pair{&her, &him}, std::pair{&him, &her}}) {
        (*poster)->send(challenge_request());
        const json posted = poster->wait("challenge_posted");
        ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted.dump();
        (*taker)->send({{"type", "accept_challenge"}, {"id", posted["challenge"]["id"]}});
        const json refused = taker->wait("paired");
        EXPECT_EQ(refused["code"], "challenge_refused") << refused.dump();
        EXPECT_EQ(refused["message"], "this player does not accept your challenges");
        (*poster)->send({{"type", "cancel_challenge"}, {"id", posted["challenge"]["id"]}});
    }

    her->send(seek_request());
    her.wait("seeking");
    // Seeks are paired oldest first by the millisecond they were posted, then by their (random) id:
    // posted in the same millisecond, Minos's seek was the older one time in two, and he met Theseus.
    std::this_thread::sleep_for(20ms);
    him->send(seek_request());
    him.wait("seeking");
    bool met = false;
    for (const auto until = std::chrono::steady_clock::now() + 3s; std::chrono::steady_clock::now() < until;)
        if (const auto message = her->receive(200ms); message && of_type(*message, "paired")) met = true;
    EXPECT_FALSE(met) << "a blocked pair was paired";
    Visitor third = enter_lobby(server.port(), browser_token("theseus"), theseus);
    third->send(seek_request());
    const json paired = third.wait("paired");
    ASSERT_TRUE(of_type(paired, "paired")) << paired.dump();
    EXPECT_EQ(her.wait("paired")["game"], paired["game"]) << "Ariadne waited longest and may meet Theseus";
}

// A quick message of a blocked account never reaches the blocker (who is not told of it); the
// blocker's own still reach the other, and a spectator hears both.
TEST(People, ABlockedPlayersQuickMessagesNeverArrive) {
    ServerProcess server;
    const TwoAccounts players{signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Minos")};
    ASSERT_EQ(people_request(server.port(), "POST", "/api/players/Minos/block", players.ana).status, 200);
    Table table = seated_game(server, players, 3);
    Player spectator = join(server.port(), table.game);
    const auto quick_heard = [](Player& player) {
        return player->wait_for([](const json& m) { return of_type(m, "quick"); }, "quick");
    };
    table.guest->send({{"type", "quick"}, {"say", "good_luck"}});
    EXPECT_EQ(quick_heard(spectator)["say"], "good_luck");
    EXPECT_EQ(quick_heard(table.guest)["say"], "good_luck") << "the sender sees their own";
    bool heard = false;
    while (const auto message = table.creator->receive(500ms))
        if (of_type(*message, "quick")) heard = true;
    EXPECT_FALSE(heard) << "Ariadne heard the quick message of Minos, whom she blocks";
    table.creator->send({{"type", "quick"}, {"say", "hello"}});
    EXPECT_EQ(quick_heard(table.guest)["say"], "hello");
}

TEST(People, RefusedWithAClearErrorAndWithinTheCap) {
    ServerProcess server;
    const std::string ariadne = signed_up(server.port(), "Ariadne");
    signed_up(server.port(), "Theseus");
    EXPECT_EQ(people_request(server.port(), "POST", "/api/players/Theseus/follow", "").status, 401);
    EXPECT_EQ(people_request(server.port(), "GET", "/api/account/following", "").status, 401);
    const HttpReply unknown = people_request(server.port(), "POST", "/api/players/Nobody/follow", ariadne);
    EXPECT_EQ(unknown.status, 404);
    EXPECT_EQ(unknown.json()["code"], "not_found");
    EXPECT_EQ(people_request(server.port(), "POST", "/api/players/%00%ff/block", ariadne).status, 404);
    EXPECT_EQ(people_request(server.port(), "POST", "/api/players/ariadne/follow", ariadne).json()["code"], "invalid_message");
    EXPECT_EQ(people_request(server.port(), "PUT", "/api/players/Theseus/follow", ariadne).status, 400);

    // 30 changes at once (the first two above counted none: refused before the cap), then one every 10 s.
    int accepted = 0;
    HttpReply last;
    for (int i = 0; i < 40; ++i) {
        last = people_request(server.port(), i % 2 ? "DELETE" : "POST", "/api/players/Theseus/follow", ariadne);
        if (last.status == 200) ++accepted;
        else break;
    }
    EXPECT_EQ(accepted, 30);
    EXPECT_EQ(last.status, 429);
    EXPECT_EQ(last.json()["code"], "rate_limited");
    EXPECT_FALSE(last.header("Retry-After").empty());
}

}  // namespace
}  // namespace petteia_server_test
