// petteia-events-load: an arena of --players generated players on a petteia-server (issue 39,
// deliverable 5; bench/events/run drives it, bench/events/README.md says what is measured).
//
//   1. accounts: each player signs up (POST /api/account) from a loopback address of its own
//      (127.1.x.y), or signs in if its name is taken (a database used before); untimed;
//   2. player 0 makes an arena (POST /api/tournaments), every player joins it (…/join) and opens
//      its socket (/ws/tournament?id=, signed in: presence), then player 0 starts it (…/start);
//   3. each player, on `tournament_game`, opens the game's socket (/ws?game=ID, signed in), joins its
//      seat and plays random legal moves after a think of --move-ms (0.5 to 1.5 times), and resigns
//      when its turn comes after it has played its own number of moves (--moves-min..--moves-max,
//      drawn per game); on the game's final event it closes the game's socket and waits;
//   4. measured after --warmup for --duration seconds: from the game's final event, as the player
//      received it, to that player's next `tournament_game`; and the standings messages
//      (`tournament`, `tournament_you`) the followers received: count and bytes;
//   5. with --swiss: player 0 makes a Swiss of correspondence games (no clock runs), all join, it is
//      started, and GET /api/tournaments/<id> (every 50 ms) says when round 1 is stored.
// Prints one JSON line. One thread; --marks DIR gets window.start and window.end when the window
// opens and closes, for the driver's readings of the server.
#include <ctime>
#include <fstream>
#include <iostream>
#include <random>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "bench/events/figures.hpp"
#include "bench/events/http_call.hpp"
#include "bench/events/signed_socket.hpp"
#include "bench/load/json_scan.hpp"

namespace petteia::events {
namespace {

struct Options {
    std::string host = "127.0.0.1";
    unsigned short port = 0;
    bool tls = false;
    std::string server_name;
    std::string ca_file;
    int players = 1000;
    std::string variant = "petteia-6x6";
    int clock_minutes = 1;
    int increment = 0;
    int arena_minutes = 20;
    int move_ms = 1000;
    int moves_min = 3;
    int moves_max = 7;
    int warmup_s = 30;
    int duration_s = 120;
    int http_at_once = 8;
    int connect_rate = 200;
    bool swiss = false;
    int swiss_rounds = 3;
    bool rated = true;
    std::string marks;
    std::string prefix = "arena";
};

double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9;
}

double seconds_between(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

class Bench {
public:
    Bench(asio::io_context& io, Options options, ServerAddress server)
        : io_(io), options_(std::move(options)), server_(std::move(server)), timer_(io), random_(39) {}

    void start() {
        players_.resize(static_cast<std::size_t>(options_.players));
        for (int k = 0; k < options_.players; ++k) {
            auto& player = players_[static_cast<std::size_t>(k)];
            player.index = k;
            char name[32];
            std::snprintf(name, sizeof name, "%s%04d", options_.prefix.c_str(), k);
            player.name = name;
            player.server = server_;
            player.server.source = client_address(options_.players, k);
            player.move_timer = std::make_unique<asio::steady_timer>(io_);
        }
        say("signing up " + std::to_string(options_.players) + " players");
        accounts_started_ = Clock::now();
        in_turn([this](int k, std::function<void()> done) { sign_up(k, 0, std::move(done)); }, [this] { make_arena(); });
    }

    nlohmann::json result() {
        auto& f = figures_;
        const double seconds = options_.duration_s;
        const double followers = options_.players;
        nlohmann::json timeline = nlohmann::json::array();
        for (const auto& [count, slowest] : f.timeline) timeline.push_back({count, std::round(slowest)});
        return {
            {"players", options_.players},
            {"variant", options_.variant},
            {"clock", std::to_string(options_.clock_minutes) + "+" + std::to_string(options_.increment)},
            {"move_ms", options_.move_ms},
            {"moves_each", std::to_string(options_.moves_min) + ".." + std::to_string(options_.moves_max)},
            {"warmup_s", options_.warmup_s},
            {"duration_s", options_.duration_s},
            {"tls", options_.tls},
            {"accounts_s", std::round(accounts_s_ * 10) / 10},
            {"first_pairing_of_all_s", std::round(first_round_s_ * 1000) / 1000},
            {"end_to_pairing_ms",
             {{"samples", f.end_to_pairing_ms.size()},
              {"p50", std::round(f.end_to_pairing_ms.percentile(0.50))},
              {"p90", std::round(f.end_to_pairing_ms.percentile(0.90))},
              {"p99", std::round(f.end_to_pairing_ms.percentile(0.99))},
              {"max", std::round(f.end_to_pairing_ms.max())},
              {"mean", std::round(f.end_to_pairing_ms.mean())}}},
            {"waiting_at_window_end", {{"players", waiting_at_end_}, {"longest_ms", std::round(longest_wait_at_end_ms_)}}},
            {"games_ended_per_s", f.games_ended / 2.0 / seconds},
            {"pairings_per_s", f.pairings_seen / 2.0 / seconds},
            {"moves_per_s", f.moves_sent / seconds},
            {"standings",
             {{"messages", f.standings.count},
              {"bytes_mean", f.standings.count ? f.standings.bytes / f.standings.count : 0},
              {"bytes_smallest", f.standings.smallest},
              {"bytes_largest", f.standings.largest},
              {"per_follower_per_s", f.standings.count / followers / seconds},
              {"total_bytes_per_s", std::round(f.standings.bytes / seconds)}}},
            {"own_rows",
             {{"messages", f.rows.count},
              {"bytes_mean", f.rows.count ? f.rows.bytes / f.rows.count : 0},
              {"per_follower_per_s", f.rows.count / followers / seconds},
              {"total_bytes_per_s", std::round(f.rows.bytes / seconds)}}},
            {"generator_cpu_s_window", std::round(generator_cpu_s_ * 100) / 100},
            {"swiss", swiss_},
            {"timeline", timeline},
            {"errors", f.errors},
            {"notes", f.notes},
        };
    }

private:
    struct Player {
        int index = 0;
        std::string name;
        ServerAddress server;  // with its own source address
        std::string cookie;
        bool usable = false;
        std::shared_ptr<SignedSocket> follower;  // the tournament's socket
        bool present = false;
        std::shared_ptr<SignedSocket> game_socket;
        std::string game;
        std::string role;
        std::string to_move;
        std::vector<std::string> legal;
        bool joined = false;
        bool ongoing = false;
        bool awaiting = false;  // a move or resignation sent, its event not yet seen
        int moves_made = 0;
        int moves_target = 0;
        std::optional<Clock::time_point> ended_at;  // the last game's final event, until the next pairing
        bool paired_once = false;
        std::unique_ptr<asio::steady_timer> move_timer;
    };

    void say(const std::string& text) { std::cerr << "events-load: " << text << std::endl; }
    void error(const std::string& kind) { ++figures_.errors[kind]; }
    void note(const std::string& kind) { ++figures_.notes[kind]; }
    void after(std::chrono::milliseconds delay, std::function<void()> then) {
        auto timer = std::make_shared<asio::steady_timer>(io_, delay);
        timer->async_wait([timer, then = std::move(then)](beast::error_code e) {
            if (!e) then();
        });
    }
    void mark(const std::string& name) {
        if (!options_.marks.empty()) std::ofstream(options_.marks + "/" + name) << std::time(nullptr) << "\n";
    }

    // Runs task(k, done) for every player, --http-at-once at a time, then `then`.
    void in_turn(std::function<void(int, std::function<void()>)> task, std::function<void()> then) {
        struct Turns {
            int next = 0;
            int done = 0;
        };
        auto turns = std::make_shared<Turns>();
        auto step = std::make_shared<std::function<void()>>();
        *step = [this, turns, step, task, then] {
            if (turns->next >= options_.players) return;
            const int k = turns->next++;
            task(k, [this, turns, step, then] {
                if (++turns->done == options_.players) then();
                else asio::post(io_, [step] { (*step)(); });
            });
        };
        for (int i = 0; i < options_.http_at_once; ++i) (*step)();
    }

    // An HTTP request of player k, retried (after a second, or Retry-After's worth for a 429) up to 5 times.
    void call(int k, http::verb method, const std::string& target, const std::string& body, std::function<void(HttpAnswer)> done,
              int attempt = 0) {
        auto& player = players_[static_cast<std::size_t>(k)];
        http_call(io_, player.server, method, target, body, player.cookie,
                  [this, k, method, target, body, done = std::move(done), attempt](HttpAnswer answer) mutable {
                      const bool again = answer.status == 0 || answer.status == 429 || answer.status >= 500;
                      if (again && attempt < 5) {
                          note("http_retry_" + std::to_string(answer.status));
                          return after(std::chrono::milliseconds(answer.status == 429 ? 3000 : 1000),
                                       [this, k, method, target, body, done = std::move(done), attempt]() mutable {
                                           call(k, method, target, body, std::move(done), attempt + 1);
                                       });
                      }
                      done(std::move(answer));
                  });
    }

    std::string credentials(int k) const {
        return R"({"username":")" + players_[static_cast<std::size_t>(k)].name + R"(","password":"bench-password-39"})";
    }

    void sign_up(int k, int, std::function<void()> done) {
        call(k, http::verb::post, "/api/account", credentials(k), [this, k, done = std::move(done)](HttpAnswer answer) {
            if (answer.status == 201 && !answer.session_cookie.empty()) return signed_in(k, answer, done);
            if (answer.status != 409) {
                error("sign_up_" + std::to_string(answer.status) + " " + answer.failure);
                return done();
            }
            call(k, http::verb::post, "/api/session", credentials(k), [this, k, done](HttpAnswer again) {
                if (again.status == 200 && !again.session_cookie.empty()) return signed_in(k, again, done);
                error("sign_in_" + std::to_string(again.status));
                done();
            });
        });
    }

    void signed_in(int k, const HttpAnswer& answer, const std::function<void()>& done) {
        auto& player = players_[static_cast<std::size_t>(k)];
        player.cookie = answer.session_cookie;
        player.usable = true;
        done();
    }

    std::string time_json() const {
        return R"({"minutes":)" + std::to_string(options_.clock_minutes) + R"(,"increment":)" + std::to_string(options_.increment) + "}";
    }

    void make_arena() {
        accounts_s_ = seconds_between(accounts_started_, Clock::now());
        say("accounts made in " + std::to_string(accounts_s_) + " s; making the arena");
        const std::string body = R"({"kind":"arena","name":"Bench arena","variant":")" + options_.variant + R"(","time":)" + time_json() +
                                 R"(,"minutes":)" + std::to_string(options_.arena_minutes) +
                                 R"(,"starts_in_minutes":60,"max_players":2000,"rated":)" + (options_.rated ? "true" : "false") +
                                 R"(,"listed":false})";
        call(0, http::verb::post, "/api/tournaments", body, [this](HttpAnswer answer) {
            const auto id = json_string_at(answer.body, {"id"});
            if (answer.status != 201 || !id) return fatal("the arena was not made: " + std::to_string(answer.status) + " " + answer.body);
            arena_ = std::string(*id);
            say("arena " + arena_ + "; every player joins");
            in_turn([this](int k, std::function<void()> done) { join(arena_, k, std::move(done)); }, [this] { open_followers(0); });
        });
    }

    void join(const std::string& tournament, int k, std::function<void()> done) {
        if (!players_[static_cast<std::size_t>(k)].usable) return done();
        call(k, http::verb::post, "/api/tournaments/" + tournament + "/join", "{}", [this, done = std::move(done)](HttpAnswer answer) {
            if (answer.status != 200) error("join_" + std::to_string(answer.status) + " " + answer.failure);
            done();
        });
    }

    void fatal(const std::string& why) {
        say(why);
        error("fatal: " + why);
        io_.stop();
    }

    // The tournament's sockets, --connect-rate a second.
    void open_followers(int from) {
        const int step = std::max(1, options_.connect_rate / 100);
        int k = from;
        for (; k < from + step && k < options_.players; ++k) follow(k);
        if (k < options_.players) after(std::chrono::milliseconds(10), [this, k] { open_followers(k); });
    }

    void follow(int k) {
        auto& player = players_[static_cast<std::size_t>(k)];
        if (!player.usable) return;
        SignedSocket::Handlers handlers;
        handlers.message = [this, k](std::string_view text, Clock::time_point received) { on_follower_message(k, text, received); };
        handlers.failed = [this, k](const std::string& what, int code) {
            if (stopping_) return;
            error("follower " + (code ? std::string("closed_by_server ") + std::to_string(code) : what));
            after(std::chrono::milliseconds(code == 1013 ? 500 : 1000), [this, k] { follow(k); });
        };
        player.follower = std::make_shared<SignedSocket>(io_, std::move(handlers));
        player.follower->open(player.server, "/ws/tournament?id=" + arena_, player.cookie);
    }

    void on_follower_message(int k, std::string_view text, Clock::time_point received) {
        auto& player = players_[static_cast<std::size_t>(k)];
        const auto type = json_string_at(text, {"type"}).value_or("");
        if (type == "tournament") {
            if (figures_.in_window(received)) figures_.standings.add(text.size());
            if (!player.present) {
                player.present = true;
                if (++present_ == usable_count()) start_arena();
            }
        } else if (type == "tournament_you") {
            if (figures_.in_window(received)) figures_.rows.add(text.size());
        } else if (type == "tournament_game") {
            on_paired(k, text, received);
        } else if (type == "error") {
            error("follower_error " + std::string(json_string_at(text, {"code"}).value_or("")));
        }
    }

    int usable_count() const {
        return static_cast<int>(std::count_if(players_.begin(), players_.end(), [](const Player& p) { return p.usable; }));
    }

    void start_arena() {
        say(std::to_string(present_) + " players present; starting the arena");
        call(0, http::verb::post, "/api/tournaments/" + arena_ + "/start", "{}", [this](HttpAnswer answer) {
            if (answer.status != 200) return fatal("the arena did not start: " + std::to_string(answer.status) + " " + answer.body);
            started_at_ = Clock::now();
            figures_.window_start = started_at_ + std::chrono::seconds(options_.warmup_s);
            figures_.window_end = figures_.window_start + std::chrono::seconds(options_.duration_s);
            timer_.expires_at(figures_.window_start);
            timer_.async_wait([this](beast::error_code) {
                mark("window.start");
                generator_cpu_s_ = -cpu_seconds();
                say("measuring for " + std::to_string(options_.duration_s) + " s");
                timer_.expires_at(figures_.window_end);
                timer_.async_wait([this](beast::error_code) {
                    generator_cpu_s_ += cpu_seconds();
                    mark("window.end");
                    end_arena();
                });
            });
        });
    }

    void on_paired(int k, std::string_view text, Clock::time_point received) {
        auto& player = players_[static_cast<std::size_t>(k)];
        if (stopping_) return;
        const auto game = json_string_at(text, {"game"});
        if (!game || json_string_at(text, {"tournament"}) != arena_) return error("pairing_unreadable");
        if (figures_.in_window(received)) ++figures_.pairings_seen;
        if (!player.paired_once) {
            player.paired_once = true;
            if (++paired_once_ == usable_count()) first_round_s_ = seconds_between(started_at_, received);
        }
        if (player.ended_at) {
            figures_.sample(*player.ended_at, received);
            player.ended_at.reset();
        } else if (!player.game.empty()) {
            note("paired_before_the_end_was_seen");
        }
        if (player.game_socket) player.game_socket->close();
        player.game = std::string(*game);
        player.moves_made = 0;
        player.moves_target = std::uniform_int_distribution<int>(options_.moves_min, options_.moves_max)(random_);
        open_game(k);
    }

    void open_game(int k) {
        auto& player = players_[static_cast<std::size_t>(k)];
        player.joined = false;
        player.awaiting = false;
        player.ongoing = true;
        player.move_timer->cancel();
        const std::string game = player.game;
        SignedSocket::Handlers handlers;
        handlers.opened = [this, k, game] {
            auto& p = players_[static_cast<std::size_t>(k)];
            if (p.game == game) p.game_socket->send(R"({"type":"join","protocol":1,"game":")" + game + R"("})");
        };
        handlers.message = [this, k, game](std::string_view text, Clock::time_point received) {
            if (players_[static_cast<std::size_t>(k)].game == game) on_game_message(k, text, received);
        };
        handlers.failed = [this, k, game](const std::string& what, int code) {
            auto& p = players_[static_cast<std::size_t>(k)];
            if (stopping_ || p.game != game || p.ended_at) return;
            // 1013: the game is served by another node (three nodes: nginx sends it where it is now).
            if (code == 1013) note("game_socket_1013");
            else error("game_socket " + what);
            after(std::chrono::milliseconds(code == 1013 ? 500 : 1000), [this, k, game] {
                if (players_[static_cast<std::size_t>(k)].game == game && !stopping_) open_game(k);
            });
        };
        player.game_socket = std::make_shared<SignedSocket>(io_, std::move(handlers));
        player.game_socket->open(player.server, "/ws?game=" + game, player.cookie);
    }

    // Folds a snapshot's fields, or an event's `state`, into the player's view.
    static void apply_state(Player& player, std::string_view state) {
        json_for_each_member(state, [&](std::string_view key, std::string_view raw) {
            if (key == "to_move") {
                player.to_move = std::string(json_string(raw).value_or(""));
            } else if (key == "legal") {
                player.legal.clear();
                json_for_each_element(raw, [&](std::string_view move) {
                    if (const auto text = json_string(move)) player.legal.emplace_back(*text);
                });
            } else if (key == "result") {
                player.ongoing = json_string_at(raw, {"state"}) == "ongoing";
            }
        });
    }

    void on_game_message(int k, std::string_view text, Clock::time_point received) {
        auto& player = players_[static_cast<std::size_t>(k)];
        const auto type = json_string_at(text, {"type"}).value_or("");
        if (type == "joined") {
            player.joined = true;
            player.role = std::string(json_string_at(text, {"role"}).value_or(""));
            if (player.role == "spectator") return error("joined_as_spectator");
            if (const auto snapshot = json_at(text, {"snapshot"})) apply_state(player, *snapshot);
        } else if (type == "event" || type == "snapshot") {
            if (!player.joined) return;
            player.awaiting = false;
            if (const auto state = json_at(text, {type == "event" ? "state" : "snapshot"})) apply_state(player, *state);
        } else if (type == "error") {
            error("game_error " + std::string(json_string_at(text, {"code"}).value_or("")));
            if (player.awaiting) {
                player.awaiting = false;
                player.game_socket->send(R"({"type":"snapshot"})");
            }
            return;
        } else {
            return;
        }
        if (!player.ongoing) return game_over(k, received);
        maybe_move(k);
    }

    void game_over(int k, Clock::time_point received) {
        auto& player = players_[static_cast<std::size_t>(k)];
        if (player.ended_at) return;
        player.ended_at = received;
        player.move_timer->cancel();
        if (figures_.in_window(received)) ++figures_.games_ended;
        // The game's page is left: presence is the tournament's socket.
        player.game_socket->close();
    }

    void maybe_move(int k) {
        auto& player = players_[static_cast<std::size_t>(k)];
        if (stopping_ || !player.joined || !player.ongoing || player.awaiting || player.role != player.to_move) return;
        const auto think = std::chrono::milliseconds(
            std::uniform_int_distribution<int>(options_.move_ms / 2, options_.move_ms * 3 / 2)(random_));
        player.move_timer->expires_after(think);
        player.move_timer->async_wait([this, k, game = player.game](beast::error_code e) {
            auto& p = players_[static_cast<std::size_t>(k)];
            if (e || stopping_ || p.game != game || !p.ongoing || p.awaiting || p.role != p.to_move || !p.game_socket) return;
            p.awaiting = true;
            if (p.moves_made >= p.moves_target || p.legal.empty()) {
                p.game_socket->send(R"({"type":"resign"})");
                return;
            }
            const auto& move = p.legal[std::uniform_int_distribution<std::size_t>(0, p.legal.size() - 1)(random_)];
            p.game_socket->send(R"({"type":"move","move":")" + move + R"("})");
            ++p.moves_made;
            if (figures_.in_window(Clock::now())) ++figures_.moves_sent;
        });
    }

    void end_arena() {
        const auto now = Clock::now();
        for (const auto& player : players_) {
            if (!player.ended_at) continue;
            ++waiting_at_end_;
            longest_wait_at_end_ms_ = std::max(longest_wait_at_end_ms_, std::chrono::duration<double, std::milli>(now - *player.ended_at).count());
        }
        stopping_ = true;
        say("measured; every player resigns and leaves");
        for (auto& player : players_) {
            player.move_timer->cancel();
            if (player.game_socket && player.ongoing && !player.ended_at) player.game_socket->send(R"({"type":"resign"})");
        }
        after(std::chrono::seconds(2), [this] {
            for (auto& player : players_) {
                if (player.game_socket) player.game_socket->close();
                if (player.follower) player.follower->close();
            }
            if (options_.swiss) after(std::chrono::seconds(2), [this] { make_swiss(); });
            else after(std::chrono::seconds(1), [this] { io_.stop(); });
        });
    }

    void make_swiss() {
        say("making a Swiss of " + std::to_string(options_.players));
        const std::string body = R"({"kind":"swiss","name":"Bench swiss","variant":")" + options_.variant +
                                 R"(","time":{"days":1},"rounds":)" + std::to_string(options_.swiss_rounds) +
                                 R"(,"starts_in_minutes":0,"max_players":)" + std::to_string(std::min(options_.players, 1000)) +
                                 R"(,"rated":false,"listed":false})";
        call(0, http::verb::post, "/api/tournaments", body, [this](HttpAnswer answer) {
            const auto id = json_string_at(answer.body, {"id"});
            if (answer.status != 201 || !id) return fatal("the Swiss was not made: " + std::to_string(answer.status) + " " + answer.body);
            swiss_id_ = std::string(*id);
            in_turn([this](int k, std::function<void()> done) { join(swiss_id_, k, std::move(done)); }, [this] {
                const auto asked = Clock::now();
                call(0, http::verb::post, "/api/tournaments/" + swiss_id_ + "/start", "{}", [this, asked](HttpAnswer answer) {
                    if (answer.status != 200) return fatal("the Swiss did not start: " + std::to_string(answer.status));
                    swiss_["start_answered_ms"] = std::round(std::chrono::duration<double, std::milli>(Clock::now() - asked).count());
                    watch_swiss(asked);
                });
            });
        });
    }

    // Until round 1 is stored: the tournament's round and its games in play, as the store says.
    void watch_swiss(Clock::time_point asked) {
        const auto sent = Clock::now();
        call(0, http::verb::get, "/api/tournaments/" + swiss_id_, "", [this, asked, sent](HttpAnswer answer) {
            const auto now = Clock::now();
            const auto round = json_int_at(answer.body, {"tournament", "round"}).value_or(0);
            const auto players = json_int_at(answer.body, {"total"}).value_or(0);
            if (round >= 1) {
                // All of them (the page lists 20 at most: playing_total counts them all).
                const auto games = json_int_at(answer.body, {"playing_total"}).value_or(0);
                swiss_["players"] = players;
                swiss_["round_1_games"] = games;
                swiss_["round_1_stored_s"] = {{"at_most", std::round(seconds_between(asked, now) * 1000) / 1000},
                                              {"at_least", std::round(seconds_between(asked, sent) * 1000) / 1000}};
                swiss_["state"] = json_string_at(answer.body, {"tournament", "state"}).value_or("");
                return io_.stop();
            }
            if (seconds_between(asked, now) > 60) {
                swiss_["round_1_stored_s"] = nullptr;
                error("swiss_not_paired_in_60_s");
                return io_.stop();
            }
            after(std::chrono::milliseconds(50), [this, asked] { watch_swiss(asked); });
        });
    }

    asio::io_context& io_;
    Options options_;
    ServerAddress server_;
    asio::steady_timer timer_;
    std::mt19937 random_;
    std::vector<Player> players_;
    Figures figures_;
    std::string arena_;
    std::string swiss_id_;
    nlohmann::json swiss_ = nlohmann::json::object();
    Clock::time_point accounts_started_{};
    Clock::time_point started_at_{};
    double accounts_s_ = 0;
    double first_round_s_ = 0;
    double generator_cpu_s_ = 0;
    int present_ = 0;
    int paired_once_ = 0;
    int waiting_at_end_ = 0;
    double longest_wait_at_end_ms_ = 0;
    bool stopping_ = false;
};

Options parse(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string key = argv[i];
        if (key == "--tls") { o.tls = true; continue; }
        if (key == "--swiss") { o.swiss = true; continue; }
        if (key == "--casual") { o.rated = false; continue; }
        if (i + 1 >= argc) throw std::invalid_argument(key + " needs a value");
        const std::string value = argv[++i];
        if (key == "--host") o.host = value;
        else if (key == "--port") o.port = static_cast<unsigned short>(std::stoi(value));
        else if (key == "--server-name") o.server_name = value;
        else if (key == "--ca-file") o.ca_file = value;
        else if (key == "--players") o.players = std::stoi(value);
        else if (key == "--variant") o.variant = value;
        else if (key == "--clock") o.clock_minutes = std::stoi(value.substr(0, value.find('+'))), o.increment = value.find('+') == std::string::npos ? 0 : std::stoi(value.substr(value.find('+') + 1));
        else if (key == "--arena-minutes") o.arena_minutes = std::stoi(value);
        else if (key == "--move-ms") o.move_ms = std::stoi(value);
        else if (key == "--moves-min") o.moves_min = std::stoi(value);
        else if (key == "--moves-max") o.moves_max = std::stoi(value);
        else if (key == "--warmup") o.warmup_s = std::stoi(value);
        else if (key == "--duration") o.duration_s = std::stoi(value);
        else if (key == "--http-at-once") o.http_at_once = std::stoi(value);
        else if (key == "--connect-rate") o.connect_rate = std::stoi(value);
        else if (key == "--swiss-rounds") o.swiss_rounds = std::stoi(value);
        else if (key == "--marks") o.marks = value;
        else if (key == "--prefix") o.prefix = value;
        else throw std::invalid_argument("unknown option " + key);
    }
    if (o.port == 0) throw std::invalid_argument("--port is needed");
    if (o.players < 2 || o.moves_min < 0 || o.moves_max < o.moves_min) throw std::invalid_argument("bad --players or --moves-min/max");
    return o;
}

}  // namespace
}  // namespace petteia::events

int main(int argc, char** argv) {
    using namespace petteia::events;
    try {
        const Options options = parse(argc, argv);
        asio::io_context io(1);
        ssl::context tls(ssl::context::tls_client);
        ServerAddress server = ServerAddress::plain(tcp::endpoint(asio::ip::make_address(options.host), options.port));
        if (!options.server_name.empty()) server.host = options.server_name + ":" + std::to_string(options.port);
        if (options.tls) {
            tls.set_options(ssl::context::default_workarounds | ssl::context::no_sslv2 | ssl::context::no_sslv3 |
                            ssl::context::no_tlsv1 | ssl::context::no_tlsv1_1);
            if (options.ca_file.empty()) {
                tls.set_verify_mode(ssl::verify_none);
            } else {
                tls.load_verify_file(options.ca_file);
                tls.set_verify_mode(ssl::verify_peer);
            }
            server.tls = &tls;
            server.server_name = options.server_name.empty() ? options.host : options.server_name;
        }
        Bench bench(io, options, server);
        bench.start();
        io.run();
        std::cout << bench.result().dump() << std::endl;
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "petteia-events-load: " << error.what() << "\n";
        return 2;
    }
}
