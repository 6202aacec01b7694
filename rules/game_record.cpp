#include "rules/game_record.hpp"

#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia {

namespace {

constexpr std::string_view variant_header = "# variant:";
constexpr std::string_view position_header = "# position:";

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// Calls `on_line` with each line of `text`, trimmed.
template <class OnLine>
void for_each_line(std::string_view text, OnLine on_line) {
    while (!text.empty()) {
        const auto end = text.find('\n');
        if (!on_line(trim(text.substr(0, end)))) return;
        if (end == std::string_view::npos) return;
        text.remove_prefix(end + 1);
    }
}

std::string header_value(std::string_view text, std::string_view header) {
    std::string value;
    for_each_line(text, [&](std::string_view line) {
        if (!line.starts_with(header)) return true;
        value = std::string(trim(line.substr(header.size())));
        return false;
    });
    return value;
}

}  // namespace

ReplayResult replay(Game& game, std::string_view lines) {
    ReplayResult result;
    for_each_line(lines, [&](std::string_view line) {
        if (line.empty() || line.starts_with('#')) return true;
        auto played = game.play(line);
        if (!played) {
            result.error = ReplayError{result.applied, std::string(line), played.error()};
            return false;
        }
        ++result.applied;
        return true;
    });
    return result;
}

std::string write_record(const Game& game) {
    const VariantInfo& variant = game.variant();
    std::string record = std::string(variant_header) + " " + variant.name + "\n";

    auto start = game.clone();
    while (start->undo()) {
    }
    const std::string start_text = format_position(*start);
    if (start_text != format_position(**new_game(variant.name)))
        record += std::string(position_header) + " " + start_text + "\n";

    for (const PlayedMove& played : game.history()) record += move_text(played.move, variant) + "\n";
    return record;
}

Expected<std::unique_ptr<Game>, TextError> read_record(std::string_view text, std::string_view variant) {
    const std::string named = header_value(text, variant_header);
    if (!named.empty() && !variant.empty() && named != variant)
        return unexpected(TextError{"the record is a game of " + named + ", not " + std::string(variant)});
    const std::string name = named.empty() ? std::string(variant) : named;
    if (name.empty()) return unexpected(TextError{"the record does not say which game it is"});

    const std::string position = header_value(text, position_header);
    auto game = position.empty() ? new_game(name) : new_game(name, position);
    if (!game) return unexpected(game.error());

    const ReplayResult replayed = replay(**game, text);
    if (replayed.error)
        return unexpected(TextError{"move " + std::to_string(replayed.error->index + 1) + " (" +
                                    replayed.error->move_text + "): " + replayed.error->error.reason});
    return std::move(*game);
}

}  // namespace petteia
