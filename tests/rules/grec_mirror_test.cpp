// Le Grec, mirror arrival ("grec-mirror"): Le Grec's board, start, moves and ends, except that a side
// wins only with its seven pieces exactly on the squares where the other side started.
#include <gtest/gtest.h>

#include <algorithm>

#include "rules/grec_game.hpp"
#include "rules/grec_position.hpp"
#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::EndReason;

TEST(GrecMirror, IsInTheCatalogueWithItsOwnTitle) {
    const auto& names = petteia::variant_names();
    EXPECT_NE(std::find(names.begin(), names.end(), "grec-mirror"), names.end());
    auto game = make_game("grec-mirror");
    EXPECT_EQ(game->variant().name, "grec-mirror");
    EXPECT_EQ(game->variant().title.en, "Le Grec, mirror arrival");
    EXPECT_EQ(game->variant().title.fr, "Le Grec, arrivée en miroir");
    EXPECT_EQ(petteia::grec_goals_of("grec-mirror"), petteia::grec_mirror_goals);
    EXPECT_EQ(petteia::grec_goals_of("grec"), petteia::grec_half_goals);
    EXPECT_FALSE(petteia::grec_goals_of("petteia-6x6"));
}

TEST(GrecMirror, GoalSquaresAreWhereTheOtherSideStarted) {
    auto game = make_game("grec-mirror");
    const auto& goals = game->variant().goal_squares;
    EXPECT_EQ(goals[0], squares({"A4", "B3", "B4", "C3", "C4", "D3", "D4"}));
    EXPECT_EQ(goals[1], squares({"A1", "A2", "B1", "B2", "C1", "C2", "D1"}));
    for (const petteia::Side side : {petteia::Side::first, petteia::Side::second}) {
        EXPECT_EQ(petteia::grec_mirror_goals.of(side), petteia::GrecPosition::start_squares(petteia::opponent(side)));
        for (const petteia::Square square : goals[petteia::index_of(side)])
            EXPECT_TRUE(is_side(*game, game->square_text(square), petteia::opponent(side)));
    }
}

TEST(GrecMirror, SameStartAndMovesAsLeGrec) {
    auto mirror = make_game("grec-mirror");
    auto grec = make_game("grec");
    EXPECT_EQ(petteia::format_position(*mirror), petteia::format_position(*grec));
    for (int ply = 0; ply < 12; ++ply) {
        ASSERT_EQ(legal_move_texts(*mirror), legal_move_texts(*grec)) << "ply " << ply;
        const auto moves = mirror->legal_moves();
        const petteia::Move move = moves[static_cast<std::size_t>(ply * 7) % moves.size()];
        ASSERT_TRUE(mirror->play(move));
        ASSERT_TRUE(grec->play(move));
        EXPECT_EQ(petteia::format_position(*mirror), petteia::format_position(*grec));
    }
    // The same refusals, with the same reasons.
    const auto refused = mirror->play("C1-C3");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, grec->play("C1-C3").error().code);
}

TEST(GrecMirror, BlackWinsOnTheExactSquares) {
    auto game = make_game("grec-mirror", "BBBB/WBB1/WW1B/WWWW black");
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "D2-D3");  // A4 B3 B4 C3 C4 D3 D4: where White started
    EXPECT_EQ(game->status(), win(black, EndReason::arrived));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(GrecMirror, SevenInTheHalfButOneOnA3IsNoWin) {
    const char* position = "WBBB/BBB1/WW1B/WWWW black";
    auto grec = make_game("grec", position);
    play_ok(*grec, "D2-D3");
    EXPECT_EQ(grec->status(), win(black, EndReason::arrived));  // Le Grec: the half is enough

    auto mirror = make_game("grec-mirror", position);
    play_ok(*mirror, "D2-D3");  // Black fills ranks 3-4 but for A4, and stands on A3
    EXPECT_EQ(mirror->status(), ongoing());
    EXPECT_FALSE(mirror->legal_moves().empty());
}

TEST(GrecMirror, WhiteWinsOnlyOnTheExactSquares) {
    auto game = make_game("grec-mirror", "BBB1/BBWB/WW1B/WWWW white");
    play_ok(*game, "C3-C2");  // A1 A2 B1 B2 C1 C2 D1
    EXPECT_EQ(game->status(), win(white, EndReason::arrived));

    // D2 instead of D1: ranks 1-2 filled, which wins Le Grec but not the mirror.
    const char* off_by_one = "BBB1/BBWB/WW1W/WWWB white";
    auto mirror = make_game("grec-mirror", off_by_one);
    play_ok(*mirror, "C3-C2");
    EXPECT_EQ(mirror->status(), ongoing());
    auto grec = make_game("grec", off_by_one);
    play_ok(*grec, "C3-C2");
    EXPECT_EQ(grec->status(), win(white, EndReason::arrived));
}

TEST(GrecMirror, BlockedPlayerLoses) {
    auto game = make_game("grec-mirror");
    play_all(*game, {"A2-A3", "C3-D2", "C2-C3", "C4-C2", "C3-C4", "A4-A2", "A3-C3", "B4-A3", "B2-B4", "D4-B2"});
    EXPECT_EQ(game->status(), ongoing());
    play_ok(*game, "C4-D4");
    EXPECT_EQ(petteia::format_position(*game), "1B1B/WWBW/WWWW/BBBB white");
    EXPECT_EQ(game->status(), win(black, EndReason::no_moves));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(GrecMirror, ThirdRepetitionDraws) {
    auto game = make_game("grec-mirror");
    const char* const shuffle[] = {"C2-D2", "B3-A3", "D2-C2", "A3-B3"};
    for (const char* move : shuffle) play_ok(*game, move);
    EXPECT_EQ(game->occurrences(), 2);
    for (const char* move : shuffle) play_ok(*game, move);
    EXPECT_EQ(game->occurrences(), 3);
    EXPECT_EQ(game->status(), draw(EndReason::repetition));
}

TEST(GrecMirror, PositionTextRoundTrip) {
    for (const char* text : {"WWWW/1WWW/BBB1/BBBB black", "WBBB/BBB1/WW1B/WWWW white", "BBB1/BBWB/WW1W/WWWB black"}) {
        auto game = make_game("grec-mirror", text);
        EXPECT_EQ(game->variant().name, "grec-mirror");
        EXPECT_EQ(game->position_text(), text);
        auto again = make_game("grec-mirror", game->position_text());
        EXPECT_EQ(again->hash(), game->hash());
        // The same placement in Le Grec is another game: its hash differs, so that no table shared
        // by both (the engine's) mixes their values up.
        EXPECT_NE(make_game("grec", text)->hash(), game->hash()) << text;
    }
}

}  // namespace
