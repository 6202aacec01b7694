// A tournament made over the API (protocol/tournament_messages.hpp): each kind with its own fields
// only, within its bounds; and the messages the pages read.
#include <gtest/gtest.h>

#include "protocol/tournament_messages.hpp"

namespace petteia::protocol {
namespace {

using json = nlohmann::json;

json arena() {
    return {{"kind", "arena"}, {"name", "Friday arena"}, {"variant", "petteia-8x8"}, {"time", {{"minutes", 3}, {"increment", 2}}},
            {"minutes", 60}, {"starts_in_minutes", 10}, {"max_players", 500}};
}

TEST(TournamentMessages, AnArenaAndASwissAndARoundRobinAreRead) {
    const auto made = parse_create_tournament(arena().dump(), 30);
    ASSERT_TRUE(made) << made.error().message;
    EXPECT_EQ(made->kind, TournamentKind::arena);
    EXPECT_EQ(made->minutes, 60);
    EXPECT_EQ(made->time.initial_ms, 180'000);
    EXPECT_EQ(made->time.increment_ms, 2'000);
    EXPECT_TRUE(made->rated) << "rated unless said otherwise";
    EXPECT_TRUE(made->listed);
    EXPECT_EQ(made->starts_in_minutes, 10);

    json swiss = arena();
    swiss.erase("minutes");
    swiss["kind"] = "swiss";
    swiss["rounds"] = 7;
    swiss["time"] = {{"days", 3}};
    swiss["listed"] = false;
    const auto read = parse_create_tournament(swiss.dump(), 30);
    ASSERT_TRUE(read) << read.error().message;
    EXPECT_EQ(read->rounds, 7);
    EXPECT_EQ(read->time.days_per_move, 3) << "a Swiss may be played by correspondence";
    EXPECT_FALSE(read->listed);

    json round_robin = swiss;
    round_robin.erase("rounds");
    round_robin["kind"] = "round_robin";
    round_robin["max_players"] = 30;
    EXPECT_TRUE(parse_create_tournament(round_robin.dump(), 30));
    round_robin["max_players"] = 31;
    EXPECT_FALSE(parse_create_tournament(round_robin.dump(), 30)) << "past the round-robin's bound";
}

TEST(TournamentMessages, EachKindTakesItsOwnFieldsOnly) {
    json with_rounds = arena();
    with_rounds["rounds"] = 5;
    EXPECT_FALSE(parse_create_tournament(with_rounds.dump(), 30));
    json without_minutes = arena();
    without_minutes.erase("minutes");
    EXPECT_FALSE(parse_create_tournament(without_minutes.dump(), 30));
    json correspondence_arena = arena();
    correspondence_arena["time"] = {{"days", 1}};
    EXPECT_FALSE(parse_create_tournament(correspondence_arena.dump(), 30));
    json untimed = arena();
    untimed["time"] = nullptr;
    EXPECT_FALSE(parse_create_tournament(untimed.dump(), 30));
    json swiss_without_rounds = arena();
    swiss_without_rounds.erase("minutes");
    swiss_without_rounds["kind"] = "swiss";
    EXPECT_FALSE(parse_create_tournament(swiss_without_rounds.dump(), 30));
    for (const int rounds : {2, 16}) {
        json swiss = swiss_without_rounds;
        swiss["rounds"] = rounds;
        EXPECT_FALSE(parse_create_tournament(swiss.dump(), 30)) << rounds;
    }
}

TEST(TournamentMessages, RoundsAtSetTimesAreARoundRobinsOrASwisssWithinTheirBounds) {
    json weekly = arena();
    weekly.erase("minutes");
    weekly["kind"] = "round_robin";
    weekly["max_players"] = 12;
    weekly["round_every_minutes"] = 7 * 24 * 60;
    const auto read = parse_create_tournament(weekly.dump(), 30);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->round_every_minutes, 7 * 24 * 60);
    weekly.erase("round_every_minutes");
    EXPECT_FALSE(parse_create_tournament(weekly.dump(), 30)->round_every_minutes) << "left out: at once";
    for (const json& every : {json(9), json(14 * 24 * 60 + 1), json(60.5), json("60"), json(nullptr)}) {
        weekly["round_every_minutes"] = every;
        EXPECT_FALSE(parse_create_tournament(weekly.dump(), 30)) << every;
    }
    json timed_arena = arena();
    timed_arena["round_every_minutes"] = 60;
    EXPECT_FALSE(parse_create_tournament(timed_arena.dump(), 30)) << "an arena has no rounds";
}

TEST(TournamentMessages, ANameIsTextThatShowsWhatItHolds) {
    const auto named = [](const std::string& name) {
        json body = arena();
        body["name"] = name;
        return parse_create_tournament(body.dump(), 30).has_value();
    };
    EXPECT_TRUE(named("Πεττεία, 4ο Γυμνάσιο"));
    EXPECT_TRUE(named("ab"));
    EXPECT_TRUE(named(std::string(40, 'x')));
    EXPECT_TRUE(named("Ἀθῆναι ⚔ " + std::string(30, 'x'))) << "40 code points, more bytes";
    EXPECT_FALSE(named("a"));
    EXPECT_FALSE(named(std::string(41, 'x')));
    EXPECT_FALSE(named(" lead"));
    EXPECT_FALSE(named("trail "));
    EXPECT_FALSE(named("new\nline"));
    EXPECT_FALSE(named("del\x7f"));
    EXPECT_FALSE(named("txt.exe\u202E"));  // right-to-left override
    EXPECT_FALSE(named("a\u2066b"));       // left-to-right isolate
}

TEST(TournamentMessages, TheMessagesThePagesRead) {
    TournamentView view;
    view.id = "AbCdEfGhIjKlMnOp";
    view.name = "Friday";
    view.variant = "grec";
    view.time = {60'000, 0};
    view.state = "running";
    view.ends_at_ms = 5;
    const json page = tournament_page_json(view, {StandingView{1, "Ariadne", 4, std::nullopt, true, 2, "playing", 1612.6, {"w2", "w2"}, std::nullopt}},
                                           1, 1, {{"G", 0, "Ariadne", "Theseus"}}, 7, std::nullopt);
    EXPECT_EQ(page["tournament"]["link"], "/t/AbCdEfGhIjKlMnOp");
    EXPECT_EQ(page["tournament"]["kind"], "arena");
    EXPECT_EQ(page["tournament"]["rounds"], nullptr);
    EXPECT_EQ(page["standings"][0]["rating"], 1613);
    EXPECT_EQ(page["standings"][0]["fire"], true);
    EXPECT_FALSE(page["standings"][0].contains("game")) << "a player's game is told to them alone";
    EXPECT_EQ(page["playing"][0]["second"], "Theseus");
    EXPECT_EQ(page["playing_total"], 7);
    EXPECT_EQ(page["you"], nullptr);
    EXPECT_EQ(page["tournament"]["round_every_minutes"], nullptr);
    EXPECT_EQ(page["tournament"]["next_round_at_ms"], nullptr);
    const json paired = json::parse(tournament_game_message("T", "G", "light", "Theseus"));
    EXPECT_EQ(paired["type"], "tournament_game");
    EXPECT_EQ(paired["link"], "/g/G");
}

}  // namespace
}  // namespace petteia::protocol
