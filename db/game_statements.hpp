#pragma once
// The games store's connection and its statements, prepared once. Internal to GameStore: shared by
// game_store.cpp (reads, leases, heartbeats) and game_units.cpp (the writes, queued and judged).
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "db/game_rows.hpp"
#include "db/game_store.hpp"
#include "db/in_use.hpp"
#include "db/migrations.hpp"

namespace petteia::db {

namespace game_sql {

// A correspondence game's deadline (migration 19): its index's expression on SQLite, word for word,
// so that the sweep's query is served by the index games_deadlines. (PostgreSQL's index is on a
// computed column of the same value since migration 29.)
inline constexpr std::string_view deadline_expression =
    "(turn_started_at_ms + CASE WHEN remaining0_ms < remaining1_ms THEN remaining0_ms ELSE remaining1_ms END)";

// The games loaded at start: unfinished, on a game clock (a correspondence game waits in the store
// until someone comes or its deadline passes, issue 38). The partial index games_loaded_at_start
// (migration 20) holds exactly these; its predicate, word for word.
inline constexpr std::string_view loaded_at_start = "result_state IS NULL AND days_per_move IS NULL";

// Moves of every game loaded at start in one query: the partial index walks those games in creation
// order, and each game's moves come from the moves table's primary key, already in ply order.
inline constexpr std::string_view unfinished_moves_sql =
    "SELECT g.seq, m.ply, m.move, m.mover_remaining_ms, m.played_at_ms "
    "FROM games AS g INDEXED BY games_loaded_at_start JOIN moves AS m ON m.game_id = g.id "
    "WHERE g.result_state IS NULL AND g.days_per_move IS NULL ORDER BY g.seq, m.ply";
// PostgreSQL has no INDEXED BY: its planner picks the partial index by itself.
inline constexpr std::string_view unfinished_moves_postgresql =
    "SELECT g.seq, m.ply, m.move, m.mover_remaining_ms, m.played_at_ms "
    "FROM games AS g JOIN moves AS m ON m.game_id = g.id "
    "WHERE g.result_state IS NULL AND g.days_per_move IS NULL ORDER BY g.seq, m.ply";

inline std::string select_games_sql(std::string_view rest) {
    return "SELECT " + std::string(rows::game_columns) + ", seq, " + rows::player_columns() + " FROM games " +
           std::string(rest);
}

// A games-row update with the lease check folded in (issue 23): it changes the row only while this
// node holds the game with the token it took, `?N` (migration 12 keeps the token in the row). On
// PostgreSQL the update's row lock is the fence: a node taking the game updates this row too, so it
// waits for this unit's commit, and an update that waited for a take rechecks the token on the row
// the take left.
inline std::string fenced_update(std::string_view set, int token_parameter) {
    return "UPDATE games SET " + std::string(set) + " WHERE id = ?1 AND lease_token = ?" + std::to_string(token_parameter);
}

inline constexpr std::string_view set_clocks = "remaining0_ms = ?2, remaining1_ms = ?3, turn_started_at_ms = ?4";
inline constexpr std::string_view set_clocks_and_state =
    "remaining0_ms = ?2, remaining1_ms = ?3, turn_started_at_ms = ?4, version = ?5, draw_offer = ?6, takeback_offer = ?7, "
    "rematch_offer = ?8";

// PostgreSQL's statements for a group commit's plain moves (issue 41): one statement a table for
// the whole group, each parameter an array with an element a move (db/array_literal.hpp), so that
// PostgreSQL parses, plans and runs one statement where it ran one a move. The same checks as a
// move's own statements: the games row changes only under this node's lease (when fenced), and a
// ply is inserted only after the previous one. A row missing from the count sends the whole group
// back to the statements a move (GameStore::perform), which find whose it was.
// The previous ply is found as the game's last (the key's last entry, read backwards), not by
// EXISTS: PostgreSQL may run an EXISTS over many rows as one hash of the whole subquery, and a plan
// made while the moves table was small then hashed every stored move at each commit (measured:
// PostgreSQL's CPU a move 146 → 255 µs). A scalar subquery is never hashed.
inline std::string moves_update_sql(bool fenced) {
    return std::string(
               "UPDATE games AS g SET remaining0_ms = u.remaining0, remaining1_ms = u.remaining1, "
               "turn_started_at_ms = u.turn_started, version = u.version, draw_offer = u.draw, "
               "takeback_offer = u.takeback, rematch_offer = u.rematch "
               "FROM unnest(?1::text[], ?2::bigint[], ?3::bigint[], ?4::bigint[], ?5::bigint[], ?6::bigint[], "
               "?7::bigint[], ?8::bigint[], ?9::bigint[]) "
               "AS u(id, remaining0, remaining1, turn_started, version, draw, takeback, rematch, token) "
               "WHERE g.id = u.id") +
           (fenced ? " AND g.lease_token = u.token" : "");
}
inline constexpr std::string_view moves_insert_sql =
    "INSERT INTO moves (game_id, ply, move, mover_remaining_ms, played_at_ms) "
    "SELECT u.game_id, u.ply, u.move, u.remaining, u.played_at "
    "FROM unnest(?1::text[], ?2::bigint[], ?3::text[], ?4::bigint[], ?5::bigint[]) "
    "AS u(game_id, ply, move, remaining, played_at) "
    "WHERE u.ply = 0 OR u.ply - 1 = (SELECT max(m.ply) FROM moves AS m WHERE m.game_id = u.game_id)";

}  // namespace game_sql

struct GameStore::Connection {
    Database database;
    Statement insert_game;
    Statement insert_move;
    Statement append_move;
    // SQLite's way (issue 41): an INSERT … SELECT that reads its own table fills a temporary table
    // first (a pager opened and closed a move); a check, then a plain insert, does not.
    std::optional<Statement> previous_ply_stored;
    // PostgreSQL's: a group's plain moves in one statement a table (game_sql::moves_update_sql).
    std::optional<Statement> moves_update;
    std::optional<Statement> fenced_moves_update;
    std::optional<Statement> moves_insert;
    Statement update_clocks;
    Statement update_clocks_and_state;  // a move and the state after it: one row update, not two
    Statement fenced_update_clocks;     // the same two with the lease check (game_sql::fenced_update)
    Statement fenced_update_clocks_and_state;
    Statement delete_moves_from;
    std::array<Statement, 2> set_seat;
    Statement link_account;
    Statement start_clock;
    Statement finish;
    Statement set_rematch;
    Statement set_last_seen;
    std::array<Statement, 2> set_listing;
    std::array<Statement, 2> set_berserk;
    Statement set_spectators;
    Statement set_state;
    Statement game_exists;
    Statement select_game;
    Statement select_moves;
    Statement select_unfinished_games;
    Statement select_unfinished_moves;
    Statement select_finished_ids;
    Statement select_live_ids;
    Statement select_past_deadline;
    Statement write_heartbeat;
    Statement read_heartbeat;
    Statement insert_challenge;
    Statement delete_challenge;
    Statement pair_challenge;
    Statement select_challenges;
    Statement purge_challenges;
    Statement take_tournament_round;
    Statement select_tournament_player;
    Statement select_busy_in_tournament;
    Statement insert_tournament_game;
    Statement insert_tournament_bye;

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
          previous_ply_stored(prepare_for(Engine::sqlite,
                                          "SELECT 1 WHERE ?2 = 0 OR EXISTS (SELECT 1 FROM moves WHERE game_id = ?1 AND ply = ?2 - 1)")),
          moves_update(prepare_for(Engine::postgresql, game_sql::moves_update_sql(false))),
          fenced_moves_update(prepare_for(Engine::postgresql, game_sql::moves_update_sql(true))),
          moves_insert(prepare_for(Engine::postgresql, game_sql::moves_insert_sql)),
          update_clocks(database.prepare("UPDATE games SET " + std::string(game_sql::set_clocks) + " WHERE id = ?1")),
          update_clocks_and_state(
              database.prepare("UPDATE games SET " + std::string(game_sql::set_clocks_and_state) + " WHERE id = ?1")),
          fenced_update_clocks(database.prepare(game_sql::fenced_update(game_sql::set_clocks, 5))),
          fenced_update_clocks_and_state(
              database.prepare(game_sql::fenced_update(game_sql::set_clocks_and_state, 9))),
          delete_moves_from(database.prepare("DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2")),
          set_seat{database.prepare("UPDATE games SET seat0_hash = ?2 WHERE id = ?1"),
                   database.prepare("UPDATE games SET seat1_hash = ?2 WHERE id = ?1")},
          // A seat's account is set once: a later link (another device of someone else) changes nothing.
          link_account(database.prepare(
              "INSERT INTO game_players (game_id, side, account_id, rating_before, deviation_before) "
              "VALUES (?1, ?2, ?3, ?4, ?5) "
              "ON CONFLICT (game_id, side) DO NOTHING")),
          start_clock(database.prepare("UPDATE games SET started_at_ms = ?2, turn_started_at_ms = ?3 WHERE id = ?1")),
          finish(database.prepare(
              "UPDATE games SET result_state = ?2, winner = ?3, result_reason = ?4, remaining0_ms = ?5, "
              "remaining1_ms = ?6, finished_at_ms = ?7, result_by = ?8, turn_started_at_ms = NULL "
              "WHERE id = ?1 AND result_state IS NULL")),
          set_rematch(database.prepare("UPDATE games SET rematch_id = ?2 WHERE id = ?1")),
          set_last_seen(database.prepare("UPDATE games SET last_seen_at_ms = ?2 WHERE id = ?1")),
          set_listing{database.prepare("UPDATE games SET listing0 = ?2 WHERE id = ?1"),
                      database.prepare("UPDATE games SET listing1 = ?2 WHERE id = ?1")},
          set_berserk{database.prepare("UPDATE tournament_games SET berserk0 = 1 WHERE game_id = ?1"),
                      database.prepare("UPDATE tournament_games SET berserk1 = 1 WHERE game_id = ?1")},
          set_spectators(database.prepare("UPDATE games SET spectators = ?2 WHERE id = ?1")),
          set_state(database.prepare("UPDATE games SET version = ?2, draw_offer = ?3, takeback_offer = ?4, "
                                     "rematch_offer = ?5 WHERE id = ?1")),
          game_exists(database.prepare("SELECT 1 FROM games WHERE id = ?1")),
          select_game(database.prepare(game_sql::select_games_sql("WHERE id = ?1"))),
          select_moves(database.prepare(
              "SELECT ply, move, mover_remaining_ms, played_at_ms FROM moves WHERE game_id = ?1 ORDER BY ply")),
          select_unfinished_games(database.prepare(database.dialect(
              game_sql::select_games_sql("INDEXED BY games_loaded_at_start WHERE " + std::string(game_sql::loaded_at_start) +
                                         " ORDER BY seq"),
              game_sql::select_games_sql("WHERE " + std::string(game_sql::loaded_at_start) + " ORDER BY seq")))),
          select_unfinished_moves(database.prepare(database.dialect(game_sql::unfinished_moves_sql, game_sql::unfinished_moves_postgresql))),
          // Every game with a result (or one variant's: ?1 empty for all), the last finished first.
          select_finished_ids(database.prepare(
              "SELECT id FROM games WHERE result_state IS NOT NULL AND (variant = ?1 OR ?1 = '') "
              "ORDER BY finished_at_ms DESC, seq DESC LIMIT ?2")),
          select_live_ids(database.prepare(
              "SELECT id FROM games WHERE result_state IS NULL AND started_at_ms IS NOT NULL AND opponent = 'human' "
              "AND ((lobby = 1 AND coalesce(listing0, 1) = 1 AND coalesce(listing1, 1) = 1) "
              "OR (lobby = 0 AND listing0 = 1 AND listing1 = 1)) "
              "AND (turn_started_at_ms >= ?1 OR last_seen_at_ms >= ?1 OR started_at_ms >= ?1) "
              "ORDER BY (SELECT max(p.rating_before) FROM game_players AS p WHERE p.game_id = games.id) DESC NULLS LAST, "
              "created_at_ms DESC, seq DESC LIMIT ?2")),
          // PostgreSQL keeps the deadline in a computed column (migration 29), set only for the
          // games this sweep is about.
          select_past_deadline(database.prepare(database.dialect(
              "SELECT id FROM games WHERE result_state IS NULL AND days_per_move IS NOT NULL AND " +
                  std::string(game_sql::deadline_expression) + " <= ?1 ORDER BY " +
                  std::string(game_sql::deadline_expression) + " LIMIT ?2",
              "SELECT id FROM games WHERE deadline_at_ms <= ?1 ORDER BY deadline_at_ms LIMIT ?2"))),
          write_heartbeat(database.prepare(
              "INSERT INTO server_heartbeat (only_row, at_ms) VALUES (1, ?1) "
              "ON CONFLICT (only_row) DO UPDATE SET at_ms = excluded.at_ms")),
          read_heartbeat(database.prepare("SELECT at_ms FROM server_heartbeat WHERE only_row = 1")),
          insert_challenge(database.prepare(
              "INSERT INTO challenges (id, kind, variant, initial_ms, increment_ms, rated, color, browser_hash, account_id, "
              "seat_hash, posted_at_ms, days_per_move) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)")),
          delete_challenge(database.prepare("DELETE FROM challenges WHERE id = ?1 AND game_id IS NULL")),
          pair_challenge(database.prepare(
              "UPDATE challenges SET game_id = ?2, paired_at_ms = ?3 WHERE id = ?1 AND game_id IS NULL")),
          select_challenges(database.prepare(
              "SELECT id, kind, variant, initial_ms, increment_ms, rated, color, browser_hash, account_id, seat_hash, "
              "posted_at_ms, game_id, paired_at_ms, days_per_move FROM challenges WHERE game_id IS NULL OR paired_at_ms >= ?1 "
              "ORDER BY posted_at_ms, id")),
          purge_challenges(database.prepare("DELETE FROM challenges WHERE paired_at_ms < ?1")),
          // The tournament's round moves on by one (an arena's stays 0) while it runs: the pairing's
          // fence against a second director (tournament_rows.cpp). ?3: now, for an arena's end; ?4: when the
          // round after may start (rounds at set times).
          take_tournament_round(database.prepare(
              "UPDATE tournaments SET round = ?2, next_round_at_ms = ?4 WHERE id = ?1 AND state = 'running' "
              "AND ((kind = 'arena' AND ?2 = 0 AND starts_at_ms + duration_ms > ?3) "
              "OR (kind <> 'arena' AND ?2 = round + 1 AND (rounds IS NULL OR ?2 <= rounds)))")),
          select_tournament_player(database.prepare(
              "SELECT 1 FROM tournament_players WHERE tournament_id = ?1 AND account_id = ?2 AND state = 'playing'")),
          // Served by tournament_games_first and _second.
          select_busy_in_tournament(database.prepare(
              "SELECT 1 FROM tournament_games AS tg JOIN games AS g ON g.id = tg.game_id "
              "WHERE tg.tournament_id = ?1 AND tg.first_account = ?2 AND g.result_state IS NULL UNION ALL "
              "SELECT 1 FROM tournament_games AS tg JOIN games AS g ON g.id = tg.game_id "
              "WHERE tg.tournament_id = ?1 AND tg.second_account = ?2 AND g.result_state IS NULL")),
          insert_tournament_game(database.prepare(
              "INSERT INTO tournament_games (tournament_id, game_id, round, first_account, second_account, paired_at_ms) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")),
          insert_tournament_bye(database.prepare(
              "INSERT INTO tournament_byes (tournament_id, round, account_id) VALUES (?1, ?2, ?3)")) {}

    // A statement only one engine runs, prepared on that engine alone.
    std::optional<Statement> prepare_for(Engine engine, std::string_view sql) {
        if (database.engine() != engine) return std::nullopt;
        return database.prepare(sql);
    }

    bool exists(std::string_view id) {
        InUse query(game_exists);
        query->bind(1, id);
        return query->step();
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
};

}  // namespace petteia::db
