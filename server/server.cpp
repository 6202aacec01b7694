#include "server/server.hpp"

#include <pthread.h>
#include <sys/resource.h>

#include <atomic>
#include <filesystem>
#include <iostream>
#include <thread>
#include <vector>

#include <spdlog/spdlog.h>

#include "db/account_store.hpp"
#include "db/checkpointer.hpp"
#include "db/club_store.hpp"
#include "db/event_relay.hpp"
#include "db/exercise_store.hpp"
#include "db/game_store.hpp"
#include "db/group_commit.hpp"
#include "server/accounts/accounts.hpp"
#include "server/limits/attempt_limiter.hpp"
#include "db/rating_store.hpp"
#include "db/people_store.hpp"
#include "db/report_store.hpp"
#include "server/games/live_games.hpp"
#include "server/common/blocking_work.hpp"
#include "server/games/rater.hpp"
#include "server/games/report_filing.hpp"
#include "server/lobby/lobby.hpp"
#include "server/tournaments/directors.hpp"
#include "server/common/clock_source.hpp"
#include "server/limits/connections.hpp"
#include "server/games/engine_pool.hpp"
#include "server/games/exercise_ratings.hpp"
#include "server/games/exercises.hpp"
#include "server/events/event_sockets.hpp"
#include "server/games/game_registry.hpp"
#include "server/net/listener.hpp"
#include "server/common/secrets.hpp"
#include "server/limits/shared_limits.hpp"
#include "server/net/static_files.hpp"
#include "server/net/websocket_session.hpp"

namespace petteia::server {

namespace {

// Requests waiting for (or on) one pool of blocking-work threads before new ones are answered
// "server busy": for the password pool, at about 60 ms an Argon2 hash on two threads, some two
// seconds of work.
constexpr int max_blocking_waiting = 64;
// The key nginx routes the lobby's socket by (docker/nginx: /ws/lobby), so that one node serves it.
constexpr std::string_view lobby_key = "lobby";

// Raises the open-file limit to its hard maximum and returns how many connections fit under it,
// keeping some descriptors for the database, logs and accepting.
int connection_capacity(int configured) {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    const int fit = static_cast<int>(std::min<rlim_t>(limit.rlim_cur, 1'000'000)) - 64;
    return configured > 0 ? std::min(configured, fit) : fit;
}

// Writes "still alive" every second, so that after a crash nobody is charged for the downtime;
// sends away the games another node took, hands over those another node asked for, and now and then
// adopts the unfinished games of nodes that are gone (db/game_leases.hpp).
// Also sweeps the rooms, each once in --sweep-seconds: games that expired end, finished games nobody
// watches leave memory. And once an hour it runs the hourly chores.
class Heartbeat : public std::enable_shared_from_this<Heartbeat> {
public:
    Heartbeat(asio::io_context& io, db::GroupCommit& writes, GameRegistry& registry, Lobby& lobby, Directors& directors,
              Rater& rater, int sweep_seconds, std::function<void()> hourly)
        : timer_(asio::make_strand(io)), writes_(writes), registry_(registry), lobby_(lobby), directors_(directors), rater_(rater),
          sweep_slices_(static_cast<std::size_t>(sweep_seconds)), hourly_(std::move(hourly)) {}
    void run() {
        // On an I/O thread: an exception escaping here would end the process.
        try {
            const std::int64_t now = now_ms();
            // And the games other nodes took meanwhile (by their clocks: a few seconds of margin).
            writes_.submit(
                [now, since = last_sweep_ - 5'000, &registry = registry_, &lobby = lobby_](db::GameStore& store) {
                    store.heartbeat(now);
                    lobby.set_serving(store.routed_here(lobby_key, now));
                    if (auto lost = store.leases_lost_since(since); !lost.empty()) registry.leases_lost(lost);
                    const auto wanted = store.wanted_leases(now);
                    if (!wanted.hand_over.empty()) registry.hand_over(wanted.hand_over);
                    for (const auto& [game, asker] : wanted.refused)
                        spdlog::warn("game {}: node {} asked for it, but nginx does not send it there; kept", game, asker);
                },
                [self = shared_from_this(), now](bool stored) { self->beat_stored(stored, now); });
            last_sweep_ = now;
            // Orphans are looked for only by a node that has itself been heard from for a while: after
            // the database comes back from an outage, every node is silent for as long, and must not
            // take the others' games before they have had time to write their heartbeat again.
            if (beats_ % adoption_beats == 0 && heard_since_ >= 0 && now - heard_since_ > 2 * db::GameLeases::gone_after_ms)
                registry_.adopt_orphans();
            registry_.release_idle(static_cast<std::size_t>(++beats_) % sweep_slices_, sweep_slices_);
            if (beats_ % deadline_sweep_beats == 0) registry_.load_games_past_deadline();
            lobby_.tick();
            directors_.find_work();
            if (beats_ % rating_sweep_beats == 1) rater_.sweep();
            if (beats_ % 3600 == 0) hourly_();
        } catch (const std::exception& fault) {
            spdlog::error("heartbeat: {}", fault.what());
        }
        timer_.expires_after(std::chrono::seconds(1));
        timer_.async_wait([self = shared_from_this()](beast::error_code error) {
            if (!error) self->run();
        });
    }
    void stop() {
        asio::post(timer_.get_executor(), [self = shared_from_this()] { self->timer_.cancel(); });
    }

private:
    // Every five seconds: a gone node's games are adopted within about ten seconds of its last beat.
    static constexpr int adoption_beats = 5;
    // Every five: correspondence games whose deadline passed while out of memory are loaded, and end
    // on time (one indexed query: GameStore::games_past_deadline).
    static constexpr int deadline_sweep_beats = 5;
    // Every ten: rated games left unrated are rated (by whichever node sweeps first: exactly once).
    static constexpr int rating_sweep_beats = 10;

    // On the group commit's writer thread.
    void beat_stored(bool stored, std::int64_t at) {
        std::int64_t expected = -1;
        if (!stored) heard_since_.store(-1);
        else heard_since_.compare_exchange_strong(expected, at);
    }

    asio::steady_timer timer_;
    db::GroupCommit& writes_;
    GameRegistry& registry_;
    Lobby& lobby_;
    Directors& directors_;
    Rater& rater_;
    // Each room is swept for expiry and idleness once in --sweep-seconds (a minute), a slice of them
    // each beat: all at once made a burst of work and writes that every move then waited behind.
    std::size_t sweep_slices_;
    std::function<void()> hourly_;
    int beats_ = 0;
    std::int64_t last_sweep_ = now_ms();
    std::atomic<std::int64_t> heard_since_{-1};  // since when every heartbeat was stored; -1 after a failure
};

}  // namespace

int run_server(const Config& config) {
    if (!init_secrets()) {
        spdlog::critical("libsodium cannot start");
        return 1;
    }
    const db::DatabaseLocation database = config.database_location();
    if (database.engine == db::Engine::sqlite) {
        const auto folder = std::filesystem::path(database.target).parent_path();
        if (!folder.empty()) std::filesystem::create_directories(folder);
    }
    db::GameStore store(database);
    // Every game this server writes is leased to it in the database: alone on SQLite, or one node
    // of several over PostgreSQL (db/game_leases.hpp).
    store.serve_as_node(config.node);
    db::Checkpointer checkpointer(store);
    db::AccountStore account_store(database);
    db::RatingStore rating_store(database);
    db::ReportStore report_store(database);
    db::PeopleStore people(database);
    db::ExerciseStore exercise_store(database);
    db::TournamentStore tournament_store(database);
    db::ClubStore club_store(database);
    Exercises exercises(exercise_store.catalogue());
    db::ExerciseRatingStore exercise_rating_store(database);
    ExerciseRatings exercise_ratings(exercise_rating_store, exercises);
    // Password guesses, games made and unknown ids looked up: over PostgreSQL shared by every node.
    SharedLimits limits(database, config.games_per_minute);
    Accounts accounts(account_store, exercise_store, AccountLimits{config.session_lifetime_s * 1000LL}, limits);
    spdlog::info("{} exercises; {} expired sessions forgotten", exercises.size(),
                 account_store.delete_expired_sessions(now_ms()));
    if (const auto changed = exercise_store.differences_from_built_in_set())
        spdlog::warn("{} exercises of db/data/exercises.json differ from the database's: the set was edited after the "
                     "migration that loaded it; ship it with a new migration (db/README.md)",
                     changed);
    // Before io: sessions still queued in io's handlers when it is destroyed leave their slot here.
    Connections connections(config.connections_per_address);
    asio::io_context io(config.threads);
    // After io: its callbacks post to rooms' strands, so it must stop first.
    db::GroupCommit writes(store, [](const std::string& what) { spdlog::error("not stored: {}", what); },
                           config.commit_delay());
    // After io too: its searches' answers are posted to rooms' strands.
    EnginePool engines(config.computer_threads);
    GameRegistry registry(io.get_executor(), writes, engines, config, limits.games_made);
    // Rated games are rated as their ends are stored, and any left unrated (a crash between the two)
    // by the heartbeat's sweep; the room of a rated game here tells its players.
    Rater rater(rating_store, [&registry](const std::string& game, const std::vector<db::RatingChange>& changes) {
        if (auto room = registry.find_in_memory(game)) room->rated(changes);
    });
    registry.set_rating([&rater](const std::string& game) { rater.rate(game); });
    // A player's events reach their events sockets (/ws/events) on this node, and over PostgreSQL
    // those on every other node too (LISTEN/NOTIFY: db/event_relay.hpp).
    EventSockets events;
    registry.set_player_events([&events](std::int64_t account, const std::string& message) { events.tell(account, message); });
    std::unique_ptr<db::EventRelay> relay;
    if (database.engine == db::Engine::postgresql) {
        relay = std::make_unique<db::EventRelay>(
            database.target,
            [&events](std::int64_t account, const std::string& message) {
                events.deliver(account, std::make_shared<const std::string>(message));
            },
            [](const std::string& what) { spdlog::warn("events between nodes: {}", what); });
        events.set_relay([relay = relay.get()](std::int64_t account, const std::string& message) { relay->send(account, message); },
                         [relay = relay.get()] { return relay->listening(); });
    }
    LiveGames live_games(store, config);
    // After io: its work posts answers to connections' executors.
    BlockingWork blocking(config.blocking_threads, max_blocking_waiting);
    BlockingWork password_work(config.password_threads, max_blocking_waiting);
    // The SQLite file, wherever it is, is never served (a PostgreSQL database has no file here).
    const StaticFiles static_files(config.static_dir, database.engine == db::Engine::sqlite
                                                          ? std::filesystem::path(database.target)
                                                          : config.database_file());

    const std::int64_t last_alive = store.last_heartbeat().value_or(now_ms());
    const std::size_t restored = registry.restore_unfinished(last_alive);
    spdlog::info("node {}: {} unfinished games restored from {}", config.node, restored, database.describe());

    AttemptLimiter exercise_moves(30, 100);        // 30 at once, then 10 a second
    AttemptLimiter explanation_thinks(10, 2'000);  // 10 at once, then one every 2 seconds
    AttemptLimiter record_replays(20, 500);        // 20 at once, then 2 a second
    // A lobby socket's account, its name and ratings, looked up on a blocking thread.
    const auto look_up_account = [&](std::int64_t id, std::function<void(std::optional<LobbyAccount>)> done) {
        const bool posted = blocking.try_post([&, id, done] {
            std::optional<LobbyAccount> found;
            try {
                if (const auto account = account_store.find(id)) {
                    // Read whole or not at all: an account whose blocks could not be read would be paired
                    // with the players it blocks.
                    LobbyAccount read{account->id, account->username, {}, {}};
                    for (const auto& [category, rating] : rating_store.ratings_of(id))
                        read.ratings[category] = {rating.rating, rating.deviation};
                    for (const auto& blocked : people.blocked(id, db::PeopleStore::max_blocks)) read.blocks.push_back(blocked.id);
                    read.protected_pupil = club_store.circle(id).has_value();
                    found = std::move(read);
                }
            } catch (const std::exception& fault) {
                spdlog::error("lobby: account {} could not be read: {}", id, fault.what());
            }
            done(std::move(found));
        });
        if (!posted) done(std::nullopt);
    };
    // A follower's report against a seat, filed on a blocking thread (report_filing.hpp).
    registry.set_reporting([&](GameRegistry::Complaint complaint, std::function<void(GameRegistry::ReportVerdict)> done) {
        const bool posted = blocking.try_post([&report_store, &limits, complaint = std::move(complaint), done] {
            done(file_report(report_store, limits, complaint, now_ms()));
        });
        if (!posted) done({});
    });
    auto lobby = std::make_shared<Lobby>(io.get_executor(), writes, registry, config, look_up_account);
    auto directors = std::make_shared<Directors>(io.get_executor(), tournament_store, writes, registry, config);
    ServerContext context{config,         registry,       connections,        connection_capacity(config.max_connections),
                          accounts,       exercises,      password_work,      blocking,
                          static_files,   exercise_moves, explanation_thinks, limits.game_lookups,
                          record_replays, *lobby,         live_games,         rating_store,
                          events,         people,         limits,
                          tournament_store, *directors,   club_store,
                          exercise_ratings};
    std::shared_ptr<Listener> listener;
    try {
        listener = std::make_shared<Listener>(io, tcp::endpoint(asio::ip::make_address(config.bind), config.port), context);
    } catch (const std::exception& error) {
        spdlog::critical("cannot listen on {}:{}: {}", config.bind, config.port, error.what());
        return 1;
    }
    listener->run();
    if (!config.advertise.empty()) {
        // HOST alone: with the port this node listens on (a port picked at start included).
        const bool has_port = config.advertise.find(':') != std::string::npos && config.advertise.back() != ']';
        const std::string address =
            has_port ? config.advertise : config.advertise + ":" + std::to_string(listener->local_endpoint().port());
        store.advertise(address);
        spdlog::info("node {}: advertised as {}: it takes only the games nginx sends it", config.node, address);
    } else if (database.engine == db::Engine::postgresql) {
        spdlog::warn("node {}: no --advertise: this node cannot tell which games nginx sends it, so it never "
                     "hands a game over to another node on request (docs/deploy.md, \"Several nodes\")",
                     config.node);
    }
    directors->run();
    auto heartbeat = std::make_shared<Heartbeat>(io, writes, registry, *lobby, *directors, rater, config.sweep_seconds, [&] {
        blocking.try_post([&] {
            account_store.delete_expired_sessions(now_ms());
            account_store.delete_expired_devices(now_ms());
            limits.forget_full();
        });
        writes.submit([](db::GameStore& store) { store.purge_challenges(now_ms() - Lobby::paired_memory_ms); });
    });
    heartbeat->run();

    const auto endpoint = listener->local_endpoint();
    // One write: the tests (and scripts) read the port from this line while other threads log to
    // the same file, and a line written piece by piece could be read cut (port 5 of 51234).
    const std::string listening_line = "Petteia Online is listening on http://" + endpoint.address().to_string() + ":" +
                                       std::to_string(endpoint.port()) + "/\n";
    std::cout.write(listening_line.data(), static_cast<std::streamsize>(listening_line.size()));
    std::cout.flush();
    spdlog::info("listening on {}:{} with {} threads, at most {} connections", endpoint.address().to_string(),
                 endpoint.port(), config.threads, context.max_connections);

    // Shutdown: stop accepting, say "going away" to every WebSocket, give them a moment to close.
    asio::signal_set signals(io, SIGINT, SIGTERM);
    asio::steady_timer drain(io);
    std::function<void(int)> wait_for_drain = [&](int checks_left) {
        if (connections.open() == 0 || checks_left == 0) return io.stop();
        drain.expires_after(std::chrono::milliseconds(50));
        drain.async_wait([&, checks_left](beast::error_code) { wait_for_drain(checks_left - 1); });
    };
    signals.async_wait([&](beast::error_code error, int signal) {
        if (error) return;
        spdlog::info("signal {}: shutting down", signal);
        listener->stop();
        heartbeat->stop();
        directors->stop();
        // The games are let go of before their players are sent away: the node their next
        // connection reaches takes each at once (over a shared database; alone, this node takes them
        // back at its next start). Anything a room still stores meanwhile is fenced as usual.
        writes.submit([](db::GameStore& store) { store.release_all_leases(); },
                      [&](bool) {
                          asio::post(io, [&] {
                              connections.for_each_websocket([](WebsocketSession& session) { session.go_away(); });
                              wait_for_drain(60);
                          });
                      });
    });

    std::vector<std::thread> threads;
    for (int i = 1; i < config.threads; ++i)
        threads.emplace_back([&io] {
            pthread_setname_np(pthread_self(), "io");  // named for perf and top -H
            io.run();
        });
    io.run();
    for (auto& thread : threads) thread.join();
    events.set_relay({});  // the relay stops before the sockets it delivers to
    directors->finish();
    blocking.stop_and_join();
    password_work.stop_and_join();
    limits.finish();

    writes.flush();
    store.heartbeat(now_ms());
    const auto totals = writes.totals();
    spdlog::info("stopped; every game is saved ({} writes in {} commits, {} of them delayed for more, the longest {} µs; "
                 "{} failed)",
                 totals.writes, totals.commits, totals.delayed, totals.longest_commit_us, totals.failures);
    return 0;
}

}  // namespace petteia::server
