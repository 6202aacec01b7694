#include "db/location.hpp"

#include "db/errors.hpp"

namespace petteia::db {

DatabaseLocation::DatabaseLocation(const std::filesystem::path& sqlite_file)
    : engine(Engine::sqlite), target(sqlite_file.string()) {}

DatabaseLocation DatabaseLocation::parse(std::string_view text) {
    constexpr std::string_view sqlite_prefix = "sqlite:";
    DatabaseLocation location;
    if (text.starts_with(sqlite_prefix) && text.size() > sqlite_prefix.size()) {
        location.engine = Engine::sqlite;
        location.target = std::string(text.substr(sqlite_prefix.size()));
        return location;
    }
    if (text.starts_with("postgresql://") || text.starts_with("postgres://")) {
        location.engine = Engine::postgresql;
        location.target = std::string(text);
        return location;
    }
    throw DatabaseError("a database is sqlite:PATH or postgresql://USER@HOST:PORT/NAME, not '" + std::string(text) + "'");
}

std::string DatabaseLocation::describe() const {
    if (engine == Engine::sqlite) return "sqlite:" + target;
    // postgresql://user:password@host/…: a password must not reach a log line.
    const auto scheme_end = target.find("://");
    const auto at = target.find('@', scheme_end + 3);
    if (scheme_end == std::string::npos || at == std::string::npos) return target;
    const auto colon = target.find(':', scheme_end + 3);
    if (colon == std::string::npos || colon > at) return target;
    return target.substr(0, colon) + ":***" + target.substr(at);
}

}  // namespace petteia::db
