// Requests the server must refuse: each gets its error code, and the game is exactly as before
// (same position, moves, side to move and version), for the sender and for the opponent.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

// A started 6x6 game after Light's A1-A2: Dark is to move.
struct ErrorsTest : ::testing::Test {
    ServerProcess server;
    Table table = open_table(server);
    json before;

    void SetUp() override {
        play(table.first(), "A1-A2", {&table.creator, &table.guest});
        before = fingerprint(table.creator->snapshot());
    }

    // The game as both players now see it must be `before`, and nobody got an event meanwhile.
    void expect_unchanged() {
        for (Player* player : {&table.creator, &table.guest}) {
            SCOPED_TRACE(player->role);
            EXPECT_EQ(fingerprint((*player)->snapshot()), before);
            expect_contiguous_versions(*player->ws, player->role);
        }
    }
};

TEST_F(ErrorsTest, IllegalMoveIsRefusedWithTheRulesReason) {
    const struct {
        const char* move;
        const char* detail;
    } cases[] = {
        {"B6-C5", "not-straight"},  {"A6-A1", "blocked"},        {"A2-A3", "opponent-piece"},
        {"C3-C4", "empty-square"},  {"B6-B6", "same-square"},    {"B6-G6", "off-board"},
        {"B6 to nowhere", "malformed"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.move);
        table.second()->send(move_request(c.move));
        const json error = table.second()->wait_error();
        EXPECT_EQ(error["code"], "illegal_move");
        EXPECT_EQ(error.value("detail", ""), c.detail);
        EXPECT_FALSE(error.value("message", "").empty()) << "a reason a person can read";
    }
    expect_unchanged();
    // The refused player can still make a legal move.
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
}

TEST_F(ErrorsTest, MoveOutOfTurn) {
    table.first()->send(move_request("B1-B2"));
    EXPECT_EQ(table.first()->wait_error()["code"], "not_your_turn");
    expect_unchanged();
}

TEST_F(ErrorsTest, MoveForAnotherPosition) {
    // Dark's move as if light had not moved yet (a takeback crossed it): refused, nothing played.
    table.second()->send_text(R"({"type":"move","move":"B6-B5","ply":0,"ref":7})");
    const auto error = table.second()->wait_error();
    EXPECT_EQ(error["code"], "position_changed");
    EXPECT_EQ(error["ref"], 7);
    expect_unchanged();
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
}

TEST_F(ErrorsTest, MoveWithAForgedSecret) {
    Player& dark = table.second();
    WsClient intruder(server.port(), std::nullopt, std::nullopt, socket_for(table.game));
    std::string forged = dark.secret;
    forged[5] = forged[5] == 'A' ? 'B' : 'A';
    intruder.send(join_request(table.game, forged));
    const json refused = intruder.wait_error();
    EXPECT_EQ(refused["code"], "bad_secret");
    EXPECT_FALSE(refused.contains("snapshot"));
    intruder.send(move_request("B6-B5"));
    EXPECT_EQ(intruder.wait_error()["code"], "not_joined");
    intruder.send(action("resign"));
    EXPECT_EQ(intruder.wait_error()["code"], "not_joined");
    expect_unchanged();
    EXPECT_FALSE(ever_received(intruder, dark.secret));
    EXPECT_FALSE(ever_received(intruder, table.first().secret));
}

TEST_F(ErrorsTest, SecretOfAnotherGameIsRefused) {
    const CreatedGame other = create_game(server.port(), create_body());
    WsClient intruder(server.port(), std::nullopt, std::nullopt, socket_for(table.game));
    intruder.send(join_request(table.game, other.secret));
    EXPECT_EQ(intruder.wait_error()["code"], "bad_secret");
    intruder.send(move_request("B6-B5"));
    EXPECT_EQ(intruder.wait_error()["code"], "not_joined");
    expect_unchanged();
}

TEST_F(ErrorsTest, SpectatorCannotMove) {
    Player spectator = join(server.port(), table.game);
    EXPECT_EQ(spectator.role, "spectator");
    spectator->send(move_request("B6-B5"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    spectator->send(action("resign"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    spectator->send(action("offer_draw"));
    EXPECT_EQ(spectator->wait_error()["code"], "not_a_player");
    expect_unchanged();
}

TEST_F(ErrorsTest, OversizedMessageIsRefusedAndTheConnectionStillWorks) {
    // Valid JSON over 8 KiB: refused for its size, not read.
    const std::string padded = json{{"type", "move"}, {"move", "B6-B5"}, {"padding", std::string(9000, 'x')}}.dump();
    ASSERT_GT(padded.size(), 8u * 1024);
    table.second()->send_text(padded);
    EXPECT_EQ(table.second()->wait_error()["code"], "message_too_large");
    expect_unchanged();
    play(table.second(), "B6-B5", {&table.creator, &table.guest});
}

// The server fails the connection with close code 1009 as soon as it reads the frame's header,
// and closes the socket without reading the rest: a client still sending the frame then gets a
// reset (see send_frame_in_one_write).
TEST_F(ErrorsTest, HugeFrameClosesTheConnectionWith1009) {
    ASSERT_TRUE(table.second()->send_frame_in_one_write(
        json{{"type", "move"}, {"move", std::string(70 * 1024, 'x')}}.dump()));
    EXPECT_EQ(table.second()->wait_closed(), 1009) << "close code: message too big; the connection ended with: "
                                                   << table.second()->end_reason();
    // The opponent sees Dark go away; the game itself is untouched.
    const json away = table.first()->wait_event("connection");
    EXPECT_FALSE(away["state"]["seats"]["dark"]["connected"]);
    const json now = fingerprint(table.first()->snapshot());
    EXPECT_EQ(now["position"], before["position"]);
    EXPECT_EQ(now["moves"], before["moves"]);
    EXPECT_EQ(now["to_move"], before["to_move"]);
}

TEST_F(ErrorsTest, BinaryFrameIsRefused) {
    table.second()->send_binary(move_request("B6-B5").dump());
    EXPECT_EQ(table.second()->wait_error()["code"], "invalid_message");
    expect_unchanged();
}

TEST_F(ErrorsTest, OffersThatDoNotExist) {
    const struct {
        const char* type;
        const char* code;
    } cases[] = {
        {"accept_draw", "no_offer"},         {"decline_draw", "no_offer"},
        {"accept_takeback", "no_offer"},     {"decline_takeback", "no_offer"},
        {"request_takeback", "offer_not_allowed"},  // Dark has no move to take back
        {"offer_rematch", "offer_not_allowed"},     // the game is not over
        {"accept_rematch", "offer_not_allowed"},    {"claim_win", "cannot_claim"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.type);
        table.second()->send(action(c.type));
        EXPECT_EQ(table.second()->wait_error()["code"], c.code);
    }
    expect_unchanged();
}

// Frames that are not a usable message, sent by the player to move.
struct BadFrame {
    const char* name;
    std::string text;
    const char* code;
    friend void PrintTo(const BadFrame& frame, std::ostream* out) { *out << frame.text; }
};

struct BadFrameTest : ErrorsTest, ::testing::WithParamInterface<BadFrame> {};

TEST_P(BadFrameTest, IsRefusedWithItsCode) {
    table.second()->send_text(GetParam().text);
    const json error = table.second()->wait_error();
    EXPECT_EQ(error["code"], GetParam().code) << error;
    EXPECT_FALSE(error.value("message", "").empty());
    expect_unchanged();
}

INSTANTIATE_TEST_SUITE_P(
    Frames, BadFrameTest,
    ::testing::Values(BadFrame{"MalformedJson", R"({"type":"move","move":"B6-B5")", "malformed_json"},
                      BadFrame{"NotJsonAtAll", "B6-B5", "malformed_json"},
                      BadFrame{"NotAnObject", R"(["move","B6-B5"])", "invalid_message"},
                      BadFrame{"UnknownType", R"({"type":"teleport","move":"B6-B5"})", "unknown_type"},
                      BadFrame{"MissingType", R"({"move":"B6-B5"})", "invalid_message"},
                      BadFrame{"MissingField", R"({"type":"move"})", "invalid_message"},
                      BadFrame{"FieldOfWrongType", R"({"type":"move","move":56})", "invalid_message"},
                      BadFrame{"EmptyMove", R"({"type":"move","move":""})", "invalid_message"},
                      BadFrame{"UnknownField", R"({"type":"move","move":"B6-B5","promote":"Q"})", "invalid_message"},
                      BadFrame{"FieldOnAnAction", R"({"type":"resign","now":true})", "invalid_message"},
                      BadFrame{"OtherProtocolVersion", R"({"type":"join","protocol":2,"game":"AAAAAAAAAAAAAAAA"})",
                               "unsupported_protocol"},
                      BadFrame{"JoinWithoutGame", R"({"type":"join","protocol":1})", "invalid_message"}),
    [](const ::testing::TestParamInfo<BadFrame>& info) { return std::string(info.param.name); });

TEST_F(ErrorsTest, ErrorEchoesTheRequestRef) {
    table.second()->send_text(R"({"type":"teleport","ref":41})");
    const json unknown = table.second()->wait_error();
    EXPECT_EQ(unknown["code"], "unknown_type");
    EXPECT_EQ(unknown["ref"], 41);
    table.second()->send_text(R"({"type":"move","move":"B6-C5","ref":"my-move"})");
    const json illegal = table.second()->wait_error();
    EXPECT_EQ(illegal["code"], "illegal_move");
    EXPECT_EQ(illegal["ref"], "my-move");
    expect_unchanged();
}

TEST(Errors, RequestsBeforeJoining) {
    ServerProcess server;
    WsClient client(server.port());
    client.send(move_request("A1-A2"));
    EXPECT_EQ(client.wait_error()["code"], "not_joined");
    client.send(action("snapshot"));
    EXPECT_EQ(client.wait_error()["code"], "not_joined");
    client.send(join_request("NoSuchGame000000"));
    EXPECT_EQ(client.wait_error()["code"], "game_not_found");
    client.send(join_request("not a game id!"));
    EXPECT_EQ(client.wait_error()["code"], "invalid_message");
}

TEST(Errors, MoveBeforeTheOpponentArrives) {
    ServerProcess server;
    const CreatedGame created = create_game(server.port(), create_body());
    Player light = join(server.port(), created.game, created.secret);
    const json before = fingerprint(light->snapshot());
    light->send(move_request("A1-A2"));
    EXPECT_EQ(light->wait_error()["code"], "game_not_started");
    light->send(action("offer_draw"));
    EXPECT_EQ(light->wait_error()["code"], "game_not_started");
    EXPECT_EQ(fingerprint(light->snapshot()), before);
}

TEST(Errors, FloodClosesTheConnectionWith1008) {
    ServerProcess server;
    Table table = open_table(server);
    Player& light = table.first();
    light->set_pacing(false);
    for (int i = 0; i < 400 && !light->closed(); ++i)
        if (!light->try_send_text(R"({"type":"snapshot"})")) break;
    EXPECT_EQ(light->wait_closed(), 1008) << "close code: policy violation";
    bool warned = false;
    for (const json& message : light->history())
        warned = warned || (message.value("type", "") == "error" && message.value("code", "") == "rate_limited");
    EXPECT_TRUE(warned) << "the flooder is told to slow down before being closed";
    // The opponent is told, and the game goes on when Light comes back.
    const json away = table.second()->wait_event("connection");
    EXPECT_FALSE(away["state"]["seats"]["light"]["connected"]);
    Player back = join(server.port(), table.game, light.secret);
    EXPECT_EQ(back.role, "light");
    play(back, "A1-A2", {&back, &table.second()});
}

}  // namespace
}  // namespace petteia_server_test
