#pragma once
// Reads the few fields the load generator needs straight out of the server's JSON text, without
// building a document: a lookup walks the text and skips whatever it does not need. Values come
// back as views into the text; strings are not unescaped (the fields read here never need it).
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace petteia::load {

// The raw text of the value at `path` (object keys from the top), or nothing.
std::optional<std::string_view> json_at(std::string_view json, std::initializer_list<std::string_view> path);

// A string value's contents without the quotes; nothing when `raw` is not a string.
std::optional<std::string_view> json_string(std::string_view raw);
std::optional<std::string_view> json_string_at(std::string_view json, std::initializer_list<std::string_view> path);
std::optional<std::int64_t> json_int_at(std::string_view json, std::initializer_list<std::string_view> path);
bool json_is_null(std::string_view raw);

// Calls `each` with every element of an array (raw texts); false when `raw` is not an array.
bool json_for_each_element(std::string_view raw, const std::function<void(std::string_view)>& each);
// Calls `each` with every key (without quotes) and raw value of an object.
bool json_for_each_member(std::string_view raw, const std::function<void(std::string_view, std::string_view)>& each);

}  // namespace petteia::load
