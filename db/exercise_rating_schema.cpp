#include "db/exercise_rating_schema.hpp"

namespace petteia::db::exercise_rating_schema {

// An exercise or an account without a row has the starting rating the server gives it (an
// exercise's from its difficulty): a new exercise set needs no migration of ratings. A try's row
// is the guard that makes a second try at one exercise count nothing: its primary key.
const std::string_view sqlite = R"sql(
CREATE TABLE exercise_ratings (
    exercise_id         TEXT    PRIMARY KEY REFERENCES exercises (id),
    rating              REAL    NOT NULL,
    deviation           REAL    NOT NULL CHECK (deviation > 0),
    volatility          REAL    NOT NULL CHECK (volatility > 0),
    tries               INTEGER NOT NULL CHECK (tries >= 0)
) STRICT, WITHOUT ROWID;

CREATE TABLE exercise_player_ratings (
    account_id          INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    rating              REAL    NOT NULL,
    deviation           REAL    NOT NULL CHECK (deviation > 0),
    volatility          REAL    NOT NULL CHECK (volatility > 0),
    tries               INTEGER NOT NULL CHECK (tries >= 0)
) STRICT;

CREATE TABLE exercise_tries (
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    exercise_id         TEXT    NOT NULL REFERENCES exercises (id),
    solved              INTEGER NOT NULL CHECK (solved IN (0, 1)),
    rating_before       REAL    NOT NULL,
    rating_after        REAL    NOT NULL,
    at_ms               INTEGER NOT NULL,
    PRIMARY KEY (account_id, exercise_id)
) STRICT, WITHOUT ROWID;
)sql";

const std::string_view postgresql = R"sql(
CREATE TABLE exercise_ratings (
    exercise_id         TEXT    PRIMARY KEY REFERENCES exercises (id),
    rating              DOUBLE PRECISION NOT NULL,
    deviation           DOUBLE PRECISION NOT NULL CHECK (deviation > 0),
    volatility          DOUBLE PRECISION NOT NULL CHECK (volatility > 0),
    tries               BIGINT  NOT NULL CHECK (tries >= 0)
);

CREATE TABLE exercise_player_ratings (
    account_id          BIGINT  PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    rating              DOUBLE PRECISION NOT NULL,
    deviation           DOUBLE PRECISION NOT NULL CHECK (deviation > 0),
    volatility          DOUBLE PRECISION NOT NULL CHECK (volatility > 0),
    tries               BIGINT  NOT NULL CHECK (tries >= 0)
);

CREATE TABLE exercise_tries (
    account_id          BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    exercise_id         TEXT    NOT NULL REFERENCES exercises (id),
    solved              BIGINT  NOT NULL CHECK (solved IN (0, 1)),
    rating_before       DOUBLE PRECISION NOT NULL,
    rating_after        DOUBLE PRECISION NOT NULL,
    at_ms               BIGINT  NOT NULL,
    PRIMARY KEY (account_id, exercise_id)
);
)sql";

}  // namespace petteia::db::exercise_rating_schema
