#include "server/net/public_routes.hpp"

#include "protocol/public_messages.hpp"
#include "protocol/user_names.hpp"
#include "ratings/glicko2.hpp"
#include "rules/variants.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/live_games.hpp"
#include "server/net/percent_decoding.hpp"
#include "server/net/response_headers.hpp"

namespace petteia::server {

namespace {

constexpr std::string_view live_path = "/api/live";
constexpr std::string_view players_prefix = "/api/players/";
constexpr int recent_games = 20;
constexpr int history_changes = 200;

protocol::CategoryRating category_rating(const std::string& category, const db::StoredRating& rating) {
    return {category, rating.rating, rating.deviation, ratings::provisional({rating.rating, rating.deviation, rating.volatility}),
            rating.games};
}

std::string side_name(const std::string& variant, int side) {
    auto game = new_game(variant);
    if (!game) return std::to_string(side);
    return std::string((*game)->variant().side_name(static_cast<Side>(side)));
}

std::optional<std::string> outcome_of(const db::PublicGame& game) {
    if (!game.result) return std::nullopt;
    if (game.result->state == "draw") return "draw";
    if (game.result->state != "win" || !game.result->winner) return "aborted";
    return *game.result->winner == game.side ? "win" : "loss";
}

protocol::ProfileView profile_view(const db::PublicProfile& profile) {
    protocol::ProfileView view{profile.name, profile.hidden, {}, {}, {}};
    if (profile.hidden) return view;
    for (const auto& [category, rating] : profile.ratings) view.ratings.push_back(category_rating(category, rating));
    for (const db::PublicGame& game : profile.recent) {
        protocol::ProfileGame shown{game.id, game.variant, std::nullopt, game.rated, side_name(game.variant, game.side),
                                    game.opponent_name, outcome_of(game), std::nullopt, game.created_at_ms,
                                    game.finished_at_ms};
        if (game.time) shown.time = protocol::TimeControl{game.time->initial_ms, game.time->increment_ms, game.time->days_per_move};
        if (game.result) shown.reason = game.result->reason;
        view.recent.push_back(std::move(shown));
    }
    return view;
}

http::response<http::string_body> not_found(const HttpRequest& request, std::string message) {
    return error_message(request, http::status::not_found, {protocol::ErrorCode::not_found, std::move(message), {}});
}

}  // namespace

bool is_public_route(std::string_view path) { return path == live_path || path.starts_with(players_prefix); }

http::response<http::string_body> answer_public_route(const HttpRequest& request, std::string_view path, ServerContext& context) {
    if (request.method() != http::verb::get && request.method() != http::verb::head)
        return error_message(request, http::status::method_not_allowed, {protocol::ErrorCode::bad_request, "read with GET", {}});
    if (path == live_path) return json_message(request, http::status::ok, context.live_games.json(now_ms()));
    const auto name = percent_decoded(path.substr(players_prefix.size()));
    // Only a name that could be a user name is looked up: its key finds it whatever its case and accents.
    const auto key = name ? protocol::user_name_key(*name) : std::nullopt;
    if (!key) return not_found(request, "there is no such player");
    const auto profile = context.ratings.profile(*key, recent_games);
    if (!profile) return not_found(request, "there is no player " + name->substr(0, 64));
    auto view = profile_view(*profile);
    // Each category's chart on the profile (issue 40): a public profile shows its history as its ratings.
    if (!profile->hidden)
        for (const db::RatingChange& change : context.ratings.history(profile->account, "", history_changes))
            view.history.push_back({change.game_id, change.category, change.before, change.after, change.at_ms});
    return json_message(request, http::status::ok, protocol::profile_json(view).dump());
}

http::response<http::string_body> account_ratings(const HttpRequest& request, ServerContext& context, std::int64_t account) {
    std::vector<protocol::CategoryRating> ratings;
    for (const auto& [category, rating] : context.ratings.ratings_of(account)) ratings.push_back(category_rating(category, rating));
    std::vector<protocol::RatingChangeView> history;
    for (const db::RatingChange& change : context.ratings.history(account, "", history_changes))
        history.push_back({change.game_id, change.category, change.before, change.after, change.at_ms});
    return json_message(request, http::status::ok, protocol::account_ratings_json(ratings, history).dump());
}

}  // namespace petteia::server
