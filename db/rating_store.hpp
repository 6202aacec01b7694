#pragma once
// Each account's rating per category, the change each rated game made, and public profiles (issue 27,
// migration 16). The store knows no rating arithmetic: the caller (the server, with ratings/'s Glicko-2)
// passes it in as a function, and the store runs it inside the one transaction that rates a game, so
// that a game is rated exactly once and two games of one account never both start from the same
// rating. A category is opaque text chosen by the caller ("petteia-6x6/blitz").
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"
#include "db/stored_game.hpp"

namespace petteia::db {

// One account's rating in one category (the Glicko-2 scale) and the rated games it counts.
struct StoredRating {
    double rating = 0.0;
    double deviation = 0.0;
    double volatility = 0.0;
    std::int64_t games = 0;
    bool operator==(const StoredRating&) const = default;
};

// A finished rated game, as the rating function sees it.
struct GameToRate {
    std::string id;
    std::string variant;
    std::optional<TimeControl> time;                   // null: untimed
    StoredResult result;
    std::array<std::optional<std::int64_t>, 2> accounts;  // each seat's account (game_players); null: none, or deleted
    std::int64_t finished_at_ms = 0;
};

// What one rated game did to one player's rating (a row of rating_changes).
struct RatingChange {
    std::string game_id;
    int side = 0;
    std::int64_t account_id = 0;
    std::string category;
    double before = 0.0;
    double after = 0.0;
    double deviation_after = 0.0;
    std::int64_t at_ms = 0;
    bool operator==(const RatingChange&) const = default;
};

// A game on a public profile: only games made in the lobby (games.lobby), never a friend's game.
struct PublicGame {
    std::string id;
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    std::optional<StoredResult> result;          // null: in progress
    int side = 0;                                // the profile's account's seat
    std::optional<std::string> opponent_name;    // null: the other seat has no account
    std::int64_t created_at_ms = 0;
    std::optional<std::int64_t> finished_at_ms;  // present exactly when result is
    bool operator==(const PublicGame&) const = default;
};

struct PublicProfile {
    std::int64_t account = 0;
    std::string name;  // as given at sign-up
    // The account hides its profile: then ratings and recent are empty (only the name is known).
    bool hidden = false;
    std::vector<std::pair<std::string, StoredRating>> ratings;  // by category, in category order
    std::vector<PublicGame> recent;                             // newest first
};

class RatingStore {
public:
    // What a rating function returns for a game that changes ratings: the category, and each side's
    // rating before (the current one, or the newcomer's default when `current` said none) and after.
    // `after[i].games` is ignored: the store counts the games itself.
    struct Computed {
        std::string category;
        std::array<double, 2> before{};
        std::array<StoredRating, 2> after{};
    };
    // An account's current rating in a category; nullopt: never rated in it.
    using Current = std::function<std::optional<StoredRating>(std::int64_t account, const std::string& category)>;
    // Called by rate() inside its transaction (so it must not call the store): the game's new
    // ratings, or nullopt when the game changes none (aborted, no result, a seat without an account).
    using Compute = std::function<std::optional<Computed>(const GameToRate& game, const Current& current)>;

    // Opens the database (an SQLite file is created if needed) and brings its schema up to date.
    explicit RatingStore(const DatabaseLocation& location);
    ~RatingStore();
    RatingStore(const RatingStore&) = delete;
    RatingStore& operator=(const RatingStore&) = delete;

    // Rated games that are finished and not rated yet, the oldest finish first (index games_to_rate).
    std::vector<std::string> games_to_rate(int limit);

    // Rates the game, exactly once, in one transaction: nothing ({}) when it is unknown, not rated, not
    // finished or rated already. Otherwise calls `compute`; when it returns ratings, upserts both
    // accounts' `ratings` rows (games + 1) and inserts both `rating_changes` rows; in every case marks
    // the game rated (games.rated_at_ms = now), so a game that changes nothing is not offered again.
    // A game whose two seats hold one account is marked without calling `compute`. Returns the
    // changes written (side 0 first). On PostgreSQL the game's row and then its accounts' rows (in id
    // order) are locked first, so that two nodes rating the same game, or two games of one account,
    // take turns; on SQLite the transaction takes the write lock at its start. Throws DatabaseError
    // (nothing written) when `compute` rates a seat without an account.
    std::vector<RatingChange> rate(std::string_view game_id, std::int64_t now_ms, const Compute& compute);

    // The account's ratings, by category.
    std::vector<std::pair<std::string, StoredRating>> ratings_of(std::int64_t account);
    std::optional<StoredRating> rating_of(std::int64_t account, std::string_view category);
    // The account's rating changes, newest first; `category` empty: every category.
    std::vector<RatingChange> history(std::int64_t account, std::string_view category, int limit);
    // The changes a game made, side 0 first; empty when it changed none.
    std::vector<RatingChange> changes_of_game(std::string_view game_id);

    // The public profile of the account whose name key is `name_key` (protocol::user_name_key: case
    // and diacritics folded, so "zoe" finds "Zoé"; an ASCII name in any case finds its account too),
    // with at most `recent_limit` of its lobby games, newest first. Read in one snapshot.
    std::optional<PublicProfile> profile(std::string_view name_key, int recent_limit);
    void set_profile_hidden(std::int64_t account, bool hidden);
    bool profile_hidden(std::int64_t account);

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
