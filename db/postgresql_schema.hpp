#pragma once
// The migrations' schema changes in PostgreSQL's dialect, one text per SQLite migration of
// migrations.cpp and with the same effect (internal to db/). How the types map:
// - INTEGER → BIGINT: SQLite's integers are 64-bit, and the stores bind every integer as one;
// - BLOB → BYTEA; TEXT stays TEXT (the exercise solution too, checked as a JSON array);
// - `INTEGER PRIMARY KEY` (SQLite's rowid, numbered in insertion order) → an identity column;
// - STRICT and WITHOUT ROWID have no counterpart and need none: PostgreSQL's columns are always
//   strictly typed, and a primary key is an index beside the table either way;
// - `UNIQUE COLLATE NOCASE` on user names → a unique index on lower(username).
#include <string_view>

namespace petteia::db::postgresql_schema {

extern const std::string_view initial;        // migration 1
extern const std::string_view accounts;       // migration 2
extern const std::string_view security;       // migration 4
extern const std::string_view restart_state;  // migration 5
extern const std::string_view name_key;       // migration 7
extern const std::string_view result_by;      // migration 8
extern const std::string_view leases;         // migration 9
extern const std::string_view handover;       // migration 10
extern const std::string_view limit_buckets;  // migration 11
extern const std::string_view lease_fence;    // migration 12
extern const std::string_view lobby;          // migration 16

}  // namespace petteia::db::postgresql_schema
