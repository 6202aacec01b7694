// Games at one's own pace (correspondence, issue 38) on the real server: a clock of days per move,
// offered by an invitation and by the lobby; each move before its deadline, the whole period again
// after it; a game whose deadline passes ends on time with nobody there, stored once and rated in the
// category "correspondence"; a late move is refused; a restart keeps the deadline to the millisecond;
// --abandoned-days never ends a game inside its deadline. Days pass in an instant: the server runs
// under libfaketime, whose offset moves its monotonic clock (tests/server/faked_time.hpp).
#include <gtest/gtest.h>

#include "tests/server/account_support.hpp"
#include "tests/server/faked_time.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_server_test {
namespace {

constexpr std::int64_t minute = 60'000;
constexpr std::int64_t day = 86'400'000;

json days_of(int days) { return {{"days", days}}; }

// The public state of one game (GET /api/games?ids=…): over or not, and its result. A finished game
// out of memory costs a lookup of the address's budget: asked again when that is spent.
json public_state(std::uint16_t port, const std::string& game) {
    for (int attempt = 0; attempt < 20; ++attempt) {
        const HttpReply reply = http_get(port, "/api/games?ids=" + game);
        if (reply.status == 200) return reply.json()["games"][0];
        if (reply.status != 429) break;
        std::this_thread::sleep_for(600ms);
    }
    return json::object();
}

bool ended_on_time(std::uint16_t port, const std::string& game) {
    const json state = public_state(port, game);
    return state.value("over", false) && state.contains("result") && state.at("result").value("reason", "") == "time";
}

// libfaketime's offset, in whole seconds, that puts the server's clock at `target` server ms, given
// that it said `server_now` (under `offset_s`) a moment ago.
std::string offset_reaching(std::int64_t target, std::int64_t server_now, std::int64_t offset_s) {
    return "+" + std::to_string(offset_s + (target - server_now) / 1000);
}

TEST(Correspondence, AnInvitationOfDaysShowsItsDeadlineAndAMoveInTimeGivesTheWholePeriodAgain) {
    const FakedTime faked(true);
    ServerProcess server = faked.start();
    Table table = open_table(server, create_body("petteia-6x6", days_of(1)));
    const json clock = table.first()->snapshot()["clock"];
    ASSERT_EQ(clock["days"], 1) << clock.dump();
    EXPECT_EQ(clock["initial_ms"], day);
    EXPECT_EQ(clock["increment_ms"], 0);
    const std::int64_t deadline = clock["deadline_ms"];
    EXPECT_NEAR(static_cast<double>(deadline - clock["server_time_ms"].get<std::int64_t>()), static_cast<double>(day), 2'000);

    // A minute before the deadline the move is in time, and the opponent has a whole day from it.
    const std::int64_t offset = (deadline - minute - clock["server_time_ms"].get<std::int64_t>()) / 1000;
    faked.set_offset("+" + std::to_string(offset));
    play(table.first(), "A1-A2", {&table.second()});
    const json after = table.second()->snapshot()["clock"];
    ASSERT_EQ(after["running"], table.second().role);
    const std::int64_t next = after["deadline_ms"];
    EXPECT_GT(next, deadline) << "the move came before the deadline";
    const std::int64_t moved_at = next - day;
    EXPECT_LE(deadline - moved_at, minute + 2'000) << "the move was made a minute before the deadline";
    EXPECT_GE(deadline - moved_at, minute - 2'000);
    EXPECT_EQ(after["remaining_ms"][table.second().role].get<std::int64_t>(), next - after["server_time_ms"].get<std::int64_t>());
    EXPECT_EQ(public_state(server.port(), table.game)["over"], false);

    // The second player goes away for longer than the grace: being away is normal here, and no win
    // can be claimed for it (only the deadline ends a turn).
    const std::string second_secret = table.second().secret;
    table.second()->close();
    std::this_thread::sleep_for(300ms);
    faked.set_offset("+" + std::to_string(offset + 5 * 60));
    table.first()->send(action("claim_win"));
    const json no_claim = table.first()->wait_error();
    EXPECT_EQ(no_claim["code"], "cannot_claim") << no_claim.dump();
    const json waiting = table.first()->snapshot();
    EXPECT_EQ(waiting["seats"][table.second().role]["claim_from_ms"], nullptr);
    EXPECT_EQ(waiting["result"]["state"], "ongoing");
    Player second = join(server.port(), table.game, second_secret);

    // A day and a minute after the move the second player's move is late: refused. It was their first
    // move, so the game ends without result (issue 40: a game one player never began is no loss).
    faked.set_offset(offset_reaching(next + minute, waiting["clock"]["server_time_ms"].get<std::int64_t>(), offset + 5 * 60));
    second->send(move_request("A6-A5"));
    const json refused = second->wait_error();
    EXPECT_EQ(refused["code"], "game_over") << refused.dump();
    const json over = second->snapshot();
    EXPECT_EQ(over["result"]["state"], "aborted");
    EXPECT_EQ(over["result"]["reason"], "no-first-move");
    EXPECT_EQ(over["result"]["winner"], nullptr);
    EXPECT_EQ(over["moves"].size(), 1u) << "the late move was not played";
    EXPECT_EQ(public_state(server.port(), table.game).at("result").value("reason", ""), "no-first-move") << "stored";
}

// Two accounts agree in the lobby on a rated game of one day a move, play, and leave. Nobody comes
// back: the server ends it on time when the day has passed, stores it once, and rates it as
// correspondence.
TEST(Correspondence, ADeadlinePassingWithNobodyThereEndsTheGameOnTimeAndRatesItAsCorrespondence) {
    const FakedTime faked(true);
    ServerProcess server = faked.start({"--casual-same-network", "0"});
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "thread-of-wool").status, 201);
    ASSERT_EQ(sign_up(server.port(), "Theseus", "minotaur-slayer").status, 201);
    const std::string ariadne = session_cookie_of(sign_in(server.port(), "Ariadne", "thread-of-wool"));
    const std::string theseus = session_cookie_of(sign_in(server.port(), "Theseus", "minotaur-slayer"));
    Visitor poster = enter_lobby(server.port(), browser_token("ariadne"), ariadne);
    Visitor taker = enter_lobby(server.port(), browser_token("theseus"), theseus);
    poster->send(challenge_request(days_of(1), "first", "petteia-6x6", true));
    const json posted = poster.wait("challenge_posted");
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted.dump();
    EXPECT_EQ(posted["challenge"]["time"]["days"], 1);
    EXPECT_EQ(posted["challenge"]["category"], "petteia-6x6/correspondence");
    const json added = taker.wait("challenge_added");
    taker->send({{"type", "accept_challenge"}, {"id", added["challenge"]["id"]}});
    const json taker_paired = taker.wait("paired");
    ASSERT_TRUE(of_type(taker_paired, "paired")) << taker_paired.dump();
    const json poster_paired = poster.wait("paired");
    const std::string game = poster_paired["game"];
    EXPECT_EQ(taker_paired["rated"], true);
    json light_rating;
    {
        Player light = join(server.port(), game, posted["secret"].get<std::string>(), ariadne);
        Player dark = join(server.port(), game, taker_paired["secret"].get<std::string>(), theseus);
        ASSERT_EQ(light.role, "light");
        light->wait_event("started");
        EXPECT_EQ(dark.joined["snapshot"]["clock"]["days"], 1);
        play(light, "A1-A2", {&dark});
        const std::int64_t deadline = play(dark, "A6-A5", {&light})["state"]["clock"]["deadline_ms"];
        // Home's lists have the deadline of the side to move: the account's games in play, and the
        // public state of the game.
        const json playing = account_request(server.port(), "GET", "/api/account", nullptr, ariadne).json()["playing"];
        ASSERT_EQ(playing.size(), 1u) << playing.dump();
        EXPECT_EQ(playing[0]["to_move"], "light");
        EXPECT_EQ(playing[0]["deadline_ms"], deadline) << playing.dump();
        EXPECT_EQ(public_state(server.port(), game)["deadline_ms"], deadline);
        light->close();
        dark->close();
    }
    std::this_thread::sleep_for(300ms);  // both departures heard
    // A day and a bit later, for the server: light, to move, ran out of time with nobody there.
    const std::int64_t real_now = epoch_ms();
    faked.set_offset("+" + std::to_string((day + 2 * minute) / 1000));
    ASSERT_TRUE(eventually([&] { return ended_on_time(server.port(), game); }, 15s))
        << "the game did not end on time: " << public_state(server.port(), game).dump();
    const json state = public_state(server.port(), game);
    EXPECT_EQ(state.at("result").value("winner", ""), "dark");
    // Rated once the end is stored, in the correspondence category of the game.
    const auto rating_of = [&](const std::string& name) {
        const json profile = http_get(server.port(), "/api/players/" + name).json();
        for (const json& entry : profile["ratings"])
            if (entry["category"] == "petteia-6x6/correspondence") return entry;
        return json();
    };
    ASSERT_TRUE(eventually([&] { return !rating_of("Theseus").is_null(); }, 15s))
        << http_get(server.port(), "/api/players/Theseus").body;
    EXPECT_GT(rating_of("Theseus")["rating"].get<double>(), 1500) << "the winner on time";
    EXPECT_LT(rating_of("Ariadne")["rating"].get<double>(), 1500);
    EXPECT_EQ(rating_of("Ariadne")["games"], 1) << "rated once";
    // A player who comes back finds the game over on time, its two moves kept.
    Player back = join(server.port(), game, posted["secret"].get<std::string>(), ariadne);
    EXPECT_EQ(back.joined["snapshot"]["result"]["reason"], "time");
    EXPECT_EQ(back.joined["snapshot"]["moves"].size(), 2u);
    EXPECT_LT(real_now - epoch_ms(), day) << "the day passed for the server only";
}

// A restart in the middle of a correspondence game keeps its deadline exactly: the date the players
// were shown is not moved by the time the server was down (unlike a game clock's, which charges nobody).
TEST(Correspondence, ARestartKeepsTheDeadlineToTheMillisecond) {
    ServerProcess server;
    Table table = open_table(server, create_body("grec", days_of(2)));
    const std::string move = table.first().joined["snapshot"]["legal"][0];
    play(table.first(), move, {&table.second()});
    const json before = table.second()->snapshot()["clock"];
    const std::int64_t deadline = before["deadline_ms"];
    table.creator->close();
    table.guest->close();
    std::this_thread::sleep_for(300ms);
    ASSERT_EQ(server.terminate(), 0);
    std::this_thread::sleep_for(1500ms);  // down for a while: a game clock would be charged nothing for it
    server.restart();
    Player back = join(server.port(), table.game, table.second().secret);
    const json clock = back.joined["snapshot"]["clock"];
    EXPECT_EQ(clock["days"], 2);
    EXPECT_EQ(clock["deadline_ms"].get<std::int64_t>(), deadline) << "the deadline moved at the restart";
    EXPECT_EQ(clock["running"], back.role);
}

// --abandoned-days ends a game nobody has been at; never a game of days per move before its deadline.
TEST(Correspondence, AbandonedDaysNeverEndAGameInsideItsDeadline) {
    const FakedTime faked(true);
    ServerProcess server = faked.start({"--abandoned-days", "1", "--sweep-seconds", "1"});
    Table correspondence = open_table(server, create_body("petteia-6x6", days_of(3)));
    play(correspondence.first(), "A1-A2", {&correspondence.second()});
    play(correspondence.second(), "A6-A5", {&correspondence.first()});  // both began: no first move is due within a day
    Table untimed = open_table(server);  // the control: the same absence ends it
    play(untimed.first(), "A1-A2", {&untimed.second()});
    for (Player* player : {&correspondence.creator, &correspondence.guest, &untimed.creator, &untimed.guest}) (*player)->close();
    std::this_thread::sleep_for(300ms);
    faked.set_offset("+" + std::to_string(2 * day / 1000));  // two days later: abandoned for one, in time for three
    ASSERT_TRUE(eventually([&] { return public_state(server.port(), untimed.game).value("over", false); }, 15s))
        << "the sweep did not run: " << public_state(server.port(), untimed.game).dump();
    EXPECT_EQ(public_state(server.port(), untimed.game).at("result").value("reason", ""), "inactive");
    EXPECT_EQ(public_state(server.port(), correspondence.game)["over"], false) << "ended inside its deadline";
    // Past its deadline it ends, on time.
    faked.set_offset("+" + std::to_string((3 * day + minute) / 1000));
    ASSERT_TRUE(eventually([&] { return ended_on_time(server.port(), correspondence.game); }, 15s))
        << public_state(server.port(), correspondence.game).dump();
}

// Everything else a game has works at days per move: a spectator sees the days and the deadline; a
// takeback hands the turn back with the deadline where it was; a draw offer ends the game when it is
// accepted; the rematch has the same days per move, and a day for its first move.
TEST(Correspondence, TakebacksDrawOffersRematchAndSpectatorsWorkAsInAnyGame) {
    ServerProcess server;
    Table table = open_table(server, create_body("petteia-6x6", days_of(2)));
    Player& light = table.first();
    Player& dark = table.second();
    Player spectator = join(server.port(), table.game);
    ASSERT_EQ(spectator.role, "spectator");
    EXPECT_EQ(spectator.joined["snapshot"]["clock"]["days"], 2);
    EXPECT_TRUE(spectator.joined["snapshot"]["clock"]["deadline_ms"].is_number_integer()) << spectator.joined.dump();

    const json moved = play(light, "A1-A2", {&light, &dark, &spectator});
    const std::int64_t deadline = moved["state"]["clock"]["deadline_ms"];
    light->send(action("request_takeback"));
    EXPECT_EQ(dark->wait_event("offer")["state"]["offers"]["takeback"], light.role);
    dark->send(action("accept_takeback"));
    for (Player* watcher : {&light, &dark, &spectator}) {
        const json takeback = (*watcher)->wait_event("takeback");
        EXPECT_EQ(takeback["state"]["clock"]["running"], light.role);
        EXPECT_EQ(takeback["state"]["clock"]["deadline_ms"], deadline) << "a takeback never moves the deadline";
    }

    play(light, "A1-A2", {&light, &dark, &spectator});
    dark->send(action("offer_draw"));
    EXPECT_EQ(light->wait_event("offer")["state"]["offers"]["draw"], dark.role);
    light->send(action("accept_draw"));
    const json result = spectator->wait_event("result");
    EXPECT_EQ(result["state"]["result"]["reason"], "agreement");
    EXPECT_EQ(result["state"]["clock"]["deadline_ms"], nullptr) << "a finished game has no deadline";

    dark->send(action("offer_rematch"));
    EXPECT_EQ(light->wait_event("offer")["state"]["offers"]["rematch"], dark.role);
    light->send(action("accept_rematch"));
    const std::string next = light->wait_event("rematch")["state"]["rematch"];
    Player creator = join(server.port(), next, table.creator.secret);
    Player guest = join(server.port(), next, table.guest.secret);
    creator->wait_event("started");
    const json clock = guest->snapshot()["clock"];
    EXPECT_EQ(clock["days"], 2) << clock.dump();
    EXPECT_EQ(clock["initial_ms"], 2 * day);
    // Its first move is due within a day (issue 40), the game aborted otherwise; the clock's deadline says so.
    EXPECT_NEAR(static_cast<double>(clock["deadline_ms"].get<std::int64_t>() - clock["server_time_ms"].get<std::int64_t>()),
                static_cast<double>(day), 2'000);
    EXPECT_EQ(clock["first_move_by_ms"], clock["deadline_ms"]);
}

TEST(Correspondence, MalformedDaysAreRefusedWithAClearError) {
    ServerProcess server;
    for (const char* time : {R"({"days":0})", R"({"days":4})", R"({"days":15})", R"({"days":-1})", R"({"days":"3"})",
                             R"({"days":3.5})", R"({"days":null})", R"({"days":3,"minutes":5})", R"({"days":3,"increment":0})",
                             R"({"days":true})", R"({"days":[3]})"}) {
        SCOPED_TRACE(time);
        const std::string body = std::string(R"({"variant":"grec","time":)") + time + "}";
        const HttpReply reply = http_request(server.port(), "POST", "/api/games", body);
        EXPECT_EQ(reply.status, 400);
        EXPECT_EQ(reply.json().value("code", ""), "invalid_message") << reply.body;
        EXPECT_NE(reply.json().value("message", "").find("time"), std::string::npos) << "the error names the field";
    }
    const HttpReply computer = http_request(server.port(), "POST", "/api/games",
                                            R"({"variant":"grec","time":{"days":3},"opponent":"computer","level":"beginner"})");
    EXPECT_EQ(computer.status, 400);
    EXPECT_NE(computer.json().value("message", "").find("computer"), std::string::npos) << computer.body;
    // Each of the six choices makes a game.
    for (int days : {1, 2, 3, 5, 7, 14})
        EXPECT_EQ(http_request(server.port(), "POST", "/api/games", create_body("grec", days_of(days)).dump()).status, 201) << days;
    // And the lobby refuses the same, nothing posted.
    Visitor poster = enter_lobby(server.port(), browser_token("bad-days"));
    poster->send(challenge_request(days_of(4)));
    const json refused = poster.wait("challenge_posted");
    EXPECT_EQ(refused.value("code", ""), "invalid_message") << refused.dump();
    Visitor other = enter_lobby(server.port(), browser_token("other"));
    EXPECT_EQ(other.lobby["challenges"].size(), 0u);
}

}  // namespace
}  // namespace petteia_server_test
