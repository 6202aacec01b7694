#include "server/common/log_format.hpp"

#include <spdlog/pattern_formatter.h>
#include <spdlog/spdlog.h>

namespace petteia::server {

namespace {

// The length of the well-formed UTF-8 sequence at the start of `text` (2 to 4), or 0.
std::size_t utf8_sequence(std::string_view text) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    unsigned char second_min = 0x80, second_max = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) second_min = 0xA0;  // overlong
        if (lead == 0xED) second_max = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) second_min = 0x90;  // overlong
        if (lead == 0xF4) second_max = 0x8F;  // beyond U+10FFFF
    } else {
        return 0;
    }
    if (text.size() < length || byte(1) < second_min || byte(1) > second_max) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

void append_escaped(std::string_view text, spdlog::memory_buf_t& out) {
    static constexpr char hex[] = "0123456789abcdef";
    const auto append = [&](std::string_view piece) { out.append(piece.data(), piece.data() + piece.size()); };
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') append("\\n");
        else if (c == '\r') append("\\r");
        else if (c == '\t') append("\\t");
        else if (c == '\\') append("\\\\");
        else if (c >= 0x20 && c < 0x7f) out.push_back(static_cast<char>(c));
        else if (const std::size_t length = c >= 0x80 ? utf8_sequence(text.substr(i)) : 0) {
            append(text.substr(i, length));
            i += length;
            continue;
        } else {
            const char escape[] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
            append(std::string_view(escape, 4));
        }
        ++i;
    }
}

class EscapedMessage : public spdlog::custom_flag_formatter {
public:
    void format(const spdlog::details::log_msg& message, const std::tm&, spdlog::memory_buf_t& out) override {
        append_escaped(std::string_view(message.payload.data(), message.payload.size()), out);
    }
    std::unique_ptr<custom_flag_formatter> clone() const override { return std::make_unique<EscapedMessage>(); }
};

}  // namespace

std::string escaped_for_log(std::string_view text) {
    spdlog::memory_buf_t out;
    append_escaped(text, out);
    return std::string(out.data(), out.size());
}

void use_log_format() {
    auto formatter = std::make_unique<spdlog::pattern_formatter>();
    formatter->add_flag<EscapedMessage>('*').set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %*");
    spdlog::set_formatter(std::move(formatter));
}

}  // namespace petteia::server
