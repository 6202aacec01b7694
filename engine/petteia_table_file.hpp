#pragma once
// One Petteia endgame table as a file, `petteia-<size>x<size>-<movers>v<others>.ptb`:
//
//   header, 40 bytes, little-endian:
//     "PETTEIAT"  magic
//     u16 format (1)  u8 board size  u8 movers  u8 others  u8 max_table_plies  u16 zero
//     u64 positions   u64 FNV-1a-64 of the entries (one byte a position, index order)
//     u64 body bytes
//   body: the entries, run-length coded (most positions of most tables are draws, byte 0): a
//     LEB128 number h, then h / 2 zero entries when h is even, or h / 2 literal entries following
//     it when h is odd; again until every position is there.
//
// The same table gives the same bytes (the build is deterministic). A file that is short, has
// another shape, format or plies bound, or whose entries do not match the checksum, is refused.
#include <iosfwd>
#include <memory>
#include <string>

#include "engine/petteia_table_set.hpp"
#include "rules/expected.hpp"

namespace petteia::engine {

std::string table_file_name(const TableShape& shape);

void write_table_file(const EndgameTable& table, std::ostream& out);
Expected<std::unique_ptr<EndgameTable>, std::string> read_table_file(std::istream& in, const TableShape& shape);

// The FNV-1a 64-bit hash of the entries, as the header holds it.
std::uint64_t entries_checksum(const EndgameTable& table);

}  // namespace petteia::engine
