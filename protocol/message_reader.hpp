#pragma once
// Reading the fields of one client message object, failing with the first problem found: shared by
// the game's messages (client_messages.cpp) and the lobby's (lobby_messages.cpp). Internal to protocol/.
#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// Reads one message object, failing with the first problem found.
class MessageReader {
public:
    explicit MessageReader(const nlohmann::json& object) : object_(object) {}

    ProtocolError invalid(std::string message) const { return invalid_message(std::move(message)); }

    // Every field present must be one of `allowed` ("type" and "ref" always are).
    std::optional<ProtocolError> only(std::initializer_list<std::string_view> allowed) const {
        for (const auto& [key, value] : object_.items()) {
            if (key == "type" || key == "ref") continue;
            if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
                return invalid("unknown field \"" + key + "\"");
        }
        return std::nullopt;
    }

    Expected<std::string, ProtocolError> text(const char* key, std::size_t max_length, bool required = true) const {
        const auto found = object_.find(key);
        if (found == object_.end()) {
            if (required) return unexpected(invalid(std::string("missing field \"") + key + "\""));
            return std::string();
        }
        if (!found->is_string()) return unexpected(invalid(std::string("\"") + key + "\" must be a string"));
        const auto& value = found->get_ref<const std::string&>();
        if (value.empty() || value.size() > max_length)
            return unexpected(invalid(std::string("\"") + key + "\" must have 1 to " + std::to_string(max_length) +
                                      " characters"));
        return value;
    }

    // An optional whole number from `min` to `max`: nothing when absent.
    Expected<std::optional<int>, ProtocolError> whole_number(const char* key, int min, int max) const {
        const auto found = object_.find(key);
        if (found == object_.end()) return std::optional<int>();
        if (!found->is_number_integer() || found->get<std::int64_t>() < min || found->get<std::int64_t>() > max)
            return unexpected(invalid(std::string("\"") + key + "\" must be a whole number from " + std::to_string(min) +
                                      " to " + std::to_string(max)));
        return std::optional<int>(static_cast<int>(found->get<std::int64_t>()));
    }

private:
    const nlohmann::json& object_;
};

}  // namespace petteia::protocol
