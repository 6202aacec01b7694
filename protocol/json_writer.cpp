#include "protocol/json_writer.hpp"

#include <charconv>

namespace petteia::protocol {

void JsonWriter::separate() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (first_.empty()) return;
    if (!first_.back()) out_ += ',';
    first_.back() = false;
}

void JsonWriter::open(char bracket) {
    separate();
    out_ += bracket;
    first_.push_back(true);
}

void JsonWriter::close(char bracket) {
    first_.pop_back();
    out_ += bracket;
}

void JsonWriter::key(std::string_view name) {
    value(name);
    out_ += ':';
    after_key_ = true;
}

void JsonWriter::value(std::string_view text) {
    separate();
    out_ += '"';
    // As nlohmann's dump() without ensure_ascii: the two-letter escapes where JSON has them,
    // \u00xx (lower-case hex) for the other control characters, every other byte as it is.
    static constexpr char hex[] = "0123456789abcdef";
    for (const char c : text) {
        switch (c) {
            case '"': out_ += "\\\""; break;
            case '\\': out_ += "\\\\"; break;
            case '\b': out_ += "\\b"; break;
            case '\f': out_ += "\\f"; break;
            case '\n': out_ += "\\n"; break;
            case '\r': out_ += "\\r"; break;
            case '\t': out_ += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    out_ += "\\u00";
                    out_ += hex[static_cast<unsigned char>(c) >> 4];
                    out_ += hex[static_cast<unsigned char>(c) & 0xf];
                } else {
                    out_ += c;
                }
        }
    }
    out_ += '"';
}

void JsonWriter::value(std::int64_t number) {
    separate();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    out_.append(digits, end);
}

void JsonWriter::value(bool flag) {
    separate();
    out_ += flag ? "true" : "false";
}

void JsonWriter::null() {
    separate();
    out_ += "null";
}

void JsonWriter::raw(std::string_view json) {
    separate();
    out_ += json;
}

void JsonWriter::strings(const std::vector<std::string>& texts) {
    begin_array();
    for (const std::string& text : texts) value(text);
    end_array();
}

}  // namespace petteia::protocol
