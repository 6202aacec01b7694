#pragma once
// One table of the soak: two players (or one, against the computer) who play random legal moves
// and misbehave at random: they drop their socket, reload, stop reading, flood the server, send
// oversized frames, ask for takebacks, offer draws, resign, and after each game offer a rematch (or
// start afresh). Each player has an address of its own (X-Forwarded-For), so the server's per-address
// limits apply to it as to a real player. Everything a player is told goes to the ledger.
//
// Runs on one strand; the public calls may come from any thread.
#include <array>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench/load/game_creator.hpp"
#include "bench/load/net.hpp"
#include "bench/load/player.hpp"
#include "bench/load/stats.hpp"
#include "bench/soak/ledger.hpp"
#include "bench/soak/options.hpp"
#include "bench/soak/seat_view.hpp"

namespace petteia::soak {

namespace asio = load::asio;
namespace beast = load::beast;
using load::tcp;

// What every table shares.
struct SoakContext {
    asio::io_context& io;
    tcp::endpoint server;
    const Options& options;
    load::Stats& stats;       // counts of what happened (notes) and of what went wrong but is tolerated (errors)
    Ledger& ledger;
    load::GameCreator& creator;
    std::vector<std::string> variants;
    std::atomic<bool> chaos{true};      // players misbehave
    std::atomic<bool> playing{true};    // players move, offer, and start new games
    std::atomic<bool> stopping{false};  // nobody reconnects any more
};

class SoakGame : public load::PlayerEvents, public std::enable_shared_from_this<SoakGame> {
public:
    SoakGame(SoakContext& context, int index);

    void start();
    // The end: calm down, reconnect, ask for the whole state; `settled` says when it has come.
    void settle();
    bool settled() const { return settled_.load(); }
    // What keeps the table from rest, seat by seat (for the report of a table that did not settle).
    // Waits for the table's strand: call it from outside the I/O threads.
    std::string unsettled_state();
    // Records what each player last saw and closes the sockets; `done` runs once that is over.
    void finish(std::function<void()> done);

    void on_open(int seat) override;
    void on_message(int seat, std::string_view text, load::Clock::time_point received) override;
    void on_failure(int seat, std::string what) override;

private:
    struct Seat {
        std::shared_ptr<load::Player> player;
        SeatView view;
        std::string secret;
        std::string address;                    // this player's X-Forwarded-For
        bool reconnect_pending = false;
        bool closing = false;                   // a reload's clean close is under way: `player` reports nothing more
        load::Clock::time_point closing_since{};
        load::Clock::time_point flooded_at{};   // this connection's last flood (none: the epoch)
        load::Clock::time_point asked_at{};     // when the join or snapshot in flight was sent
        bool join_in_flight = false;
        bool snapshot_in_flight = false;
        std::int64_t move_sent_at = -1;         // the version this player's last move was sent from
        std::int64_t think_armed_at = -1;       // the version the think timer was armed for
        std::int64_t answered_offers_at = -1;   // the version whose offers were answered
        int failures_in_a_row = 0;
    };

    bool active(int seat) const { return seat == 0 || !computer_; }
    void begin();
    void on_created(std::optional<load::CreatedGame> created);
    void join(int seat);
    void reconnect(int seat, double after_seconds);
    void open(int seat);
    // A socket joins only the game its URL names (/ws?game=<id>): a player moving to another game
    // (a rematch, a fresh one) closes the last game's socket and opens one for the new game, as a
    // browser does.
    void reopen(int seat);
    void reset_seat(int seat);
    void on_joined(int seat, const nlohmann::json& message);
    void on_event(int seat, const nlohmann::json& message);
    void on_error(int seat, const nlohmann::json& message);
    void after_change(int seat);
    void maybe_move(int seat);
    void on_think(int seat);
    void answer_offers(int seat);
    void after_game(int seat);
    void switch_to(const std::string& game);
    void leave_for_fresh_game(const std::string& why);
    void schedule_chaos(int seat);
    void on_chaos(int seat);
    void flood(int seat);
    void send(int seat, const std::string& text);
    void update_settled();
    void settle_check();
    void ask_snapshot(int seat, const char* ref);
    void watchdog();
    double uniform(double low, double high);
    bool chance(double p);
    template <typename F>
    void after(asio::steady_timer& timer, double seconds, F&& then);

    SoakContext& context_;
    int index_;
    asio::strand<asio::io_context::executor_type> strand_;
    std::mt19937_64 random_;
    std::array<Seat, 2> seats_;
    std::array<asio::steady_timer, 2> think_timers_;
    std::array<asio::steady_timer, 2> chaos_timers_;
    std::array<asio::steady_timer, 2> reconnect_timers_;
    std::array<asio::steady_timer, 2> answer_timers_;
    asio::steady_timer game_timer_;      // creating again, rematch offers
    asio::steady_timer watchdog_timer_;
    asio::steady_timer settle_timer_;    // while settling: what the table waits on, checked each second
    std::string game_id_;
    std::string variant_;
    bool computer_ = false;
    bool creating_ = false;
    enum class Rematch { none, asking, offered } rematch_ = Rematch::none;  // the creator's, after a game
    bool settling_ = false;
    int generation_ = 0;
    load::Clock::time_point last_change_ = load::Clock::now();
    std::atomic<bool> settled_{false};
};

}  // namespace petteia::soak
