#pragma once
// One game of the load: two WebSockets playing each other. The creator's socket creates the game
// over HTTP and joins with its secret, the friend's joins without one and gets its own. When the
// pacer says so, the side to move plays a random legal move; the opponent's "move" event times it.
// A finished game is followed by a rematch (or a fresh game), so that the number of live games
// stays the same. Each socket opens the game's own URL (/ws?game=ID), so a game with a new id gets
// new sockets, which nginx may route to another node. A socket that fails takes its game down, and
// the game starts again a second later.
#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "bench/load/game_creator.hpp"
#include "bench/load/net.hpp"
#include "bench/load/options.hpp"
#include "bench/load/pacer.hpp"
#include "bench/load/player.hpp"
#include "bench/load/stats.hpp"

namespace petteia::load {

// What every game of a process shares.
struct LoadContext {
    asio::io_context& io;
    ServerAddress server;
    const Options& options;
    Stats& stats;
    GameCreator& creator;
    std::shared_ptr<Pacer> pacer;
    std::atomic<int> games_ready{0};    // games that became ready to move at least once
    std::atomic<int> outstanding{0};    // moves sent and not yet seen by the opponent
    std::atomic<bool> stopping{false};
};

// What one player last heard about its game.
struct GameView {
    std::string game;  // the game this player joined (or is joining)
    bool joined = false;
    std::string role;
    std::int64_t version = 0;
    std::string to_move;
    std::vector<std::string> legal;
    bool ongoing = true;
    bool both_present = false;
    std::string rematch_offer;  // the side offering a rematch, if any
    std::string rematch;        // the agreed rematch's id, if any
};

class Game : public Mover, public PlayerEvents, public std::enable_shared_from_this<Game> {
public:
    Game(LoadContext& context, int index);

    void start();                                // from any thread
    void play() override;                        // from any thread
    std::int64_t last_move_ns() const override { return last_move_ns_.load(std::memory_order_relaxed); }
    void check(Clock::time_point now);           // watchdog, from any thread
    void stop(std::function<void()> closed);     // from any thread; `closed` once both sockets are closed

    void on_open(int seat) override;
    void on_message(int seat, std::string_view text, Clock::time_point received) override;
    void on_failure(int seat, std::string what) override;

private:
    enum class Phase { idle, creating, joining, playing, ending, stopped };

    void begin();
    void on_created(std::optional<CreatedGame> created);
    void join(int seat);
    void connect(int seat);  // a new socket for the seat, at the current game's URL
    void enter(Phase phase);
    void on_event(int seat, std::string_view text, Clock::time_point received);
    void on_move_event(int seat, std::string_view text, Clock::time_point received);
    void on_server_error(int seat, std::string_view code);
    void after_change();
    int mover() const;
    void update_ready();
    void on_play();
    void handle_end();
    void new_game();
    void resync();
    void clear_outstanding();
    void restart(const std::string& reason);

    LoadContext& context_;
    int index_;
    asio::strand<asio::io_context::executor_type> strand_;
    asio::steady_timer retry_timer_;
    std::mt19937_64 random_;
    std::array<std::shared_ptr<Player>, 2> players_;
    std::array<GameView, 2> views_;
    std::array<std::string, 2> secrets_;  // each seat's secret for the current game ("" before the friend has one)
    std::string game_id_;
    Phase phase_ = Phase::idle;
    Clock::time_point phase_since_ = Clock::now();
    Clock::time_point last_progress_ = Clock::now();
    bool queued_ = false;        // waiting in the pacer's queue
    bool counted_ready_ = false;
    bool accept_sent_ = false;
    struct Outstanding {
        std::string move;
        Clock::time_point sent;
        int mover;
    };
    std::optional<Outstanding> outstanding_;
    std::atomic<std::int64_t> last_move_ns_{0};
};

}  // namespace petteia::load
