#include "db/club_schema.hpp"

namespace petteia::db::club_schema {

// `clubs`: a club or a class (a club whose organiser is a teacher and whose members are the pupil
// accounts the teacher made). `join_key` is the secret half of the link that lets an account join a
// club (a class is joined by no link: its pupils are made in it); the organiser may change it when
// the link went too far, so it is not the id, which members keep seeing in the page's address.
//
// `club_members`: who is in it. The organiser is a member too, so that "whose club is this" and
// "who sees its page" are one question.
//
// `pupils`: an account a teacher made in a class. `protected` (the default) keeps it out of the
// lobby, its quick messages and rated games within its class, and its profile hidden; only its
// teacher changes it. A class goes only with its teacher's account: its pupils' accounts stay (their
// games are theirs), still protected, with nobody left to talk to until an operator frees them.
//
// `tournaments.club_id`: an event of a club, which only its members join (an event whose club went is
// then one reachable by its link). `tournaments.by_organiser`:
// a round-robin or Swiss that starts when its organiser says (its `starts_at_ms` is only the latest).
const std::string_view sqlite = R"sql(
CREATE TABLE clubs (
    id                  TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 8 AND 32),
    kind                TEXT    NOT NULL CHECK (kind IN ('club', 'class')),
    name                TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    organiser_id        INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    join_key            TEXT    NOT NULL CHECK (length(join_key) BETWEEN 8 AND 64),
    created_at_ms       INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX clubs_by_organiser ON clubs (organiser_id, created_at_ms);

CREATE TABLE club_members (
    club_id             TEXT    NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    joined_at_ms        INTEGER NOT NULL,
    PRIMARY KEY (club_id, account_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX club_members_by_account ON club_members (account_id);

CREATE TABLE pupils (
    account_id          INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    class_id            TEXT    REFERENCES clubs (id) ON DELETE SET NULL,
    protected           INTEGER NOT NULL DEFAULT 1 CHECK (protected IN (0, 1)),
    created_at_ms       INTEGER NOT NULL
) STRICT;
CREATE INDEX pupils_by_class ON pupils (class_id);

ALTER TABLE tournaments ADD COLUMN club_id TEXT REFERENCES clubs (id) ON DELETE SET NULL;
ALTER TABLE tournaments ADD COLUMN by_organiser INTEGER NOT NULL DEFAULT 0 CHECK (by_organiser IN (0, 1));
CREATE INDEX tournaments_of_clubs ON tournaments (club_id, starts_at_ms) WHERE club_id IS NOT NULL;
)sql";

const std::string_view postgresql = R"sql(
CREATE TABLE clubs (
    id                  TEXT    PRIMARY KEY CHECK (length(id) BETWEEN 8 AND 32),
    kind                TEXT    NOT NULL CHECK (kind IN ('club', 'class')),
    name                TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    organiser_id        BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    join_key            TEXT    NOT NULL CHECK (length(join_key) BETWEEN 8 AND 64),
    created_at_ms       BIGINT  NOT NULL
);
CREATE INDEX clubs_by_organiser ON clubs (organiser_id, created_at_ms);

CREATE TABLE club_members (
    club_id             TEXT    NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    account_id          BIGINT  NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    joined_at_ms        BIGINT  NOT NULL,
    PRIMARY KEY (club_id, account_id)
);
CREATE INDEX club_members_by_account ON club_members (account_id);

CREATE TABLE pupils (
    account_id          BIGINT  PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
    class_id            TEXT    REFERENCES clubs (id) ON DELETE SET NULL,
    protected           BIGINT  NOT NULL DEFAULT 1 CHECK (protected IN (0, 1)),
    created_at_ms       BIGINT  NOT NULL
);
CREATE INDEX pupils_by_class ON pupils (class_id);

ALTER TABLE tournaments ADD COLUMN club_id TEXT REFERENCES clubs (id) ON DELETE SET NULL;
ALTER TABLE tournaments ADD COLUMN by_organiser BIGINT NOT NULL DEFAULT 0 CHECK (by_organiser IN (0, 1));
CREATE INDEX tournaments_of_clubs ON tournaments (club_id, starts_at_ms) WHERE club_id IS NOT NULL;
)sql";

}  // namespace petteia::db::club_schema
