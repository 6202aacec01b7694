#include "db/migrations.hpp"

#include "db/exercise_set.hpp"
#include "db/postgresql_schema.hpp"
#include "db/club_schema.hpp"
#include "db/exercise_rating_schema.hpp"
#include "db/tournament_schema.hpp"

#include <array>
#include <string>

namespace petteia::db {

namespace {

// Migration 1: games (settings, seats, clocks, result, rematch links), their moves, and the server's
// heartbeat. STRICT tables refuse values of the wrong type instead of storing them.
constexpr std::string_view initial_schema = R"sql(
CREATE TABLE games (
    seq                 INTEGER PRIMARY KEY,   -- creation order
    id                  TEXT    NOT NULL UNIQUE CHECK (length(id) > 0),
    variant             TEXT    NOT NULL CHECK (length(variant) > 0),
    start_position      TEXT,                  -- NULL: the variant's usual start
    initial_ms          INTEGER CHECK (initial_ms >= 0),
    increment_ms        INTEGER CHECK (increment_ms >= 0),
    opponent            TEXT    NOT NULL CHECK (length(opponent) > 0),
    seat0_hash          BLOB    CHECK (length(seat0_hash) > 0),
    seat1_hash          BLOB    CHECK (length(seat1_hash) > 0),
    created_at_ms       INTEGER NOT NULL,
    started_at_ms       INTEGER,
    remaining0_ms       INTEGER NOT NULL,
    remaining1_ms       INTEGER NOT NULL,
    turn_started_at_ms  INTEGER,               -- NULL: no clock is running
    result_state        TEXT    CHECK (result_state IN ('win', 'draw', 'aborted')),
    winner              INTEGER CHECK (winner IN (0, 1)),
    result_reason       TEXT,
    finished_at_ms      INTEGER,
    rematch_of          TEXT    REFERENCES games (id),
    rematch_id          TEXT    REFERENCES games (id),
    CHECK ((initial_ms IS NULL) = (increment_ms IS NULL)),
    CHECK ((result_state IS NULL) = (result_reason IS NULL)),
    CHECK ((result_state IS NULL) = (finished_at_ms IS NULL)),
    CHECK ((winner IS NOT NULL) = (result_state IS 'win'))
) STRICT;

-- Restarts load every unfinished game; finished ones pile up forever and must not slow that down.
CREATE INDEX games_unfinished ON games (seq) WHERE result_state IS NULL;

CREATE TABLE moves (
    game_id             TEXT    NOT NULL REFERENCES games (id),
    ply                 INTEGER NOT NULL CHECK (ply >= 0),
    move                TEXT    NOT NULL CHECK (length(move) > 0),
    mover_remaining_ms  INTEGER NOT NULL,
    played_at_ms        INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) STRICT, WITHOUT ROWID;

-- One row: when the server last said it was alive.
CREATE TABLE server_heartbeat (
    only_row            INTEGER PRIMARY KEY CHECK (only_row = 1),
    at_ms               INTEGER NOT NULL
) STRICT;
)sql";

// Migration 2: optional accounts, their sign-in sessions, the exercise catalogue, each account's
// solved exercises, and which account sat at a game's seat. User names are ASCII (checked by the
// server), so NOCASE's ASCII-only folding makes them unique whatever their case.
constexpr std::string_view accounts_schema = R"sql(
CREATE TABLE accounts (
    id                  INTEGER PRIMARY KEY,
    username            TEXT    NOT NULL UNIQUE COLLATE NOCASE CHECK (length(username) BETWEEN 1 AND 64),
    password_hash       TEXT    NOT NULL CHECK (length(password_hash) > 0),  -- crypto_pwhash_str's text
    created_at_ms       INTEGER NOT NULL
) STRICT;

CREATE TABLE sessions (
    token_hash          BLOB    PRIMARY KEY CHECK (length(token_hash) > 0),  -- never the token itself
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       INTEGER NOT NULL,
    expires_at_ms       INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX sessions_by_account ON sessions (account_id);

CREATE TABLE exercises (
    id                  TEXT    PRIMARY KEY CHECK (length(id) > 0),
    list_order          INTEGER NOT NULL,
    variant             TEXT    NOT NULL CHECK (length(variant) > 0),
    family              TEXT    NOT NULL CHECK (family IN ('capture', 'defence', 'finish')),
    difficulty          INTEGER NOT NULL CHECK (difficulty BETWEEN 1 AND 3),
    position            TEXT    NOT NULL CHECK (length(position) > 0),
    goal_en             TEXT    NOT NULL CHECK (length(goal_en) > 0),
    goal_fr             TEXT    NOT NULL CHECK (length(goal_fr) > 0),
    solution            TEXT    NOT NULL CHECK (json_valid(solution) AND json_type(solution) = 'array'),
    captures_needed     INTEGER CHECK (captures_needed > 0)
) STRICT, WITHOUT ROWID;

CREATE TABLE solved_exercises (
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    exercise_id         TEXT    NOT NULL REFERENCES exercises (id),
    solved_at_ms        INTEGER NOT NULL,
    PRIMARY KEY (account_id, exercise_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE game_players (
    game_id             TEXT    NOT NULL REFERENCES games (id),
    side                INTEGER NOT NULL CHECK (side IN (0, 1)),
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    PRIMARY KEY (game_id, side)
) STRICT, WITHOUT ROWID;
CREATE INDEX game_players_by_account ON game_players (account_id);
)sql";

// Migration 4: what the security work needs. Trusted devices: a browser that signed in to an
// account gets a device cookie, stored by its hash, that exempts it from that account's lock-out
// (server/accounts/accounts.hpp). And when a game's players were last seen, so that a game both have left
// for days can end as abandoned even across restarts (NULL: never recorded; the moves and the
// creation time stand in).
constexpr std::string_view security_schema = R"sql(
CREATE TABLE devices (
    token_hash          BLOB    PRIMARY KEY CHECK (length(token_hash) > 0),  -- never the token itself
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       INTEGER NOT NULL,
    expires_at_ms       INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX devices_by_account ON devices (account_id);

ALTER TABLE games ADD COLUMN last_seen_at_ms INTEGER;
)sql";

// Migration 5: what a game needs to restart exactly: the version of its last event, and the offers
// pending (the side offering, 0 or 1; NULL: none), which are stored before anyone is told of them.
constexpr std::string_view restart_state_schema = R"sql(
ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE games ADD COLUMN draw_offer INTEGER CHECK (draw_offer IN (0, 1));
ALTER TABLE games ADD COLUMN takeback_offer INTEGER CHECK (takeback_offer IN (0, 1));
ALTER TABLE games ADD COLUMN rematch_offer INTEGER CHECK (rematch_offer IN (0, 1));
)sql";

// Migration 7: the skeleton key of a user name (protocol/user_names.hpp), unique, so that "Zoé" and "Zoe"
// cannot both be taken. Every existing name is ASCII (the old rule), and for an ASCII name the key is its
// ASCII lower case, which is what SQLite's lower() computes; the old UNIQUE COLLATE NOCASE already made
// those unique, so the index below cannot fail on an existing database. The old constraint stays: it
// never refuses a name the key allows (equal under NOCASE means equal keys).
constexpr std::string_view name_key_schema = R"sql(
ALTER TABLE accounts ADD COLUMN name_key TEXT CHECK (name_key IS NULL OR length(name_key) BETWEEN 1 AND 128);
UPDATE accounts SET name_key = lower(username);
CREATE UNIQUE INDEX accounts_by_name_key ON accounts (name_key);
)sql";

// Migration 8: which side's request ended a finished game (0 or 1: who resigned, aborted or claimed the
// win), so that the other player can be told who did it, after a restart too. NULL for the rest and for
// the games finished before it.
constexpr std::string_view result_by_schema = R"sql(
ALTER TABLE games ADD COLUMN result_by INTEGER CHECK (result_by IN (0, 1));
)sql";

// Migration 9: several servers over one database (issue 16). Which node serves each game and with which
// token (a node writes a game only while its row names that node and token: db/game_leases.hpp), and
// each node's heartbeat, so that the time a dead node's games waited is charged to no one.
constexpr std::string_view leases_schema = R"sql(
CREATE TABLE game_leases (
    game_id             TEXT    PRIMARY KEY REFERENCES games (id),
    node                TEXT    NOT NULL CHECK (length(node) BETWEEN 1 AND 64),
    token               INTEGER NOT NULL CHECK (token > 0),
    taken_at_ms         INTEGER NOT NULL
) STRICT;
CREATE INDEX game_leases_by_node ON game_leases (node);
CREATE INDEX game_leases_by_time ON game_leases (taken_at_ms);

CREATE TABLE node_heartbeats (
    node                TEXT    PRIMARY KEY CHECK (length(node) BETWEEN 1 AND 64),
    at_ms               INTEGER NOT NULL
) STRICT;
)sql";

// Migration 10: a lease moves only when its holder lets it go or is gone (issue 23), never because another
// node was asked for the game. `is_open`: any node asked for the game may take it without asking
// (a game just created, since its players may be sent to another node; one its node let go of when it
// left memory or at a clean stop). `wanted_by`: the node that was asked for a game held by a live
// node; the holder hands it over at its next heartbeat if nginx now sends the game there. `address`:
// each node's address as nginx's upstream list names it, so that every node can tell which node
// nginx sends a game to (db/node_ring.hpp).
constexpr std::string_view handover_schema = R"sql(
ALTER TABLE game_leases ADD COLUMN is_open INTEGER NOT NULL DEFAULT 0 CHECK (is_open IN (0, 1));
ALTER TABLE game_leases ADD COLUMN wanted_by TEXT CHECK (length(wanted_by) BETWEEN 1 AND 64);
CREATE INDEX game_leases_wanted ON game_leases (node) WHERE wanted_by IS NOT NULL;
ALTER TABLE node_heartbeats ADD COLUMN address TEXT CHECK (length(address) BETWEEN 1 AND 255);
)sql";

// Migration 11: the limits that hold across nodes (issue 23): one token bucket per (limit, key), shared by
// every node of one database (db/limit_store.hpp). A bucket is one time, when it is full again
// (`full_at_ms`, a "generic cell rate" bucket): spending a token moves it one refill later, so a check is
// one upsert with integer arithmetic, and a row whose time has passed is a full bucket, forgotten by
// deleting it (the index). `checked_at_ms` is the time of the last check; `refused` whether it was refused.
constexpr std::string_view limit_buckets_schema = R"sql(
CREATE TABLE limit_buckets (
    limit_name          TEXT    NOT NULL CHECK (length(limit_name) BETWEEN 1 AND 64),
    bucket_key          TEXT    NOT NULL CHECK (length(bucket_key) BETWEEN 1 AND 512),
    full_at_ms          INTEGER NOT NULL,
    checked_at_ms       INTEGER NOT NULL,
    refused             INTEGER NOT NULL CHECK (refused IN (0, 1)),
    PRIMARY KEY (limit_name, bucket_key)
) STRICT, WITHOUT ROWID;
CREATE INDEX limit_buckets_by_full_time ON limit_buckets (full_at_ms);
)sql";

// Migration 12: the lease's fencing token copied into the games row (issue 23), kept equal to
// game_leases.token by triggers, so that a unit's check is the games-row update every move already
// makes (`UPDATE games … WHERE id = ?1 AND lease_token = ?N`) and not a second row to read and, on
// PostgreSQL, to lock. A take's token change updates the games row, so a node taking a game waits
// for the commit of a unit that updated it, and a unit that comes after the take finds another
// token. Tokens grow by one a take of a game, so the token alone names the node that took it.
constexpr std::string_view lease_fence_schema = R"sql(
ALTER TABLE games ADD COLUMN lease_token INTEGER;
UPDATE games SET lease_token = (SELECT token FROM game_leases WHERE game_id = games.id);
CREATE TRIGGER game_leases_token_granted AFTER INSERT ON game_leases
BEGIN UPDATE games SET lease_token = NEW.token WHERE id = NEW.game_id; END;
CREATE TRIGGER game_leases_token_taken AFTER UPDATE OF token ON game_leases
BEGIN UPDATE games SET lease_token = NEW.token WHERE id = NEW.game_id; END;
)sql";

// Migration 16: strangers meet (issue 27). A game made in the lobby (`lobby`: its players' names are shown to
// strangers), rated or not, and whether each player wants it on the public list of live games
// (`listing0/1`: NULL no say, 0 no, 1 yes). Open challenges and quick-pairing requests, each kept until
// its poster cancels or leaves, or it becomes a game (`game_id`), so that a lobby node that dies loses
// none that was announced: the poster's seat secret is made when it is posted (its hash here). Each
// account's rating per category (Glicko-2: ratings/), each rated game's change (the history, and
// `games.rated_at_ms` says the game was rated, exactly once). Complaints against a game, for the
// operator. An account may hide its public profile. Each rated game's
// players with their ratings when it began (`game_players.rating_before`), shown during the game.
constexpr std::string_view lobby_schema = R"sql(
ALTER TABLE games ADD COLUMN lobby INTEGER NOT NULL DEFAULT 0 CHECK (lobby IN (0, 1));
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
ALTER TABLE games ADD COLUMN rated_at_ms INTEGER;
ALTER TABLE games ADD COLUMN listing0 INTEGER CHECK (listing0 IN (0, 1));
ALTER TABLE games ADD COLUMN listing1 INTEGER CHECK (listing1 IN (0, 1));
ALTER TABLE games ADD COLUMN spectators INTEGER NOT NULL DEFAULT 0 CHECK (spectators >= 0);
CREATE INDEX games_to_rate ON games (finished_at_ms) WHERE rated = 1 AND rated_at_ms IS NULL;

CREATE TABLE challenges (
    id                  TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
    kind                TEXT    NOT NULL CHECK (kind IN ('open', 'quick')),
    variant             TEXT    NOT NULL CHECK (length(variant) BETWEEN 1 AND 64),
    initial_ms          INTEGER CHECK (initial_ms > 0),
    increment_ms        INTEGER CHECK (increment_ms >= 0),
    rated               INTEGER NOT NULL CHECK (rated IN (0, 1)),
    color               TEXT    NOT NULL CHECK (color IN ('first', 'second', 'random')),
    browser_hash        BLOB    NOT NULL CHECK (length(browser_hash) > 0),  -- never the browser's token itself
    account_id          INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
    seat_hash           BLOB    NOT NULL CHECK (length(seat_hash) > 0),
    posted_at_ms        INTEGER NOT NULL,
    game_id             TEXT    REFERENCES games (id),
    paired_at_ms        INTEGER,
    CHECK ((game_id IS NULL) = (paired_at_ms IS NULL)),
    CHECK ((initial_ms IS NULL) = (increment_ms IS NULL)),
    CHECK (rated = 0 OR (account_id IS NOT NULL AND initial_ms IS NOT NULL))
) STRICT, WITHOUT ROWID;
CREATE INDEX challenges_by_time ON challenges (posted_at_ms);

CREATE TABLE ratings (
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    category            TEXT    NOT NULL CHECK (length(category) BETWEEN 1 AND 64),
    rating              REAL    NOT NULL,
    deviation           REAL    NOT NULL CHECK (deviation > 0),
    volatility          REAL    NOT NULL CHECK (volatility > 0),
    games               INTEGER NOT NULL CHECK (games >= 0),
    updated_at_ms       INTEGER NOT NULL,
    PRIMARY KEY (account_id, category)
) STRICT, WITHOUT ROWID;

CREATE TABLE rating_changes (
    game_id             TEXT    NOT NULL REFERENCES games (id),
    side                INTEGER NOT NULL CHECK (side IN (0, 1)),
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    category            TEXT    NOT NULL CHECK (length(category) BETWEEN 1 AND 64),
    rating_before       REAL    NOT NULL,
    rating_after        REAL    NOT NULL,
    deviation_after     REAL    NOT NULL,
    at_ms               INTEGER NOT NULL,
    PRIMARY KEY (game_id, side)
) STRICT, WITHOUT ROWID;
CREATE INDEX rating_changes_by_account ON rating_changes (account_id, at_ms);

CREATE TABLE reports (
    id                  INTEGER PRIMARY KEY,
    game_id             TEXT    NOT NULL REFERENCES games (id),
    against_side        INTEGER NOT NULL CHECK (against_side IN (0, 1)),
    reporter_side       INTEGER CHECK (reporter_side IN (0, 1)),  -- NULL: a spectator
    reporter_account    INTEGER REFERENCES accounts (id) ON DELETE SET NULL,
    reason              TEXT    NOT NULL CHECK (reason IN ('insult', 'cheating', 'stalling', 'name', 'other')),
    created_at_ms       INTEGER NOT NULL
) STRICT;
CREATE INDEX reports_by_time ON reports (created_at_ms);

ALTER TABLE game_players ADD COLUMN rating_before REAL;
ALTER TABLE game_players ADD COLUMN deviation_before REAL;
ALTER TABLE accounts ADD COLUMN profile_hidden INTEGER NOT NULL DEFAULT 0 CHECK (profile_hidden IN (0, 1));
)sql";

// Issue 37: a report names its reporter (the account, else the seat, else a hash of the browser's
// token), and each reporter reports a game's seat once, on every node and after restarts. Reports
// stored before have no key and stay as they are. The same text for both engines.
constexpr std::string_view report_once_schema = R"sql(
ALTER TABLE reports ADD COLUMN reporter_key TEXT;
CREATE UNIQUE INDEX reports_once ON reports (game_id, against_side, reporter_key);
)sql";

// Migration 18: name keys from UTS #39 skeletons (issue 37; protocol/user_names.hpp). The keys themselves
// need ICU, which db/ does not use: the server recomputes every account's key at start-up whenever
// `name_key_scheme` names another way of computing them (AccountStore::rekey_names), starting with the
// keys of migration 7, which this one marks as such. When two existing names now share a key, the older
// account keeps it; the newer keeps its name and signs in by it (its key is NULL), and the pair is listed in
// `name_key_collisions` for the operator (and logged at each start while it lasts).
constexpr std::string_view skeleton_keys_schema = R"sql(
CREATE TABLE name_key_scheme (
    only_row            INTEGER PRIMARY KEY CHECK (only_row = 1),
    scheme              TEXT    NOT NULL CHECK (length(scheme) BETWEEN 1 AND 128)
) STRICT;
INSERT INTO name_key_scheme (only_row, scheme) VALUES (1, 'migration 7: lower case, Latin accents folded');

CREATE TABLE name_key_collisions (
    account_id          INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,  -- the newer: no key
    kept_by             INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,     -- the older: the key
    name_key            TEXT    NOT NULL CHECK (length(name_key) BETWEEN 1 AND 128),
    found_at_ms         INTEGER NOT NULL
) STRICT;
)sql";

constexpr std::string_view skeleton_keys_postgresql = R"sql(
CREATE TABLE name_key_scheme (
    only_row            BIGINT  PRIMARY KEY CHECK (only_row = 1),
    scheme              TEXT    NOT NULL CHECK (length(scheme) BETWEEN 1 AND 128)
);
INSERT INTO name_key_scheme (only_row, scheme) VALUES (1, 'migration 7: lower case, Latin accents folded');

CREATE TABLE name_key_collisions (
    account_id          BIGINT  PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    kept_by             BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name_key            TEXT    NOT NULL CHECK (length(name_key) BETWEEN 1 AND 128),
    found_at_ms         BIGINT  NOT NULL
);
)sql";

// Migration 19: games at one's own pace (issue 38), whose clock gives each move a number of days
// (`days_per_move`; null for a game clock), in games and in the lobby's challenges. Such a game's
// deadline is when the side to move's time runs out: its clocks are both full at the start of every
// turn but the running side's after a takeback (server/games/game_clock.hpp), so the deadline is the
// turn's start plus the smaller of the two. The index serves the sweep that ends games whose deadline
// passed with nobody there (GameStore::games_past_deadline): its expression is the query's, word for
// word (db/game_statements.hpp, `deadline_expression`).
constexpr std::string_view correspondence_schema = R"sql(
ALTER TABLE games ADD COLUMN days_per_move INTEGER CHECK (days_per_move > 0);
ALTER TABLE challenges ADD COLUMN days_per_move INTEGER CHECK (days_per_move > 0);
CREATE INDEX games_deadlines ON games
    ((turn_started_at_ms + CASE WHEN remaining0_ms < remaining1_ms THEN remaining0_ms ELSE remaining1_ms END))
    WHERE result_state IS NULL AND days_per_move IS NOT NULL;
)sql";

constexpr std::string_view correspondence_postgresql = R"sql(
ALTER TABLE games ADD COLUMN days_per_move BIGINT CHECK (days_per_move > 0);
ALTER TABLE challenges ADD COLUMN days_per_move BIGINT CHECK (days_per_move > 0);
CREATE INDEX games_deadlines ON games
    ((turn_started_at_ms + CASE WHEN remaining0_ms < remaining1_ms THEN remaining0_ms ELSE remaining1_ms END))
    WHERE result_state IS NULL AND days_per_move IS NOT NULL;
)sql";

// Migration 29, PostgreSQL's only (issue 41): a move updates its games row in place. PostgreSQL
// writes an update as a new version of the row; it keeps it on the same page, with no new entry in
// any index (a HOT update: one WAL record, where the moves table's insert needs two), only when the
// update changes no column an index names, in its key, expression or predicate. The deadlines'
// index (migration 19) named the clocks, which every move changes: each move then wrote a new entry
// in every index of games (its key, its id, the games loaded at start). The deadline is now a
// column PostgreSQL computes, set only for a correspondence game in play, so that a move of a game
// on a game clock changes no indexed value (its deadline stays NULL), and the index is on that
// column. Room is left in each page (fillfactor 80) for the new versions of its rows. SQLite
// changes nothing: it updates rows in place and its indexes only where their columns change.
// (Adding the column rewrites the table once, under a lock: seconds for a million games.)
constexpr std::string_view deadline_column_postgresql = R"sql(
DROP INDEX games_deadlines;
ALTER TABLE games ADD COLUMN deadline_at_ms BIGINT GENERATED ALWAYS AS (
    CASE WHEN result_state IS NULL AND days_per_move IS NOT NULL
         THEN turn_started_at_ms + CASE WHEN remaining0_ms < remaining1_ms THEN remaining0_ms ELSE remaining1_ms END
    END) STORED;
CREATE INDEX games_deadlines ON games (deadline_at_ms) WHERE deadline_at_ms IS NOT NULL;
ALTER TABLE games SET (fillfactor = 80);
)sql";

// Migration 20: a correspondence game is not loaded at start (issue 38): it stays in the store until a
// player or spectator comes or its deadline passes. The partial index of the games loaded at start
// (migration 1's games_unfinished) now leaves them out, so that a restart with 100,000 of them stored
// walks only the games on a game clock. The same text for both engines.
constexpr std::string_view loaded_at_start_schema = R"sql(
DROP INDEX games_unfinished;
CREATE INDEX games_loaded_at_start ON games (seq) WHERE result_state IS NULL AND days_per_move IS NULL;
)sql";

// Migration 21: people one knows (issue 38, deliverable 4). `follows`: whom an account follows, which
// only the follower sees. `blocks`: whom an account blocks; the blocked one's challenges, quick
// messages and pairings never reach the blocker. Both go with either account (ON DELETE CASCADE),
// and nobody follows or blocks themself.
constexpr std::string_view people_schema = R"sql(
CREATE TABLE follows (
    follower_id         INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    followed_id         INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       INTEGER NOT NULL,
    PRIMARY KEY (follower_id, followed_id),
    CHECK (follower_id <> followed_id)
) STRICT, WITHOUT ROWID;
CREATE TABLE blocks (
    blocker_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    blocked_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       INTEGER NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX follows_by_followed ON follows (followed_id);
)sql";

constexpr std::string_view people_postgresql = R"sql(
CREATE TABLE follows (
    follower_id         BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    followed_id         BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       BIGINT  NOT NULL,
    PRIMARY KEY (follower_id, followed_id),
    CHECK (follower_id <> followed_id)
);
CREATE TABLE blocks (
    blocker_id          BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    blocked_id          BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at_ms       BIGINT  NOT NULL,
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX follows_by_followed ON follows (followed_id);
)sql";

// Both dialects: a column added with a default, filled by the set's load in the same transaction.
constexpr std::string_view goal_in_greek_schema = "ALTER TABLE exercises ADD COLUMN goal_el TEXT NOT NULL DEFAULT ''";

// The SQLite texts above stay as they shipped; each has its PostgreSQL twin in postgresql_schema.cpp.
const std::array all_migrations{
    Migration{1, "games, moves and the server heartbeat", initial_schema, nullptr, postgresql_schema::initial},
    Migration{2, "accounts, sessions, exercises and progress", accounts_schema, nullptr, postgresql_schema::accounts},
    Migration{3, "the exercise set of db/data/exercises.json", "", load_exercise_set_before_greek},
    Migration{4, "trusted devices, and when a game's players were last seen", security_schema, nullptr,
              postgresql_schema::security},
    Migration{5, "a game's event version and pending offers", restart_state_schema, nullptr,
              postgresql_schema::restart_state},
    // Issue 13: single captures first (two new exercises, the capture difficulties relabelled; ids kept).
    Migration{6, "exercise set 2: a single capture before a double", "", load_exercise_set_before_greek},
    Migration{7, "the skeleton key of each user name", name_key_schema, nullptr, postgresql_schema::name_key},
    Migration{8, "the side whose request ended a game", result_by_schema, nullptr, postgresql_schema::result_by},
    Migration{9, "game leases and node heartbeats", leases_schema, nullptr, postgresql_schema::leases},
    Migration{10, "open leases, handover requests and the nodes' addresses", handover_schema, nullptr, postgresql_schema::handover},
    Migration{11, "token buckets of the limits shared by every node", limit_buckets_schema, nullptr,
              postgresql_schema::limit_buckets},
    Migration{12, "the lease's token in the games row", lease_fence_schema, nullptr, postgresql_schema::lease_fence},
    // Issue 26: twelve "win this ending" finishes from the Petteia endgame tables (p6-finish-13 to -24).
    Migration{13, "exercise set 3: endings from the endgame tables", "", load_exercise_set_before_greek},
    // Issue 26: Petteia chess (mate, material, the Sacrifice) and Le Grec (win, hold) exercises, pc-* and gr-*.
    Migration{14, "exercise set 4: Petteia chess and Le Grec", "", load_exercise_set_before_greek},
    // Issue 26: exercises from the mistakes of finished games (`petteia exercises from-games`), positions only.
    Migration{15, "exercise set 5: mistakes in finished games", "", load_exercise_set_before_greek},
    Migration{16, "the lobby, ratings, reports and public profiles", lobby_schema, nullptr, postgresql_schema::lobby},
    Migration{17, "one report a reporter, game and seat", report_once_schema},
    // Issue 37: look-alike names (its PostgreSQL text is beside it, above).
    Migration{18, "name keys from UTS #39 skeletons: the scheme and the collisions found", skeleton_keys_schema,
              nullptr, skeleton_keys_postgresql},
    // Issue 38: correspondence (its PostgreSQL text is beside it, above).
    Migration{19, "days per move, and the index of the deadlines", correspondence_schema, nullptr, correspondence_postgresql},
    Migration{20, "the games loaded at start leave out those of days per move", loaded_at_start_schema},
    // Issue 38: follows and blocks (its PostgreSQL text is beside it, above).
    Migration{21, "whom each account follows and blocks", people_schema, nullptr, people_postgresql},
    // Issue 39: their texts in tournament_schema.cpp.
    Migration{22, "tournaments: their players, games and byes", tournament_schema::sqlite, nullptr,
              tournament_schema::postgresql},
    Migration{23, "the tournament of each game", tournament_schema::game_column},
    Migration{24, "the games of tournaments in play, by tournament", tournament_schema::in_play_index},
    Migration{25, "clubs and classes, their members and pupils; a tournament's club and organiser's start",
              club_schema::sqlite, nullptr, club_schema::postgresql},
    Migration{26, "a round-robin's or Swiss's rounds at set times", tournament_schema::round_times_sqlite, nullptr,
              tournament_schema::round_times_postgresql},
    Migration{27, "exercise ratings: each exercise's and each account's, and each account's rated first tries",
              exercise_rating_schema::sqlite, nullptr, exercise_rating_schema::postgresql},
    // Issue 40: each exercise's goal in Greek, written by the engine like the others (the set loaded
    // again whole; the set migrations above load it without this column, which they did not know).
    Migration{28, "exercise set 6: the goals in Greek", goal_in_greek_schema, load_exercise_set},
    Migration{29, "PostgreSQL: a move updates its game's row in place (the deadline a computed column)", "", nullptr,
              deadline_column_postgresql},
};

// PostgreSQL has no user_version: a table of one row holds the version.
constexpr std::string_view postgresql_version_table =
    "CREATE TABLE IF NOT EXISTS schema_version (only_row BIGINT PRIMARY KEY CHECK (only_row = 1), "
    "version BIGINT NOT NULL)";

void set_schema_version(Database& database, int version) {
    if (database.engine() == Engine::postgresql) {
        Statement update = database.prepare(
            "INSERT INTO schema_version (only_row, version) VALUES (1, ?1) "
            "ON CONFLICT (only_row) DO UPDATE SET version = excluded.version");
        update.bind(1, static_cast<std::int64_t>(version));
        update.step();
        return;
    }
    // PRAGMA takes no parameters; the value is our own integer.
    database.exec("PRAGMA user_version = " + std::to_string(version));
}

// Several servers may start together on one PostgreSQL database: the first migrates, the others
// wait here, inside their migration's transaction, and then find the work done. (SQLite's
// BEGIN IMMEDIATE already does this for processes sharing a file.) The lock ends with the transaction.
void lock_for_migration(Database& database) {
    if (database.engine() != Engine::postgresql) return;
    Statement lock = database.prepare("SELECT pg_advisory_xact_lock(?1::bigint)");
    lock.bind(1, std::int64_t{0x7065747465696131});  // "petteia1": any constant every server agrees on
    lock.step();
    database.exec(postgresql_version_table);
}

void check_numbering(std::span<const Migration> known) {
    for (std::size_t i = 0; i < known.size(); ++i) {
        if (known[i].version != static_cast<int>(i) + 1) {
            throw DatabaseError("migrations must be numbered 1, 2, 3, … in order; found version " +
                                std::to_string(known[i].version) + " at position " + std::to_string(i + 1));
        }
    }
}

void refuse_if_newer(int found, int latest) {
    if (found > latest) {
        throw DatabaseError("the database file has schema version " + std::to_string(found) +
                            ", newer than the latest this program knows (" + std::to_string(latest) +
                            "); refusing to use it: it was written by a newer server");
    }
}

}  // namespace

std::span<const Migration> migrations() { return all_migrations; }

int latest_schema_version() { return static_cast<int>(all_migrations.size()); }

int schema_version(Database& database) {
    if (database.engine() == Engine::postgresql) {
        Statement exists = database.prepare("SELECT to_regclass('schema_version') IS NOT NULL");
        if (!exists.step() || exists.int64(0) == 0) return 0;
        Statement query = database.prepare("SELECT version FROM schema_version WHERE only_row = 1");
        return query.step() ? static_cast<int>(query.int64(0)) : 0;
    }
    Statement query = database.prepare("PRAGMA user_version");
    query.step();
    return static_cast<int>(query.int64(0));
}

int migrate(Database& database) { return migrate(database, migrations()); }

Database open_migrated(const DatabaseLocation& location) {
    Database database(location);
    migrate(database);
    return database;
}

int migrate(Database& database, std::span<const Migration> known) {
    check_numbering(known);
    const int latest = static_cast<int>(known.size());
    const int found = schema_version(database);
    refuse_if_newer(found, latest);
    if (found == latest) return 0;
    int applied = 0;
    for (const Migration& migration : known) {
        Transaction transaction(database);
        lock_for_migration(database);
        // Read again under the write lock: another process may have migrated the file meanwhile.
        const int current = schema_version(database);
        refuse_if_newer(current, latest);
        if (current >= migration.version) continue;
        try {
            const bool postgresql = database.engine() == Engine::postgresql && !migration.postgresql_sql.empty();
            database.exec(postgresql ? migration.postgresql_sql : migration.sql);
            if (migration.load) migration.load(database);
        } catch (const DatabaseError& error) {
            throw DatabaseError("migration " + std::to_string(migration.version) + " (" +
                                std::string(migration.description) + ") failed: " + error.what());
        }
        set_schema_version(database, migration.version);
        transaction.commit();
        ++applied;
    }
    return applied;
}

}  // namespace petteia::db
