#include "db/game_rows.hpp"

#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace petteia::db::rows {

namespace {

// Seat hashes are raw bytes that happen to travel in a std::string; they are stored as BLOBs.
void bind_bytes(Statement& statement, int index, const std::optional<std::string>& bytes) {
    if (bytes) {
        statement.bind(index, std::as_bytes(std::span(bytes->data(), bytes->size())));
    } else {
        statement.bind(index, std::nullopt);
    }
}

std::optional<std::int64_t> optional_int64(const Statement& row, int column) {
    return row.is_null(column) ? std::nullopt : std::optional(row.int64(column));
}

std::optional<std::string> optional_text(const Statement& row, int column) {
    return row.is_null(column) ? std::nullopt : std::optional(row.text(column));
}

std::optional<std::string> optional_bytes(const Statement& row, int column) {
    if (row.is_null(column)) return std::nullopt;
    const std::vector<std::byte> bytes = row.blob(column);
    return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

}  // namespace

std::string player_columns() {
    std::string columns;
    for (const char* side : {"0", "1"}) {
        const std::string seat = std::string("FROM game_players AS p WHERE p.game_id = games.id AND p.side = ") + side;
        columns += std::string(columns.empty() ? "" : ", ") + "(SELECT p.account_id " + seat + "), " +
                   "(SELECT a.username FROM game_players AS p JOIN accounts AS a ON a.id = p.account_id "
                   "WHERE p.game_id = games.id AND p.side = " + side + "), " +
                   "(SELECT p.rating_before " + seat + "), (SELECT p.deviation_before " + seat + "), " +
                   "(SELECT c.rating_after - c.rating_before FROM rating_changes AS c WHERE c.game_id = games.id "
                   "AND c.side = " + side + ")";
    }
    // A tournament's game: whether each side berserked (issue 39), so that a restart keeps it.
    for (const char* side : {"0", "1"})
        columns += std::string(", (SELECT tg.berserk") + side + " FROM tournament_games AS tg WHERE tg.game_id = games.id)";
    return columns;
}

std::string insert_game_sql() {
    std::string sql = "INSERT INTO games (" + std::string(game_columns) + ") VALUES (";
    for (int i = 1; i <= game_column_count; ++i) sql += (i > 1 ? ", ?" : "?") + std::to_string(i);
    return sql + ")";
}

void bind_game(Statement& insert, const StoredGame& game) {
    const std::optional<TimeControl>& time = game.time_control;
    const std::optional<StoredResult>& result = game.result;
    insert.bind(1, game.id);
    insert.bind(2, game.variant);
    insert.bind(3, game.start_position);
    insert.bind(4, time ? std::optional(time->initial_ms) : std::nullopt);
    insert.bind(5, time ? std::optional(time->increment_ms) : std::nullopt);
    insert.bind(6, game.opponent);
    bind_bytes(insert, 7, game.seat_hashes[0]);
    bind_bytes(insert, 8, game.seat_hashes[1]);
    insert.bind(9, game.created_at_ms);
    insert.bind(10, game.started_at_ms);
    insert.bind(11, game.remaining_ms[0]);
    insert.bind(12, game.remaining_ms[1]);
    insert.bind(13, game.turn_started_at_ms);
    insert.bind(14, result ? std::optional<std::string_view>(result->state) : std::nullopt);
    insert.bind(15, result ? result->winner : std::nullopt);
    insert.bind(16, result ? std::optional<std::string_view>(result->reason) : std::nullopt);
    insert.bind(17, game.finished_at_ms);
    insert.bind(18, game.rematch_of);
    insert.bind(19, game.rematch_id);
    insert.bind(20, game.last_seen_at_ms);
    insert.bind(21, game.version);
    insert.bind(22, game.offers.draw);
    insert.bind(23, game.offers.takeback);
    insert.bind(24, game.offers.rematch);
    insert.bind(25, result ? result->by : std::nullopt);
    insert.bind(26, static_cast<std::int64_t>(game.lobby));
    insert.bind(27, static_cast<std::int64_t>(game.rated));
    for (int side = 0; side < 2; ++side) {
        const auto& say = game.listing[static_cast<std::size_t>(side)];
        insert.bind(28 + side, say ? std::optional<std::int64_t>(*say) : std::nullopt);
    }
    insert.bind(30, game.spectators);
    insert.bind(31, time ? time->days_per_move : std::nullopt);
    insert.bind(32, game.tournament_id);
}

StoredGame read_game(const Statement& row) {
    StoredGame game;
    game.id = row.text(0);
    game.variant = row.text(1);
    game.start_position = optional_text(row, 2);
    if (!row.is_null(3)) game.time_control = TimeControl{row.int64(3), row.int64(4), optional_int64(row, 30)};
    game.opponent = row.text(5);
    game.seat_hashes = {optional_bytes(row, 6), optional_bytes(row, 7)};
    game.created_at_ms = row.int64(8);
    game.started_at_ms = optional_int64(row, 9);
    game.remaining_ms = {row.int64(10), row.int64(11)};
    game.turn_started_at_ms = optional_int64(row, 12);
    if (!row.is_null(13)) {
        const std::optional<std::int64_t> winner = optional_int64(row, 14);
        const std::optional<std::int64_t> by = optional_int64(row, 24);
        game.result = StoredResult{row.text(13), winner ? std::optional(static_cast<int>(*winner)) : std::nullopt,
                                   row.text(15), by ? std::optional(static_cast<int>(*by)) : std::nullopt};
    }
    game.finished_at_ms = optional_int64(row, 16);
    game.rematch_of = optional_text(row, 17);
    game.rematch_id = optional_text(row, 18);
    game.last_seen_at_ms = optional_int64(row, 19);
    game.version = row.int64(20);
    const auto side = [&](int column) {
        const auto value = optional_int64(row, column);
        return value ? std::optional(static_cast<int>(*value)) : std::nullopt;
    };
    game.offers = StoredOffers{side(21), side(22), side(23)};
    game.lobby = row.int64(25) != 0;
    game.rated = row.int64(26) != 0;
    game.spectators = row.int64(29);
    game.tournament_id = optional_text(row, 31);
    for (int seat = 0; seat < 2; ++seat) {
        const int berserk = game_column_count + 1 + 10 + seat;  // after seq and both seats' players
        game.berserk[static_cast<std::size_t>(seat)] = !row.is_null(berserk) && row.int64(berserk) != 0;
        const auto say = optional_int64(row, 27 + seat);
        game.listing[static_cast<std::size_t>(seat)] = say ? std::optional<bool>(*say != 0) : std::nullopt;
        const int account = game_column_count + 1 + 5 * seat;  // after seq
        const auto real = [&](int column) { return row.is_null(column) ? std::nullopt : std::optional(row.real(column)); };
        if (!row.is_null(account) && !row.is_null(account + 1))
            game.players[static_cast<std::size_t>(seat)] =
                StoredPlayer{row.int64(account), row.text(account + 1), real(account + 2), real(account + 3), real(account + 4)};
    }
    return game;
}

StoredMove read_move(const Statement& row, int first_column) {
    return StoredMove{row.text(first_column), row.int64(first_column + 1), row.int64(first_column + 2)};
}

void add_move(StoredGame& game, std::int64_t ply, StoredMove move) {
    if (ply != static_cast<std::int64_t>(game.moves.size())) {
        throw DatabaseError("game '" + game.id + "' has no move at ply " + std::to_string(game.moves.size()) +
                            " but one at ply " + std::to_string(ply));
    }
    game.moves.push_back(std::move(move));
}

}  // namespace petteia::db::rows
