#pragma once
// What every connection needs from the server, passed by reference.
#include "db/club_store.hpp"
#include "db/people_store.hpp"
#include "db/rating_store.hpp"
#include "db/tournament_store.hpp"
#include "server/common/config.hpp"
#include "server/limits/connections.hpp"
#include "server/games/game_registry.hpp"
#include "server/net/beast.hpp"

namespace petteia::server {

class Accounts;
class SharedLimits;
class EventSockets;
class Lobby;
class LiveGames;
class AttemptLimiter;
class BlockingWork;
class Limit;
class Exercises;
class ExerciseRatings;
class StaticFiles;
class Directors;

struct ServerContext {
    const Config& config;
    GameRegistry& registry;
    Connections& connections;
    int max_connections;
    Accounts& accounts;
    Exercises& exercises;
    // Work that blocks, in two pools so that a burst of one cannot refuse the other: password
    // checks (Argon2: sign-up, sign-in, the password asked again), and the rest of the account and
    // exercise API (SQLite, a short think).
    BlockingWork& password_work;
    BlockingWork& blocking;
    const StaticFiles& static_files;
    // Exercise moves per client address, and among them the thinks that explain a new wrong move
    // (up to 100 ms each), so that a flood cannot queue up everyone else's requests.
    AttemptLimiter& exercise_moves;
    AttemptLimiter& explanation_thinks;
    // Lookups of games found nowhere (GET /api/games/<id>, a join), per client address: each costs
    // a read of the store, so a guesser of ids cannot keep the loader busy for everyone. Shared by
    // every node over PostgreSQL (nginx routes a lookup by its game id: the guesser picks the node).
    Limit& game_lookups;
    // Recorded games checked for the viewer, per client address (each up to a few milliseconds of rules).
    AttemptLimiter& record_replays;
    // Open challenges and quick pairing (/ws/lobby), served by the node nginx sends the lobby to.
    Lobby& lobby;
    // The live games to watch (GET /api/live), and players' ratings and public profiles.
    LiveGames& live_games;
    db::RatingStore& ratings;
    // The signed-in players' events sockets on this node (/ws/events, issue 38).
    EventSockets& events;
    // Whom each account follows and blocks (issue 38), and the limits shared by every node.
    db::PeopleStore& people;
    SharedLimits& limits;
    // Tournaments (issue 39): their rows, and the directors of those the ring gives this node.
    db::TournamentStore& tournaments;
    Directors& directors;
    // Clubs and classes (issue 39): their members, and the pupil accounts teachers made.
    db::ClubStore& clubs;
    // Exercise ratings (issue 40): each exercise's and each signed-in player's.
    ExerciseRatings& exercise_ratings;
};

}  // namespace petteia::server
