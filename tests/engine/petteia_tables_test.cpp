// The Petteia endgame tables: their numbering; every value checked against the values of the moves
// the rules allow from it (on small boards, all of them; on 6×6, a seeded sample), which proves a
// table by induction on the plies; 2 v 2 against an exhaustive search over the rules' positions;
// hand-made positions; the 100-ply rule; the files; Expert's moves in the committed tables.
#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <unordered_map>

#include "engine/engine.hpp"
#include "engine/petteia_table_file.hpp"
#include "engine/petteia_table_probe.hpp"
#include "engine/petteia_table_solver.hpp"
#include "engine/petteia_tables.hpp"
#include "engine/random.hpp"
#include "rules/petteia_game.hpp"
#include "rules/petteia_position.hpp"
#include "rules/variants.hpp"

namespace {

using petteia::PetteiaPosition;
using petteia::Side;
using petteia::bits::Bitboard;
using namespace petteia::engine;

std::string describe(const SolvedValue& value) {
    return std::string(outcome_name(value.outcome)) + " in " + std::to_string(value.plies);
}

// 6×6's 2 v 2, 3 v 2 and 2 v 3, solved once for the tests that need them (a second).
const TableSet& six_by_six() {
    static const TableSet tables = [] {
        TableSet solved;
        for (auto& table : solve_tables(6, 2, 2, solved)) solved.add(std::move(table));
        for (auto& table : solve_tables(6, 3, 2, solved)) solved.add(std::move(table));
        return solved;
    }();
    return tables;
}

// Every table up to `most` pieces a side on a size×size board, in the catalogue's order.
TableSet solve_up_to(int size, int most) {
    TableSet tables;
    for (int larger = 2; larger <= most; ++larger)
        for (int smaller = 2; smaller <= larger; ++smaller)
            for (auto& table : solve_tables(size, larger, smaller, tables)) tables.add(std::move(table));
    return tables;
}

// The position numbered `index`, the movers being `side` (so both colours are tried).
PetteiaPosition position_at(const EndgameTable& table, std::uint64_t index, Side side, int quiet_plies = 0) {
    const Bitboard movers = table.index.movers_at(index), others = table.index.others_at(index);
    const int size = table.index.shape().size;
    return side == Side::first ? PetteiaPosition(size, movers, others, Side::first, quiet_plies)
                               : PetteiaPosition(size, others, movers, Side::second, quiet_plies);
}

// The table's value of the position, against the best of the values of the moves the rules allow
// (made by the rules' own make and judged by their own status; the tables only give the values of
// the positions they lead to). Over a whole table, this proves it: a position's value is right if
// those of the positions its moves lead to are, down to the ends of the game.
void expect_consistent(const EndgameTable& table, const TableLookup& tables, std::uint64_t index, Side side) {
    const PetteiaPosition position = position_at(table, index, side);
    const SolvedValue stored = value_at_quiet_plies(decode_entry(table.entries[index]), 0);
    if (position.status().state != petteia::GameState::ongoing) {
        // Only a side with no move is over here (both sides have two pieces or more): lost at once.
        ASSERT_EQ(position.status().reason, petteia::EndReason::no_moves);
        ASSERT_EQ(stored, (SolvedValue{Outcome::loss, 0})) << index;
        return;
    }
    const auto value = table_value(position, tables);
    ASSERT_TRUE(value) << index;
    ASSERT_EQ(*value, stored) << shape_name(table.index.shape()) << " index " << index << ": the moves say "
                              << describe(*value) << ", the table " << describe(stored);
}

TEST(PetteiaTableIndex, NumbersEveryPlacementOnceWithoutGaps) {
    for (const TableShape shape : {TableShape{4, 3, 2}, TableShape{5, 2, 3}, TableShape{6, 2, 2}}) {
        const TableIndex index(shape);
        EXPECT_EQ(index.size(), binomial(shape.size * shape.size, shape.movers) *
                                    binomial(shape.size * shape.size - shape.movers, shape.others));
        const Bitboard board = petteia::bits::board_mask(shape.size);
        for (std::uint64_t i = 0; i < index.size(); ++i) {
            const Bitboard movers = index.movers_at(i), others = index.others_at(i);
            ASSERT_EQ(petteia::bits::count(movers), shape.movers);
            ASSERT_EQ(petteia::bits::count(others), shape.others);
            ASSERT_EQ(movers & others, 0u);
            ASSERT_EQ((movers | others) & ~board, 0u);
            ASSERT_EQ(index.index(movers, others), i) << shape_name(shape);
        }
    }
}

TEST(PetteiaTables, EveryValueOnSmallBoardsAgreesWithTheRulesMoves) {
    for (const int size : {4, 5}) {
        const TableSet tables = solve_up_to(size, size == 4 ? 3 : 2);
        for (const auto& [shape, table] : tables.tables())
            for (std::uint64_t i = 0; i < table->entries.size(); ++i) {
                // Both colours, but 4×4's 3 v 3 (160,160 positions) in one only: seconds under the sanitizers.
                expect_consistent(*table, tables, i, i % 2 ? Side::first : Side::second);
                if (shape.movers + shape.others < 6) expect_consistent(*table, tables, i, i % 2 ? Side::second : Side::first);
            }
    }
}

TEST(PetteiaTables, SampledValuesOn6x6AgreeWithTheRulesMoves) {
    const TableSet& tables = six_by_six();
    std::uint64_t seed = 26;
    for (const TableShape shape : {TableShape{6, 2, 3}, TableShape{6, 3, 2}})
        for (int sample = 0; sample < 1000; ++sample) {
            const EndgameTable& table = *tables.find(shape);
            expect_consistent(table, tables, random_below(seed, table.entries.size()),
                              sample % 2 ? Side::first : Side::second);
        }
    const EndgameTable& table = *tables.find({6, 2, 2});
    for (int sample = 0; sample < 3000; ++sample)
        expect_consistent(table, tables, random_below(seed, table.entries.size()),
                          sample % 2 ? Side::first : Side::second);
}

// The side to move's forced result within `depth` plies, by trying every line of the rules' moves
// (no table): win in n (the fewest), loss in n (the most), or none when neither is forced so soon.
// From a position without history, no line of 7 plies or fewer can bring a position back a third
// time, so the answers are remembered by the position's hash and the depth.
using SearchMemo = std::unordered_map<std::uint64_t, std::optional<SolvedValue>>;
std::optional<SolvedValue> forced_result(PetteiaPosition& position, int depth, SearchMemo& memo) {
    const petteia::GameStatus status = position.status();
    if (status.state == petteia::GameState::win) return SolvedValue{Outcome::loss, 0};
    if (depth == 0) return std::nullopt;
    const std::uint64_t key = position.hash() * 8 + static_cast<std::uint64_t>(depth);
    if (const auto known = memo.find(key); known != memo.end()) return known->second;
    petteia::MoveList moves;
    position.generate(moves);
    std::optional<int> fastest_win;
    int slowest_loss = 0;
    bool every_move_loses = true;
    for (const petteia::BoardMove move : moves) {
        position.make(move);
        const auto after = forced_result(position, depth - 1, memo);
        position.unmake();
        if (after && after->outcome == Outcome::loss) {
            fastest_win = std::min(fastest_win.value_or(depth), after->plies + 1);
            if (after->plies == 0) break;  // none faster
        } else if (after && after->outcome == Outcome::win) {
            slowest_loss = std::max(slowest_loss, after->plies + 1);
        } else {
            every_move_loses = false;
        }
    }
    std::optional<SolvedValue> result;
    if (fastest_win)
        result = SolvedValue{Outcome::win, *fastest_win};
    else if (every_move_loses)
        result = SolvedValue{Outcome::loss, slowest_loss};
    memo[key] = result;
    return result;
}

// In 2 v 2 every capture ends the game, so the distance to the next capture is the distance to the
// end: an exhaustive search finds the same values. 6×6 2 v 2's longest is 7 plies; the search
// goes one ply deeper than a sample's value (wins and losses must be exact, draws undecided).
TEST(PetteiaTables, TwoAgainstTwoAgreesWithAnExhaustiveSearch) {
    const TableSet& tables = six_by_six();
    const EndgameTable& table = *tables.find({6, 2, 2});
    const TableFigures figures = table_figures(table);
    EXPECT_EQ(figures.longest, 7);
    SearchMemo memo;
    std::uint64_t seed = 2626;
    // Decided positions are 6 % of the table and most are wins in 1: the sample takes 100 draws,
    // 40 wins in 1 and 160 longer wins or losses, so that values of every length are met.
    int draws = 0, quick = 0, decided = 0;
    for (int i = 0; draws + quick + decided < 300; ++i) {
        const std::uint64_t index = random_below(seed, table.entries.size());
        const SolvedValue value = decode_entry(table.entries[index]);
        const bool draw = value.outcome == Outcome::draw, in_one = value == SolvedValue{Outcome::win, 1};
        if ((draw && draws == 100) || (in_one && quick == 40) || (!draw && !in_one && decided == 160)) continue;
        (draw ? draws : in_one ? quick : decided) += 1;
        PetteiaPosition position = position_at(table, index, i % 2 ? Side::first : Side::second);
        const auto searched = forced_result(position, draw ? 4 : std::min(value.plies + 1, 7), memo);
        if (draw) {
            EXPECT_FALSE(searched) << index << ": the search finds " << describe(*searched);
        } else {
            ASSERT_TRUE(searched) << index << ": the table says " << describe(value);
            EXPECT_EQ(*searched, value) << index;
        }
    }
}

// A game of the rules' catalogue set up at the position.
std::unique_ptr<petteia::Game> game_of(const PetteiaPosition& position) {
    petteia::PositionSetup setup;
    const int size = position.size();
    setup.squares.resize(static_cast<std::size_t>(size * size));
    for (int square = 0; square < size * size; ++square)
        for (const Side side : {Side::first, Side::second})
            if (position.pieces(side) & PetteiaPosition::bit(petteia::bits::index_of(square % size, square / size)))
                setup.squares[static_cast<std::size_t>(square)] = petteia::Piece{side, 0};
    setup.to_move = position.side_to_move();
    setup.quiet_plies = position.quiet_plies();
    return petteia::make_petteia_game(size, setup);
}

std::unique_ptr<petteia::Game> game(const std::string& text) {
    auto made = petteia::new_game("petteia-6x6", text);
    if (!made) throw std::runtime_error(made.error().reason);
    return std::move(*made);
}

TEST(PetteiaTables, HandMadePositions) {
    const TableSet& tables = six_by_six();
    // Light's D1-D2 takes C2 and leaves Dark one piece: a win in one ply, the only one.
    auto capture = probe(*game("5D/6/6/6/1LD3/3L2 light 0"), tables);
    ASSERT_TRUE(capture);
    EXPECT_EQ(capture->value, (SolvedValue{Outcome::win, 1}));
    ASSERT_EQ(capture->best_moves.size(), 1u);
    EXPECT_EQ(capture->best_moves[0], (petteia::Move{{3, 0}, {3, 1}, {}}));
    // The same with the colours swapped and the board turned: Dark's D6-D5 takes C5.
    auto mirrored = probe(*game("3D2/1DL3/6/6/6/L5 dark 0"), tables);
    ASSERT_TRUE(mirrored);
    EXPECT_EQ(mirrored->value, (SolvedValue{Outcome::win, 1}));
    // C1-C6 shuts Dark's A6 and B6 in (a blockade): a win in one ply without a capture.
    auto blockade = probe(*game("DD4/LL4/6/6/6/2L3 light 0"), tables);
    ASSERT_TRUE(blockade);
    EXPECT_EQ(blockade->value, (SolvedValue{Outcome::win, 1}));
    EXPECT_NE(std::find(blockade->best_moves.begin(), blockade->best_moves.end(), petteia::Move{{2, 0}, {2, 5}, {}}),
              blockade->best_moves.end());
    // Dark, shut in and to move, has lost: the game is over (no probe), and the table says lost in 0.
    auto blocked = game("DDL3/LL4/6/6/6/6 dark 0");
    EXPECT_EQ(blocked->status().reason, petteia::EndReason::no_moves);
    EXPECT_FALSE(probe(*blocked, tables));
    const Bitboard dark = 0x03ULL << 40, light = (0x04ULL << 40) | (0x03ULL << 32);
    EXPECT_EQ(table_entry_value(tables, 6, dark, light), (SolvedValue{Outcome::loss, 0}));
    // Not a table position: four pieces a side, or another game.
    EXPECT_FALSE(probe(*game("DDDD2/6/6/6/6/LLLL2 light 0"), tables));
    EXPECT_FALSE(probe(*petteia::new_game("grec").value(), tables));
}

TEST(PetteiaTables, AWinNeedingMoreQuietPliesThanTheRuleLeavesIsADraw) {
    const TableSet& tables = six_by_six();
    const EndgameTable& table = *tables.find({6, 3, 2});
    std::uint64_t index = 0;
    while (decode_entry(table.entries[index]).outcome != Outcome::win || decode_entry(table.entries[index]).plies < 9)
        ++index;
    const int plies = decode_entry(table.entries[index]).plies;
    EXPECT_EQ(table_value(position_at(table, index, Side::first, 100 - plies), tables),
              (SolvedValue{Outcome::win, plies}));
    EXPECT_EQ(table_value(position_at(table, index, Side::first, 101 - plies), tables), (SolvedValue{Outcome::draw, 0}));
    // The loser's side of it: after the winner's best move, a loss while the rule leaves time, else a draw.
    EXPECT_EQ(value_at_quiet_plies({Outcome::loss, plies - 1}, 101 - plies), (SolvedValue{Outcome::loss, plies - 1}));
    EXPECT_EQ(value_at_quiet_plies({Outcome::loss, plies - 1}, 102 - plies), (SolvedValue{Outcome::draw, 0}));
}

TEST(PetteiaTableFile, RoundTripsAndRefusesADamagedFile) {
    const TableSet tables = solve_up_to(4, 2);
    const EndgameTable& table = *tables.find({4, 2, 2});
    std::stringstream file;
    write_table_file(table, file);
    const std::string bytes = file.str();
    std::istringstream in(bytes);
    const auto read = read_table_file(in, {4, 2, 2});
    ASSERT_TRUE(read) << read.error();
    EXPECT_EQ((*read)->entries, table.entries);

    std::istringstream wrong_shape(bytes);
    EXPECT_FALSE(read_table_file(wrong_shape, {4, 3, 2}));
    for (const std::size_t at : {std::size_t{3}, std::size_t{30}, bytes.size() - 1}) {
        std::string damaged = bytes;
        damaged[at] = static_cast<char>(damaged[at] ^ 0x10);
        std::istringstream damaged_in(damaged);
        EXPECT_FALSE(read_table_file(damaged_in, {4, 2, 2})) << "byte " << at;
    }
    std::istringstream short_in(bytes.substr(0, bytes.size() - 2));
    EXPECT_FALSE(read_table_file(short_in, {4, 2, 2}));
}

// The committed files (engine/tables/, what the process reads) are what the solver builds.
TEST(PetteiaTableFile, TheCommittedTwoAgainstTwoIsWhatTheSolverBuilds) {
    const PetteiaTables committed(default_table_directory());
    const EndgameTable* file = committed.find({6, 2, 2});
    ASSERT_TRUE(file) << committed.error({6, 2, 2});
    const TableSet& tables = six_by_six();
    EXPECT_EQ(file->entries, tables.find({6, 2, 2})->entries);
}

// Expert, in positions of the committed 3 v 2 table: a move the table calls best, the same for the
// same seed; and Expert against Expert from a won position captures when the table said.
TEST(PetteiaTables, ExpertPlaysTheTablesBestMoves) {
    const EndgameTable* table = PetteiaTables::shared().find({6, 3, 2});
    ASSERT_TRUE(table) << PetteiaTables::shared().error({6, 3, 2});
    Engine engine;
    const std::atomic<bool> stop{false};
    std::uint64_t seed = 7;
    int won = 0;
    for (int sample = 0; sample < 200; ++sample) {
        std::uint64_t index = random_below(seed, table->entries.size());
        while (decode_entry(table->entries[index]).outcome == Outcome::draw && sample % 4 != 0)
            index = random_below(seed, table->entries.size());
        const PetteiaPosition position = position_at(*table, index, sample % 2 ? Side::first : Side::second);
        if (position.status().state != petteia::GameState::ongoing) continue;
        auto played = game_of(position);
        const auto probed = probe(*played, PetteiaTables::shared());
        ASSERT_TRUE(probed);
        const SearchResult chosen = engine.choose_move(*played, Level::expert, 5, stop);
        EXPECT_NE(std::find(probed->best_moves.begin(), probed->best_moves.end(), chosen.move), probed->best_moves.end());
        EXPECT_EQ(engine.choose_move(*played, Level::expert, 5, stop).move, chosen.move);
        if (probed->value.outcome != Outcome::win || won >= 20) continue;
        ++won;
        // Both play the table: the winner hurries, the loser holds out, and the quiet stretch ends
        // on the table's ply: the winner's capture (or blockade) ends the game, or the loser's forced
        // capture leads into a smaller table where the winner still wins.
        const Side winner = played->side_to_move();
        for (int ply = 1;; ++ply) {
            ASSERT_LE(ply, probed->value.plies) << "no capture after the table's plies";
            const auto made = played->play(engine.choose_move(*played, Level::expert, ply, stop).move);
            ASSERT_TRUE(made);
            if (made->captured.empty() && !played->is_over()) continue;
            EXPECT_EQ(ply, probed->value.plies);
            if (played->is_over()) {
                EXPECT_EQ(played->status().winner, winner);
            } else {
                const auto next = probe(*played, PetteiaTables::shared());
                ASSERT_TRUE(next);
                EXPECT_EQ(next->value.outcome, played->side_to_move() == winner ? Outcome::win : Outcome::loss);
            }
            break;
        }
    }
    EXPECT_GT(won, 10);
}

}  // namespace
