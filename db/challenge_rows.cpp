// The lobby's challenges in the games' store (issue 27): a challenge becomes a game in the same
// transaction that stores the game, so that no challenge is paired twice, nor a game made of one
// that was already withdrawn.
#include <span>

#include "db/game_statements.hpp"
#include "db/game_store.hpp"

namespace petteia::db {

namespace {

void bind_bytes(Statement& statement, int index, const std::string& bytes) {
    statement.bind(index, std::as_bytes(std::span(bytes.data(), bytes.size())));
}

std::string bytes_of(const Statement& row, int column) {
    const std::vector<std::byte> bytes = row.blob(column);
    return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

}  // namespace

void GameStore::post_challenge(const StoredChallenge& challenge) {
    const std::lock_guard lock(mutex_);
    InUse insert(connection_->insert_challenge);
    insert->bind(1, challenge.id);
    insert->bind(2, challenge.kind);
    insert->bind(3, challenge.variant);
    const auto& time = challenge.time_control;
    insert->bind(4, time ? std::optional(time->initial_ms) : std::nullopt);
    insert->bind(5, time ? std::optional(time->increment_ms) : std::nullopt);
    insert->bind(6, static_cast<std::int64_t>(challenge.rated));
    insert->bind(7, challenge.color);
    bind_bytes(*insert, 8, challenge.browser_hash);
    insert->bind(9, challenge.account_id);
    bind_bytes(*insert, 10, challenge.seat_hash);
    insert->bind(11, challenge.posted_at_ms);
    insert->bind(12, time ? time->days_per_move : std::nullopt);
    insert->step();
}

void GameStore::remove_challenges(std::span<const std::string> ids) {
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    for (const std::string& id : ids) {
        InUse remove(connection_->delete_challenge);
        remove->bind(1, id);
        remove->step();
    }
    transaction.commit();
}

void GameStore::pair_challenges(std::span<const std::string> ids, const Unit& game, std::int64_t now_ms) {
    const auto created = std::find_if(game.begin(), game.end(), [](const GameWrite& write) {
        return std::holds_alternative<writes::CreateGame>(write.change);
    });
    if (created == game.end()) throw DatabaseError("pair_challenges: the unit makes no game");
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    apply(game);
    for (const std::string& id : ids) {
        InUse pair(connection_->pair_challenge);
        pair->bind(1, id);
        pair->bind(2, created->game_id);
        pair->bind(3, now_ms);
        pair->step();
        if (connection_->database.changes() != 1)
            throw ChallengeTaken("challenge " + id + " is no longer open: another lobby took it");
    }
    transaction.commit();
}

std::vector<StoredChallenge> GameStore::load_challenges(std::int64_t paired_since_ms) const {
    std::vector<StoredChallenge> challenges;
    on_reader([&](Connection& connection, GameLeases*) {
        InUse query(connection.select_challenges);
        query->bind(1, paired_since_ms);
        while (query->step()) {
            StoredChallenge challenge;
            challenge.id = query->text(0);
            challenge.kind = query->text(1);
            challenge.variant = query->text(2);
            if (!query->is_null(3)) challenge.time_control =
                TimeControl{query->int64(3), query->int64(4), query->is_null(13) ? std::nullopt : std::optional(query->int64(13))};
            challenge.rated = query->int64(5) != 0;
            challenge.color = query->text(6);
            challenge.browser_hash = bytes_of(*query, 7);
            if (!query->is_null(8)) challenge.account_id = query->int64(8);
            challenge.seat_hash = bytes_of(*query, 9);
            challenge.posted_at_ms = query->int64(10);
            if (!query->is_null(11)) challenge.game_id = query->text(11);
            if (!query->is_null(12)) challenge.paired_at_ms = query->int64(12);
            challenges.push_back(std::move(challenge));
        }
    });
    return challenges;
}

void GameStore::purge_challenges(std::int64_t paired_before_ms) {
    const std::lock_guard lock(mutex_);
    InUse purge(connection_->purge_challenges);
    purge->bind(1, paired_before_ms);
    purge->step();
}

}  // namespace petteia::db
