#include "protocol/public_messages.hpp"

#include <cmath>

#include "protocol/server_messages.hpp"

namespace petteia::protocol {

namespace {

using nlohmann::json;

double tenths(double value) { return std::round(value * 10) / 10; }

json rating_json(const CategoryRating& rating) {
    return json{{"category", rating.category},
                {"rating", std::llround(rating.rating)},
                {"deviation", tenths(rating.deviation)},
                {"provisional", rating.provisional},
                {"games", rating.games}};
}

template <class T>
json optional_json(const std::optional<T>& value) {
    return value ? json(*value) : json(nullptr);
}

}  // namespace

json live_game_json(const GameView& view, std::int64_t spectators, std::int64_t started_ms) {
    const json snapshot = snapshot_json(view);
    json last_move = nullptr;
    if (!snapshot["last_move"].is_null()) last_move = snapshot["last_move"]["move"];
    return json{{"game", view.game},
                {"variant", snapshot["variant"]},
                {"width", snapshot["width"]},
                {"height", snapshot["height"]},
                {"sides", snapshot["sides"]},
                {"position", snapshot["position"]},
                {"to_move", snapshot["to_move"]},
                {"last_move", last_move},
                {"clock", snapshot["clock"]},
                {"rated", view.rated},
                {"players", snapshot["players"]},
                {"spectators", spectators},
                {"moves", snapshot["moves"].size()},
                {"started_ms", started_ms},
                {"server_time_ms", view.server_time_ms}};
}

namespace {

// Rating changes, newest first: the account's page and a public profile draw each category's chart from them.
json history_json(const std::vector<RatingChangeView>& history) {
    json changes = json::array();
    for (const RatingChangeView& change : history)
        changes.push_back(json{{"game", change.game},
                               {"category", change.category},
                               {"before", tenths(change.before)},
                               {"after", tenths(change.after)},
                               {"at_ms", change.at_ms}});
    return changes;
}

}  // namespace

json profile_json(const ProfileView& profile) {
    json ratings = json::array();
    json recent = json::array();
    if (!profile.hidden) {
        for (const CategoryRating& rating : profile.ratings) ratings.push_back(rating_json(rating));
        for (const ProfileGame& game : profile.recent)
            recent.push_back(json{{"game", game.game},
                                  {"variant", game.variant},
                                  {"time", time_control_json(game.time)},
                                  {"rated", game.rated},
                                  {"side", game.side},
                                  {"opponent", optional_json(game.opponent)},
                                  {"outcome", optional_json(game.outcome)},
                                  {"reason", optional_json(game.reason)},
                                  {"created_ms", game.created_ms},
                                  {"finished_ms", optional_json(game.finished_ms)}});
    }
    return json{{"name", profile.name},
                {"hidden", profile.hidden},
                {"ratings", std::move(ratings)},
                {"recent", std::move(recent)},
                {"history", profile.hidden ? json::array() : history_json(profile.history)}};
}

json account_ratings_json(const std::vector<CategoryRating>& ratings, const std::vector<RatingChangeView>& history) {
    json list = json::array();
    for (const CategoryRating& rating : ratings) list.push_back(rating_json(rating));
    return json{{"ratings", std::move(list)}, {"history", history_json(history)}};
}

}  // namespace petteia::protocol
