#include "db/array_literal.hpp"

namespace petteia::db {

void ArrayLiteral::separate() {
    if (body_.size() > 1) body_ += ',';
}

void ArrayLiteral::add(std::string_view text) {
    separate();
    body_ += '"';
    for (const char c : text) {
        // Inside quotes only the quote and the backslash mean something: each is escaped.
        if (c == '"' || c == '\\') body_ += '\\';
        body_ += c;
    }
    body_ += '"';
}

void ArrayLiteral::add(std::int64_t number) {
    separate();
    body_ += std::to_string(number);
}

void ArrayLiteral::add(std::nullopt_t) {
    separate();
    body_ += "NULL";  // unquoted: the null element ("NULL" quoted is the text)
}

}  // namespace petteia::db
