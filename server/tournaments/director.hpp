#pragma once
// One tournament's director (issue 39): it starts the tournament at its hour, pairs its rounds (a
// round-robin's or a Swiss's next round once the last is over) or its waiting players (an arena's,
// as soon as they finish a game), finishes it, and tells its followers the standings.
//
// One node directs a tournament: the one nginx's ring gives "tournament:<id>" (Directors), where
// the tournament's sockets arrive too. Everything it knows it read from the store, and every
// pairing is stored with its games (GameStore::pair_in_tournament, fenced by the round or by each
// player's games in play) before anyone is told: a director killed at any point leaves the rows
// whole, and the one that takes over reads them back. Everything happens on its strand; the store
// is read on the directors' store thread.
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "db/group_commit.hpp"
#include "db/stored_tournament.hpp"
#include "db/tournament_store.hpp"
#include "protocol/tournament_messages.hpp"
#include "server/common/asio.hpp"
#include "server/common/config.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/subscriber.hpp"
#include "server/tournaments/standings.hpp"

namespace petteia::server {

class Director : public std::enable_shared_from_this<Director> {
public:
    // How often the games in play are read (an arena's players wait this long at most for the
    // director to see their game ended), and the players (joins and pauses made on other nodes).
    static constexpr std::int64_t poll_ms = 200;
    static constexpr std::int64_t players_every_ms = 1'000;
    // Followers are told the standings at most this often.
    static constexpr std::int64_t told_every_ms = 1'000;
    // Sockets following one tournament on its node.
    static constexpr std::size_t max_followers = 20'000;

    struct Parts {
        db::TournamentStore& store;
        asio::any_io_executor store_thread;  // where the store is read and written
        db::GroupCommit& writes;
        GameRegistry& registry;
        const Config& config;
    };

    Director(asio::any_io_executor executor, Parts parts, std::string id);

    const std::string& id() const { return id_; }
    // From Directors, every poll_ms: reads what changed, then starts, pairs or finishes as it is due,
    // and tells the followers.
    void tick();
    // A socket of the tournament's page (or of one of its games' pages): told the standings; its
    // account, if it plays, is present (an arena pairs only players present).
    void follow(std::shared_ptr<Subscriber> socket);
    void unfollow(const Subscriber* socket);
    // Another node directs it now: its sockets are sent on (1013), and it stops.
    void stop();
    // Over (finished, cancelled, or gone from the store) and nobody follows: Directors forgets it.
    bool forgettable() const { return forgettable_.load(); }

    // For tests and the bench: what it has paired and how long it took.
    struct Figures {
        std::uint64_t pairings = 0;       // pairings stored
        std::uint64_t games = 0;          // games made
        std::uint64_t refused = 0;        // pairings a second director's rows refused
        std::uint64_t messages_sent = 0;  // standings told to followers, messages
        std::uint64_t bytes_sent = 0;
    };
    Figures figures() const;

private:
    // What one poll read from the store.
    struct Reading {
        bool failed = false;
        bool whole = false;  // everything read again (the first poll, or after a refusal)
        std::optional<db::StoredTournament> tournament;
        std::optional<std::string> organiser;
        std::optional<std::vector<db::TournamentPlayer>> players;
        std::vector<db::TournamentGame> games;  // whole: all; else those that ended since the last poll
        std::vector<db::TournamentBye> byes;
        std::vector<std::string> in_play;
    };
    void read(std::int64_t now);
    void apply(Reading reading);
    void decide(std::int64_t now);
    // A change of the tournament's state in the store ("start", "finish"), then a whole reading.
    void change_state(bool start, std::int64_t now);
    void pair_arena(std::int64_t now);
    void pair_round(std::int64_t now);
    struct Pair {
        std::int64_t first = 0;
        std::int64_t second = 0;
    };
    void store_pairing(int round, const std::vector<Pair>& pairs, std::optional<std::int64_t> bye, std::int64_t now);
    // Rounds at set times: when the round after `round` (paired now) may start; none: at once.
    std::optional<std::int64_t> next_round_at(int round, std::int64_t now) const;
    void tell(std::int64_t now, bool at_once);
    void tell_paired(const db::TournamentGame& game);
    void send(const std::shared_ptr<Subscriber>& socket, std::shared_ptr<const std::string> message);
    std::vector<StandingRow> table() const;
    protocol::TournamentView view() const;
    const db::TournamentPlayer* player(std::int64_t account) const;
    bool over() const;
    int rounds_in_all() const;

    asio::strand<asio::any_io_executor> strand_;
    Parts parts_;
    std::string id_;
    bool loaded_ = false;
    bool busy_ = false;  // a reading, a pairing or a change of state is under way
    // A tick came while busy: read again as soon as the work under way is done, not a tick later (a
    // game ended during a pairing's commit would otherwise wait up to two ticks and the commit).
    bool tick_missed_ = false;
    bool stopped_ = false;
    std::atomic<bool> forgettable_{false};
    std::int64_t players_read_at_ = 0;
    std::int64_t quiet_until_ = 0;  // after a storage failure: no pairing before then
    std::int64_t told_at_ = 0;
    bool changed_ = true;  // something the followers have not been told

    db::StoredTournament tournament_;
    std::optional<std::string> organiser_;
    std::vector<db::TournamentPlayer> players_;
    std::vector<db::TournamentGame> games_;  // in the order they were paired
    std::unordered_map<std::string, std::size_t> game_index_;
    std::vector<db::TournamentBye> byes_;
    std::set<std::string> in_play_;

    struct Follower {
        std::weak_ptr<Subscriber> socket;
        std::optional<std::int64_t> account;  // when signed in
    };
    std::unordered_map<const Subscriber*, Follower> followers_;
    std::unordered_map<std::int64_t, int> present_;  // account → its sockets following here
    std::shared_ptr<const std::string> last_told_;   // the latest standings message, for newcomers
    std::unordered_map<std::int64_t, std::string> rows_told_;  // account → its row as last told

    mutable std::mutex figures_mutex_;
    Figures figures_;
};

}  // namespace petteia::server
