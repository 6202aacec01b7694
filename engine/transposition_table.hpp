#pragma once
// The transposition table: what earlier searches learned about a position, keyed by its Zobrist
// hash. A fixed number of 16-byte entries, allocated once. Each search has its own generation and
// ignores entries of the others, so a search never depends on what the Engine did before: this is
// what keeps the engine deterministic while the table is reused across moves and games.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace petteia::engine {

enum class Bound : std::uint8_t { none, upper, lower, exact };

struct TableEntry {
    std::uint64_t key = 0;
    std::int16_t score = 0;
    std::uint16_t move = 0;  // the best move, packed by the position class's MovesOf (0: none)
    std::int8_t depth = 0;
    Bound bound = Bound::none;
    std::uint16_t generation = 0;
};
static_assert(sizeof(TableEntry) == 16);

class TranspositionTable {
public:
    // Rounded down to a power of two of entries, at least 1024.
    explicit TranspositionTable(std::size_t bytes);

    // Starts a new search: the entries of earlier ones are forgotten (lazily).
    void new_search();

    const TableEntry* probe(std::uint64_t key) const {
        const TableEntry& entry = entries_[key & mask_];
        return entry.generation == generation_ && entry.key == key ? &entry : nullptr;
    }

    void store(std::uint64_t key, int score, std::uint16_t move, int depth, Bound bound) {
        TableEntry& entry = entries_[key & mask_];
        // Keep a deeper result of this search for the same slot unless the new one is exact.
        if (entry.generation == generation_ && entry.key != key && entry.depth > depth && bound != Bound::exact)
            return;
        if (entry.generation == generation_ && entry.key == key && move == 0) move = entry.move;
        entry = {key, static_cast<std::int16_t>(score), move, static_cast<std::int8_t>(depth), bound, generation_};
    }

    std::size_t bytes() const { return entries_.size() * sizeof(TableEntry); }

private:
    std::vector<TableEntry> entries_;
    std::size_t mask_;
    std::uint16_t generation_ = 0;
};

}  // namespace petteia::engine
