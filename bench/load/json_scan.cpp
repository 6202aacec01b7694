#include "bench/load/json_scan.hpp"

#include <charconv>

namespace petteia::load {

namespace {

class Scanner {
public:
    explicit Scanner(std::string_view text) : text_(text) {}

    void skip_space() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n' || text_[at_] == '\r' || text_[at_] == '\t'))
            ++at_;
    }
    bool take(char c) {
        skip_space();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    bool peek(char c) {
        skip_space();
        return at_ < text_.size() && text_[at_] == c;
    }

    // Skips one value and returns its text; nothing on malformed input.
    std::optional<std::string_view> value() {
        skip_space();
        if (at_ >= text_.size()) return std::nullopt;
        const std::size_t start = at_;
        const char c = text_[at_];
        if (c == '"') {
            if (!skip_string()) return std::nullopt;
        } else if (c == '{' || c == '[') {
            if (!skip_nested()) return std::nullopt;
        } else {
            while (at_ < text_.size() && text_[at_] != ',' && text_[at_] != '}' && text_[at_] != ']' &&
                   text_[at_] != ' ' && text_[at_] != '\n')
                ++at_;
            if (at_ == start) return std::nullopt;
        }
        return text_.substr(start, at_ - start);
    }

    bool done() {
        skip_space();
        return at_ == text_.size();
    }

private:
    bool skip_string() {
        ++at_;  // the opening quote
        while (at_ < text_.size()) {
            const char c = text_[at_++];
            if (c == '\\') ++at_;
            else if (c == '"') return true;
        }
        return false;
    }
    // Brackets inside strings do not count.
    bool skip_nested() {
        int depth = 0;
        while (at_ < text_.size()) {
            const char c = text_[at_];
            if (c == '"') {
                if (!skip_string()) return false;
                continue;
            }
            ++at_;
            if (c == '{' || c == '[') ++depth;
            else if ((c == '}' || c == ']') && --depth == 0) return true;
        }
        return false;
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

}  // namespace

std::optional<std::string_view> json_string(std::string_view raw) {
    if (raw.size() < 2 || raw.front() != '"' || raw.back() != '"') return std::nullopt;
    return raw.substr(1, raw.size() - 2);
}

bool json_is_null(std::string_view raw) { return raw == "null"; }

bool json_for_each_member(std::string_view raw, const std::function<void(std::string_view, std::string_view)>& each) {
    Scanner scan(raw);
    if (!scan.take('{')) return false;
    if (scan.take('}')) return true;
    while (true) {
        const auto key = scan.value();
        if (!key || !scan.take(':')) return false;
        const auto value = scan.value();
        const auto name = key ? json_string(*key) : std::nullopt;
        if (!value || !name) return false;
        each(*name, *value);
        if (scan.take(',')) continue;
        return scan.take('}');
    }
}

bool json_for_each_element(std::string_view raw, const std::function<void(std::string_view)>& each) {
    Scanner scan(raw);
    if (!scan.take('[')) return false;
    if (scan.take(']')) return true;
    while (true) {
        const auto value = scan.value();
        if (!value) return false;
        each(*value);
        if (scan.take(',')) continue;
        return scan.take(']');
    }
}

std::optional<std::string_view> json_at(std::string_view json, std::initializer_list<std::string_view> path) {
    std::string_view current = json;
    for (const std::string_view key : path) {
        Scanner scan(current);
        if (!scan.take('{')) return std::nullopt;
        std::optional<std::string_view> found;
        if (!scan.peek('}')) {
            while (!found) {
                const auto raw_key = scan.value();
                if (!raw_key || !scan.take(':')) return std::nullopt;
                const auto value = scan.value();
                if (!value) return std::nullopt;
                if (json_string(*raw_key) == key) found = value;
                else if (!scan.take(',')) break;
            }
        }
        if (!found) return std::nullopt;
        current = *found;
    }
    return current;
}

std::optional<std::string_view> json_string_at(std::string_view json, std::initializer_list<std::string_view> path) {
    const auto raw = json_at(json, path);
    return raw ? json_string(*raw) : std::nullopt;
}

std::optional<std::int64_t> json_int_at(std::string_view json, std::initializer_list<std::string_view> path) {
    const auto raw = json_at(json, path);
    if (!raw) return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(raw->data(), raw->data() + raw->size(), value);
    if (error != std::errc{} || end != raw->data() + raw->size()) return std::nullopt;
    return value;
}

}  // namespace petteia::load
