#pragma once
// Command-line options of the form `--name value`, and the usage errors they raise.
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/location.hpp"

namespace petteia::cli {

// Bad command-line use: the tool prints the message and exits with status 2.
struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Options {
public:
    // Reads `--name value` pairs; only names in `known` are accepted.
    Options(const std::vector<std::string>& arguments, const std::vector<std::string>& known);

    std::optional<std::string> get(const std::string& name) const;
    std::string required(const std::string& name) const;
    // An integer within [min, max]; `fallback` when absent, or a usage error when there is none.
    long long integer(const std::string& name, long long min, long long max,
                      std::optional<long long> fallback = std::nullopt) const;

private:
    std::map<std::string, std::string> values_;
};

// The site's database as petteia-server's --database names it (PATH, sqlite:PATH or a PostgreSQL
// URI). Throws db::DatabaseError for a SQLite file that does not exist: the store would make an
// empty one, and a misspelt path says so instead.
db::DatabaseLocation existing_database(const std::string& text);
// Now, in milliseconds since 1970, and a time as "2026-05-04T12:34:56.789Z".
std::int64_t wall_clock_ms();
std::string utc_time(std::int64_t at_ms);

}  // namespace petteia::cli
