#pragma once
// The tournaments this node directs (issue 39). nginx sends a tournament's sockets
// (/ws/tournament?id=<id>) to the node its ring gives "tournament:<id>", and that node directs it
// (Director): each second the heartbeat asks which tournaments are due or running
// (TournamentStore::due, running) and whether the ring gives them here (GameStore::routed_here);
// a node that no longer has one (another node joined the ring, or this one was out) stops it and
// sends its sockets on, and the node it now belongs to reads it back from the store. A tournament
// still to come gets a director when its first socket arrives, to show its players and countdown.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "db/group_commit.hpp"
#include "db/tournament_store.hpp"
#include "server/common/asio.hpp"
#include "server/common/config.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/subscriber.hpp"
#include "server/tournaments/director.hpp"

namespace petteia::server {

// The key nginx routes a tournament's sockets by (docker/nginx: /ws/tournament?id=<id>).
std::string tournament_route_key(std::string_view id);

class Directors : public std::enable_shared_from_this<Directors> {
public:
    // Tournaments one node directs at most: past it, the latest due wait for the next second.
    static constexpr int most_directed = 1'000;

    Directors(asio::any_io_executor executor, db::TournamentStore& store, db::GroupCommit& writes, GameRegistry& registry,
              const Config& config);
    ~Directors();

    // Starts polling the directors (every Director::poll_ms).
    void run();
    void stop();
    // Once the I/O threads have stopped: waits for the store's work under way.
    void finish() { store_thread_.join(); }
    // The heartbeat, each second: the tournaments due or running that the ring gives this node get
    // a director; those it no longer gives here are stopped.
    void find_work();
    // A socket of a tournament's page: to its director, made if the ring gives the tournament here;
    // otherwise sent on (1013), and nginx takes it to the node that directs it.
    void follow(const std::string& id, std::shared_ptr<Subscriber> socket);
    void unfollow(const std::string& id, const Subscriber* socket);

    std::size_t directing() const;
    // Whether the last search for work could not read the store (each second): /healthz says so.
    bool store_failing() const { return store_failing_.load(std::memory_order_relaxed); }
    // The director of `id` here, if any (tests and the bench read its figures).
    std::shared_ptr<Director> director(const std::string& id) const;

private:
    std::shared_ptr<Director> start_directing(const std::string& id);  // mutex_ held
    // find_work's, on the store's thread: may throw (the store).
    void direct_those_routed_here(std::int64_t now);
    void poll();

    asio::any_io_executor executor_;
    db::TournamentStore& store_;
    db::GroupCommit& writes_;
    GameRegistry& registry_;
    const Config& config_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<Director>> directors_;
    asio::steady_timer timer_;
    bool stopped_ = false;
    std::atomic<bool> store_failing_{false};
    std::int64_t scheduled_at_ = 0;  // when the site's arenas were last made ahead (on the store's thread)
    // The store's reads and writes, in turn on one thread (the store has one connection): no I/O
    // thread waits on them. Last: stopped and joined first.
    asio::thread_pool store_thread_{1};
};

}  // namespace petteia::server
