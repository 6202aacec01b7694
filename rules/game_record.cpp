#include "rules/game_record.hpp"

#include <vector>

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

// A PGN tag line `[Name "value"]` read into its name and value; nothing for any other line.
std::optional<std::pair<std::string, std::string>> tag_of(std::string_view line) {
    if (!line.starts_with('[') || !line.ends_with(']')) return std::nullopt;
    const std::string_view inside = trim(line.substr(1, line.size() - 2));
    const auto space = inside.find(' ');
    if (space == std::string_view::npos || space == 0) return std::nullopt;
    const std::string_view value = trim(inside.substr(space));
    if (value.size() < 2 || value.front() != '"' || value.back() != '"') return std::nullopt;
    return std::pair{std::string(inside.substr(0, space)), std::string(value.substr(1, value.size() - 2))};
}

RecordTags tags_of(std::string_view text) {
    RecordTags tags;
    for_each_line(text, [&](std::string_view line) {
        if (auto tag = tag_of(line)) tags.push_back(std::move(*tag));
        return true;
    });
    return tags;
}

// A header's value: `# variant: x` / `# position: x`, or the PGN tag `[Variant "x"]` / `[FEN "x"]`.
std::string header_value(std::string_view text, std::string_view header, std::string_view tag) {
    std::string value;
    for_each_line(text, [&](std::string_view line) {
        if (line.starts_with(header)) {
            value = std::string(trim(line.substr(header.size())));
            return false;
        }
        if (auto found = tag_of(line); found && found->first == tag) {
            value = std::move(found->second);
            return false;
        }
        return true;
    });
    return value;
}

bool is_result_token(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

// "12." or "12..." (a move number), with nothing after the dots.
bool is_move_number(std::string_view token) {
    const auto digits = token.find_first_not_of("0123456789");
    return digits != 0 && digits != std::string_view::npos && token.find_first_not_of('.', digits) == std::string_view::npos;
}

bool is_arrow(std::string_view token) { return token == "\xE2\x86\x92" || token == "->" || token == "-"; }
bool ends_with_arrow(std::string_view token) {
    return token.ends_with("\xE2\x86\x92") || token.ends_with("->") || (token.size() > 1 && token.ends_with('-'));
}
bool starts_with_arrow(std::string_view token) {
    return token.starts_with("\xE2\x86\x92") || token.starts_with("->") || (token.size() > 1 && token.starts_with('-'));
}

struct RecordMoves {
    std::vector<std::string> moves;
    std::string result;  // the result token that ended them, if any
};

// The moves of a record, in order, with what precedes them stripped (see game_record.hpp); stops at
// a result token.
RecordMoves record_moves(std::string_view text) {
    std::vector<std::string> moves;
    std::string result;
    bool in_comment = false, ended = false;
    for_each_line(text, [&](std::string_view line) {
        if (!in_comment && (line.starts_with('#') || (line.starts_with('[') && line.ends_with(']')))) return true;
        std::vector<std::string> tokens;
        std::string token;
        const auto flush = [&] {
            if (!token.empty()) tokens.push_back(std::move(token));
            token.clear();
        };
        for (const char c : line) {
            if (in_comment) {
                in_comment = c != '}';
                continue;
            }
            if (c == '{') {
                flush();
                in_comment = true;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                flush();
            } else {
                token += c;
            }
        }
        flush();
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const std::string& t = tokens[i];
            if (is_result_token(t)) {
                result = t;
                ended = true;
                return false;
            }
            if (is_move_number(t)) continue;
            // "D2 → D4", "D2 -> D4": the arrow joins its neighbours into one move.
            const bool joins = !moves.empty() && !moves.back().empty() &&
                               (is_arrow(t) || starts_with_arrow(t) || ends_with_arrow(moves.back()));
            if (joins && i > 0) moves.back() += " " + t;
            else moves.push_back(t);
        }
        return !ended;
    });
    for (std::string& move : moves) {
        // "12.Pe1-e3": a move number glued to its move.
        if (const auto dot = move.find('.'); dot != std::string::npos && dot > 0 &&
                                              move.find_first_not_of("0123456789") == dot) {
            const auto after = move.find_first_not_of('.', dot);
            if (after != std::string::npos) move.erase(0, after);
        }
    }
    return {std::move(moves), std::move(result)};
}

ReplayResult replay_moves(Game& game, const std::vector<std::string>& moves) {
    ReplayResult result;
    for (const std::string& move : moves) {
        auto played = game.play(move);
        if (!played) {
            result.error = ReplayError{result.applied, move, played.error()};
            break;
        }
        ++result.applied;
    }
    return result;
}

// The game a record starts from: its variant (from the header, or `variant`) and position.
Expected<std::unique_ptr<Game>, TextError> record_start(std::string_view text, std::string_view variant) {
    const std::string named = header_value(text, variant_header, "Variant");
    if (!named.empty() && !variant.empty() && named != variant)
        return unexpected(TextError{"the record is a game of " + named + ", not " + std::string(variant)});
    const std::string name = named.empty() ? std::string(variant) : named;
    if (name.empty()) return unexpected(TextError{"the record does not say which game it is"});
    const std::string position = header_value(text, position_header, "FEN");
    return position.empty() ? new_game(name) : new_game(name, position);
}

// The game back at its start, with `game`'s moves undone.
std::unique_ptr<Game> start_of(const Game& game) {
    auto start = game.clone();
    while (start->undo()) {
    }
    return start;
}

}  // namespace

ReplayResult replay(Game& game, std::string_view lines) { return replay_moves(game, record_moves(lines).moves); }

std::string write_record(const Game& game) {
    const VariantInfo& variant = game.variant();
    std::string record = std::string(variant_header) + " " + variant.name + "\n";

    auto start = start_of(game);
    const std::string start_text = format_position(*start);
    if (start_text != format_position(**new_game(variant.name)))
        record += std::string(position_header) + " " + start_text + "\n";

    // Each move in the notation of the position it was played in.
    for (const PlayedMove& played : game.history()) {
        record += start->move_text(played.move) + "\n";
        start->play(played.move);
    }
    return record;
}

std::string write_tagged_record(const Game& game, const RecordTags& tags, std::string_view result) {
    std::string record;
    const auto tag = [&](std::string_view name, std::string_view value) {
        record += "[" + std::string(name) + " \"";
        // A value cannot hold the quote that ends it, nor a line break.
        for (const char c : value) record += c == '"' || c == '\n' || c == '\r' ? '\'' : c;
        record += "\"]\n";
    };
    // The game's own variant and start are written below; a caller's (read from another record) could disagree.
    for (const auto& [name, value] : tags)
        if (name != "Variant" && name != "FEN") tag(name, value);
    auto start = start_of(game);
    tag("Variant", game.variant().name);
    const std::string start_text = format_position(*start);
    if (start_text != format_position(**new_game(game.variant().name))) tag("FEN", start_text);
    record += "\n";

    std::string line;
    const auto word = [&](const std::string& text) {
        if (!line.empty() && line.size() + 1 + text.size() > 80) {
            record += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + text;
    };
    int number = 1;
    bool first_move = true;
    for (const PlayedMove& played : game.history()) {
        const bool first_side = start->side_to_move() == Side::first;
        if (first_side) word(std::to_string(number) + ".");
        else if (first_move) word(std::to_string(number) + "...");
        word(start->move_text(played.move));
        start->play(played.move);
        if (!first_side) ++number;
        first_move = false;
    }
    word(std::string(result));
    return record + line + "\n";
}

namespace {

// Variants of one game on one board move alike (Le Grec and its mirror arrival differ only in where
// they end): a record fitting both is the game's first variant's.
bool same_moves(const VariantInfo& variant, const std::optional<RecordReading>& best) {
    if (!best) return false;
    const VariantInfo& other = best->game->variant();
    return variant.family.key == other.family.key && variant.width == other.width && variant.height == other.height;
}

// A record that names no game: read as each game in turn; the one whose rules accept the most of its
// moves is the record's, if no other game accepts as many (Petteia's rook moves, Le Grec's steps and
// Petteia chess's lettered moves rarely fit one another for long).
Expected<RecordReading, TextError> guess_record(std::string_view text) {
    const RecordMoves moves = record_moves(text);
    std::optional<RecordReading> best;
    int best_applied = 0;
    bool tied = false;
    for (const std::string& name : variant_names()) {
        auto game = record_start(text, name);
        if (!game) continue;
        RecordReading reading{std::move(*game), std::nullopt, tags_of(text), moves.result, true};
        const ReplayResult replayed = replay_moves(*reading.game, moves.moves);
        reading.error = replayed.error;
        if (replayed.applied > best_applied) {
            best = std::move(reading);
            best_applied = replayed.applied;
            tied = false;
        } else if (replayed.applied == best_applied && !same_moves(reading.game->variant(), best)) {
            tied = true;
        }
    }
    if (!best || tied) return unexpected(TextError{"the record does not say which game it is"});
    return std::move(*best);
}

// A position text pasted alone (no tags, no moves): the position of `variant`, or of the one game
// whose rules read it (Le Grec and its mirror read the same texts: then the player is asked). None
// when the text is not a position of any game; a TextError when it is one of several.
std::optional<Expected<RecordReading, TextError>> bare_position(std::string_view text, std::string_view variant) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos || text.find('[') != std::string_view::npos || text.find('/') == std::string_view::npos)
        return std::nullopt;
    const auto last = text.find_last_not_of(" \t\r\n");
    const std::string_view position = text.substr(first, last - first + 1);
    // One line whose first word is a placement (ranks between slashes): a record's first word is a
    // move number or a move, and a comment's slash comes later.
    if (position.find_first_of("\r\n") != std::string_view::npos) return std::nullopt;
    if (position.substr(0, position.find_first_of(" \t")).find('/') == std::string_view::npos) return std::nullopt;
    // The game named: its own reason when it cannot read the text (a position of another game).
    if (!variant.empty()) {
        auto game = new_game(variant, position);
        if (!game) return Expected<RecordReading, TextError>(unexpected(game.error()));
    }
    std::optional<RecordReading> found;
    bool several = false;
    for (const std::string& name : variant_names()) {
        if (!variant.empty() && name != variant) continue;
        auto game = new_game(name, position);
        if (!game) continue;
        several = found.has_value();
        std::string written = (*game)->position_text();
        found = RecordReading{std::move(*game), std::nullopt, {{"FEN", std::move(written)}}, "", variant.empty()};
    }
    if (several) return Expected<RecordReading, TextError>(unexpected(TextError{"the record does not say which game it is"}));
    if (!found) return std::nullopt;
    return Expected<RecordReading, TextError>(std::move(*found));
}

}  // namespace

Expected<RecordReading, TextError> read_record_until_refused(std::string_view text, std::string_view variant) {
    if (auto position = bare_position(text, variant)) return std::move(*position);
    if (variant.empty() && header_value(text, variant_header, "Variant").empty()) return guess_record(text);
    auto game = record_start(text, variant);
    if (!game) return unexpected(game.error());
    RecordMoves moves = record_moves(text);
    RecordReading reading{std::move(*game), std::nullopt, tags_of(text), std::move(moves.result)};
    reading.error = replay_moves(*reading.game, moves.moves).error;
    return reading;
}

Expected<std::unique_ptr<Game>, TextError> read_record(std::string_view text, std::string_view variant) {
    auto game = record_start(text, variant);
    if (!game) return unexpected(game.error());
    const ReplayResult replayed = replay(**game, text);
    if (replayed.error)
        return unexpected(TextError{"move " + std::to_string(replayed.error->index + 1) + " (" +
                                    replayed.error->move_text + "): " + replayed.error->error.reason});
    return std::move(*game);
}

}  // namespace petteia
