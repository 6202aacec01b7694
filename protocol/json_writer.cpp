#include "protocol/json_writer.hpp"

#include <charconv>
#include <stdexcept>

namespace petteia::protocol {

void JsonWriter::separate() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (depth_ == 0) return;
    const std::uint64_t innermost = std::uint64_t{1} << (depth_ - 1);
    if (!(first_ & innermost)) out_ += ',';
    first_ &= ~innermost;
}

void JsonWriter::open(char bracket) {
    if (depth_ == max_depth) throw std::logic_error("JsonWriter: nested too deep");
    separate();
    out_ += bracket;
    first_ |= std::uint64_t{1} << depth_;
    ++depth_;
}

void JsonWriter::close(char bracket) {
    if (depth_ == 0) throw std::logic_error("JsonWriter: closes what is not open");
    --depth_;
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
    std::size_t plain = 0;  // where the bytes not written yet begin: none of them needs an escape
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (static_cast<unsigned char>(c) >= 0x20 && c != '"' && c != '\\') continue;
        out_.append(text.data() + plain, i - plain);  // written a run at a time, not a byte at a time
        plain = i + 1;
        switch (c) {
            case '"': out_ += "\\\""; break;
            case '\\': out_ += "\\\\"; break;
            case '\b': out_ += "\\b"; break;
            case '\f': out_ += "\\f"; break;
            case '\n': out_ += "\\n"; break;
            case '\r': out_ += "\\r"; break;
            case '\t': out_ += "\\t"; break;
            default:
                out_ += "\\u00";
                out_ += hex[static_cast<unsigned char>(c) >> 4];
                out_ += hex[static_cast<unsigned char>(c) & 0xf];
        }
    }
    out_.append(text.data() + plain, text.size() - plain);
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
