#include "server/net/exercise_routes.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <unordered_set>

#include <spdlog/spdlog.h>

#include "protocol/exercise_help_messages.hpp"
#include "protocol/exercise_messages.hpp"
#include "server/accounts/accounts.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/exercise_ratings.hpp"
#include "server/games/exercises.hpp"
#include "server/limits/attempt_limiter.hpp"
#include "server/limits/shared_limits.hpp"

namespace petteia::server {

// Inner names of their own: a unity build puts this file beside other routes.
namespace {
namespace exercise_api {

using protocol::ErrorCode;
using protocol::ProtocolError;
using Response = http::response<http::string_body>;

constexpr std::string_view list_path = "/api/exercises";
constexpr std::string_view prefix = "/api/exercises/";
constexpr std::string_view daily_name = "daily";
constexpr std::int64_t day_ms = 86'400'000;

Response method_not_allowed(const HttpRequest& request) {
    return error_message(request, http::status::method_not_allowed, {ErrorCode::bad_request, "this method is not used here", {}});
}

bool reading(const HttpRequest& request) {
    return request.method() == http::verb::get || request.method() == http::verb::head;
}

std::unordered_set<std::string> solved_by(ServerContext& context, const std::optional<CurrentSession>& current) {
    std::unordered_set<std::string> solved;
    if (current)
        for (auto& id : context.accounts.solved(current->account)) solved.insert(std::move(id));
    return solved;
}

protocol::ExerciseItemView item_for(ServerContext& context, const std::optional<CurrentSession>& current,
                                    const std::string& id) {
    auto item = *context.exercises.item(id);
    item.solved = solved_by(context, current).contains(id);
    const auto ratings = context.exercise_ratings.exercises();
    if (const auto rating = ratings.find(id); rating != ratings.end()) item.rating = rating->second;
    return item;
}

Response list(const HttpRequest& request, ServerContext& context, const std::optional<CurrentSession>& current) {
    const auto ratings = context.exercise_ratings.exercises();
    nlohmann::json items = nlohmann::json::array();
    for (auto& item : context.exercises.items(solved_by(context, current))) {
        if (const auto rating = ratings.find(item.id); rating != ratings.end()) item.rating = rating->second;
        items.push_back(protocol::exercise_item_json(item));
    }
    const nlohmann::json rating =
        current ? protocol::exercise_rating_json(context.exercise_ratings.player(current->account.id)) : nlohmann::json(nullptr);
    return json_message(request, http::status::ok,
                        nlohmann::json{{"signed_in", current.has_value()}, {"rating", rating}, {"exercises", std::move(items)}}
                            .dump());
}

// One exercise and its starting position; the daily one says its day.
Response one(const HttpRequest& request, ServerContext& context, const std::optional<CurrentSession>& current,
             const std::string& id, const std::optional<std::string>& date = std::nullopt) {
    nlohmann::json answer{{"exercise", protocol::exercise_item_json(item_for(context, current, id))},
                          {"state", protocol::exercise_state_json(*context.exercises.start(id))}};
    if (date) answer["date"] = *date;
    return json_message(request, http::status::ok, answer.dump());
}

Response daily(const HttpRequest& request, ServerContext& context, const std::optional<CurrentSession>& current) {
    const std::int64_t day = now_ms() / day_ms;
    const std::string id = context.exercises.daily(day);
    if (id.empty()) return refusal(request, {ErrorCode::exercise_not_found, "there are no exercises", {}});
    const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{day}}};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                  static_cast<unsigned>(date.day()));
    return one(request, context, current, id, std::string(text));
}

// Moves, hints and solutions share the exercise moves' limit per address (one replay of the exercise each).
std::optional<Response> moves_limited(const HttpRequest& request, ServerContext& context, const std::string& address) {
    const auto wait = context.exercise_moves.try_spend(address, now_ms());
    if (!wait) return std::nullopt;
    const std::string seconds = std::to_string((wait + 999) / 1000);
    return refusal(request, {ErrorCode::rate_limited, "too many moves; try again in " + seconds + " s", seconds});
}

// The end of a signed-in player's first try, rated: nothing when not signed in or tried before;
// rate_limited past the shared limits (the answer is then refused whole, to be asked again).
Answer<std::optional<protocol::ExerciseRatingChangeView>> rated_end(ServerContext& context,
                                                                    const std::optional<CurrentSession>& current,
                                                                    const std::string& id, bool solved,
                                                                    const std::string& address) {
    using Change = std::optional<protocol::ExerciseRatingChangeView>;
    if (!current) return Change{};
    const std::int64_t now = now_ms();
    if (const auto wait = try_spend_both(context.limits.exercise_ratings_per_account, std::to_string(current->account.id),
                                         context.limits.exercise_ratings_per_address, address, now)) {
        const std::string seconds = std::to_string((wait + 999) / 1000);
        return unexpected(ProtocolError{ErrorCode::rate_limited, "too many exercises at once; try again in " + seconds + " s", seconds});
    }
    return Change{context.exercise_ratings.rate(current->account.id, id, solved, now)};
}

Response attempt(const HttpRequest& request, ServerContext& context, const std::optional<CurrentSession>& current,
                 const std::string& id, const std::string& address) {
    if (auto limited = moves_limited(request, context, address)) return std::move(*limited);
    auto moves = protocol::parse_attempt(request.body());
    if (!moves) return refusal(request, moves.error());
    auto attempt = context.exercises.attempt(id, *moves, [&] {
        return context.explanation_thinks.try_spend(address, now_ms()) == 0;
    });
    if (!attempt) return refusal(request, attempt.error());
    const bool solved = attempt->result == protocol::AttemptView::Result::solved;
    if (solved || attempt->result == protocol::AttemptView::Result::wrong) {
        auto rating = rated_end(context, current, id, solved, address);
        if (!rating) return refusal(request, rating.error());
        attempt->rating = *rating;
    }
    if (solved && current) {
        context.accounts.mark_solved(current->account, {id}, now_ms());
        attempt->recorded = true;
    }
    return json_message(request, http::status::ok, protocol::attempt_json(*attempt).dump());
}

// A hint or the solution: help that ends a rated first try as not solved, as lichess counts it.
Response help(const HttpRequest& request, ServerContext& context, const std::optional<CurrentSession>& current,
              const std::string& id, const std::string& address, bool whole_solution) {
    if (auto limited = moves_limited(request, context, address)) return std::move(*limited);
    const auto found = protocol::parse_help(request.body());
    if (!found) return refusal(request, found.error());
    if (whole_solution) {
        auto solution = context.exercises.solution(id, *found);
        if (!solution) return refusal(request, solution.error());
        auto rating = rated_end(context, current, id, false, address);
        if (!rating) return refusal(request, rating.error());
        solution->rating = *rating;
        return json_message(request, http::status::ok, protocol::solution_json(*solution).dump());
    }
    auto square = context.exercises.hint(id, *found);
    if (!square) return refusal(request, square.error());
    auto rating = rated_end(context, current, id, false, address);
    if (!rating) return refusal(request, rating.error());
    return json_message(request, http::status::ok, protocol::hint_json({*square, *rating}).dump());
}

Response answer(const HttpRequest& request, std::string_view path, ServerContext& context, const std::string& address) {
    const auto current = current_session(request, context);
    if (path == list_path) return reading(request) ? list(request, context, current) : method_not_allowed(request);
    std::string_view rest = path.substr(prefix.size());
    if (rest == daily_name) return reading(request) ? daily(request, context, current) : method_not_allowed(request);
    const auto slash = rest.find('/');
    const std::string id(rest.substr(0, slash));
    const std::string_view action = slash == std::string_view::npos ? std::string_view{} : rest.substr(slash + 1);
    if (!context.exercises.exists(id))
        return refusal(request, {ErrorCode::exercise_not_found, "there is no exercise " + id.substr(0, 40), {}});
    if (action.empty()) return reading(request) ? one(request, context, current, id) : method_not_allowed(request);
    if (action != "attempt" && action != "hint" && action != "solution")
        return refusal(request, {ErrorCode::not_found, "no such API", {}});
    if (request.method() != http::verb::post) return method_not_allowed(request);
    if (action == "attempt") return attempt(request, context, current, id, address);
    return help(request, context, current, id, address, action == "solution");
}

}  // namespace exercise_api
}  // namespace

bool is_exercise_route(std::string_view path) {
    return path == exercise_api::list_path || path.starts_with(exercise_api::prefix);
}

http::response<http::string_body> answer_exercise_route(const HttpRequest& request, std::string_view path,
                                                        ServerContext& context, const std::string& address) {
    try {
        return exercise_api::answer(request, path, context, address);
    } catch (const db::DatabaseError& fault) {
        spdlog::error("exercises: {}", fault.what());
        return refusal(request, {protocol::ErrorCode::storage_unavailable,
                                 "exercise progress cannot be read or stored now; nothing changed, try again", {}});
    }
}

}  // namespace petteia::server
