#include "engine/transposition_table.hpp"

#include <algorithm>
#include <bit>

namespace petteia::engine {

TranspositionTable::TranspositionTable(std::size_t bytes) {
    const std::size_t wanted = std::max<std::size_t>(bytes / sizeof(TableEntry), 1024);
    entries_.resize(std::bit_floor(wanted));
    mask_ = entries_.size() - 1;
}

void TranspositionTable::new_search() {
    // Generation 0 marks never-written entries; after 65535 searches every entry is wiped once.
    if (++generation_ == 0) {
        std::fill(entries_.begin(), entries_.end(), TableEntry{});
        generation_ = 1;
    }
}

}  // namespace petteia::engine
