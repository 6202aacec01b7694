#include "engine/petteia_table_solver.hpp"

#include <stdexcept>

#include "rules/petteia_position.hpp"

namespace petteia::engine {

namespace retrograde {

using bits::Bitboard;

// A position with a capture that does not lose: whatever its quiet moves lead to, it is no loss.
constexpr std::uint8_t never_lost = 0xFF;

// One table of the pair being solved, with what the backward pass needs: per position, the quiet
// moves not yet shown to lose, and the positions decided at each number of plies, to expand.
struct Work {
    std::unique_ptr<EndgameTable> table;
    Work* predecessors = nullptr;  // the table whose quiet moves lead here (the pair's other one)
    std::vector<std::uint8_t> quiet_left;
    std::vector<std::vector<std::uint32_t>> decided_at;  // by plies

    void decide(std::uint64_t index, Outcome outcome, int plies) {
        table->entries[index] = encode_entry(outcome, plies);
        decided_at[plies].push_back(static_cast<std::uint32_t>(index));
    }
};

// What capturing `captured` from `others` (the mover's pieces then `movers_after`) is worth to the
// mover, read from the smaller table at quiet-ply count 0.
Outcome capture_exit(const TableLookup& smaller, int size, Bitboard movers_after, Bitboard others_left) {
    const int left = bits::count(others_left);
    if (left <= 1) return Outcome::win;  // the rules' first end: one piece or none
    const TableShape shape{size, left, bits::count(movers_after)};
    const EndgameTable* table = smaller.find(shape);
    if (!table) throw std::logic_error("the endgame table " + shape_name(shape) + " must be solved first");
    const SolvedValue after = value_at_quiet_plies(decode_entry(table->entry(others_left, movers_after)), 0);
    if (after.outcome == Outcome::loss) return Outcome::win;
    if (after.outcome == Outcome::win) return Outcome::loss;
    return Outcome::draw;
}

// Step 1: every position's moves, forwards.
void classify(Work& work, const TableLookup& smaller) {
    const TableIndex& index = work.table->index;
    const int size = index.shape().size;
    const Bitboard board = bits::board_mask(size);
    for (std::uint64_t i = 0; i < index.size(); ++i) {
        const Bitboard movers = index.movers_at(i);
        const Bitboard others = index.others_at(i);
        const Bitboard empty = board & ~(movers | others);
        int quiet = 0;
        bool any_move = false, winning_capture = false, drawing_capture = false;
        for (Bitboard from = movers; from && !winning_capture; from &= from - 1) {
            const Bitboard origin = from & -from;
            for (Bitboard to = bits::slides(origin, empty); to; to &= to - 1) {
                any_move = true;
                const Bitboard arrival = to & -to;
                const Bitboard after = movers ^ origin ^ arrival;
                const Bitboard captured = PetteiaPosition::captures_by_arrival(arrival, after, others);
                if (!captured) {
                    ++quiet;
                    continue;
                }
                const Outcome exit = capture_exit(smaller, size, after, others ^ captured);
                if (exit == Outcome::win) {
                    winning_capture = true;
                    break;
                }
                drawing_capture |= exit == Outcome::draw;
            }
        }
        if (winning_capture)
            work.decide(i, Outcome::win, 1);
        else if (!any_move)
            work.decide(i, Outcome::loss, 0);
        else if (quiet == 0 && !drawing_capture)
            work.decide(i, Outcome::loss, 1);
        else
            work.quiet_left[i] = drawing_capture ? never_lost : static_cast<std::uint8_t>(quiet);
    }
}

// Step 2 for one decided position: its quiet predecessors learn of it.
void expand(const Work& work, std::uint64_t i, int plies) {
    const TableIndex& index = work.table->index;
    const Outcome outcome = decode_entry(work.table->entries[i]).outcome;
    const Bitboard movers = index.movers_at(i);
    const Bitboard others = index.others_at(i);  // the side that just moved
    const Bitboard empty = bits::board_mask(index.shape().size) & ~(movers | others);
    Work& before = *work.predecessors;
    for (Bitboard pieces = others; pieces; pieces &= pieces - 1) {
        const Bitboard arrival = pieces & -pieces;
        // A piece that sandwiches an enemy did not arrive there by a quiet move (it would have taken it).
        if (PetteiaPosition::captures_by_arrival(arrival, others, movers)) continue;
        for (Bitboard from = bits::slides(arrival, empty); from; from &= from - 1) {
            const std::uint64_t p = before.table->index.index(others ^ arrival ^ (from & -from), movers);
            if (before.table->entries[p] != draw_entry) continue;  // decided already
            if (outcome == Outcome::loss) {
                before.decide(p, Outcome::win, plies + 1);
            } else {
                std::uint8_t& left = before.quiet_left[p];
                if (left != never_lost && --left == 0) before.decide(p, Outcome::loss, plies + 1);
            }
        }
    }
}

}  // namespace retrograde


std::vector<std::unique_ptr<EndgameTable>> solve_tables(int size, int movers, int others, const TableLookup& smaller) {
    std::vector<retrograde::Work> pair(movers == others ? 1 : 2);
    pair[0].table = std::make_unique<EndgameTable>(TableShape{size, movers, others});
    if (pair.size() == 2) pair[1].table = std::make_unique<EndgameTable>(TableShape{size, others, movers});
    for (std::size_t t = 0; t < pair.size(); ++t) {
        retrograde::Work& work = pair[t];
        if (work.table->index.size() > UINT32_MAX) throw std::invalid_argument("endgame table too large");
        work.predecessors = &pair[pair.size() - 1 - t];
        work.quiet_left.assign(work.table->index.size(), 0);
        work.decided_at.resize(max_table_plies + 1);
    }
    for (retrograde::Work& work : pair) retrograde::classify(work, smaller);
    for (int plies = 0; plies < max_table_plies; ++plies)
        for (retrograde::Work& work : pair) {
            // Expanding decides positions at plies + 1 only, never at this level: the list is stable.
            for (const std::uint32_t i : work.decided_at[plies]) retrograde::expand(work, i, plies);
            std::vector<std::uint32_t>().swap(work.decided_at[plies]);
        }
    std::vector<std::unique_ptr<EndgameTable>> tables;
    for (retrograde::Work& work : pair) tables.push_back(std::move(work.table));
    return tables;
}

TableFigures table_figures(const EndgameTable& table) {
    TableFigures figures;
    figures.positions = table.entries.size();
    for (const EndgameEntry entry : table.entries) {
        const SolvedValue value = decode_entry(entry);
        if (value.outcome != Outcome::draw && value.plies > quiet_ply_limit) {
            ++figures.beyond_rule;
            ++figures.draws;
            continue;
        }
        if (value.outcome == Outcome::win) ++figures.wins;
        if (value.outcome == Outcome::loss) ++figures.losses;
        if (value.outcome == Outcome::draw) ++figures.draws;
        if (value.outcome != Outcome::draw) figures.longest = std::max(figures.longest, value.plies);
    }
    return figures;
}

std::optional<SolvedValue> table_entry_value(const TableLookup& tables, int size, bits::Bitboard movers,
                                             bits::Bitboard others) {
    const int mover_count = bits::count(movers), other_count = bits::count(others);
    if (mover_count < 2 || other_count < 2) return std::nullopt;
    const EndgameTable* table = tables.find({size, mover_count, other_count});
    if (!table) return std::nullopt;
    return decode_entry(table->entry(movers, others));
}

}  // namespace petteia::engine
