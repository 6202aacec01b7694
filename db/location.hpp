#pragma once
// Where the data lives, and so which engine keeps it: an SQLite file (the embedded default, one
// server) or a PostgreSQL database (several servers sharing it). The same stores run on both; only
// db/ looks at the engine.
#include <filesystem>
#include <string>
#include <string_view>

namespace petteia::db {

enum class Engine { sqlite, postgresql };

struct DatabaseLocation {
    Engine engine = Engine::sqlite;
    // The SQLite file, or libpq's connection URI (postgresql://user@host:port/name?...).
    std::string target;

    DatabaseLocation() = default;
    // A plain path is an SQLite file: how every store was opened before PostgreSQL, and still the default.
    DatabaseLocation(const std::filesystem::path& sqlite_file);  // NOLINT(google-explicit-constructor)

    // "sqlite:PATH" or "postgresql://…" (also "postgres://…", libpq's other spelling). Anything else
    // throws a DatabaseError that says what is accepted.
    static DatabaseLocation parse(std::string_view text);

    // For logs: the file, or the URI without its password.
    std::string describe() const;
};

}  // namespace petteia::db
