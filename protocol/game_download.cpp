#include "protocol/game_download.hpp"

#include <chrono>
#include <cstdio>

#include "rules/game_record.hpp"

namespace petteia::protocol {

namespace {

std::string utc_date(std::int64_t ms) {
    const std::chrono::sys_days day = std::chrono::floor<std::chrono::days>(std::chrono::sys_time<std::chrono::milliseconds>(std::chrono::milliseconds(ms)));
    const std::chrono::year_month_day date(day);
    char text[16];
    std::snprintf(text, sizeof text, "%04d.%02u.%02u", static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                  static_cast<unsigned>(date.day()));
    return text;
}

}  // namespace

std::string_view result_token(const ResultView& result) {
    if (result.state == ResultState::draw) return "1/2-1/2";
    if (result.state == ResultState::win && result.winner) return *result.winner == Side::first ? "1-0" : "0-1";
    return "*";
}

std::string game_record_text(const Game& game, std::string_view id, const ResultView& result, std::int64_t created_at_ms) {
    const std::string_view token = result_token(result);
    RecordTags tags{{"Event", "Petteia Online"},
                    {"Site", "/g/" + std::string(id)},
                    {"Date", utc_date(created_at_ms)},
                    {"Result", std::string(token)}};
    if (result.state != ResultState::ongoing) tags.emplace_back("Termination", result.reason);
    return write_tagged_record(game, tags, token);
}

std::string game_record_file_name(std::string_view id) { return "petteia-" + std::string(id) + ".txt"; }

}  // namespace petteia::protocol
