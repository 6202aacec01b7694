#pragma once
// Reading an HTTP request's JSON body: an object with only the expected fields, each of the
// expected type. Every refusal is a ProtocolError a person can act on.
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// The body as an object whose fields are all among `allowed`.
Expected<nlohmann::json, ProtocolError> read_json_object(std::string_view body,
                                                         std::initializer_list<std::string_view> allowed);
// A required string field.
Expected<std::string, ProtocolError> string_field(const nlohmann::json& object, std::string_view name);
// A required array of strings, of at most `max_items`.
Expected<std::vector<std::string>, ProtocolError> string_list_field(const nlohmann::json& object, std::string_view name,
                                                                    std::size_t max_items);

}  // namespace petteia::protocol
