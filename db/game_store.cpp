#include "db/game_store.hpp"

#include <span>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <algorithm>
#include <utility>
#include <variant>

#include "db/database.hpp"
#include "db/game_rows.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

// Moves of every unfinished game in one query: the partial index walks the unfinished games in
// creation order, and each game's moves come from the moves table's primary key, already in ply order.
constexpr std::string_view unfinished_moves_sql =
    "SELECT g.seq, m.ply, m.move, m.mover_remaining_ms, m.played_at_ms "
    "FROM games AS g INDEXED BY games_unfinished JOIN moves AS m ON m.game_id = g.id "
    "WHERE g.result_state IS NULL ORDER BY g.seq, m.ply";
// PostgreSQL has no INDEXED BY: its planner picks the partial index by itself.
constexpr std::string_view unfinished_moves_postgresql =
    "SELECT g.seq, m.ply, m.move, m.mover_remaining_ms, m.played_at_ms "
    "FROM games AS g JOIN moves AS m ON m.game_id = g.id "
    "WHERE g.result_state IS NULL ORDER BY g.seq, m.ply";

std::string select_games_sql(std::string_view rest) {
    return "SELECT " + std::string(rows::game_columns) + ", seq FROM games " + std::string(rest);
}

void check_side(int side) {
    if (side != 0 && side != 1) throw DatabaseError("a seat's side is 0 or 1, not " + std::to_string(side));
}

}  // namespace

struct GameStore::Connection {
    Database database;
    Statement insert_game;
    Statement insert_move;
    Statement append_move;
    Statement update_clocks;
    Statement delete_moves_from;
    std::array<Statement, 2> set_seat;
    Statement link_account;
    Statement start_clock;
    Statement finish;
    Statement set_rematch;
    Statement set_last_seen;
    Statement set_state;
    Statement game_exists;
    Statement select_game;
    Statement select_moves;
    Statement select_unfinished_games;
    Statement select_unfinished_moves;
    Statement write_heartbeat;
    Statement read_heartbeat;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          insert_game(database.prepare(rows::insert_game_sql())),
          insert_move(database.prepare(
              "INSERT INTO moves (game_id, ply, move, mover_remaining_ms, played_at_ms) VALUES (?1, ?2, ?3, ?4, ?5)")),
          // Inserts nothing unless the previous ply exists: with the primary key, plies stay gapless.
          // (PostgreSQL cannot tell the type of a bare parameter in a SELECT list: it is given.)
          append_move(database.prepare(database.dialect(
              "INSERT INTO moves (game_id, ply, move, mover_remaining_ms, played_at_ms) SELECT ?1, ?2, ?3, ?4, ?5 "
              "WHERE ?2 = 0 OR EXISTS (SELECT 1 FROM moves WHERE game_id = ?1 AND ply = ?2 - 1)",
              "INSERT INTO moves (game_id, ply, move, mover_remaining_ms, played_at_ms) "
              "SELECT ?1::text, ?2::bigint, ?3::text, ?4::bigint, ?5::bigint "
              "WHERE ?2::bigint = 0 OR EXISTS (SELECT 1 FROM moves WHERE game_id = ?1::text AND ply = ?2::bigint - 1)"))),
          update_clocks(database.prepare(
              "UPDATE games SET remaining0_ms = ?2, remaining1_ms = ?3, turn_started_at_ms = ?4 WHERE id = ?1")),
          delete_moves_from(database.prepare("DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2")),
          set_seat{database.prepare("UPDATE games SET seat0_hash = ?2 WHERE id = ?1"),
                   database.prepare("UPDATE games SET seat1_hash = ?2 WHERE id = ?1")},
          // A seat's account is set once: a later link (another device of someone else) changes nothing.
          link_account(database.prepare(
              "INSERT INTO game_players (game_id, side, account_id) VALUES (?1, ?2, ?3) "
              "ON CONFLICT (game_id, side) DO NOTHING")),
          start_clock(database.prepare("UPDATE games SET started_at_ms = ?2, turn_started_at_ms = ?3 WHERE id = ?1")),
          finish(database.prepare(
              "UPDATE games SET result_state = ?2, winner = ?3, result_reason = ?4, remaining0_ms = ?5, "
              "remaining1_ms = ?6, finished_at_ms = ?7, result_by = ?8, turn_started_at_ms = NULL "
              "WHERE id = ?1 AND result_state IS NULL")),
          set_rematch(database.prepare("UPDATE games SET rematch_id = ?2 WHERE id = ?1")),
          set_last_seen(database.prepare("UPDATE games SET last_seen_at_ms = ?2 WHERE id = ?1")),
          set_state(database.prepare("UPDATE games SET version = ?2, draw_offer = ?3, takeback_offer = ?4, "
                                     "rematch_offer = ?5 WHERE id = ?1")),
          game_exists(database.prepare("SELECT 1 FROM games WHERE id = ?1")),
          select_game(database.prepare(select_games_sql("WHERE id = ?1"))),
          select_moves(database.prepare(
              "SELECT ply, move, mover_remaining_ms, played_at_ms FROM moves WHERE game_id = ?1 ORDER BY ply")),
          select_unfinished_games(database.prepare(database.dialect(
              select_games_sql("INDEXED BY games_unfinished WHERE result_state IS NULL ORDER BY seq"),
              select_games_sql("WHERE result_state IS NULL ORDER BY seq")))),
          select_unfinished_moves(database.prepare(database.dialect(unfinished_moves_sql, unfinished_moves_postgresql))),
          write_heartbeat(database.prepare(
              "INSERT INTO server_heartbeat (only_row, at_ms) VALUES (1, ?1) "
              "ON CONFLICT (only_row) DO UPDATE SET at_ms = excluded.at_ms")),
          read_heartbeat(database.prepare("SELECT at_ms FROM server_heartbeat WHERE only_row = 1")) {}

    bool exists(std::string_view id) {
        InUse query(game_exists);
        query->bind(1, id);
        return query->step();
    }

    // After an UPDATE … WHERE id = ?: nothing changed means no such game.
    void require_changed(std::string_view id, std::string_view call) {
        if (database.changes() == 0) {
            throw DatabaseError(std::string(call) + ": no game with id '" + std::string(id) + "'");
        }
    }

    void set_clocks(std::string_view id, std::array<std::int64_t, 2> remaining_ms,
                    std::optional<std::int64_t> turn_started_at_ms, std::string_view call) {
        InUse update(update_clocks);
        update->bind(1, id);
        update->bind(2, remaining_ms[0]);
        update->bind(3, remaining_ms[1]);
        update->bind(4, turn_started_at_ms);
        update->step();
        require_changed(id, call);
    }

    std::optional<StoredGame> read(std::string_view id) {
        std::optional<StoredGame> game;
        {
            InUse query(select_game);
            query->bind(1, id);
            if (!query->step()) return std::nullopt;
            game = rows::read_game(*query);
        }
        InUse query(select_moves);
        query->bind(1, id);
        while (query->step()) rows::add_move(*game, query->int64(0), rows::read_move(*query, 1));
        return game;
    }

    void insert_moves(const StoredGame& game) {
        for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
            const StoredMove& move = game.moves[ply];
            InUse insert(insert_move);
            insert->bind(1, game.id);
            insert->bind(2, static_cast<std::int64_t>(ply));
            insert->bind(3, move.move);
            insert->bind(4, move.mover_remaining_ms);
            insert->bind(5, move.played_at_ms);
            insert->step();
        }
    }
};

GameStore::GameStore(const DatabaseLocation& location)
    : location_(location), connection_(std::make_unique<Connection>(location)) {}

GameStore::~GameStore() = default;

void GameStore::create(const StoredGame& game) {
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    {
        InUse insert(connection_->insert_game);
        rows::bind_game(*insert, game);
        insert->step();
    }
    connection_->insert_moves(game);
    transaction.commit();
}

void GameStore::set_seat(std::string_view id, int side, std::string_view secret_hash) {
    check_side(side);
    const std::lock_guard lock(mutex_);
    InUse update(connection_->set_seat[static_cast<std::size_t>(side)]);
    update->bind(1, id);
    update->bind(2, std::as_bytes(std::span(secret_hash.data(), secret_hash.size())));
    update->step();
    connection_->require_changed(id, "set_seat");
}

void GameStore::link_account(std::string_view id, int side, std::int64_t account_id) {
    check_side(side);
    const std::lock_guard lock(mutex_);
    InUse insert(connection_->link_account);
    insert->bind(1, id);
    insert->bind(2, static_cast<std::int64_t>(side));
    insert->bind(3, account_id);
    insert->step();
}

void GameStore::start_clock(std::string_view id, std::int64_t started_at_ms, std::int64_t turn_started_at_ms) {
    const std::lock_guard lock(mutex_);
    InUse update(connection_->start_clock);
    update->bind(1, id);
    update->bind(2, started_at_ms);
    update->bind(3, turn_started_at_ms);
    update->step();
    connection_->require_changed(id, "start_clock");
}

void GameStore::append_move(std::string_view id, int ply, const StoredMove& move,
                            std::array<std::int64_t, 2> remaining_ms, std::optional<std::int64_t> turn_started_at_ms) {
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    connection_->set_clocks(id, remaining_ms, turn_started_at_ms, "append_move");
    {
        InUse insert(connection_->append_move);
        insert->bind(1, id);
        insert->bind(2, ply);
        insert->bind(3, move.move);
        insert->bind(4, move.mover_remaining_ms);
        insert->bind(5, move.played_at_ms);
        insert->step();
    }
    if (connection_->database.changes() == 0) {
        throw DatabaseError("append_move: ply " + std::to_string(ply) + " does not follow the last move of game '" +
                            std::string(id) + "'");
    }
    transaction.commit();
}

void GameStore::truncate_moves(std::string_view id, int keep_plies, std::array<std::int64_t, 2> remaining_ms,
                               std::optional<std::int64_t> turn_started_at_ms) {
    if (keep_plies < 0) throw DatabaseError("truncate_moves: cannot keep " + std::to_string(keep_plies) + " plies");
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    connection_->set_clocks(id, remaining_ms, turn_started_at_ms, "truncate_moves");
    {
        InUse remove(connection_->delete_moves_from);
        remove->bind(1, id);
        remove->bind(2, keep_plies);
        remove->step();
    }
    transaction.commit();
}

void GameStore::update_clocks(std::string_view id, std::array<std::int64_t, 2> remaining_ms,
                              std::optional<std::int64_t> turn_started_at_ms) {
    const std::lock_guard lock(mutex_);
    connection_->set_clocks(id, remaining_ms, turn_started_at_ms, "update_clocks");
}

void GameStore::finish(std::string_view id, const StoredResult& result, std::array<std::int64_t, 2> remaining_ms,
                       std::int64_t finished_at_ms) {
    const std::lock_guard lock(mutex_);
    {
        InUse update(connection_->finish);
        update->bind(1, id);
        update->bind(2, result.state);
        update->bind(3, result.winner);
        update->bind(4, result.reason);
        update->bind(5, remaining_ms[0]);
        update->bind(6, remaining_ms[1]);
        update->bind(7, finished_at_ms);
        update->bind(8, result.by);
        update->step();
    }
    if (connection_->database.changes() == 0 && connection_->exists(id)) {
        throw DatabaseError("finish: game '" + std::string(id) + "' is already finished");
    }
    connection_->require_changed(id, "finish");
}

void GameStore::set_rematch(std::string_view id, std::string_view rematch_id) {
    const std::lock_guard lock(mutex_);
    InUse update(connection_->set_rematch);
    update->bind(1, id);
    update->bind(2, rematch_id);
    update->step();
    connection_->require_changed(id, "set_rematch");
}

void GameStore::set_last_seen(std::string_view id, std::int64_t at_ms) {
    const std::lock_guard lock(mutex_);
    InUse update(connection_->set_last_seen);
    update->bind(1, id);
    update->bind(2, at_ms);
    update->step();
    connection_->require_changed(id, "set_last_seen");
}

void GameStore::apply(const std::vector<GameWrite>& writes) {
    const std::lock_guard lock(mutex_);
    Transaction unit(connection_->database);
    if (leases_) fence(writes);
    for (const GameWrite& write : writes) {
        const std::string& id = write.game_id;
        std::visit(
            [&](const auto& change) {
                using Change = std::decay_t<decltype(change)>;
                if constexpr (std::is_same_v<Change, writes::CreateGame>) {
                    create(change.game);
                    if (leases_) leases_->grant_new(change.game.id, change.game.created_at_ms);
                    if (change.game.rematch_of) set_rematch(*change.game.rematch_of, change.game.id);
                } else if constexpr (std::is_same_v<Change, writes::SetSeat>) {
                    set_seat(id, change.side, change.secret_hash);
                } else if constexpr (std::is_same_v<Change, writes::LinkAccount>) {
                    link_account(id, change.side, change.account_id);
                } else if constexpr (std::is_same_v<Change, writes::StartClock>) {
                    start_clock(id, change.started_at_ms, change.turn_started_at_ms);
                } else if constexpr (std::is_same_v<Change, writes::AppendMove>) {
                    append_move(id, change.ply, change.move, change.remaining_ms, change.turn_started_at_ms);
                } else if constexpr (std::is_same_v<Change, writes::TruncateMoves>) {
                    truncate_moves(id, change.keep_plies, change.remaining_ms, change.turn_started_at_ms);
                } else if constexpr (std::is_same_v<Change, writes::UpdateClocks>) {
                    update_clocks(id, change.remaining_ms, change.turn_started_at_ms);
                } else if constexpr (std::is_same_v<Change, writes::Finish>) {
                    finish(id, change.result, change.remaining_ms, change.finished_at_ms);
                } else if constexpr (std::is_same_v<Change, writes::SetLastSeen>) {
                    set_last_seen(id, change.at_ms);
                } else if constexpr (std::is_same_v<Change, writes::HoldLease>) {
                    if (leases_) leases_->close(id);
                } else {
                    static_assert(std::is_same_v<Change, writes::SetState>);
                    set_state(id, change.version, change.offers);
                }
            },
            write.change);
    }
    unit.commit();
}

void GameStore::set_state(std::string_view id, std::int64_t version, const StoredOffers& offers) {
    const std::lock_guard lock(mutex_);
    InUse update(connection_->set_state);
    update->bind(1, id);
    update->bind(2, version);
    update->bind(3, offers.draw);
    update->bind(4, offers.takeback);
    update->bind(5, offers.rematch);
    update->step();
    connection_->require_changed(id, "set_state");
}

void GameStore::leave_checkpoints_to_caller() {
    const std::lock_guard lock(mutex_);
    if (location_.engine != Engine::sqlite) return;
    connection_->database.exec("PRAGMA wal_autocheckpoint=0");
}

GameStore::LogState GameStore::checkpoint(Checkpoint mode) {
    if (location_.engine != Engine::sqlite) return {};
    const std::lock_guard checkpointing(checkpoint_mutex_);
    if (!checkpoint_connection_) checkpoint_connection_ = std::make_unique<Database>(location_);
    const auto run = [&](std::string_view sql) {
        Statement pragma = checkpoint_connection_->prepare(sql);
        if (!pragma.step()) throw DatabaseError("checkpoint: SQLite returned no row for " + std::string(sql));
        return LogState{pragma.int64(1), pragma.int64(2)};  // columns: busy, log, checkpointed
    };
    if (mode == Checkpoint::passive) return run("PRAGMA wal_checkpoint(PASSIVE)");
    // Holding the writers' lock here, rather than leaving SQLite's busy handler to poll for it,
    // lets the next write start the moment the checkpoint ends.
    const std::lock_guard writing(mutex_);
    return run("PRAGMA wal_checkpoint(RESTART)");
}

std::uintmax_t GameStore::log_bytes() const {
    if (location_.engine != Engine::sqlite) return 0;
    std::error_code missing;
    const auto size = std::filesystem::file_size(location_.target + "-wal", missing);
    return missing ? 0 : size;
}

void GameStore::in_one_transaction(const std::function<void()>& writes) {
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    writes();
    transaction.commit();
}

std::optional<StoredGame> GameStore::load(std::string_view id) const {
    const std::lock_guard lock(mutex_);
    Transaction snapshot(connection_->database, Transaction::Mode::deferred);
    auto game = connection_->read(id);
    snapshot.commit();
    return game;
}

std::vector<StoredGame> GameStore::load_unfinished() const {
    const std::lock_guard lock(mutex_);
    Transaction snapshot(connection_->database, Transaction::Mode::deferred);
    std::vector<StoredGame> games;
    std::unordered_map<std::int64_t, std::size_t> index_by_seq;
    {
        InUse query(connection_->select_unfinished_games);
        while (query->step()) {
            index_by_seq.emplace(query->int64(rows::game_column_count), games.size());
            games.push_back(rows::read_game(*query));
        }
    }
    {
        InUse query(connection_->select_unfinished_moves);
        while (query->step()) {
            const auto found = index_by_seq.find(query->int64(0));
            if (found == index_by_seq.end()) throw DatabaseError("load_unfinished: a move of an unlisted game");
            rows::add_move(games[found->second], query->int64(1), rows::read_move(*query, 2));
        }
    }
    snapshot.commit();
    return games;
}

void GameStore::heartbeat(std::int64_t now_ms) {
    const std::lock_guard lock(mutex_);
    if (leases_) return leases_->heartbeat(now_ms);
    InUse write(connection_->write_heartbeat);
    write->bind(1, now_ms);
    write->step();
}

std::optional<std::int64_t> GameStore::last_heartbeat() const {
    const std::lock_guard lock(mutex_);
    if (leases_)
        if (auto mine = leases_->last_heartbeat()) return mine;
    InUse query(connection_->read_heartbeat);
    if (!query->step()) return std::nullopt;
    return query->int64(0);
}

void GameStore::advertise(const std::string& address) {
    const std::lock_guard lock(mutex_);
    if (leases_) leases_->advertise(address);
}

void GameStore::serve_as_node(const std::string& node) {
    const std::lock_guard lock(mutex_);
    leases_ = std::make_unique<GameLeases>(connection_->database, node);
}

void GameStore::fence(const std::vector<GameWrite>& writes) {
    std::vector<std::string_view> checked;
    const auto check = [&](std::string_view id) {
        if (std::find(checked.begin(), checked.end(), id) != checked.end()) return;
        leases_->check(id);
        checked.push_back(id);
    };
    for (const GameWrite& write : writes) {
        if (const auto* created = std::get_if<writes::CreateGame>(&write.change)) {
            checked.push_back(created->game.id);
            if (created->game.rematch_of) check(*created->game.rematch_of);
        } else {
            check(write.game_id);
        }
    }
}

std::optional<GameStore::Taken> GameStore::take_and_load(std::string_view id, std::int64_t now_ms) {
    if (!leases_) {
        auto game = load(id);
        if (!game) return std::nullopt;
        return Taken{std::move(game), std::nullopt};
    }
    const std::lock_guard lock(mutex_);
    // Read committed, not a snapshot: the game is read after the lease is taken, so that it holds
    // every write its last holder committed before letting go of the row.
    Transaction transaction(connection_->database);
    if (!connection_->exists(id)) return std::nullopt;
    auto take = leases_->take(id, now_ms);
    if (!take.taken) {
        transaction.commit();  // the handover request
        return Taken{std::nullopt, std::move(take.previous)};
    }
    auto game = connection_->read(id);
    transaction.commit();
    if (!game) return std::nullopt;
    return Taken{std::move(*game), std::move(take.previous)};
}

std::vector<GameStore::Taken> GameStore::adopt_orphans(std::int64_t now_ms) {
    if (!leases_) return {};
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    std::vector<Taken> taken;
    for (auto& orphan : leases_->adopt_orphans(now_ms, now_ms - GameLeases::gone_after_ms))
        if (auto game = connection_->read(orphan.id)) taken.push_back({std::move(*game), std::move(orphan.previous)});
    transaction.commit();
    return taken;
}

Handovers GameStore::wanted_leases(std::int64_t now_ms) {
    if (!leases_) return {};
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    auto decided = leases_->wanted(now_ms);
    transaction.commit();
    return decided;
}

void GameStore::release_lease(std::string_view id, std::int64_t token) {
    if (!leases_) return;
    const std::lock_guard lock(mutex_);
    leases_->release(id, token);
}

void GameStore::release_all_leases() {
    if (!leases_) return;
    const std::lock_guard lock(mutex_);
    leases_->release_all();
}

std::optional<std::int64_t> GameStore::lease_token(std::string_view id) const {
    if (!leases_) return std::nullopt;
    return leases_->token(id);
}

std::vector<StoredGame> GameStore::take_unfinished(std::int64_t now_ms) {
    if (!leases_) return load_unfinished();
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const std::vector<std::string> ids = leases_->take_unfinished(now_ms);
    transaction.commit();
    // Every unfinished game in two queries, then this node's kept: at start only, and simpler than
    // a second pair of queries joined with the leases.
    const std::unordered_set<std::string_view> mine(ids.begin(), ids.end());
    std::vector<StoredGame> games = load_unfinished();
    std::erase_if(games, [&](const StoredGame& game) { return !mine.contains(game.id); });
    return games;
}

std::vector<std::string> GameStore::leases_lost_since(std::int64_t since_ms) {
    if (!leases_) return {};
    const std::lock_guard lock(mutex_);
    return leases_->lost_since(since_ms);
}

void GameStore::forget_lease(std::string_view id) {
    if (leases_) leases_->forget(id);
}

bool GameStore::confirm_lease(std::string_view id) {
    if (!leases_) return true;
    const std::lock_guard lock(mutex_);
    return leases_->confirm(id);
}

bool GameStore::holds_lease(std::string_view id) const { return !leases_ || leases_->holds(id); }

}  // namespace petteia::db
