#pragma once
// Petteia endgame tables as data: one byte per position of a TableIndex, what it means, and where
// a position's table is found. The metric (engine/README.md, "Petteia endgame tables"):
//
//   a table's value is for the side to move, as if the quiet-ply count were 0 and nothing had
//   occurred before: win or loss, and the plies to the end of the current quiet stretch with best
//   play: the ply of the next capture, or of the move that ends the game, by either side (DTZ). The
//   winner hurries to the next capture that keeps the win, the loser delays it. A capture leads into
//   a smaller table, whose own value (at quiet-ply count 0) says what it is worth.
//
// Under the 100-ply rule a value of n plies holds with q quiet plies already played exactly when
// n ≤ 100 − q (value_at_quiet_plies); otherwise it is a draw. Values beyond 100 plies are kept up to
// max_table_plies for the figures (a "win" that the 100-ply rule always turns into a draw).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "engine/grec_solver.hpp"  // Outcome, SolvedValue
#include "engine/petteia_table_index.hpp"

namespace petteia::engine {

inline constexpr int max_table_plies = 126;
inline constexpr int quiet_ply_limit = 100;  // the rules' 100 plies without capture

// One byte: 0 a draw (or a result beyond max_table_plies); else bit 7 set for a win, and the
// low bits plies + 1.
using EndgameEntry = std::uint8_t;
inline constexpr EndgameEntry draw_entry = 0;

inline EndgameEntry encode_entry(Outcome outcome, int plies) {
    if (outcome == Outcome::draw) return draw_entry;
    return static_cast<EndgameEntry>((outcome == Outcome::win ? 0x80 : 0) | (plies + 1));
}
inline SolvedValue decode_entry(EndgameEntry entry) {
    if (entry == draw_entry) return {Outcome::draw, 0};
    return {(entry & 0x80) ? Outcome::win : Outcome::loss, (entry & 0x7F) - 1};
}

// What a table's value is worth with `quiet_plies` already played since the last capture: a win
// or a loss that needs more quiet plies than the rules leave is a draw.
inline SolvedValue value_at_quiet_plies(const SolvedValue& value, int quiet_plies) {
    if (value.outcome != Outcome::draw && value.plies > quiet_ply_limit - quiet_plies) return {Outcome::draw, 0};
    return value;
}

struct EndgameTable {
    explicit EndgameTable(TableShape shape) : index(shape), entries(index.size(), draw_entry) {}
    TableIndex index;
    std::vector<EndgameEntry> entries;

    EndgameEntry entry(bits::Bitboard movers, bits::Bitboard others) const {
        return entries[index.index(movers, others)];
    }
};

// Where tables are found by shape. Implementations are read-only once built or loaded, and safe to
// call from any number of threads at once.
class TableLookup {
public:
    virtual ~TableLookup() = default;
    // Null when the table is not available.
    virtual const EndgameTable* find(const TableShape& shape) const = 0;
};

// Tables held in memory (built by the solver, or read from files by the caller).
class TableSet final : public TableLookup {
public:
    const EndgameTable* find(const TableShape& shape) const override {
        const auto found = tables_.find(shape);
        return found == tables_.end() ? nullptr : found->second.get();
    }
    void add(std::unique_ptr<EndgameTable> table) {
        const TableShape shape = table->index.shape();
        tables_[shape] = std::move(table);
    }
    const std::map<TableShape, std::unique_ptr<EndgameTable>>& tables() const { return tables_; }

private:
    std::map<TableShape, std::unique_ptr<EndgameTable>> tables_;
};

// The value of the placement for the side to move, as the table holds it (quiet-ply count 0);
// none when either side has fewer than two pieces or the table is not available.
std::optional<SolvedValue> table_entry_value(const TableLookup& tables, int size, bits::Bitboard movers,
                                             bits::Bitboard others);

}  // namespace petteia::engine
