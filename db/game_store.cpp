#include "db/game_store.hpp"

#include <functional>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "db/game_statements.hpp"

namespace petteia::db {

GameStore::GameStore(const DatabaseLocation& location)
    : location_(location), connection_(std::make_unique<Connection>(location)) {
    // The writer's statements are planned once (issue 41). PostgreSQL otherwise plans a prepared
    // statement again at each run whenever a plan for the parameters at hand looks cheaper than its
    // plan for any: always so for the group commit's moves (db/game_units.cpp, MoveBatch), whose
    // arrays' lengths it then counts. That planning was a fifth of PostgreSQL's CPU at 2,000 moves
    // a second (perf). Every statement the writer runs finds its rows by a key, so one plan suits
    // all parameters; the readers, whose lists have limits and optional filters, keep the default.
    if (connection_->database.engine() == Engine::postgresql)
        connection_->database.exec("SET plan_cache_mode = force_generic_plan");
}

GameStore::~GameStore() = default;

void GameStore::create(const StoredGame& game) {
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    queue_game(game);
    for (const QueuedRun& run : connection_->database.run_queued())
        if (run.failed()) throw DatabaseError("create: " + run.error);
    transaction.commit();
}

void GameStore::set_seat(std::string_view id, int side, std::string_view secret_hash) {
    perform_one({std::string(id), writes::SetSeat{side, std::string(secret_hash)}});
}

void GameStore::link_account(std::string_view id, int side, std::int64_t account_id) {
    perform_one({std::string(id), writes::LinkAccount{side, account_id}});
}

void GameStore::start_clock(std::string_view id, std::int64_t started_at_ms, std::int64_t turn_started_at_ms) {
    perform_one({std::string(id), writes::StartClock{started_at_ms, turn_started_at_ms}});
}

void GameStore::append_move(std::string_view id, int ply, const StoredMove& move,
                            std::array<std::int64_t, 2> remaining_ms, std::optional<std::int64_t> turn_started_at_ms) {
    perform_one({std::string(id), writes::AppendMove{ply, move, remaining_ms, turn_started_at_ms}});
}

void GameStore::truncate_moves(std::string_view id, int keep_plies, std::array<std::int64_t, 2> remaining_ms,
                               std::optional<std::int64_t> turn_started_at_ms) {
    perform_one({std::string(id), writes::TruncateMoves{keep_plies, remaining_ms, turn_started_at_ms}});
}

void GameStore::update_clocks(std::string_view id, std::array<std::int64_t, 2> remaining_ms,
                              std::optional<std::int64_t> turn_started_at_ms) {
    perform_one({std::string(id), writes::UpdateClocks{remaining_ms, turn_started_at_ms}});
}

void GameStore::finish(std::string_view id, const StoredResult& result, std::array<std::int64_t, 2> remaining_ms,
                       std::int64_t finished_at_ms) {
    perform_one({std::string(id), writes::Finish{result, remaining_ms, finished_at_ms}});
}

void GameStore::set_rematch(std::string_view id, std::string_view rematch_id) {
    const std::lock_guard lock(mutex_);
    InUse update(connection_->set_rematch);
    update->bind(1, id);
    update->bind(2, rematch_id);
    update->step();
    if (connection_->database.changes() == 0) throw DatabaseError("set_rematch: no game with id '" + std::string(id) + "'");
}

void GameStore::set_last_seen(std::string_view id, std::int64_t at_ms) {
    perform_one({std::string(id), writes::SetLastSeen{at_ms}});
}

void GameStore::set_state(std::string_view id, std::int64_t version, const StoredOffers& offers) {
    perform_one({std::string(id), writes::SetState{version, offers}});
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

struct GameStore::Reader {
    explicit Reader(const DatabaseLocation& location) : connection(location) {}
    std::mutex mutex;
    Connection connection;
    std::unique_ptr<GameLeases> leases;  // this node's, sharing its tokens; none without a node
};

void GameStore::on_reader(const std::function<void(Connection&, GameLeases*)>& work) const {
    if (location_.engine != Engine::postgresql) {
        const std::lock_guard lock(mutex_);
        return work(*connection_, leases_.get());
    }
    Reader* chosen = nullptr;
    std::unique_lock<std::mutex> held;
    {
        const std::lock_guard pool(readers_mutex_);
        for (const auto& reader : readers_) {
            std::unique_lock attempt(reader->mutex, std::try_to_lock);
            if (!attempt) continue;
            chosen = reader.get();
            held = std::move(attempt);
            break;
        }
        if (!chosen && readers_.size() < reader_count) {
            auto reader = std::make_unique<Reader>(location_);
            if (leases_) {
                reader->leases = std::make_unique<GameLeases>(reader->connection.database, leases_->node(), leases_->held_tokens());
                if (!advertised_.empty()) reader->leases->advertise(advertised_);
            }
            chosen = reader.get();
            held = std::unique_lock(chosen->mutex);
            readers_.push_back(std::move(reader));
        }
        if (!chosen) chosen = readers_[next_reader_++ % readers_.size()].get();  // all busy: wait in turn
    }
    if (!held) held = std::unique_lock(chosen->mutex);
    work(chosen->connection, chosen->leases.get());
}

std::optional<StoredGame> GameStore::load(std::string_view id) const {
    std::optional<StoredGame> game;
    on_reader([&](Connection& connection, GameLeases*) {
        Transaction snapshot(connection.database, Transaction::Mode::deferred);
        game = connection.read(id);
        snapshot.commit();
    });
    return game;
}

std::vector<StoredGame> GameStore::load_games_at_start() const {
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
            if (found == index_by_seq.end()) throw DatabaseError("load_games_at_start: a move of an unlisted game");
            rows::add_move(games[found->second], query->int64(1), rows::read_move(*query, 2));
        }
    }
    snapshot.commit();
    return games;
}

std::vector<std::string> GameStore::games_past_deadline(std::int64_t now_ms, int limit) const {
    std::vector<std::string> ids;
    on_reader([&](Connection& connection, GameLeases*) {
        InUse query(connection.select_past_deadline);
        query->bind(1, now_ms);
        query->bind(2, static_cast<std::int64_t>(limit));
        while (query->step()) ids.push_back(query->text(0));
    });
    return ids;
}

std::vector<StoredGame> GameStore::load_listed(Statement Connection::*query, const std::function<void(Statement&)>& bind) const {
    std::vector<StoredGame> games;
    on_reader([&](Connection& connection, GameLeases*) {
        Transaction snapshot(connection.database, Transaction::Mode::deferred);
        std::vector<std::string> ids;
        {
            InUse listed(connection.*query);
            bind(*listed);
            while (listed->step()) ids.push_back(listed->text(0));
        }
        for (const std::string& id : ids)
            if (auto game = connection.read(id)) games.push_back(std::move(*game));
        snapshot.commit();
    });
    return games;
}

std::vector<StoredGame> GameStore::load_live(std::int64_t active_since_ms, int limit) const {
    return load_listed(&Connection::select_live_ids, [&](Statement& query) {
        query.bind(1, active_since_ms);
        query.bind(2, static_cast<std::int64_t>(limit));
    });
}

std::vector<StoredGame> GameStore::load_finished(std::string_view variant, int limit) const {
    return load_listed(&Connection::select_finished_ids, [&](Statement& query) {
        query.bind(1, variant);
        query.bind(2, static_cast<std::int64_t>(limit));
    });
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
    if (!leases_) return;
    leases_->advertise(address);
    const std::lock_guard pool(readers_mutex_);
    advertised_ = address;
    for (const auto& reader : readers_) {
        const std::lock_guard using_it(reader->mutex);
        if (reader->leases) reader->leases->advertise(address);
    }
}

void GameStore::serve_as_node(const std::string& node) {
    const std::lock_guard lock(mutex_);
    leases_ = std::make_unique<GameLeases>(connection_->database, node);
    // Readers made before knew no node: the next ones are made with its leases.
    const std::lock_guard pool(readers_mutex_);
    readers_.clear();
}

std::optional<GameStore::Taken> GameStore::take_and_load(std::string_view id, std::int64_t now_ms) {
    if (!leases_) {
        auto game = load(id);
        if (!game) return std::nullopt;
        return Taken{std::move(game), std::nullopt};
    }
    std::optional<Taken> taken;
    on_reader([&](Connection& connection, GameLeases* leases) {
        // Read committed, not a snapshot: the game is read after the lease is taken, so that it
        // holds every write its last holder committed before letting go of the row.
        Transaction transaction(connection.database);
        if (!connection.exists(id)) return;
        auto take = leases->take(id, now_ms);
        if (!take.taken) {
            transaction.commit();  // the handover request
            taken = Taken{std::nullopt, std::move(take.previous)};
            return;
        }
        auto game = connection.read(id);
        transaction.commit();
        if (game) taken = Taken{std::move(*game), std::move(take.previous)};
    });
    return taken;
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
    if (!leases_) return load_games_at_start();
    const std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const std::vector<std::string> ids = leases_->take_unfinished(now_ms);
    transaction.commit();
    // Every unfinished game in two queries, then this node's kept: at start only, and simpler than
    // a second pair of queries joined with the leases.
    const std::unordered_set<std::string_view> mine(ids.begin(), ids.end());
    std::vector<StoredGame> games = load_games_at_start();
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
    bool held = false;
    on_reader([&](Connection&, GameLeases* leases) { held = leases->confirm(id); });
    return held;
}

bool GameStore::holds_lease(std::string_view id) const { return !leases_ || leases_->holds(id); }

bool GameStore::routed_here(std::string_view key, std::int64_t now_ms) const {
    if (!leases_) return true;
    bool here = true;
    on_reader([&](Connection&, GameLeases* leases) { here = leases->routed_here(key, now_ms); });
    return here;
}

}  // namespace petteia::db
