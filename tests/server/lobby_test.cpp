// The lobby on the real server (issue 27): quick pairing and open challenges make ordinary games
// whose seats the paired browsers hold, the first compatible player waiting is paired first, a
// browser or an account is never paired with itself, a challenge is hidden while its browser is
// away and shown again when it comes back, and a challenge announced before a SIGKILL is there
// after it, still good for the game it becomes.
#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

// The seat `secret` gives in `game`, joined as the game's page joins it.
Player seat(std::uint16_t port, const std::string& game, const std::string& secret) {
    return join(port, game, secret);
}

TEST(Lobby, TwoSeeksOfOneGameAndClockArePairedIntoAGameWhoseSeatsTheyHold) {
    ServerProcess server;
    Visitor ana = enter_lobby(server.port(), browser_token("ana"));
    Visitor bo = enter_lobby(server.port(), browser_token("bo"));
    EXPECT_TRUE(ana.lobby["challenges"].empty());
    EXPECT_TRUE(ana.lobby["you"]["name"].is_null());

    ana->send(seek_request());
    const json ana_seeking = ana.wait("seeking");
    ASSERT_TRUE(of_type(ana_seeking, "seeking")) << ana_seeking.dump();
    bo->send(seek_request());
    const json bo_seeking = bo.wait("seeking");
    ASSERT_TRUE(of_type(bo_seeking, "seeking")) << bo_seeking.dump();

    const json ana_paired = ana.wait("paired");
    const json bo_paired = bo.wait("paired");
    ASSERT_TRUE(of_type(ana_paired, "paired")) << ana_paired.dump();
    ASSERT_TRUE(of_type(bo_paired, "paired")) << bo_paired.dump();
    EXPECT_EQ(ana_paired["game"], bo_paired["game"]);
    EXPECT_NE(ana_paired["side"], bo_paired["side"]);
    // Both held their secrets since they asked: the server has only their hashes.
    EXPECT_TRUE(ana_paired["secret"].is_null());
    EXPECT_TRUE(bo_paired["secret"].is_null());
    // A seek is never listed.
    EXPECT_FALSE(ever_received(*ana.ws, "challenge_added"));

    const std::string game = ana_paired["game"];
    Player ana_seat = seat(server.port(), game, ana_seeking["secret"]);
    Player bo_seat = seat(server.port(), game, bo_seeking["secret"]);
    EXPECT_EQ(ana_seat.role, ana_paired["side"]);
    EXPECT_EQ(bo_seat.role, bo_paired["side"]);
    // An ordinary game: the clock starts when both are there, names are public (no accounts here).
    const json started = ana_seat->wait_event("started");
    EXPECT_FALSE(started["state"]["clock"].is_null());
    EXPECT_EQ(ana_seat.joined["snapshot"]["clock"]["initial_ms"], 180'000);
    EXPECT_TRUE(ana_seat.joined["snapshot"]["players"].is_object());
}

TEST(Lobby, TheFirstCompatiblePlayerWaitingIsPairedFirst) {
    ServerProcess server;
    Visitor first = enter_lobby(server.port(), browser_token("first"));
    Visitor other_clock = enter_lobby(server.port(), browser_token("other-clock"));
    Visitor third = enter_lobby(server.port(), browser_token("third"));
    first->send(seek_request(clock_of(3, 2)));
    ASSERT_TRUE(of_type(first.wait("seeking"), "seeking"));
    other_clock->send(seek_request(clock_of(10, 5)));
    ASSERT_TRUE(of_type(other_clock.wait("seeking"), "seeking"));
    third->send(seek_request(clock_of(3, 2)));
    ASSERT_TRUE(of_type(third.wait("seeking"), "seeking"));
    const json paired = third.wait("paired");
    ASSERT_TRUE(of_type(paired, "paired")) << paired.dump();
    EXPECT_EQ(first.wait("paired")["game"], paired["game"]);
    // The seek of another clock still waits.
    EXPECT_FALSE(other_clock->receive(300ms).has_value() && ever_received(*other_clock.ws, "paired"));
}

TEST(Lobby, AnOpenChallengeIsListedLiveAndAcceptingItMakesTheGame) {
    ServerProcess server;
    Visitor poster = enter_lobby(server.port(), browser_token("poster"));
    Visitor taker = enter_lobby(server.port(), browser_token("taker"));
    poster->send(challenge_request(clock_of(5, 3), "first"));
    const json posted = poster.wait("challenge_posted");
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted.dump();
    EXPECT_TRUE(posted["challenge"]["mine"]);
    const json added = taker.wait("challenge_added");
    ASSERT_TRUE(of_type(added, "challenge_added")) << added.dump();
    const json challenge = added["challenge"];
    EXPECT_FALSE(challenge["mine"]);
    EXPECT_TRUE(challenge["by"].is_null());  // anonymous
    EXPECT_EQ(challenge["color"], "first");
    EXPECT_EQ(challenge["category"], "petteia-6x6/blitz");
    // A newcomer sees it in the lobby's list.
    Visitor late = enter_lobby(server.port(), browser_token("late"));
    ASSERT_EQ(late.lobby["challenges"].size(), 1u);

    taker->send({{"type", "accept_challenge"}, {"id", challenge["id"]}});
    const json taker_paired = taker.wait("paired");
    ASSERT_TRUE(of_type(taker_paired, "paired")) << taker_paired.dump();
    const json poster_paired = poster.wait("paired");
    EXPECT_EQ(poster_paired["side"], "light");  // the poster wanted to move first
    EXPECT_EQ(taker_paired["side"], "dark");
    // Gone from every list.
    EXPECT_EQ(late.wait("challenge_removed")["id"], challenge["id"]);

    Player poster_seat = seat(server.port(), poster_paired["game"], posted["secret"]);
    Player taker_seat = seat(server.port(), taker_paired["game"], taker_paired["secret"]);
    EXPECT_EQ(poster_seat.role, "light");
    EXPECT_EQ(taker_seat.role, "dark");

    // Accepting it again finds nothing.
    late->send({{"type", "accept_challenge"}, {"id", challenge["id"]}});
    EXPECT_EQ(late->wait_error()["code"], "challenge_not_found");
}

TEST(Lobby, ABrowserOrAnAccountIsNeverPairedWithItself) {
    ServerProcess server;
    // One browser, two tabs.
    Visitor tab = enter_lobby(server.port(), browser_token("one-browser"));
    Visitor other_tab = enter_lobby(server.port(), browser_token("one-browser"));
    tab->send(challenge_request());
    const json posted = tab.wait("challenge_posted");
    other_tab->send({{"type", "accept_challenge"}, {"id", posted["challenge"]["id"]}});
    EXPECT_EQ(other_tab->wait_error()["code"], "own_challenge");

    // One account, two browsers: their seeks wait side by side.
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-thread").status, 201);
    const std::string cookie = session_cookie_of(sign_in(server.port(), "Ariadne", "labyrinth-thread"));
    Visitor phone = enter_lobby(server.port(), browser_token("phone"), cookie);
    Visitor desktop = enter_lobby(server.port(), browser_token("desktop"), cookie);
    EXPECT_EQ(phone.lobby["you"]["name"], "Ariadne");
    phone->send(seek_request(clock_of(1, 0)));
    ASSERT_TRUE(of_type(phone.wait("seeking"), "seeking"));
    desktop->send(seek_request(clock_of(1, 0)));
    ASSERT_TRUE(of_type(desktop.wait("seeking"), "seeking"));
    std::this_thread::sleep_for(1500ms);  // a tick or more
    EXPECT_FALSE(ever_received(*phone.ws, "paired"));
    EXPECT_FALSE(ever_received(*desktop.ws, "paired"));
}

TEST(Lobby, AChallengeIsHiddenWhileItsBrowserIsAwayAndShownWhenItComesBack) {
    ServerProcess server;
    Visitor watcher = enter_lobby(server.port(), browser_token("watcher"));
    std::optional<Visitor> poster = enter_lobby(server.port(), browser_token("leaves"));
    (*poster)->send(challenge_request());
    const json posted = poster->wait("challenge_posted");
    ASSERT_TRUE(of_type(watcher.wait("challenge_added"), "challenge_added"));
    (*poster)->close();
    poster.reset();
    EXPECT_EQ(watcher.wait("challenge_removed")["id"], posted["challenge"]["id"]);
    Visitor back = enter_lobby(server.port(), browser_token("leaves"));
    ASSERT_EQ(back.lobby["challenges"].size(), 1u);
    EXPECT_TRUE(back.lobby["challenges"][0]["mine"]);
    EXPECT_EQ(watcher.wait("challenge_added")["challenge"]["id"], posted["challenge"]["id"]);
}

TEST(Lobby, ARatedChallengeNeedsAnAccount) {
    ServerProcess server;
    Visitor anonymous = enter_lobby(server.port(), browser_token("anonymous"));
    anonymous->send(challenge_request(clock_of(5, 3), "random", "petteia-6x6", true));
    EXPECT_EQ(anonymous->wait_error()["code"], "rated_needs_account");
    anonymous->send(seek_request(clock_of(5, 3), "petteia-6x6", true));
    EXPECT_EQ(anonymous->wait_error()["code"], "rated_needs_account");
    // And a clock.
    anonymous->send(challenge_request(nullptr, "random", "petteia-6x6", true));
    EXPECT_EQ(anonymous->wait_error()["code"], "invalid_message");
}

TEST(Lobby, AChallengeAnnouncedBeforeASigkillIsThereAfterItAndBecomesItsGame) {
    ServerProcess server;
    json posted;
    {
        Visitor poster = enter_lobby(server.port(), browser_token("survivor"));
        poster->send(challenge_request(clock_of(5, 0), "second"));
        posted = poster.wait("challenge_posted");
        ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted.dump();
        server.kill();
    }
    server.restart();
    // Back when its browser comes back (the page reconnects by itself).
    Visitor poster = enter_lobby(server.port(), browser_token("survivor"));
    ASSERT_EQ(poster.lobby["challenges"].size(), 1u);
    EXPECT_EQ(poster.lobby["challenges"][0]["id"], posted["challenge"]["id"]);
    Visitor taker = enter_lobby(server.port(), browser_token("taker"));
    ASSERT_EQ(taker.lobby["challenges"].size(), 1u);
    taker->send({{"type", "accept_challenge"}, {"id", posted["challenge"]["id"]}});
    const json paired = taker.wait("paired");
    ASSERT_TRUE(of_type(paired, "paired")) << paired.dump();
    Player poster_seat = seat(server.port(), paired["game"], posted["secret"]);
    EXPECT_EQ(poster_seat.role, "dark");
}

}  // namespace
}  // namespace petteia_server_test
