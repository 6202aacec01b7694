#pragma once
// The lobby (issue 27): open challenges anyone may accept, and quick pairing. One lobby per site:
// nginx sends every lobby socket to the node its ring gives the key "lobby" (docker/nginx), and
// that node alone serves it (a socket reaching another node is sent on with 1013). Everything
// happens on the lobby's strand. Challenges and seeks are stored before they are announced, and a
// pairing's game is stored in the same transaction that closes its challenges (GameStore::
// pair_challenges) before either player is told: a lobby node that dies loses nothing it announced,
// and the node that serves the lobby next loads the open challenges back, each shown again when its
// browser comes back (within away_grace_ms, else withdrawn).
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "db/group_commit.hpp"
#include "protocol/lobby_messages.hpp"
#include "server/common/asio.hpp"
#include "server/common/config.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/subscriber.hpp"
#include "server/limits/attempt_limiter.hpp"

namespace petteia::server {

// What the lobby shows of a signed-in browser's account: its name and ratings by category.
struct LobbyAccount {
    std::int64_t id = 0;
    std::string name;
    struct Rated {
        double rating = 1500;
        double deviation = 350;
    };
    std::unordered_map<std::string, Rated> ratings;
    // The accounts it blocks (issue 38): never paired with it, and neither accepts the other's challenge.
    std::vector<std::int64_t> blocks;
    // A pupil account in protected mode (issue 39): it meets no stranger here, rated or not.
    bool protected_pupil = false;
};

class Lobby : public std::enable_shared_from_this<Lobby> {
public:
    // How long a browser that left may come back to its challenges and seek.
    static constexpr std::int64_t away_grace_ms = 20'000;
    // How long its challenges stay listed after it left: a page reloading or a network blip hides
    // nothing, and a page reconnecting in a loop cannot make everyone hear its challenges again and again.
    static constexpr std::int64_t hide_after_ms = 5'000;
    // How long a pairing is told again to a browser that was away when it was made.
    static constexpr std::int64_t paired_memory_ms = 10 * 60'000;
    static constexpr std::size_t max_challenges_per_browser = 3;
    static constexpr std::size_t max_challenges_per_address = 6;
    // A newcomer's first message lists its own challenges and the newest others, this many in all,
    // and says how many are listed in all: its size stays bounded (~25 KiB) however many addresses
    // post (the site-wide cap is --lobby-challenges).
    static constexpr std::size_t first_listed = 100;
    // Accounts remembered per browser, for rating farming (Lobby::casual_reason).
    static constexpr std::size_t max_accounts_seen = 8;
    // Pools listed at most: the message stays small however many clocks are sought.
    static constexpr std::size_t most_pools = 20;

    // Looks an account up off the I/O threads (its name and ratings): `done` gets it, or nothing.
    using AccountLookup = std::function<void(std::int64_t account, std::function<void(std::optional<LobbyAccount>)> done)>;

    Lobby(asio::any_io_executor executor, db::GroupCommit& writes, GameRegistry& registry, const Config& config,
          AccountLookup look_up);

    // Any thread.
    void handle(std::shared_ptr<Subscriber> socket, protocol::LobbyRequest request);
    void leave(std::shared_ptr<Subscriber> socket);
    // Once a second (the heartbeat): seeks paired as their ranges widen, browsers away too long
    // withdrawn, the number of players told, old pairings forgotten.
    void tick();
    // Whether nginx sends the lobby to this node now (the heartbeat asks the store each second; true
    // alone): a lobby socket reaching a node that does not serve it is sent on (1013). When it stops
    // serving, every socket is sent on and the state forgotten (the store keeps it for the next node).
    bool serving() const { return serving_.load(); }
    void set_serving(bool serving);

private:
    struct Browser {
        std::string hash;
        std::optional<LobbyAccount> account;
        std::vector<std::weak_ptr<Subscriber>> sockets;
        std::optional<std::int64_t> away_since_ms;  // its last socket left
        std::string address;                        // its latest socket's
        // The accounts its sockets were signed in to while this node served the lobby (latest last).
        std::vector<std::int64_t> accounts_seen;

        std::optional<LobbyAccount::Rated> rating_in(const std::optional<std::string>& category) const {
            if (!account || !category) return std::nullopt;
            const auto found = account->ratings.find(*category);
            if (found == account->ratings.end()) return std::nullopt;
            return found->second;
        }
    };

    struct Challenge {
        db::StoredChallenge stored;
        std::optional<std::string> poster_name;             // the account's, when signed in
        std::optional<LobbyAccount::Rated> poster_rating;  // in its category
        std::string address;   // the address that posted it, whose open challenges it counts among
        bool storing = false;  // posted, not stored yet: counted, neither shown nor paired
        bool shown = false;    // announced to the lobby (open challenges whose browser is here)
        bool pairing = false;  // its game is being stored

        bool open() const { return stored.kind == "open"; }
    };

    void join(const std::shared_ptr<Subscriber>& socket, const protocol::LobbyJoin& join, const std::optional<nlohmann::json>& ref);
    // The accounts the browser's account blocks (none when it is not signed in, or not here).
    const std::vector<std::int64_t>& blocks_of(const std::string& browser_hash) const;
    void joined(const std::shared_ptr<Subscriber>& socket, const std::string& browser_hash, std::optional<LobbyAccount> account);
    void post(Browser& browser, const std::shared_ptr<Subscriber>& socket, const protocol::PostChallenge& post,
              const std::optional<nlohmann::json>& ref);
    void seek(Browser& browser, const std::shared_ptr<Subscriber>& socket, const protocol::Seek& seek,
              const std::optional<nlohmann::json>& ref);
    void accept(Browser& browser, const std::shared_ptr<Subscriber>& socket, const std::string& id,
                const std::optional<nlohmann::json>& ref);
    void cancel(Browser& browser, const std::shared_ptr<Subscriber>& socket, const std::optional<std::string>& id, bool seek,
                const std::optional<nlohmann::json>& ref);
    // Makes the game of `first` (posted earlier) and `second`, the latter's secret `second_secret`
    // when it has none stored (an accepted challenge's acceptor).
    void pair(Challenge first, Challenge second, std::optional<std::string> second_secret,
              std::shared_ptr<Subscriber> asker, std::optional<nlohmann::json> ref);
    void pair_seeks();
    // The pools of quick pairing and how many seek each now (lobby_pools.cpp): the seeks of browsers
    // here (or away for less than hide_after_ms), the largest pools first, most_pools at most.
    std::vector<protocol::PoolView> pools() const;
    // Tells everyone when the pools changed (from the heartbeat: at most once a second).
    void tell_pools();
    // Why a rated game between the posters of `a` and `b` is played casual instead (rating farming),
    // from what the lobby knows at pairing: one network (the address that posted either, or any of
    // their browsers' lobby sockets' now), or an account of one seen in the other's browser.
    std::optional<protocol::CasualReason> casual_reason(const Challenge& a, const Challenge& b) const;
    void load_stored();
    bool limited(const std::shared_ptr<Subscriber>& socket, const std::optional<nlohmann::json>& ref);
    // A challenge or seek of `browser` (kind "open" or "quick"), its poster's seat `secret` hashed.
    Challenge new_challenge(const Browser& browser, const std::string& address, std::string_view kind,
                            const std::string& variant, const std::optional<db::TimeControl>& time, bool rated,
                            std::string_view color, const std::string& secret) const;
    // Stored, then shown to everyone (or the reverse for withdrawing: hidden at once, forgotten after).
    void add(Challenge challenge, std::optional<std::string> secret, std::shared_ptr<Subscriber> poster,
             std::optional<nlohmann::json> ref);
    void withdraw(const std::vector<std::string>& ids);
    void show(const Challenge& challenge);
    void hide(const Challenge& challenge);
    protocol::ChallengeView view_of(const Challenge& challenge) const;
    void send(const Browser& browser, const std::string& message);
    void send_all(const std::string& message, const std::string* except_browser = nullptr);
    void error(const std::shared_ptr<Subscriber>& socket, protocol::ErrorCode code, std::string message,
               const std::optional<nlohmann::json>& ref, std::optional<std::string> detail = std::nullopt);
    Browser* browser_of(const std::shared_ptr<Subscriber>& socket);

    asio::strand<asio::any_io_executor> strand_;
    db::GroupCommit& writes_;
    GameRegistry& registry_;
    const Config& config_;
    AccountLookup look_up_;
    bool loaded_ = false;  // the stored challenges read back (once, when the lobby's first socket came)
    std::vector<std::pair<std::shared_ptr<Subscriber>, protocol::LobbyRequest>> waiting_for_load_;
    std::unordered_map<std::string, std::unique_ptr<Browser>> browsers_;  // by browser hash
    std::unordered_map<const Subscriber*, std::string> socket_browser_;   // each socket's browser hash
    // Sockets whose lobby_join waits for their account to be read: a socket that leaves meanwhile
    // is forgotten here, and its join then comes to nothing.
    std::unordered_map<const Subscriber*, std::weak_ptr<Subscriber>> joining_;
    std::map<std::string, Challenge> challenges_;                          // open ones, by id
    // Pairings a browser may not have heard of: browser hash → the "paired" message, and when.
    std::unordered_map<std::string, std::vector<std::pair<std::int64_t, std::string>>> paired_;
    AttemptLimiter posts_{10, 6'000};  // posts, seeks and cancels: 10 at once, then one every 6 s an address
    std::atomic<bool> serving_{true};
    std::size_t players_told_ = 0;
    std::vector<protocol::PoolView> pools_told_;
    std::int64_t players_told_at_ms_ = 0;
};

}  // namespace petteia::server
