// Game records: a game written down and read back is the same game; replay stops at the first bad move.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "rules/game_record.hpp"
#include "tests/rules/test_support.hpp"

namespace {

using namespace petteia_test;
using petteia::MoveErrorCode;

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

void expect_same_game(const petteia::Game& actual, const petteia::Game& expected) {
    EXPECT_EQ(actual.variant().name, expected.variant().name);
    EXPECT_EQ(petteia::format_position(actual), petteia::format_position(expected));
    EXPECT_EQ(actual.hash(), expected.hash());
    EXPECT_EQ(actual.history(), expected.history());
    EXPECT_EQ(actual.status(), expected.status());
    EXPECT_EQ(actual.occurrences(), expected.occurrences());
    EXPECT_EQ(actual.quiet_plies(), expected.quiet_plies());
    EXPECT_EQ(legal_move_texts(actual), legal_move_texts(expected));
}

std::unique_ptr<petteia::Game> read_ok(std::string_view text, std::string_view variant = {}) {
    auto game = petteia::read_record(text, variant);
    if (!game) throw std::runtime_error("read_record refused:\n" + std::string(text) + "\n" + game.error().reason);
    return std::move(game).value();
}

TEST(GameRecord, WritesTheVariantAndOneMoveALine) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A3", "F6-F4", "b1 → b2"});
    const std::vector<std::string> lines = lines_of(petteia::write_record(*game));
    ASSERT_GE(lines.size(), 4u);
    EXPECT_EQ(lines.front(), "# variant: petteia-6x6");
    for (const std::string& line : lines) EXPECT_EQ(line.find("# position:"), std::string::npos) << line;
    const std::vector<std::string> moves(lines.end() - 3, lines.end());
    EXPECT_EQ(moves, (std::vector<std::string>{"A1-A3", "F6-F4", "B1-B2"}));
}

TEST(GameRecord, WritesTheStartingPositionWhenItIsNotTheUsualOne) {
    const char* start = "D4D/DL4/2D3/2L3/6/6 light 40";
    auto game = make_game("petteia-6x6", start);
    play_ok(*game, "C3-C2");
    const std::vector<std::string> lines = lines_of(petteia::write_record(*game));
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], "# variant: petteia-6x6");
    EXPECT_EQ(lines[1], std::string("# position: ") + start);
    EXPECT_EQ(lines[2], "C3-C2");
}

TEST(GameRecord, ReadBackIsTheSameGame) {
    auto game = make_game("petteia-6x6", "D4D/DL4/2D3/2L3/6/6 light 40");
    play_all(*game, {"C3-C2", "F6-F5", "C2-C3", "A6-B6", "B5-C5", "F5-F4"});
    ASSERT_EQ(game->history()[4].captured, squares({"C4"}));
    auto read = read_ok(petteia::write_record(*game));
    expect_same_game(*read, *game);
}

TEST(GameRecord, FinishedGamesReadBackFinished) {
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A2", "A6-A5", "A2-A1", "A5-A6", "A1-A2", "A6-A5", "A2-A1", "A5-A6"});
    ASSERT_TRUE(game->is_over());
    auto read = read_ok(petteia::write_record(*game));
    expect_same_game(*read, *game);

    auto grec = make_game("grec");
    play_all(*grec,
             {"A2-A3", "C3-D2", "C2-C3", "C4-C2", "C3-C4", "A4-A2", "A3-C3", "B4-A3", "B2-B4", "D4-B2", "C4-D4"});
    ASSERT_TRUE(grec->is_over());
    auto read_grec = read_ok(petteia::write_record(*grec));
    expect_same_game(*read_grec, *grec);
}

TEST(GameRecord, RandomGamesRoundTrip) {
    std::mt19937 random(20240611);
    for (const char* variant : {"petteia-6x6", "petteia-8x8", "grec"}) {
        for (int round = 0; round < 5; ++round) {
            auto game = make_game(variant);
            for (int ply = 0; ply < 60 && !game->is_over(); ++ply) {
                auto moves = game->legal_moves();
                ASSERT_TRUE(game->play(moves[random() % moves.size()]));
            }
            auto read = read_ok(petteia::write_record(*game));
            expect_same_game(*read, *game);
        }
    }
}

TEST(GameRecord, IgnoresBlankLinesAndComments) {
    auto read = read_ok("# variant: petteia-6x6\n\n# a remark\nA1-A3\n\n# another\nf6 → f4\n");
    auto expected = make_game("petteia-6x6");
    play_all(*expected, {"A1-A3", "F6-F4"});
    expect_same_game(*read, *expected);
}

TEST(GameRecord, VariantFromTheCallerWhenThereIsNoHeader) {
    auto read = read_ok("A1-A3\nH8-H5\n", "petteia-8x8");
    EXPECT_EQ(read->variant().name, "petteia-8x8");
    EXPECT_EQ(read->history().size(), 2u);
    EXPECT_TRUE(is_side(*read, "H5", dark));

    auto agreeing = read_ok("# variant: grec\nC2-D2\n", "grec");
    EXPECT_EQ(agreeing->variant().name, "grec");
}

TEST(GameRecord, UnreadableRecordsAreRefused) {
    // The header and the caller disagree.
    EXPECT_FALSE(petteia::read_record("# variant: petteia-6x6\nA1-A3\n", "grec"));
    // No variant at all.
    EXPECT_FALSE(petteia::read_record("A1-A3\n"));
    // An unknown variant.
    EXPECT_FALSE(petteia::read_record("# variant: chess\nE2-E4\n"));
    // A bad starting position.
    EXPECT_FALSE(petteia::read_record("# variant: petteia-6x6\n# position: DDDDDD/6/6 light 0\nA1-A3\n"));
    // An illegal move, then a malformed one.
    auto illegal = petteia::read_record("# variant: petteia-6x6\nA1-A3\nA3-A4\n");
    ASSERT_FALSE(illegal);
    EXPECT_FALSE(illegal.error().reason.empty());
    EXPECT_FALSE(petteia::read_record("# variant: petteia-6x6\nA1-A3\nnonsense\n"));
}

TEST(GameRecord, ReplayStopsAtTheFirstRefusedMove) {
    auto game = make_game("petteia-6x6");
    auto result = petteia::replay(*game, "A1-A2\nA6-A5\nA2-A2\nA5-A4\n");
    EXPECT_EQ(result.applied, 2);
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->index, 2);
    EXPECT_EQ(result.error->move_text, "A2-A2");
    EXPECT_EQ(result.error->error.code, MoveErrorCode::same_square);
    EXPECT_EQ(game->history().size(), 2u);
    EXPECT_EQ(petteia::format_position(*game), "1DDDDD/D5/6/6/L5/1LLLLL light 2");
}

TEST(GameRecord, ReplayReportsAMalformedMove) {
    auto game = make_game("grec");
    auto result = petteia::replay(*game, "C2-D2\nB3-A3\nD2/C2\n");
    EXPECT_EQ(result.applied, 2);
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->index, 2);
    EXPECT_EQ(result.error->move_text, "D2/C2");
    EXPECT_EQ(result.error->error.code, MoveErrorCode::malformed);
}

TEST(GameRecord, ReplayOfAnIllegalFirstMove) {
    auto game = make_game("grec");
    auto result = petteia::replay(*game, "D1-D3\nC2-D2\n");
    EXPECT_EQ(result.applied, 0);
    ASSERT_TRUE(result.error);
    EXPECT_EQ(result.error->index, 0);
    EXPECT_EQ(result.error->move_text, "D1-D3");
    EXPECT_TRUE(game->history().empty());
}

TEST(GameRecord, ReplayOfGoodMoves) {
    auto game = make_game("petteia-8x8");
    auto result = petteia::replay(*game, "A1-A3\nH8-H5\nb1->b4\n");
    EXPECT_EQ(result.applied, 3);
    EXPECT_FALSE(result.error);
    EXPECT_EQ(game->history().size(), 3u);
    EXPECT_TRUE(is_side(*game, "B4", light));
}

TEST(TaggedRecord, NumbersTheMovesAndReadsBackTheSameGame) {
    auto game = make_game("petteia-chess");
    play_all(*game, {"Pa1-a2", "Kf9*g8", "Sg0-f3", "Kg8-f9", "Sf3-g6"});
    const std::string record = petteia::write_tagged_record(*game, {{"Event", "Petteia Online"}, {"White", "Zoé \"Z\""}}, "1-0");
    EXPECT_EQ(record,
              "[Event \"Petteia Online\"]\n[White \"Zoé 'Z'\"]\n[Variant \"petteia-chess\"]\n\n"
              "1. Pa1-a2 Kf9*g8 2. Sg0-f3 Kg8-f9 3. Sf3-g6 1-0\n");
    expect_same_game(*read_ok(record), *game);

    const auto reading = petteia::read_record_until_refused(record);
    ASSERT_TRUE(reading);
    EXPECT_FALSE(reading->error);
    EXPECT_EQ(reading->result, "1-0");
    EXPECT_EQ(reading->tags, (petteia::RecordTags{{"Event", "Petteia Online"}, {"White", "Zoé 'Z'"}, {"Variant", "petteia-chess"}}));
}

TEST(TaggedRecord, AGameSetUpWithTheSecondSideToMoveStartsWithThreeDots) {
    auto game = make_game("petteia-6x6", "DDDDDD/6/6/6/6/LLLLLL dark 0");
    play_all(*game, {"A6-A5", "A1-A2", "B6-B5"});
    const std::string record = petteia::write_tagged_record(*game, {}, "*");
    EXPECT_EQ(record, "[Variant \"petteia-6x6\"]\n[FEN \"DDDDDD/6/6/6/6/LLLLLL dark 0\"]\n\n1... A6-A5 2. A1-A2 B6-B5 *\n");
    expect_same_game(*read_ok(record), *game);
}

TEST(TaggedRecord, TheGamesOwnVariantAndStartWinOverTagsGiven) {
    // Tags read from another record may name another game or start: the game's own are written.
    auto game = make_game("petteia-6x6");
    play_all(*game, {"A1-A2"});
    const std::string record =
        petteia::write_tagged_record(*game, {{"Variant", "grec"}, {"FEN", "6/6/6/6/6/6 light 0"}, {"Round", "2"}}, "*");
    EXPECT_EQ(record, "[Round \"2\"]\n[Variant \"petteia-6x6\"]\n\n1. A1-A2 *\n");
    expect_same_game(*read_ok(record), *game);
}

TEST(TaggedRecord, LongGamesWrapAtEightyCharacters) {
    auto game = make_game("petteia-8x8");
    for (std::size_t ply = 0; ply < 60 && !game->is_over(); ++ply) {
        const auto moves = game->legal_moves();
        ASSERT_TRUE(game->play(moves[ply * 7 % moves.size()]));
    }
    for (const std::string& line : lines_of(petteia::write_tagged_record(*game, {}, "*"))) EXPECT_LE(line.size(), 80u) << line;
}

TEST(RecordReading, StopsAtTheFirstRefusedMoveAndKeepsWhatCameBefore) {
    const auto reading = petteia::read_record_until_refused(
        "[Event \"casual\"]\n[Variant \"petteia-chess\"]\n1. Pe1-e3 {a classic} Pe8-e6 2. Pe3-e4 Pe6-e5 3. He1-e3 1-0\n");
    ASSERT_TRUE(reading);
    EXPECT_EQ(reading->game->history().size(), 4u);
    ASSERT_TRUE(reading->error);
    EXPECT_EQ(reading->error->index, 4);
    EXPECT_EQ(reading->error->move_text, "He1-e3");
    EXPECT_EQ(reading->error->error.reason, "there is no piece on e1");
    EXPECT_EQ(reading->result, "1-0") << "the token after the refused move is still read";
}

TEST(RecordReading, GuessesTheGameOfARecordThatNamesNoneFromItsMoves) {
    const auto chess = petteia::read_record_until_refused("1. Pe1-e3 Pe8-e6 2. Pd1-d3");
    ASSERT_TRUE(chess);
    EXPECT_EQ(chess->game->variant().name, "petteia-chess");
    EXPECT_TRUE(chess->guessed);
    EXPECT_EQ(chess->game->history().size(), 3u);
    const auto grec = petteia::read_record_until_refused("1. B2-A3 C3-D2 2. A2-B3 *");
    ASSERT_TRUE(grec) << "a diagonal step: Le Grec's, not Petteia's";
    EXPECT_EQ(grec->game->variant().name, "grec");
    EXPECT_EQ(grec->result, "*");
    // A refused move after an accepted one: the game accepting the most is still the record's.
    const auto stopped = petteia::read_record_until_refused("1. Pe1-e3 Pe8-e9");
    ASSERT_TRUE(stopped);
    EXPECT_EQ(stopped->game->variant().name, "petteia-chess");
    ASSERT_TRUE(stopped->error);
    EXPECT_EQ(stopped->error->index, 1);
    // Named: not guessed.
    EXPECT_FALSE(petteia::read_record_until_refused("[Variant \"grec\"]\n1. B2-A3")->guessed);
}

// A position pasted alone is a game to look at (and analyse) from there: of the game named, or of the
// one game whose rules read it; Le Grec's texts fit its mirror too, so those ask which game.
TEST(RecordReading, APositionTextAloneStartsThereWithNoMove) {
    const auto chess = petteia::read_record_until_refused("  k9/10/10/10/10/10/10/10/10/K9 black Ss - 12\n");
    ASSERT_TRUE(chess);
    EXPECT_EQ(chess->game->variant().name, "petteia-chess");
    EXPECT_TRUE(chess->guessed);
    EXPECT_TRUE(chess->game->history().empty());
    EXPECT_EQ(chess->game->position_text(), "k9/10/10/10/10/10/10/10/10/K9 black Ss - 12");
    EXPECT_EQ(chess->tags, (petteia::RecordTags{{"FEN", "k9/10/10/10/10/10/10/10/10/K9 black Ss - 12"}}));
    const auto named = petteia::read_record_until_refused("1D2DD/D5/6/2L3/6/LL3L dark 7", "petteia-6x6");
    ASSERT_TRUE(named);
    EXPECT_FALSE(named->guessed);
    EXPECT_EQ(named->game->side_to_move(), petteia::Side::second);
    EXPECT_FALSE(petteia::read_record_until_refused("BBBB/B1BW/1BWW/WWWW black")) << "Le Grec or its mirror: asked";
    EXPECT_EQ(petteia::read_record_until_refused("BBBB/B1BW/1BWW/WWWW black", "grec-mirror")->game->variant().name, "grec-mirror");
    EXPECT_FALSE(petteia::read_record_until_refused("1D2DD/D5/6/2L3/6/LL3L dark 7", "petteia-8x8")) << "not a position of the game named";
    const auto record = petteia::read_record_until_refused("1. A1-A3 {a quiet move / a plan} F6-F4", "petteia-6x6");
    ASSERT_TRUE(record) << "a slash in a comment is no position";
    EXPECT_EQ(record->game->history().size(), 2u);
}

TEST(RecordReading, FailsOnlyWhenTheGameCannotBeSetUpOrTheMovesFitNoSingleGame) {
    EXPECT_FALSE(petteia::read_record_until_refused("1. A1-A2")) << "Petteia 6×6 and 8×8 alike";
    EXPECT_FALSE(petteia::read_record_until_refused("")) << "no move: any game";
    EXPECT_FALSE(petteia::read_record_until_refused("1. hello")) << "no game accepts it";
    EXPECT_FALSE(petteia::read_record_until_refused("[Variant \"chess\"]\n1. e4"));
    EXPECT_FALSE(petteia::read_record_until_refused("[Variant \"grec\"]\n", "petteia-6x6"));
    const auto empty = petteia::read_record_until_refused("", "grec");
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->game->history().empty());
    EXPECT_EQ(empty->result, "");
}

}  // namespace
