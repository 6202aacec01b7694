#include "db/tournament_schema.hpp"

namespace petteia::db::tournament_schema {

// `tournaments`: one row an event. Its organiser is an account, or the site's schedule (`schedule_key`
// names the slot, so that nodes scheduling the same arena together make one). `round` counts the
// rounds paired (round-robin, Swiss); an arena has none. A tournament is never deleted: its games
// point to it.
//
// `tournament_players`: who joined, numbered in the order they joined, with their rating in the
// tournament's category then (the starting rank); a player who leaves is `withdrawn`, never deleted,
// so that their games keep counting for their opponents.
//
// `tournament_games`: which games are the tournament's, stored in the transaction that makes each
// game (GameStore::pair_in_tournament), with the accounts at each side and whether each berserked.
// The result is the game's own (games.result_state): an aborted game scores nothing.
//
// `tournament_byes`: a Swiss round's player left over (a point).
const std::string_view sqlite = R"sql(
CREATE TABLE tournaments (
    id                  TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 8 AND 32),
    kind                TEXT    NOT NULL CHECK (kind IN ('arena', 'round_robin', 'swiss')),
    name                TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    variant             TEXT    NOT NULL CHECK (length(variant) BETWEEN 1 AND 64),
    initial_ms          INTEGER CHECK (initial_ms > 0),
    increment_ms        INTEGER CHECK (increment_ms >= 0),
    days_per_move       INTEGER CHECK (days_per_move > 0),
    rated               INTEGER NOT NULL CHECK (rated IN (0, 1)),
    listed              INTEGER NOT NULL CHECK (listed IN (0, 1)),
    organiser_id        INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
    schedule_key        TEXT    UNIQUE CHECK (length(schedule_key) BETWEEN 1 AND 128),
    starts_at_ms        INTEGER NOT NULL,
    duration_ms         INTEGER CHECK (duration_ms > 0),
    rounds              INTEGER CHECK (rounds > 0),
    max_players         INTEGER NOT NULL CHECK (max_players >= 2),
    state               TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    round               INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    created_at_ms       INTEGER NOT NULL,
    finished_at_ms      INTEGER,
    CHECK ((initial_ms IS NULL) = (increment_ms IS NULL)),
    CHECK ((initial_ms IS NOT NULL) <> (days_per_move IS NOT NULL)),
    CHECK ((duration_ms IS NOT NULL) = (kind = 'arena')),
    CHECK ((rounds IS NOT NULL) = (kind = 'swiss')),
    CHECK (kind <> 'arena' OR days_per_move IS NULL),
    CHECK ((finished_at_ms IS NOT NULL) = (state IN ('finished', 'cancelled')))
) STRICT, WITHOUT ROWID;
CREATE INDEX tournaments_coming ON tournaments (starts_at_ms) WHERE state IN ('open', 'running');
CREATE INDEX tournaments_by_organiser ON tournaments (organiser_id, created_at_ms);

CREATE TABLE tournament_players (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    number              INTEGER NOT NULL CHECK (number >= 0),
    rating              REAL    NOT NULL,
    joined_at_ms        INTEGER NOT NULL,
    state               TEXT    NOT NULL CHECK (state IN ('playing', 'paused', 'withdrawn')),
    PRIMARY KEY (tournament_id, account_id),
    UNIQUE (tournament_id, number)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_players_by_account ON tournament_players (account_id);

CREATE TABLE tournament_games (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    game_id             TEXT    NOT NULL UNIQUE REFERENCES games (id),
    round               INTEGER NOT NULL CHECK (round >= 0),
    first_account       INTEGER NOT NULL,
    second_account      INTEGER NOT NULL,
    paired_at_ms        INTEGER NOT NULL,
    berserk0            INTEGER NOT NULL DEFAULT 0 CHECK (berserk0 IN (0, 1)),
    berserk1            INTEGER NOT NULL DEFAULT 0 CHECK (berserk1 IN (0, 1)),
    PRIMARY KEY (tournament_id, game_id),
    CHECK (first_account <> second_account)
) STRICT, WITHOUT ROWID;
-- A player's games in this tournament (whether they are in one now, whom they met).
CREATE INDEX tournament_games_first ON tournament_games (tournament_id, first_account);
CREATE INDEX tournament_games_second ON tournament_games (tournament_id, second_account);

CREATE TABLE tournament_byes (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    round               INTEGER NOT NULL CHECK (round > 0),
    account_id          INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round)
) STRICT, WITHOUT ROWID;
)sql";

const std::string_view postgresql = R"sql(
CREATE TABLE tournaments (
    id                  TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 8 AND 32),
    kind                TEXT    NOT NULL CHECK (kind IN ('arena', 'round_robin', 'swiss')),
    name                TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    variant             TEXT    NOT NULL CHECK (length(variant) BETWEEN 1 AND 64),
    initial_ms          BIGINT  CHECK (initial_ms > 0),
    increment_ms        BIGINT  CHECK (increment_ms >= 0),
    days_per_move       BIGINT  CHECK (days_per_move > 0),
    rated               BIGINT  NOT NULL CHECK (rated IN (0, 1)),
    listed              BIGINT  NOT NULL CHECK (listed IN (0, 1)),
    organiser_id        BIGINT  REFERENCES accounts (id) ON DELETE SET NULL,
    schedule_key        TEXT    UNIQUE CHECK (length(schedule_key) BETWEEN 1 AND 128),
    starts_at_ms        BIGINT  NOT NULL,
    duration_ms         BIGINT  CHECK (duration_ms > 0),
    rounds              BIGINT  CHECK (rounds > 0),
    max_players         BIGINT  NOT NULL CHECK (max_players >= 2),
    state               TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    round               BIGINT  NOT NULL DEFAULT 0 CHECK (round >= 0),
    created_at_ms       BIGINT  NOT NULL,
    finished_at_ms      BIGINT,
    CHECK ((initial_ms IS NULL) = (increment_ms IS NULL)),
    CHECK ((initial_ms IS NOT NULL) <> (days_per_move IS NOT NULL)),
    CHECK ((duration_ms IS NOT NULL) = (kind = 'arena')),
    CHECK ((rounds IS NOT NULL) = (kind = 'swiss')),
    CHECK (kind <> 'arena' OR days_per_move IS NULL),
    CHECK ((finished_at_ms IS NOT NULL) = (state IN ('finished', 'cancelled')))
);
CREATE INDEX tournaments_coming ON tournaments (starts_at_ms) WHERE state IN ('open', 'running');
CREATE INDEX tournaments_by_organiser ON tournaments (organiser_id, created_at_ms);

CREATE TABLE tournament_players (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    account_id          BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    number              BIGINT  NOT NULL CHECK (number >= 0),
    rating              DOUBLE PRECISION NOT NULL,
    joined_at_ms        BIGINT  NOT NULL,
    state               TEXT    NOT NULL CHECK (state IN ('playing', 'paused', 'withdrawn')),
    PRIMARY KEY (tournament_id, account_id),
    UNIQUE (tournament_id, number)
);
CREATE INDEX tournament_players_by_account ON tournament_players (account_id);

CREATE TABLE tournament_games (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    game_id             TEXT    NOT NULL UNIQUE REFERENCES games (id),
    round               BIGINT  NOT NULL CHECK (round >= 0),
    first_account       BIGINT  NOT NULL,
    second_account      BIGINT  NOT NULL,
    paired_at_ms        BIGINT  NOT NULL,
    berserk0            BIGINT  NOT NULL DEFAULT 0 CHECK (berserk0 IN (0, 1)),
    berserk1            BIGINT  NOT NULL DEFAULT 0 CHECK (berserk1 IN (0, 1)),
    PRIMARY KEY (tournament_id, game_id),
    CHECK (first_account <> second_account)
);
-- A player's games in this tournament (whether they are in one now, whom they met).
CREATE INDEX tournament_games_first ON tournament_games (tournament_id, first_account);
CREATE INDEX tournament_games_second ON tournament_games (tournament_id, second_account);

CREATE TABLE tournament_byes (
    tournament_id       TEXT    NOT NULL REFERENCES tournaments (id),
    round               BIGINT  NOT NULL CHECK (round > 0),
    account_id          BIGINT  NOT NULL,
    PRIMARY KEY (tournament_id, round)
);
)sql";

// A tournament's game knows it is one (its row says so, for the referee after a restart): its
// clock runs from its pairing, it is neither aborted nor declined, and no rematch follows it.
const std::string_view game_column = R"sql(
ALTER TABLE games ADD COLUMN tournament_id TEXT REFERENCES tournaments (id);
)sql";

// Migration 24, the same text for both: a director asks several times a second which of its
// tournament's games are still in play (those that left the list ended: their players wait for the
// next pairing); the index holds only games of tournaments in play, a few hundred a tournament.
const std::string_view in_play_index = R"sql(
CREATE INDEX games_of_tournaments_in_play ON games (tournament_id) WHERE tournament_id IS NOT NULL AND result_state IS NULL;
)sql";

// Migration 26: rounds at set times. `round_every_ms`: a round-robin's or Swiss's rounds start that
// long apart, counted from its first round's pairing (a class's weekly lesson: 7 days), and never
// before the previous round is over; none: each round at once when the previous one is over.
// `next_round_at_ms`: when the next round may be paired, stored with the pairing of the round before
// (its director's, on whichever node) and brought forward by its organiser ("the next round now").
const std::string_view round_times_sqlite = R"sql(
ALTER TABLE tournaments ADD COLUMN round_every_ms INTEGER CHECK (round_every_ms > 0);
ALTER TABLE tournaments ADD COLUMN next_round_at_ms INTEGER;
)sql";
const std::string_view round_times_postgresql = R"sql(
ALTER TABLE tournaments ADD COLUMN round_every_ms BIGINT CHECK (round_every_ms > 0);
ALTER TABLE tournaments ADD COLUMN next_round_at_ms BIGINT;
)sql";

}  // namespace petteia::db::tournament_schema
