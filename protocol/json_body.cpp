#include "protocol/json_body.hpp"

#include <algorithm>

namespace petteia::protocol {

Expected<nlohmann::json, ProtocolError> read_json_object(std::string_view body,
                                                         std::initializer_list<std::string_view> allowed) {
    auto object = nlohmann::json::parse(body, nullptr, false);
    if (object.is_discarded()) return unexpected(ProtocolError{ErrorCode::malformed_json, "the body is not valid JSON", {}});
    if (!object.is_object()) return unexpected(invalid_message("the body must be a JSON object"));
    for (const auto& [key, value] : object.items())
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
            return unexpected(invalid_message("unknown field \"" + key.substr(0, 40) + "\""));
    return object;
}

Expected<std::string, ProtocolError> string_field(const nlohmann::json& object, std::string_view name) {
    const auto found = object.find(name);
    if (found == object.end() || !found->is_string())
        return unexpected(invalid_message("\"" + std::string(name) + "\" must be a string"));
    return found->get<std::string>();
}

Expected<std::vector<std::string>, ProtocolError> string_list_field(const nlohmann::json& object, std::string_view name,
                                                                    std::size_t max_items) {
    const auto found = object.find(name);
    const std::string quoted = "\"" + std::string(name) + "\"";
    if (found == object.end() || !found->is_array()) return unexpected(invalid_message(quoted + " must be an array of strings"));
    if (found->size() > max_items)
        return unexpected(invalid_message(quoted + " may hold at most " + std::to_string(max_items) + " items"));
    std::vector<std::string> items;
    for (const auto& item : *found) {
        if (!item.is_string()) return unexpected(invalid_message(quoted + " must be an array of strings"));
        items.push_back(item.get<std::string>());
    }
    return items;
}

}  // namespace petteia::protocol
