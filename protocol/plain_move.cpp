#include "protocol/plain_move.hpp"

namespace petteia::protocol {

namespace {

// A JSON string with no escape, printable ASCII only: its characters are the text between the quotes.
std::optional<std::string_view> plain_string(std::string_view text, std::size_t& at) {
    if (at >= text.size() || text[at] != '"') return std::nullopt;
    const std::size_t start = ++at;
    while (at < text.size() && text[at] != '"') {
        const unsigned char c = static_cast<unsigned char>(text[at]);
        if (c < 0x20 || c >= 0x7f || c == '\\') return std::nullopt;
        ++at;
    }
    if (at >= text.size()) return std::nullopt;
    return text.substr(start, at++ - start);
}

// A whole number from 0 to max_ply as JSON writes it: digits, no sign, no leading zero.
std::optional<int> plain_ply(std::string_view text, std::size_t& at) {
    const std::size_t start = at;
    int value = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
        if (at - start >= 7) return std::nullopt;  // more digits than max_ply has
        value = value * 10 + (text[at] - '0');
        ++at;
    }
    if (at == start || (text[start] == '0' && at - start > 1) || value > max_ply) return std::nullopt;
    return value;
}

}  // namespace

std::optional<PlayMove> read_plain_move(std::string_view text) {
    if (text.empty() || text.front() != '{') return std::nullopt;
    std::size_t at = 1;
    bool typed = false;
    std::optional<std::string_view> move;
    std::optional<int> ply;
    for (;;) {
        const auto key = plain_string(text, at);
        if (!key || at >= text.size() || text[at++] != ':') return std::nullopt;
        if (*key == "type" && !typed) {
            if (plain_string(text, at) != "move") return std::nullopt;
            typed = true;
        } else if (*key == "move" && !move) {
            move = plain_string(text, at);
            if (!move || move->empty() || move->size() > max_move_length) return std::nullopt;
        } else if (*key == "ply" && !ply) {
            ply = plain_ply(text, at);
            if (!ply) return std::nullopt;
        } else {
            return std::nullopt;  // another member, or one twice: the general reader decides
        }
        if (at >= text.size()) return std::nullopt;
        if (text[at] == '}') break;
        if (text[at++] != ',') return std::nullopt;
    }
    if (at + 1 != text.size() || !typed || !move) return std::nullopt;
    return PlayMove{std::string(*move), ply};
}

}  // namespace petteia::protocol
