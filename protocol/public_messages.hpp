#pragma once
// What strangers may read of the site (issue 27): the list of live games (GET /api/live) and a
// player's public profile (GET /api/players/<name>); and an account's own ratings for its page.
// protocol/README.md, "HTTP".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/create_game.hpp"
#include "protocol/game_view.hpp"

namespace petteia::protocol {

// One LIVE item: the game as a spectator's snapshot shows it, in short, with its spectators.
nlohmann::json live_game_json(const GameView& view, std::int64_t spectators, std::int64_t started_ms);

struct CategoryRating {
    std::string category;  // "<variant>/<speed>"
    double rating = 1500;
    double deviation = 350;
    bool provisional = true;
    std::int64_t games = 0;
};

struct ProfileGame {
    std::string game;
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    std::string side;                     // the profile's player's side name
    std::optional<std::string> opponent;  // absent: a player without an account
    std::optional<std::string> outcome;   // "win", "loss", "draw", "aborted"; absent while in play
    std::optional<std::string> reason;
    std::int64_t created_ms = 0;
    std::optional<std::int64_t> finished_ms;
};

struct RatingChangeView {
    std::string game;
    std::string category;
    double before = 0;
    double after = 0;
    std::int64_t at_ms = 0;
};

struct ProfileView {
    std::string name;
    bool hidden = false;
    std::vector<CategoryRating> ratings;
    std::vector<ProfileGame> recent;
    std::vector<RatingChangeView> history;  // newest first: each category's chart (issue 40)
};

// PROFILE; only the name when hidden.
nlohmann::json profile_json(const ProfileView& profile);
// {"ratings":[…],"history":[…]}: an account's ratings and its rating changes, newest first.
nlohmann::json account_ratings_json(const std::vector<CategoryRating>& ratings, const std::vector<RatingChangeView>& history);

}  // namespace petteia::protocol
