// A signed-in player's events (issue 38, deliverable 3) on the real server: the events socket
// (/ws/events) tells an account of its games wherever it is on the site — the game started, your turn
// (with the deadline), an offer to answer, the game over (the outcome for that player) — and tells
// nothing of the opponent's turn; the accounts at a game's seats come back with it from the store.
// Refused with a clear error: a socket without a session, past the account's sockets, a message; a
// sign-out closes the account's sockets, and only live sessions come back.
#include <gtest/gtest.h>

#include "tests/server/player_events_support.hpp"

namespace petteia_server_test {
namespace {

TEST(PlayerEvents, EachPlayerHearsTheirTurnOffersAndTheEndOfTheirGame) {
    ServerProcess server;
    const TwoAccounts cookies{signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Theseus")};
    auto ana = listen_to_events(server.port(), cookies.ana);
    auto bo = listen_to_events(server.port(), cookies.bo);
    Table table = seated_game(server, cookies, 3);
    const json started = next_event(*ana, "game_started");
    EXPECT_EQ(started["game"], table.game);
    EXPECT_EQ(started["variant"], "petteia-6x6");
    EXPECT_EQ(started["days"], 3);
    EXPECT_TRUE(started["deadline_ms"].is_number()) << started.dump();
    EXPECT_TRUE(started["opponent"].is_null()) << "a friend's game shows no name";

    // Ana moves: Bo's turn, with his deadline three days on; Ana hears nothing of it.
    const json moved = play(table.first(), "A1-A2", {&table.creator, &table.guest});
    const json turn = next_event(*bo, "your_turn");
    EXPECT_EQ(turn["game"], table.game);
    EXPECT_EQ(turn["deadline_ms"], moved["state"]["clock"]["deadline_ms"]);
    EXPECT_FALSE(hears(*ana, "your_turn")) << "the mover is not told it is the other's turn";

    // Bo offers a draw: Ana is asked. Bo's move withdraws it; Ana's takeback request reaches Bo.
    table.second()->send(action("offer_draw"));
    EXPECT_EQ(next_event(*ana, "draw_offered")["game"], table.game);
    play(table.second(), "A6-A5", {&table.creator, &table.guest});
    EXPECT_EQ(next_event(*ana, "your_turn")["game"], table.game);
    table.first()->send(action("request_takeback"));
    EXPECT_EQ(next_event(*bo, "takeback_offered")["game"], table.game);
    table.second()->send(action("decline_takeback"));
    table.first()->wait_event("offer");

    // Ana resigns: each hears the end, as it is for them.
    table.first()->send(action("resign"));
    const json ana_end = next_event(*ana, "game_ended");
    const json bo_end = next_event(*bo, "game_ended");
    EXPECT_EQ(ana_end["outcome"], "loss");
    EXPECT_EQ(bo_end["outcome"], "win");
    EXPECT_EQ(bo_end["reason"], "resign");
    EXPECT_TRUE(bo_end["deadline_ms"].is_null());
}

// The accounts at the seats are stored with the game: after it left memory, and after a restart,
// a move still reaches the other player's events socket.
TEST(PlayerEvents, AGameLoadedFromTheStoreStillTellsItsPlayers) {
    ServerProcess server({"--sweep-seconds", "1"});
    const TwoAccounts cookies{signed_up(server.port(), "Ariadne"), signed_up(server.port(), "Theseus")};
    Table table = seated_game(server, cookies, 2);
    const std::string bo_secret = table.second().secret;
    play(table.first(), "A1-A2", {&table.creator, &table.guest});
    table.creator->close();
    table.guest->close();
    ASSERT_EQ(server.terminate(), 0);
    server.restart();

    auto ana = listen_to_events(server.port(), cookies.ana);
    Player bo = join(server.port(), table.game, bo_secret);  // signed out this time: the seat is what counts
    play(bo, "A6-A5", {&bo});
    EXPECT_EQ(next_event(*ana, "your_turn")["game"], table.game);
}

TEST(PlayerEvents, ASocketWithoutASessionIsToldSoAndClosed) {
    ServerProcess server;
    for (const std::optional<std::string>& cookie :
         {std::optional<std::string>(), std::optional<std::string>("petteia_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")}) {
        WsClient events(server.port(), std::nullopt, cookie, events_path);
        const json error = events.wait_error();
        EXPECT_EQ(error["code"], "not_signed_in") << error.dump();
        EXPECT_EQ(events.wait_closed(), 1008);
    }
}

// A sign-out ends what the browser hears: the account's sockets are closed with 1013 ("connect
// again"), and the signed-out cookie then gets not_signed_in; another device's session gets back in.
TEST(PlayerEvents, SigningOutClosesTheAccountsSocketsAndOnlyLiveSessionsComeBack) {
    ServerProcess server;
    const std::string phone = signed_up(server.port(), "Ariadne");
    const std::string desktop = session_cookie_of(sign_in(server.port(), "Ariadne", "correct horse battery"));
    auto on_phone = listen_to_events(server.port(), phone);
    auto on_desktop = listen_to_events(server.port(), desktop);
    EXPECT_LT(account_request(server.port(), "DELETE", "/api/session", nullptr, phone).status, 300);
    EXPECT_EQ(on_phone->wait_closed(), 1013);
    EXPECT_EQ(on_desktop->wait_closed(), 1013);
    WsClient again(server.port(), std::nullopt, phone, events_path);
    EXPECT_EQ(again.wait_error()["code"], "not_signed_in");
    listen_to_events(server.port(), desktop);  // says hello: the other session still holds
}

TEST(PlayerEvents, TheSocketTakesPingsOnlyAndAnAccountHasSixteenAtMost) {
    ServerProcess server;
    const std::string cookie = signed_up(server.port(), "Ariadne");
    std::vector<std::unique_ptr<WsClient>> open;
    for (int i = 0; i < 16; ++i) open.push_back(listen_to_events(server.port(), cookie));
    WsClient extra(server.port(), std::nullopt, cookie, events_path);
    EXPECT_EQ(extra.wait_error()["code"], "rate_limited");
    EXPECT_EQ(extra.wait_closed(), 1008);

    open[0]->send_text(R"({"type":"move","move":"A1-A2"})");
    EXPECT_EQ(open[0]->wait_error()["code"], "unknown_type");
    open[0]->send_text(R"({"type":"ping"})");
    open[0]->wait_for([](const json& m) { return m.value("type", "") == "pong"; }, "pong");

    // A socket closed makes room for another.
    open.back()->close();
    open.pop_back();
    EXPECT_TRUE(eventually([&] {
        WsClient again(server.port(), std::nullopt, cookie, events_path);
        const auto first = again.receive(2s);
        return first && first->value("type", "") == "hello";
    }, 10s));
}

}  // namespace
}  // namespace petteia_server_test
