#include "db/tournament_store.hpp"

#include "db/database.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace {

constexpr std::int64_t day_ms = 24LL * 60 * 60 * 1000;

constexpr const char* tournament_columns =
    "id, kind, name, variant, initial_ms, increment_ms, days_per_move, rated, listed, organiser_id, schedule_key, "
    "starts_at_ms, duration_ms, rounds, max_players, state, round, created_at_ms, finished_at_ms, club_id, by_organiser, "
    "round_every_ms, next_round_at_ms";

std::optional<std::int64_t> optional_int(Statement& row, int column) {
    return row.is_null(column) ? std::nullopt : std::optional(row.int64(column));
}

StoredTournament tournament_of(Statement& row) {
    StoredTournament t;
    t.id = row.text(0);
    t.kind = row.text(1);
    t.name = row.text(2);
    t.variant = row.text(3);
    if (const auto days = optional_int(row, 6)) {
        t.time = TimeControl{*days * day_ms, 0, *days};
    } else {
        t.time = TimeControl{row.int64(4), row.int64(5), std::nullopt};
    }
    t.rated = row.int64(7) != 0;
    t.listed = row.int64(8) != 0;
    t.organiser_id = optional_int(row, 9);
    if (!row.is_null(10)) t.schedule_key = row.text(10);
    t.starts_at_ms = row.int64(11);
    t.duration_ms = optional_int(row, 12);
    if (const auto rounds = optional_int(row, 13)) t.rounds = static_cast<int>(*rounds);
    t.max_players = static_cast<int>(row.int64(14));
    t.state = row.text(15);
    t.round = static_cast<int>(row.int64(16));
    t.created_at_ms = row.int64(17);
    t.finished_at_ms = optional_int(row, 18);
    if (!row.is_null(19)) t.club_id = row.text(19);
    t.by_organiser = row.int64(20) != 0;
    t.round_every_ms = optional_int(row, 21);
    t.next_round_at_ms = optional_int(row, 22);
    return t;
}

// A tournament's game as TournamentStore::games() reads it, its clauses after.
constexpr std::string_view game_columns =
    "SELECT tg.game_id, tg.round, tg.first_account, tg.second_account, tg.paired_at_ms, tg.berserk0, tg.berserk1, "
    "g.result_state, g.winner, g.finished_at_ms, (SELECT count(*) FROM moves AS m WHERE m.game_id = g.id) "
    "FROM tournament_games AS tg JOIN games AS g ON g.id = tg.game_id ";

TournamentGame game_of(Statement& row) {
    TournamentGame game;
    game.game_id = row.text(0);
    game.round = static_cast<int>(row.int64(1));
    game.first_account = row.int64(2);
    game.second_account = row.int64(3);
    game.paired_at_ms = row.int64(4);
    game.berserk[0] = row.int64(5) != 0;
    game.berserk[1] = row.int64(6) != 0;
    if (!row.is_null(7)) game.result_state = row.text(7);
    if (!row.is_null(8)) game.winner = static_cast<int>(row.int64(8));
    game.finished_at_ms = optional_int(row, 9);
    game.plies = static_cast<int>(row.int64(10));
    return game;
}

std::vector<std::string> ids_of(Statement& query) {
    std::vector<std::string> found;
    while (query.step()) found.push_back(query.text(0));
    return found;
}

std::vector<StoredTournament> tournaments_of(Statement& query) {
    std::vector<StoredTournament> found;
    while (query.step()) found.push_back(tournament_of(query));
    return found;
}

}  // namespace

struct TournamentStore::Connection {
    Database database;
    Statement insert;
    Statement select_one;
    Statement select_coming;
    Statement select_organised;
    Statement select_of_club;
    Statement count_made;
    Statement lock_account;
    Statement select_due;
    Statement lock_tournament;
    Statement select_player;
    Statement count_players;
    Statement insert_player;
    Statement update_player;
    Statement leave_or_pause;
    Statement select_players;
    Statement select_games;
    Statement select_game;
    Statement select_in_play;
    Statement select_running;
    Statement select_not_over;
    Statement select_byes;
    Statement update_state;
    Statement select_organiser;
    Statement bring_forward;
    Statement next_round_now;
    Statement delete_withdrawn;

    explicit Connection(const DatabaseLocation& location)
        : database(open_migrated(location)),
          insert(database.prepare(std::string("INSERT INTO tournaments (") + tournament_columns +
                                  ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, "
                                  "?18, ?19, ?20, ?21, ?22, ?23) ON CONFLICT (schedule_key) DO NOTHING")),
          select_one(database.prepare(std::string("SELECT ") + tournament_columns + " FROM tournaments WHERE id = ?1")),
          // tournaments_coming: running ones first (their start has passed), then the soonest.
          select_coming(database.prepare(std::string("SELECT ") + tournament_columns +
                                         " FROM tournaments WHERE state IN ('open', 'running') AND listed = 1 "
                                         "ORDER BY state = 'open', starts_at_ms, id LIMIT ?1")),
          select_organised(database.prepare(std::string("SELECT ") + tournament_columns +
                                            " FROM tournaments WHERE organiser_id = ?1 "
                                            "ORDER BY created_at_ms DESC, id LIMIT ?2")),
          // tournaments_of_clubs (migration 25).
          select_of_club(database.prepare(std::string("SELECT ") + tournament_columns +
                                          " FROM tournaments WHERE club_id = ?1 ORDER BY state IN ('finished', 'cancelled'), "
                                          "CASE WHEN state IN ('finished', 'cancelled') THEN -starts_at_ms ELSE starts_at_ms END, id "
                                          "LIMIT ?2")),
          count_made(database.prepare("SELECT count(*) FROM tournaments WHERE organiser_id = ?1 AND created_at_ms >= ?2")),
          // A write that changes nothing, for the organiser's row lock (create_within).
          lock_account(database.prepare("UPDATE accounts SET created_at_ms = created_at_ms WHERE id = ?1")),
          select_due(database.prepare(
              "SELECT id FROM tournaments WHERE state IN ('open', 'running') AND "
              "((state = 'open' AND starts_at_ms <= ?1) OR (kind = 'arena' AND starts_at_ms + duration_ms <= ?1)) "
              "ORDER BY starts_at_ms, id LIMIT ?2")),
          // A write that changes nothing, for its lock: SQLite's write lock is taken by the transaction
          // already; on PostgreSQL this row's lock makes two nodes' joins to one tournament wait in turn
          // (the count of players and the next number are read under it).
          lock_tournament(database.prepare("UPDATE tournaments SET round = round WHERE id = ?1")),
          select_player(database.prepare("SELECT state FROM tournament_players WHERE tournament_id = ?1 AND account_id = ?2")),
          count_players(database.prepare(
              "SELECT count(*), coalesce(max(number) + 1, 0), "
              "sum(CASE WHEN state <> 'withdrawn' THEN 1 ELSE 0 END) FROM tournament_players WHERE tournament_id = ?1")),
          insert_player(database.prepare(
              "INSERT INTO tournament_players (tournament_id, account_id, number, rating, joined_at_ms, state) "
              "VALUES (?1, ?2, ?3, ?4, ?5, 'playing')")),
          update_player(database.prepare(
              "UPDATE tournament_players SET state = ?3 WHERE tournament_id = ?1 AND account_id = ?2 AND EXISTS "
              "(SELECT 1 FROM tournaments AS t WHERE t.id = ?1 AND t.state IN ('open', 'running'))")),
          // A withdrawn player stays withdrawn (else pausing would let them back into a round-robin under way).
          leave_or_pause(database.prepare(
              "UPDATE tournament_players SET state = ?3 WHERE tournament_id = ?1 AND account_id = ?2 "
              "AND state <> 'withdrawn' AND EXISTS "
              "(SELECT 1 FROM tournaments AS t WHERE t.id = ?1 AND t.state IN ('open', 'running'))")),
          select_players(database.prepare(
              "SELECT p.account_id, a.username, p.number, p.rating, p.joined_at_ms, p.state "
              "FROM tournament_players AS p JOIN accounts AS a ON a.id = p.account_id "
              "WHERE p.tournament_id = ?1 ORDER BY p.number")),
          select_games(database.prepare(std::string(game_columns) + "WHERE tg.tournament_id = ?1 ORDER BY tg.paired_at_ms, g.seq")),
          select_game(database.prepare(std::string(game_columns) + "WHERE tg.tournament_id = ?1 AND tg.game_id = ?2")),
          // games_of_tournaments_in_play (migration 24).
          select_in_play(database.prepare(
              "SELECT id FROM games WHERE tournament_id = ?1 AND result_state IS NULL ORDER BY id")),
          select_running(database.prepare("SELECT id FROM tournaments WHERE state = 'running' ORDER BY starts_at_ms, id LIMIT ?1")),
          select_not_over(database.prepare(std::string("SELECT ") + tournament_columns +
                                           " FROM tournaments WHERE state IN ('open', 'running') ORDER BY starts_at_ms, id LIMIT ?1")),
          select_byes(database.prepare(
              "SELECT round, account_id FROM tournament_byes WHERE tournament_id = ?1 ORDER BY round")),
          update_state(database.prepare(
              "UPDATE tournaments SET state = ?3, finished_at_ms = ?4 WHERE id = ?1 AND state = ?2")),
          select_organiser(database.prepare(
              "SELECT a.username FROM tournaments AS t JOIN accounts AS a ON a.id = t.organiser_id WHERE t.id = ?1")),
          bring_forward(database.prepare("UPDATE tournaments SET starts_at_ms = ?3 WHERE id = ?1 AND organiser_id = ?2 "
                                         "AND state = 'open' AND starts_at_ms > ?3")),
          next_round_now(database.prepare("UPDATE tournaments SET next_round_at_ms = ?3 WHERE id = ?1 AND organiser_id = ?2 "
                                          "AND state = 'running' AND next_round_at_ms > ?3")),
          delete_withdrawn(database.prepare("DELETE FROM tournament_players WHERE tournament_id = ?1 AND state = 'withdrawn'")) {}

    bool insert_tournament(const StoredTournament& t);
    // An organiser's word (?1 the tournament, ?2 the organiser, ?3 now): whether it changed the row.
    bool organisers_change(Statement& statement, std::string_view id, std::int64_t organiser, std::int64_t now_ms) {
        InUse query(statement);
        query->bind(1, id);
        query->bind(2, organiser);
        query->bind(3, now_ms);
        query->step();
        return database.changes() == 1;
    }

    bool change_state(std::string_view id, std::string_view from, std::string_view to, std::optional<std::int64_t> finished) {
        InUse query(update_state);
        query->bind(1, id);
        query->bind(2, from);
        query->bind(3, to);
        query->bind(4, finished);
        query->step();
        return database.changes() == 1;
    }
};

TournamentStore::TournamentStore(const DatabaseLocation& location) : connection_(std::make_unique<Connection>(location)) {}

TournamentStore::~TournamentStore() = default;

bool TournamentStore::create(const StoredTournament& t) {
    std::lock_guard lock(mutex_);
    return connection_->insert_tournament(t);
}

bool TournamentStore::create_within(const StoredTournament& t, int most, std::int64_t since_ms) {
    if (!t.organiser_id) throw DatabaseError("create_within: a tournament without an organiser has no allowance");
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    {
        InUse lock_row(c.lock_account);
        lock_row->bind(1, *t.organiser_id);
        lock_row->step();
    }
    {
        InUse query(c.count_made);
        query->bind(1, *t.organiser_id);
        query->bind(2, since_ms);
        query->step();
        if (query->int64(0) >= most) return false;
    }
    if (!c.insert_tournament(t)) throw DatabaseError("create_within: tournament " + t.id + " was not stored");
    transaction.commit();
    return true;
}

bool TournamentStore::Connection::insert_tournament(const StoredTournament& t) {
    InUse query(insert);
    query->bind(1, t.id);
    query->bind(2, t.kind);
    query->bind(3, t.name);
    query->bind(4, t.variant);
    if (t.time.days_per_move) {
        query->bind(5, std::nullopt);
        query->bind(6, std::nullopt);
    } else {
        query->bind(5, t.time.initial_ms);
        query->bind(6, t.time.increment_ms);
    }
    query->bind(7, t.time.days_per_move);
    query->bind(8, std::int64_t{t.rated});
    query->bind(9, std::int64_t{t.listed});
    query->bind(10, t.organiser_id);
    query->bind(11, t.schedule_key);
    query->bind(12, t.starts_at_ms);
    query->bind(13, t.duration_ms);
    query->bind(14, t.rounds ? std::optional<std::int64_t>(*t.rounds) : std::nullopt);
    query->bind(15, std::int64_t{t.max_players});
    query->bind(16, t.state);
    query->bind(17, std::int64_t{t.round});
    query->bind(18, t.created_at_ms);
    query->bind(19, t.finished_at_ms);
    query->bind(20, t.club_id);
    query->bind(21, std::int64_t{t.by_organiser});
    query->bind(22, t.round_every_ms);
    query->bind(23, t.next_round_at_ms);
    query->step();
    return database.changes() == 1;
}

std::optional<StoredTournament> TournamentStore::find(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_one);
    query->bind(1, id);
    if (!query->step()) return std::nullopt;
    return tournament_of(*query);
}

std::vector<StoredTournament> TournamentStore::coming(int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_coming);
    query->bind(1, static_cast<std::int64_t>(limit));
    return tournaments_of(*query);
}

std::vector<StoredTournament> TournamentStore::organised_by(std::int64_t account, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_organised);
    query->bind(1, account);
    query->bind(2, static_cast<std::int64_t>(limit));
    return tournaments_of(*query);
}

std::vector<StoredTournament> TournamentStore::of_club(std::string_view club_id, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_of_club);
    query->bind(1, club_id);
    query->bind(2, static_cast<std::int64_t>(limit));
    return tournaments_of(*query);
}

int TournamentStore::made_since(std::int64_t account, std::int64_t since_ms) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->count_made);
    query->bind(1, account);
    query->bind(2, since_ms);
    query->step();
    return static_cast<int>(query->int64(0));
}

std::vector<std::string> TournamentStore::due(std::int64_t now_ms, int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_due);
    query->bind(1, now_ms);
    query->bind(2, static_cast<std::int64_t>(limit));
    return ids_of(*query);
}

TournamentStore::Join TournamentStore::join(std::string_view id, std::int64_t account, double rating, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Connection& c = *connection_;
    Transaction transaction(c.database);
    {
        InUse lock_row(c.lock_tournament);
        lock_row->bind(1, id);
        lock_row->step();
    }
    std::optional<StoredTournament> tournament;
    {
        InUse query(c.select_one);
        query->bind(1, id);
        if (query->step()) tournament = tournament_of(*query);
    }
    if (!tournament) return Join::unknown;
    std::optional<std::string> state;
    {
        InUse query(c.select_player);
        query->bind(1, id);
        query->bind(2, account);
        if (query->step()) state = query->text(0);
    }
    // A paused player comes back to any tournament not over; a newcomer (or one who withdrew) joins
    // while it is open, or while an arena or a Swiss runs.
    const bool over = tournament->state == "finished" || tournament->state == "cancelled";
    const bool open = tournament->state == "open" || (tournament->state == "running" && tournament->kind != "round_robin");
    if (over || (state != "paused" && !open)) return Join::closed;
    if (state == "playing") return Join::already;
    std::int64_t next_number = 0, present = 0;
    {
        InUse query(c.count_players);
        query->bind(1, id);
        query->step();
        next_number = query->int64(1);
        present = query->is_null(2) ? 0 : query->int64(2);
    }
    // A paused player is still counted among the places; a withdrawn one is not.
    if (state != "paused" && present >= tournament->max_players) return Join::full;
    if (state) {
        InUse query(c.update_player);
        query->bind(1, id);
        query->bind(2, account);
        query->bind(3, std::string_view("playing"));
        query->step();
    } else {
        InUse query(c.insert_player);
        query->bind(1, id);
        query->bind(2, account);
        query->bind(3, next_number);
        query->bind(4, rating);
        query->bind(5, now_ms);
        query->step();
    }
    transaction.commit();
    return state ? Join::back : Join::joined;
}

bool TournamentStore::set_player_state(std::string_view id, std::int64_t account, std::string_view state) {
    if (state != "paused" && state != "withdrawn")
        throw DatabaseError("a player's state goes from playing to paused or withdrawn, not to " + std::string(state));
    std::lock_guard lock(mutex_);
    InUse query(connection_->leave_or_pause);
    query->bind(1, id);
    query->bind(2, account);
    query->bind(3, state);
    query->step();
    return connection_->database.changes() == 1;
}

std::vector<TournamentPlayer> TournamentStore::players(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_players);
    query->bind(1, id);
    std::vector<TournamentPlayer> found;
    while (query->step())
        found.push_back({query->int64(0), query->text(1), static_cast<int>(query->int64(2)), query->real(3), query->int64(4),
                         query->text(5)});
    return found;
}

std::vector<TournamentGame> TournamentStore::games(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_games);
    query->bind(1, id);
    std::vector<TournamentGame> found;
    while (query->step()) found.push_back(game_of(*query));
    return found;
}

std::optional<TournamentGame> TournamentStore::game(std::string_view id, std::string_view game_id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_game);
    query->bind(1, id);
    query->bind(2, game_id);
    if (!query->step()) return std::nullopt;
    return game_of(*query);
}

std::vector<std::string> TournamentStore::in_play(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_in_play);
    query->bind(1, id);
    return ids_of(*query);
}

std::vector<std::string> TournamentStore::running(int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_running);
    query->bind(1, static_cast<std::int64_t>(limit));
    return ids_of(*query);
}

std::vector<TournamentBye> TournamentStore::byes(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_byes);
    query->bind(1, id);
    std::vector<TournamentBye> found;
    while (query->step()) found.push_back({static_cast<int>(query->int64(0)), query->int64(1)});
    return found;
}

std::vector<StoredTournament> TournamentStore::not_over(int limit) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_not_over);
    query->bind(1, static_cast<std::int64_t>(limit));
    return tournaments_of(*query);
}

bool TournamentStore::cancel(std::string_view id, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const bool done = connection_->change_state(id, "running", "cancelled", now_ms) ||
                      connection_->change_state(id, "open", "cancelled", now_ms);
    transaction.commit();
    return done;
}

std::optional<std::string> TournamentStore::organiser_name(std::string_view id) {
    std::lock_guard lock(mutex_);
    InUse query(connection_->select_organiser);
    query->bind(1, id);
    if (!query->step()) return std::nullopt;
    return query->text(0);
}

bool TournamentStore::start_now(std::string_view id, std::int64_t organiser, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    return connection_->organisers_change(connection_->bring_forward, id, organiser, now_ms);
}

bool TournamentStore::next_round_now(std::string_view id, std::int64_t organiser, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    return connection_->organisers_change(connection_->next_round_now, id, organiser, now_ms);
}

bool TournamentStore::start(std::string_view id) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    if (!connection_->change_state(id, "open", "running", std::nullopt)) return false;
    InUse remove(connection_->delete_withdrawn);
    remove->bind(1, id);
    remove->step();
    transaction.commit();
    return true;
}

bool TournamentStore::finish(std::string_view id, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    Transaction transaction(connection_->database);
    const bool done = connection_->change_state(id, "running", "finished", now_ms) ||
                      connection_->change_state(id, "open", "cancelled", now_ms);
    transaction.commit();
    return done;
}

}  // namespace petteia::db
