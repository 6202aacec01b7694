#pragma once
// Versioned schema changes. The schema version lives in `PRAGMA user_version` (SQLite) or in the
// one row of `schema_version` (PostgreSQL); migration N takes a database from version N-1 to N
// inside one transaction, together with the version bump, so a crash leaves it either before or
// after a migration, never halfway. PostgreSQL's DDL is transactional too, so this holds for both.
//
// Never edit a migration that has shipped: files in the field have already run it. Add a new one.
#include <filesystem>
#include <span>
#include <string_view>

#include "db/database.hpp"

namespace petteia::db {

struct Migration {
    int version;                  // 1, 2, 3, … with no gaps
    std::string_view description;
    std::string_view sql;         // one or more statements
    // Runs after `sql`, in the same transaction: for data the migration loads (the exercise set).
    void (*load)(Database& database) = nullptr;
    // The same change in PostgreSQL's dialect; empty: `sql` is understood by both.
    std::string_view postgresql_sql = {};
};

// Every migration this program knows, oldest first.
std::span<const Migration> migrations();

// The version a file has after migrate(): the last known migration's.
int latest_schema_version();

// The file's current version (0 for a new file).
int schema_version(Database& database);

// Applies the pending ones of `known` (default: migrations()), each in its own transaction, and
// returns how many it applied. Refuses, with a DatabaseError, a file whose version is newer than the
// last known migration: an older program must not write into a schema it does not understand.
int migrate(Database& database);
int migrate(Database& database, std::span<const Migration> known);

// Opens the database (an SQLite file is created if needed) with its schema brought up to date: how
// every store opens.
Database open_migrated(const DatabaseLocation& location);

}  // namespace petteia::db
