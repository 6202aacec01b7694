#include "db/rating_store.hpp"

#include <algorithm>
#include <cctype>

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

constexpr std::string_view change_columns =
    "game_id, side, account_id, category, rating_before, rating_after, deviation_after, at_ms";

RatingChange change_from(Statement& row) {
    RatingChange change;
    change.game_id = row.text(0);
    change.side = static_cast<int>(row.int64(1));
    change.account_id = row.int64(2);
    change.category = row.text(3);
    change.before = row.real(4);
    change.after = row.real(5);
    change.deviation_after = row.real(6);
    change.at_ms = row.int64(7);
    return change;
}

// rating, deviation, volatility, games from `first` on.
StoredRating rating_from(Statement& row, int first) {
    return StoredRating{row.real(first), row.real(first + 1), row.real(first + 2), row.int64(first + 3)};
}

std::optional<std::int64_t> nullable_int64(Statement& row, int column) {
    if (row.is_null(column)) return std::nullopt;
    return row.int64(column);
}

std::optional<TimeControl> time_from(Statement& row, int initial_column, int days_column) {
    if (row.is_null(initial_column)) return std::nullopt;
    return TimeControl{row.int64(initial_column), row.int64(initial_column + 1), nullable_int64(row, days_column)};
}

// result_state, winner, result_reason, result_by from `first` on; null while unfinished.
std::optional<StoredResult> result_from(Statement& row, int first) {
    if (row.is_null(first)) return std::nullopt;
    StoredResult result;
    result.state = row.text(first);
    if (const auto winner = nullable_int64(row, first + 1)) result.winner = static_cast<int>(*winner);
    result.reason = row.text(first + 2);
    if (const auto by = nullable_int64(row, first + 3)) result.by = static_cast<int>(*by);
    return result;
}

// Name keys are ASCII lower case (protocol/user_names.hpp): an ASCII name in any case is its own key.
std::string ascii_lower(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) {
        return c < 0x80 ? static_cast<char>(std::tolower(c)) : static_cast<char>(c);
    });
    return lower;
}

}  // namespace

struct RatingStore::Connection {
    Database database;
    Statement select_to_rate;
    Statement select_game;
    Statement select_players;
    Statement lock_accounts;
    Statement select_rating;
    Statement upsert_rating;
    Statement insert_change;
    Statement mark_rated;
    Statement select_ratings_of;
    Statement select_history;
    Statement select_changes_of_game;
    Statement select_profile_account;
    Statement select_recent;
    Statement update_hidden;
    Statement select_hidden;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          // The terms of the partial index games_to_rate, so that it serves the query.
          select_to_rate(database.prepare(
              "SELECT id FROM games WHERE rated = 1 AND rated_at_ms IS NULL AND finished_at_ms IS NOT NULL "
              "ORDER BY finished_at_ms, seq LIMIT ?1")),
          // PostgreSQL: the row locked until the commit, so a second rater of the game waits and then
          // reads rated_at_ms set. NO KEY UPDATE, as a lease take's, leaves the foreign keys' KEY SHARE free.
          select_game(database.prepare(database.dialect(
              "SELECT variant, initial_ms, increment_ms, result_state, winner, result_reason, result_by, "
              "finished_at_ms, rated, rated_at_ms, days_per_move FROM games WHERE id = ?1",
              "SELECT variant, initial_ms, increment_ms, result_state, winner, result_reason, result_by, "
              "finished_at_ms, rated, rated_at_ms, days_per_move FROM games WHERE id = ?1 FOR NO KEY UPDATE"))),
          select_players(database.prepare("SELECT side, account_id FROM game_players WHERE game_id = ?1")),
          // In id order, so two raters of games sharing accounts never wait for each other in a circle.
          // An account deleted meanwhile is not returned (its seats then count as empty).
          lock_accounts(database.prepare(database.dialect(
              "SELECT id FROM accounts WHERE id IN (?1, ?2) ORDER BY id",
              "SELECT id FROM accounts WHERE id IN (?1, ?2) ORDER BY id FOR NO KEY UPDATE"))),
          select_rating(database.prepare(
              "SELECT rating, deviation, volatility, games FROM ratings WHERE account_id = ?1 AND category = ?2")),
          upsert_rating(database.prepare(
              "INSERT INTO ratings (account_id, category, rating, deviation, volatility, games, updated_at_ms) "
              "VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6) ON CONFLICT (account_id, category) DO UPDATE SET "
              "rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, "
              "games = ratings.games + 1, updated_at_ms = excluded.updated_at_ms")),
          insert_change(database.prepare(
              "INSERT INTO rating_changes (" + std::string(change_columns) +
              ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")),
          mark_rated(database.prepare("UPDATE games SET rated_at_ms = ?2 WHERE id = ?1")),
          select_ratings_of(database.prepare(
              "SELECT category, rating, deviation, volatility, games FROM ratings WHERE account_id = ?1 "
              "ORDER BY category")),
          select_history(database.prepare(
              "SELECT " + std::string(change_columns) + " FROM rating_changes "
              "WHERE account_id = ?1 AND (category = ?2 OR ?2 = '') ORDER BY at_ms DESC, game_id DESC LIMIT ?3")),
          select_changes_of_game(database.prepare(
              "SELECT " + std::string(change_columns) + " FROM rating_changes WHERE game_id = ?1 ORDER BY side")),
          select_profile_account(database.prepare(
              "SELECT id, username, profile_hidden FROM accounts WHERE name_key = ?1")),
          // Lobby games only: a game between friends is never shown to strangers. A game in play that
          // a player took off the live list ("not listed", issue 37) is not shown either, so that
          // nobody finds it from a profile while it is played; once over it is shown like any other.
          select_recent(database.prepare(
              "SELECT g.id, g.variant, g.initial_ms, g.increment_ms, g.rated, "
              "g.result_state, g.winner, g.result_reason, g.result_by, p.side, "
              "(SELECT a.username FROM game_players AS o JOIN accounts AS a ON a.id = o.account_id "
              "WHERE o.game_id = g.id AND o.side = 1 - p.side), g.created_at_ms, g.finished_at_ms, g.days_per_move "
              "FROM game_players AS p JOIN games AS g ON g.id = p.game_id "
              "WHERE p.account_id = ?1 AND g.lobby = 1 "
              "AND (g.result_state IS NOT NULL OR (coalesce(g.listing0, 1) = 1 AND coalesce(g.listing1, 1) = 1)) "
              "ORDER BY g.created_at_ms DESC, g.seq DESC LIMIT ?2")),
          update_hidden(database.prepare("UPDATE accounts SET profile_hidden = ?2 WHERE id = ?1")),
          select_hidden(database.prepare("SELECT profile_hidden FROM accounts WHERE id = ?1")) {}

    std::optional<StoredRating> rating(std::int64_t account, std::string_view category) {
        InUse query(select_rating);
        query->bind(1, account);
        query->bind(2, category);
        if (!query->step()) return std::nullopt;
        return rating_from(*query, 0);
    }

    std::vector<RatingChange> changes(Statement& statement) {
        std::vector<RatingChange> found;
        while (statement.step()) found.push_back(change_from(statement));
        return found;
    }
};

RatingStore::RatingStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

RatingStore::~RatingStore() = default;

std::vector<std::string> RatingStore::games_to_rate(int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_to_rate);
    query->bind(1, static_cast<std::int64_t>(limit));
    std::vector<std::string> ids;
    while (query->step()) ids.push_back(query->text(0));
    return ids;
}

std::vector<RatingChange> RatingStore::rate(std::string_view game_id, std::int64_t now_ms, const Compute& compute) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);

    GameToRate game;
    game.id = std::string(game_id);
    {
        InUse row(c.select_game);
        row->bind(1, game_id);
        if (!row->step()) return {};
        const auto result = result_from(*row, 3);
        if (row->int64(8) == 0 || !result || !row->is_null(9)) return {};  // not rated, unfinished, or done
        game.variant = row->text(0);
        game.time = time_from(*row, 1, 10);
        game.result = *result;
        game.finished_at_ms = row->int64(7);
    }
    {
        InUse players(c.select_players);
        players->bind(1, game_id);
        while (players->step()) {
            const auto side = players->int64(0);
            if (side == 0 || side == 1) game.accounts[static_cast<std::size_t>(side)] = players->int64(1);
        }
    }
    {
        InUse locked(c.lock_accounts);
        locked->bind(1, game.accounts[0]);
        locked->bind(2, game.accounts[1]);
        std::array<bool, 2> exists{};
        while (locked->step()) {
            const auto id = locked->int64(0);
            for (std::size_t side = 0; side < 2; ++side) exists[side] = exists[side] || game.accounts[side] == id;
        }
        for (std::size_t side = 0; side < 2; ++side)
            if (!exists[side]) game.accounts[side] = std::nullopt;
    }

    std::vector<RatingChange> written;
    // One account at both seats: nobody gains or loses anything against themselves.
    const bool oneself = game.accounts[0] && game.accounts[0] == game.accounts[1];
    const auto computed =
        oneself ? std::nullopt
                : compute(game, [&c](std::int64_t account, const std::string& category) { return c.rating(account, category); });
    if (computed) {
        for (std::size_t side = 0; side < 2; ++side)
            if (!game.accounts[side])
                throw DatabaseError("rate: game " + game.id + " rated at seat " + std::to_string(side) +
                                    ", which has no account");
        for (std::size_t side = 0; side < 2; ++side) {
            const StoredRating& after = computed->after[side];
            RatingChange change;
            change.game_id = game.id;
            change.side = static_cast<int>(side);
            change.account_id = *game.accounts[side];
            change.category = computed->category;
            change.before = computed->before[side];
            change.after = after.rating;
            change.deviation_after = after.deviation;
            change.at_ms = now_ms;
            {
                InUse upsert(c.upsert_rating);
                upsert->bind(1, change.account_id);
                upsert->bind(2, std::string_view(change.category));
                upsert->bind(3, after.rating);
                upsert->bind(4, after.deviation);
                upsert->bind(5, after.volatility);
                upsert->bind(6, now_ms);
                upsert->step();
            }
            {
                InUse insert(c.insert_change);
                insert->bind(1, std::string_view(change.game_id));
                insert->bind(2, static_cast<std::int64_t>(change.side));
                insert->bind(3, change.account_id);
                insert->bind(4, std::string_view(change.category));
                insert->bind(5, change.before);
                insert->bind(6, change.after);
                insert->bind(7, change.deviation_after);
                insert->bind(8, change.at_ms);
                insert->step();
            }
            written.push_back(std::move(change));
        }
    }
    {
        InUse mark(c.mark_rated);
        mark->bind(1, game_id);
        mark->bind(2, now_ms);
        mark->step();
    }
    transaction.commit();
    return written;
}

std::vector<std::pair<std::string, StoredRating>> RatingStore::ratings_of(std::int64_t account) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_ratings_of);
    query->bind(1, account);
    std::vector<std::pair<std::string, StoredRating>> ratings;
    while (query->step()) ratings.emplace_back(query->text(0), rating_from(*query, 1));
    return ratings;
}

std::optional<StoredRating> RatingStore::rating_of(std::int64_t account, std::string_view category) {
    std::lock_guard lock(mutex_);
    return connection_->rating(account, category);
}

std::vector<RatingChange> RatingStore::history(std::int64_t account, std::string_view category, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_history);
    query->bind(1, account);
    query->bind(2, category);
    query->bind(3, static_cast<std::int64_t>(limit));
    return connection_->changes(*query);
}

std::vector<RatingChange> RatingStore::changes_of_game(std::string_view game_id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_changes_of_game);
    query->bind(1, game_id);
    return connection_->changes(*query);
}

std::optional<PublicProfile> RatingStore::profile(std::string_view name_key, int recent_limit) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction snapshot(c.database, Transaction::Mode::deferred);
    PublicProfile profile;
    {
        InUse account(c.select_profile_account);
        account->bind(1, std::string_view(ascii_lower(name_key)));
        if (!account->step()) return std::nullopt;
        profile.account = account->int64(0);
        profile.name = account->text(1);
        profile.hidden = account->int64(2) != 0;
    }
    if (!profile.hidden) {
        {
            InUse query(c.select_ratings_of);
            query->bind(1, profile.account);
            while (query->step()) profile.ratings.emplace_back(query->text(0), rating_from(*query, 1));
        }
        InUse query(c.select_recent);
        query->bind(1, profile.account);
        query->bind(2, static_cast<std::int64_t>(recent_limit));
        while (query->step()) {
            PublicGame game;
            game.id = query->text(0);
            game.variant = query->text(1);
            game.time = time_from(*query, 2, 13);
            game.rated = query->int64(4) != 0;
            game.result = result_from(*query, 5);
            game.side = static_cast<int>(query->int64(9));
            if (!query->is_null(10)) game.opponent_name = query->text(10);
            game.created_at_ms = query->int64(11);
            game.finished_at_ms = nullable_int64(*query, 12);
            profile.recent.push_back(std::move(game));
        }
    }
    snapshot.commit();
    return profile;
}

bool RatingStore::profile_hidden(std::int64_t account) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_hidden);
    query->bind(1, account);
    return query->step() && query->int64(0) != 0;
}

void RatingStore::set_profile_hidden(std::int64_t account, bool hidden) {
    std::lock_guard lock(mutex_);
    InUse update(connection_->update_hidden);
    update->bind(1, account);
    update->bind(2, static_cast<std::int64_t>(hidden ? 1 : 0));
    update->step();
    if (connection_->database.changes() == 0)
        throw DatabaseError("set_profile_hidden: no account with id " + std::to_string(account));
}

}  // namespace petteia::db
