#pragma once
// Command-line options of the form `--name value`, and the usage errors they raise.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

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

}  // namespace petteia::cli
