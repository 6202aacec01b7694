#pragma once
// A PostgreSQL array in its text form ("{…}"), bound as one parameter: how a group commit sends a
// column of many rows in one statement (`unnest(?1::text[], …)`, db/game_units.cpp) instead of
// one statement a row. Every text element is quoted, so that no content (a comma, a brace, a
// quote, the word NULL) can change the array's shape.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace petteia::db {

class ArrayLiteral {
public:
    void add(std::string_view text);
    void add(std::int64_t number);
    void add(std::nullopt_t);
    template <class T>
    void add(const std::optional<T>& value) {
        if (value) {
            add(static_cast<std::conditional_t<std::is_integral_v<T>, std::int64_t, T>>(*value));
        } else {
            add(std::nullopt);
        }
    }

    // The whole literal, its elements in the order added.
    std::string text() const { return body_ + '}'; }

private:
    void separate();
    std::string body_ = "{";
};

}  // namespace petteia::db
