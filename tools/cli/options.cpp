#include "tools/cli/options.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>

#include "db/errors.hpp"

namespace petteia::cli {

Options::Options(const std::vector<std::string>& arguments, const std::vector<std::string>& known) {
    for (std::size_t i = 0; i < arguments.size(); i += 2) {
        const std::string& flag = arguments[i];
        const std::string name = flag.starts_with("--") ? flag.substr(2) : "";
        if (std::find(known.begin(), known.end(), name) == known.end())
            throw UsageError("unknown option \"" + flag + "\"");
        if (i + 1 >= arguments.size()) throw UsageError("option " + flag + " needs a value");
        values_[name] = arguments[i + 1];
    }
}

std::optional<std::string> Options::get(const std::string& name) const {
    const auto found = values_.find(name);
    if (found == values_.end()) return std::nullopt;
    return found->second;
}

std::string Options::required(const std::string& name) const {
    auto value = get(name);
    if (!value) throw UsageError("option --" + name + " is required");
    return *value;
}

long long Options::integer(const std::string& name, long long min, long long max,
                           std::optional<long long> fallback) const {
    const auto text = get(name);
    if (!text) {
        if (fallback) return *fallback;
        throw UsageError("option --" + name + " is required");
    }
    long long value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc{} || end != text->data() + text->size() || value < min || value > max)
        throw UsageError("--" + name + " must be a whole number from " + std::to_string(min) + " to " +
                         std::to_string(max));
    return value;
}

db::DatabaseLocation existing_database(const std::string& text) {
    if (text.starts_with("sqlite:") || text.starts_with("postgresql://") || text.starts_with("postgres://")) {
        auto location = db::DatabaseLocation::parse(text);
        if (location.engine == db::Engine::sqlite && !std::filesystem::exists(location.target))
            throw db::DatabaseError("no database at " + location.target);
        return location;
    }
    if (!std::filesystem::exists(text)) throw db::DatabaseError("no database at " + text);
    return db::DatabaseLocation(std::filesystem::path(text));
}

std::int64_t wall_clock_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

std::string utc_time(std::int64_t at_ms) {
    const std::time_t seconds = static_cast<std::time_t>(at_ms / 1000);
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[40];
    const std::size_t length = std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%S", &utc);
    char milliseconds[8];
    std::snprintf(milliseconds, sizeof milliseconds, ".%03dZ", static_cast<int>(at_ms % 1000));
    return std::string(text, length) + milliseconds;
}

}  // namespace petteia::cli
