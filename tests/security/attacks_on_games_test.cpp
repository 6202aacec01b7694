// Attacks on game creation and the computer opponent: cross-site creation, rematches as a way
// around the games-per-minute limit, and one address flooding the computer's queue.
#include <algorithm>

#include <gtest/gtest.h>

#include "db/game_store.hpp"

#include "tests/security/raw_http.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

json computer_game(const std::string& color, const std::string& level = "beginner") {
    return {{"variant", "petteia-8x8"}, {"time", nullptr}, {"color", color}, {"opponent", "computer"}, {"level", level}};
}

// POST /api/games as the client `address` behind the trusted proxy; the reply's status and body.
std::pair<int, json> create_as(const ServerProcess& server, const std::string& address, const json& body) {
    const std::string text = body.dump();
    const RawReply reply = raw_request(server.port(), "POST /api/games HTTP/1.1\r\nHost: " + server.host() +
                                                          "\r\nContent-Type: application/json\r\nX-Forwarded-For: " +
                                                          address + "\r\nConnection: close\r\nContent-Length: " +
                                                          std::to_string(text.size()) + "\r\n\r\n" + text);
    const auto body_at = reply.text.find("\r\n\r\n");
    json parsed = body_at == std::string::npos ? json() : json::parse(reply.text.substr(body_at + 4), nullptr, false);
    return {reply.status, parsed};
}

TEST(AttacksOnGames, AnotherSiteCannotCreateGames) {
    ServerProcess server;
    const std::string body = create_body().dump();
    const HttpReply foreign = http_request(server.port(), "POST", "/api/games", body, {{"Origin", "https://evil.example"}});
    EXPECT_EQ(foreign.status, 400);
    EXPECT_EQ(foreign.json().value("code", ""), "bad_request") << foreign.body;
    // A form can send text/plain or urlencoded bodies without a preflight: refused whatever the body.
    for (const std::string type : {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"}) {
        const RawReply form = raw_request(server.port(), "POST /api/games HTTP/1.1\r\nHost: " + server.host() +
                                                             "\r\nContent-Type: " + type + "\r\nContent-Length: " +
                                                             std::to_string(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        EXPECT_EQ(form.status, 400) << type;
    }
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games", body, {{"Origin", "http://" + server.host()}}).status, 201);
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games", body).status, 201) << "no Origin: not a browser";
    EXPECT_EQ(http_get(server.port(), "/healthz").json().value("games", 0), 2) << "only the two allowed games exist";
}

// "Play on from here" takes a position text from the client: read by the rules or refused, never
// stored as given, never a game that is over before it starts, never a crash.
TEST(AttacksOnGames, APositionToStartFromIsReadByTheRulesOrRefused) {
    ServerProcess server;
    const auto body = [](const std::string& variant, const json& position) {
        return json{{"variant", variant}, {"time", nullptr}, {"color", "first"}, {"opponent", "computer"}, {"level", "beginner"}, {"position", position}};
    };
    const std::vector<std::pair<std::string, json>> hostile{
        {"petteia-6x6", "D5/6/6/6/6/LL4 dark 99999999999999999999"},  // a counter past any integer
        {"petteia-6x6", "D5/6/6/6/6/LL4 dark -5"},
        {"petteia-6x6", "999999999D/6/6/6/6/LL4 dark 0"},
        {"petteia-6x6", std::string("DD4/6/6/6/6/LL4 dark 0") + '\0'},
        {"petteia-6x6", "DD4/6/6/6/6/LL4 dark 0\r\n[Event \"x\"]"},
        {"petteia-6x6", "LLLLLL/LLLLLL/LLLLLL/DDDDDD/DDDDDD/DDDDDD light 0"},  // over: no move
        {"petteia-6x6", "DD4/6/6/6/6/LL4 dark 100"},                          // over: the 100-ply rule
        {"petteia-6x6", std::string(100'000, 'D')},
        {"petteia-6x6", json::array({"D5"})},
        {"petteia-chess", "k9/10/10/10/10/10/10/10/10/K8K white Ss - 0"},     // two white Kings
        {"petteia-chess", "kP8/10/10/10/10/10/10/10/10/K9 white Ss - 0"},     // a pawn on its last rank
        {"grec", "BBBB/BBBB/WWWW/WWWW white"},                                 // no side named so
    };
    for (const auto& [variant, position] : hostile) {
        const auto [status, answer] = create_as(server, "203.0.113.7", body(variant, position));
        EXPECT_TRUE(status == 400 || status == 413) << position.dump().substr(0, 80) << " → " << status;
        if (status == 400) {
            EXPECT_EQ(answer.value("code", ""), "invalid_message") << position.dump().substr(0, 80);
        }
    }
    const json health = http_get(server.port(), "/healthz").json();
    EXPECT_EQ(health["status"], "ok");
    EXPECT_EQ(health["games"], 0) << "nothing was created";
}

TEST(AttacksOnGames, RematchesCountAgainstTheGamesPerMinute) {
    ServerProcess server({"--games-per-minute", "3"});
    const CreatedGame created = create_game(server.port(), computer_game("first"));
    std::string game = created.game;
    // Resign, ask the computer for a rematch (it always accepts), join it, again and again.
    for (int rematches = 0;; ++rematches) {
        Player player = join(server.port(), game, created.secret);
        player->send(action("resign"));
        player->wait_event("result");
        player->send(action("offer_rematch"));
        const json answer = player->wait_for([](const json& m) {
            return m.value("type", "") == "error" || m.value("kind", "") == "rematch";
        }, "the rematch or a refusal");
        if (answer.value("type", "") == "error") {
            EXPECT_EQ(answer["code"], "too_many_games") << answer;
            EXPECT_EQ(rematches, 2) << "the first game and two rematches make three games a minute";
            break;
        }
        ASSERT_LT(rematches, 3) << "a fourth game in a minute was made by rematch";
        game = answer["state"]["rematch"];
    }
    EXPECT_EQ(http_request(server.port(), "POST", "/api/games", create_body().dump()).status, 429);
}

TEST(AttacksOnGames, OneAddressCannotFillTheComputersQueue) {
    // One thinking thread, and searches of the strongest level, which think for their whole budget.
    ServerProcess server({"--computer-threads", "1", "--trusted-proxy", "127.0.0.1"});
    const std::string flooder = "198.51.100.1", newcomer = "198.51.100.2";
    std::vector<std::string> flooders_games;
    int refused = 0;
    for (int i = 0; i < 8; ++i) {
        const auto [status, body] = create_as(server, flooder, computer_game("second", "expert"));
        if (status == 201) flooders_games.push_back(body["game"]);
        else if (status == 429 && body.value("code", "") == "too_many_games") ++refused;
        else ADD_FAILURE() << status << " " << body;
    }
    const std::int64_t flood_ended_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    // The newcomer's game is accepted, and its first move waits only for the search already running,
    // not for the flooder's backlog: it is played before the flooder's second and third games'.
    const auto [status, body] = create_as(server, newcomer, computer_game("second", "expert"));
    ASSERT_EQ(status, 201) << body;
    // When each game's first move was played, as stored (no race with a watcher joining late).
    petteia::db::GameStore store(server.data_directory() / "petteia.sqlite");
    const auto first_move_at = [&](const std::string& game) -> std::optional<std::int64_t> {
        const auto stored = store.load(game);
        if (!stored || stored->moves.empty()) return std::nullopt;
        return stored->moves.front().played_at_ms;
    };
    std::vector<std::string> games = flooders_games;
    games.push_back(body["game"]);
    ASSERT_TRUE(eventually([&] {
        return std::all_of(games.begin(), games.end(), [&](const std::string& game) { return first_move_at(game).has_value(); });
    }, 60s)) << "every first move is played";
    // Three searches wait or run at most; one more game only for each search that ended while the
    // flooder was still asking (a machine that stalls the test for a whole search).
    const auto ended_meanwhile = std::count_if(flooders_games.begin(), flooders_games.end(), [&](const std::string& game) {
        return *first_move_at(game) <= flood_ended_ms;
    });
    EXPECT_EQ(flooders_games.size(), 3u + static_cast<std::size_t>(ended_meanwhile)) << "at most three searches of one address wait or run";
    EXPECT_EQ(refused, 8 - static_cast<int>(flooders_games.size()));
    const std::int64_t newcomer_moved = *first_move_at(body["game"]);
    // If the first search was still running when the newcomer came (as it is unless this machine
    // stalled the test for a whole search), the newcomer goes before the flooder's second game;
    // in any case before its third.
    const std::int64_t newcomer_came = store.load(body["game"].get<std::string>())->created_at_ms;
    if (*first_move_at(flooders_games[0]) > newcomer_came) {
        EXPECT_LE(newcomer_moved, *first_move_at(flooders_games[1])) << "the newcomer waited for the flooder's backlog";
    }
    EXPECT_LE(newcomer_moved, *first_move_at(flooders_games[2])) << "the newcomer waited for the flooder's backlog";
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
