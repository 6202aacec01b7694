// What the server sends: snapshots hold everything; events hold only what changed.
#include <gtest/gtest.h>

#include "protocol/server_messages.hpp"
#include "rules/variants.hpp"

namespace {

using namespace petteia;
using namespace petteia::protocol;
using nlohmann::json;

struct ViewFixture : testing::Test {
    std::unique_ptr<Game> game = std::move(new_game("petteia-6x6")).value();
    std::vector<MoveView> moves{{"A1-A2", Side::first, {}, 299'000}};
    GameView view;

    void SetUp() override {
        view.game = "FrRnCfQyUNyHh-JH";
        view.version = 3;
        view.variant = &game->variant();
        view.position = "DDDDDD/6/6/6/L5/1LLLLL dark 1";
        view.to_move = Side::second;
        view.moves = &moves;
        view.legal = {"A6-A5"};
        view.clock = ClockView{300'000, 2'000, {299'000, 300'000}, Side::second};
        view.seats[0] = {true, true, std::nullopt, std::nullopt};
        view.seats[1] = {true, false, 1000, 61'000};
        view.offers.draw = Side::first;
        view.server_time_ms = 5000;
    }
};

// Issue 38: a clock of days per move says so and gives the deadline; a game clock has neither.
TEST_F(ViewFixture, ADaysClockCarriesItsDeadline) {
    EXPECT_FALSE(snapshot_json(view)["clock"].contains("days"));
    EXPECT_FALSE(snapshot_json(view)["clock"].contains("deadline_ms"));
    view.clock = ClockView{3 * 86'400'000LL, 0, {86'000'000, 3 * 86'400'000LL}, Side::first, 3, 1'795'259'200'000};
    const json clock = snapshot_json(view)["clock"];
    EXPECT_EQ(clock["days"], 3);
    EXPECT_EQ(clock["deadline_ms"], 1'795'259'200'000);
    EXPECT_EQ(clock["running"], "light");
    view.clock->running.reset();
    view.clock->deadline_ms.reset();
    EXPECT_EQ(snapshot_json(view)["clock"]["deadline_ms"], nullptr) << "no clock runs: no deadline";
}

TEST_F(ViewFixture, SnapshotNamesSidesByTheVariant) {
    const json snapshot = snapshot_json(view);
    EXPECT_EQ(snapshot["variant"], "petteia-6x6");
    EXPECT_EQ(snapshot["to_move"], "dark");
    EXPECT_EQ(snapshot["last_move"]["move"], "A1-A2");
    EXPECT_EQ(snapshot["last_move"]["side"], "light");
    EXPECT_EQ(snapshot["moves"].size(), 1u);
    EXPECT_EQ(snapshot["clock"]["remaining_ms"]["light"], 299'000);
    EXPECT_EQ(snapshot["clock"]["running"], "dark");
    EXPECT_EQ(snapshot["seats"]["dark"]["connected"], false);
    EXPECT_EQ(snapshot["seats"]["dark"]["claim_from_ms"], 61'000);
    EXPECT_EQ(snapshot["offers"]["draw"], "light");
    EXPECT_EQ(snapshot["offers"]["takeback"], nullptr);
    EXPECT_EQ(snapshot["result"]["state"], "ongoing");
    EXPECT_EQ(snapshot["result"]["reason"], nullptr);
    EXPECT_EQ(snapshot["threatened"]["light"], json::array());
}

TEST_F(ViewFixture, EventCarriesOnlyTheChangedFieldsAndTheMove) {
    const json event = json::parse(event_message(view, EventKind::move, {Field::to_move, Field::clock}, &moves.back()));
    EXPECT_EQ(event["type"], "event");
    EXPECT_EQ(event["version"], 3);
    EXPECT_EQ(event["kind"], "move");
    EXPECT_EQ(event["state"].size(), 2u);
    EXPECT_EQ(event["state"]["to_move"], "dark");
    EXPECT_EQ(event["move"]["move"], "A1-A2");
}

TEST_F(ViewFixture, JoinedCarriesTheSecretOnlyWhenGiven) {
    const json with = json::parse(joined_message(view, "dark", std::string("s3cr3t")));
    EXPECT_EQ(with["role"], "dark");
    EXPECT_EQ(with["secret"], "s3cr3t");
    EXPECT_EQ(with["snapshot"]["version"], 3);
    const json without = json::parse(joined_message(view, "spectator", std::nullopt));
    EXPECT_FALSE(without.contains("secret"));
}

// Messages are written without nlohmann's objects (protocol/json_writer.hpp) yet must be what
// nlohmann would write: its parse and dump of each gives the same bytes back (keys in sorted order,
// its number and escape forms), in every variant (side names sorted either way) and every field.
TEST_F(ViewFixture, MessagesAreWhatNlohmannWouldWrite) {
    for (const std::string& name : variant_names()) {
        SCOPED_TRACE(name);
        std::unique_ptr<Game> other = std::move(new_game(name)).value();
        GameView full = view;
        full.variant = &other->variant();
        full.threatened = {std::vector<std::string>{"b2", "c3"}, std::vector<std::string>{}};
        full.in_check = {"e1"};
        full.special_moves = {std::vector<std::string>{"sacrifice"}, std::vector<std::string>{"snake", "sacrifice"}};
        full.result = {ResultState::win, Side::second, "resign", Side::first};
        full.offers = {Side::first, std::nullopt, Side::second};
        full.rematch = "AbCdEfGhIjKlMnOp";
        full.computer = ComputerView{Side::second, "expert"};
        std::vector<MoveView> played{{"A1-A2", Side::first, {}, std::nullopt}, {"B6xB2", Side::second, {"b3", "c4"}, 12}};
        full.moves = &played;
        const std::vector<Field> every{Field::position, Field::to_move, Field::last_move, Field::moves,
                                       Field::legal, Field::threatened, Field::in_check, Field::special_moves,
                                       Field::clock, Field::result, Field::offers, Field::seats, Field::rematch};
        for (const std::string& text :
             {joined_message(full, "dark", std::string("s3cr3t")), joined_message(view, "spectator", std::nullopt),
              snapshot_message(full), event_message(full, EventKind::move, every, &played.back()),
              event_message(full, EventKind::offer, {Field::offers, Field::clock, Field::offers}),
              event_message(view, EventKind::seat, {})})
            EXPECT_EQ(text, json::parse(text).dump());
    }
}

TEST(ServerMessages, ErrorEchoesRefAndDetail) {
    const json error = json::parse(error_message({ErrorCode::illegal_move, "blocked at D4", "blocked"}, json(7)));
    EXPECT_EQ(error["code"], "illegal_move");
    EXPECT_EQ(error["detail"], "blocked");
    EXPECT_EQ(error["ref"], 7);
    EXPECT_FALSE(json::parse(error_message({ErrorCode::not_joined, "join first", {}})).contains("ref"));
}

}  // namespace
