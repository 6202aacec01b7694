#pragma once
// The operator's commands (petteia reports, petteia events) print rows as JSON lines: one object a
// line, absent values as null, text that is not UTF-8 replaced rather than fatal.
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>

namespace petteia::cli {

template <class T>
nlohmann::ordered_json or_null(const std::optional<T>& value) {
    return value ? nlohmann::ordered_json(*value) : nlohmann::ordered_json(nullptr);
}

inline void print_line(const nlohmann::ordered_json& row) {
    std::cout << row.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

}  // namespace petteia::cli
