#pragma once
// How a StoredGame maps onto a row of the `games` table and a StoredMove onto a row of `moves`:
// the one place that knows the column order. Used by GameStore only.
#include <cstdint>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "db/stored_game.hpp"

namespace petteia::db::rows {

// The columns of a game, in the order bind_game binds them (from ?1) and read_game reads them (from 0).
inline constexpr std::string_view game_columns =
    "id, variant, start_position, initial_ms, increment_ms, opponent, seat0_hash, seat1_hash, created_at_ms, "
    "started_at_ms, remaining0_ms, remaining1_ms, turn_started_at_ms, result_state, winner, result_reason, "
    "finished_at_ms, rematch_of, rematch_id, last_seen_at_ms, version, draw_offer, takeback_offer, rematch_offer, result_by, "
    "lobby, rated, listing0, listing1, spectators, days_per_move, tournament_id";
inline constexpr int game_column_count = 32;
// Read after game_columns and the row's seq, for each side: its account, the account's name, its
// rating and deviation when the game began and the change the game made to it (null: none).
std::string player_columns();

// INSERT INTO games (game_columns) VALUES (?1 … ?20)
std::string insert_game_sql();

void bind_game(Statement& insert, const StoredGame& game);

// A row of game_columns, seq and player_columns; the game comes without its moves.
StoredGame read_game(const Statement& row);

// A row with move, mover_remaining_ms, played_at_ms from `first_column` on.
StoredMove read_move(const Statement& row, int first_column);

// Appends a move read in ply order. A gap means a damaged file, which must not pass for a shorter game.
void add_move(StoredGame& game, std::int64_t ply, StoredMove move);

}  // namespace petteia::db::rows
