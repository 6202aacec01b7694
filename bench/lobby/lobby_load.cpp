// petteia-lobby-load: quick pairing under load (issue 27). Opens --visitors lobby sockets (each
// from an address of its own: X-Forwarded-For, for a server that trusts this machine as a proxy),
// then, --rate times a second, has two idle visitors ask for the same game and clock; each, once
// paired, opens the game's socket and joins its seat. Measured per pairing: from the first of its
// two seeks sent to the second of its two players joined ("joined" received), as the two browsers
// would see it. Prints one JSON line.
//
//   petteia-lobby-load --port P [--visitors 2000] [--rate 100] [--duration 30] [--warmup 5]
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "bench/load/player.hpp"

namespace petteia::load {
namespace {

using nlohmann::json;

struct Options {
    unsigned short port = 0;
    int visitors = 2000;
    double rate = 100;
    int duration_s = 30;
    int warmup_s = 5;
    int connect_per_second = 1000;
};

std::string token_of(int visitor) {
    std::string token = "v" + std::to_string(visitor) + "-";
    token.resize(43, 'L');
    return token;
}

std::string address_of(int visitor) {
    return "10." + std::to_string((visitor >> 16) & 255) + "." + std::to_string((visitor >> 8) & 255) + "." +
           std::to_string(visitor & 255);
}

class Bench : public PlayerEvents {
public:
    Bench(asio::io_context& io, Options options)
        : io_(io), strand_(asio::make_strand(io)), options_(options), timer_(strand_),
          server_(ServerAddress::plain(tcp::endpoint(asio::ip::make_address("127.0.0.1"), options.port))) {}

    void start() {
        visitors_.resize(static_cast<std::size_t>(options_.visitors));
        asio::post(strand_, [this] { open_next(); });
    }

    json result() const {
        std::vector<double> sorted = latencies_ms_;
        std::sort(sorted.begin(), sorted.end());
        const auto at = [&](double q) {
            if (sorted.empty()) return 0.0;
            return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * static_cast<double>(sorted.size())))];
        };
        return json{{"visitors", options_.visitors},       {"in_lobby", in_lobby_},
                    {"rate", options_.rate},               {"duration_s", options_.duration_s},
                    {"pairings_asked", asked_},            {"pairings_measured", sorted.size()},
                    {"pairings_per_s", static_cast<double>(sorted.size()) / options_.duration_s},
                    {"p50_ms", at(0.50)},                  {"p90_ms", at(0.90)},
                    {"p99_ms", at(0.99)},                  {"max_ms", sorted.empty() ? 0.0 : sorted.back()},
                    {"errors", errors_},                   {"unpaired_at_end", waiting_.size()}};
    }

    // PlayerEvents: seats are visitor numbers; a game socket's seat is visitor + visitors.
    void on_open(int seat) override {
        if (seat < options_.visitors) {
            visitors_[static_cast<std::size_t>(seat)].lobby->send(
                json{{"type", "lobby_join"}, {"protocol", 1}, {"browser", token_of(seat)}}.dump());
        } else {
            Visitor& visitor = visitors_[static_cast<std::size_t>(seat - options_.visitors)];
            visitor.game_socket->send(json{{"type", "join"}, {"protocol", 1}, {"game", visitor.game}, {"secret", visitor.secret}}.dump());
        }
    }

    void on_message(int seat, std::string_view text, Clock::time_point received) override {
        const json message = json::parse(text, nullptr, false);
        const std::string type = message.is_object() ? message.value("type", "") : "";
        const bool game_socket = seat >= options_.visitors;
        const int index = game_socket ? seat - options_.visitors : seat;
        Visitor& visitor = visitors_[static_cast<std::size_t>(index)];
        if (type == "error") {
            ++errors_;
            if (errors_ <= 5) std::cerr << "error: " << text << "\n";
            if (!game_socket) visitor.busy = false;
            return;
        }
        if (game_socket) {
            if (type != "joined") return;
            // Both players in the game: the pairing's time ends with the second.
            auto& pairing = pairings_[visitor.game];
            pairing.joined = std::max(pairing.joined, received);
            if (++pairing.players == 2 && pairing.measured)
                latencies_ms_.push_back(std::chrono::duration<double, std::milli>(pairing.joined - pairing.asked).count());
            visitor.game_socket->send(json{{"type", "abort"}}.dump());
            visitor.game_socket->close([] {});
            visitor.game_socket.reset();
            visitor.busy = false;
            return;
        }
        if (type == "lobby") {
            ++in_lobby_;
            if (in_lobby_ == options_.visitors) begin();
        } else if (type == "seeking") {
            visitor.secret = message["secret"];
        } else if (type == "paired") {
            visitor.game = message["game"];
            auto& pairing = pairings_[visitor.game];
            if (pairing.players == 0 && pairing.asked == Clock::time_point{}) {
                pairing.asked = visitor.asked;
                pairing.measured = visitor.measured;
            } else {
                pairing.asked = std::min(pairing.asked, visitor.asked);
            }
            waiting_.erase(index);
            visitor.game_socket = std::make_shared<Player>(strand_, *this, index + options_.visitors);
            visitor.game_socket->forward_for(address_of(index));
            visitor.game_socket->open(server_, "/ws?game=" + visitor.game);
        }
    }

    void on_failure(int seat, std::string what) override {
        ++errors_;
        if (errors_ <= 5) std::cerr << "failure of " << seat << ": " << what << "\n";
    }

private:
    struct Visitor {
        std::shared_ptr<Player> lobby;
        std::shared_ptr<Player> game_socket;
        bool busy = false;
        Clock::time_point asked{};
        bool measured = false;
        std::string secret;
        std::string game;
    };
    struct Pairing {
        Clock::time_point asked{};
        Clock::time_point joined{};
        int players = 0;
        bool measured = false;
    };

    void open_next() {
        // Opened at --connect_per_second, in steps of 10 ms.
        const int step = std::max(1, options_.connect_per_second / 100);
        for (int i = 0; i < step && opened_ < options_.visitors; ++i, ++opened_) {
            auto& visitor = visitors_[static_cast<std::size_t>(opened_)];
            visitor.lobby = std::make_shared<Player>(strand_, *this, opened_);
            visitor.lobby->forward_for(address_of(opened_));
            visitor.lobby->open(server_, "/ws/lobby");
        }
        if (opened_ < options_.visitors) {
            timer_.expires_after(std::chrono::milliseconds(10));
            timer_.async_wait([this](beast::error_code error) {
                if (!error) open_next();
            });
        }
    }

    void begin() {
        std::cerr << options_.visitors << " visitors in the lobby; pairing " << options_.rate << " a second\n";
        started_ = Clock::now();
        next_ = started_;
        tick();
    }

    void tick() {
        const auto now = Clock::now();
        const auto elapsed = now - started_;
        const auto total = std::chrono::seconds(options_.warmup_s + options_.duration_s);
        if (elapsed >= total) {
            // A last moment for the pairings asked to finish.
            timer_.expires_after(std::chrono::seconds(3));
            timer_.async_wait([this](beast::error_code) { io_.stop(); });
            return;
        }
        const bool measuring = elapsed >= std::chrono::seconds(options_.warmup_s);
        const auto period = std::chrono::nanoseconds(static_cast<std::int64_t>(1e9 / options_.rate));
        while (next_ <= now) {
            ask_pairing(measuring);
            next_ += period;
        }
        timer_.expires_at(next_);
        timer_.async_wait([this](beast::error_code error) {
            if (!error) tick();
        });
    }

    void ask_pairing(bool measuring) {
        // Two idle visitors ask for the same game and clock.
        std::vector<int> chosen;
        for (int tries = 0; tries < 64 && chosen.size() < 2; ++tries) {
            const int candidate = std::uniform_int_distribution<int>(0, options_.visitors - 1)(random_);
            auto& visitor = visitors_[static_cast<std::size_t>(candidate)];
            if (visitor.busy || std::find(chosen.begin(), chosen.end(), candidate) != chosen.end()) continue;
            chosen.push_back(candidate);
        }
        if (chosen.size() < 2) return;
        if (measuring) ++asked_;
        const auto now = Clock::now();
        const json seek{{"type", "seek"},
                        {"variant", "petteia-6x6"},
                        {"time", {{"minutes", 3}, {"increment", 2}}},
                        {"rated", false}};
        for (const int index : chosen) {
            auto& visitor = visitors_[static_cast<std::size_t>(index)];
            visitor.busy = true;
            visitor.asked = now;
            visitor.measured = measuring;
            waiting_.insert(index);
            visitor.lobby->send(seek.dump());
        }
    }

    asio::io_context& io_;
    asio::strand<asio::io_context::executor_type> strand_;
    Options options_;
    asio::steady_timer timer_;
    ServerAddress server_;
    std::vector<Visitor> visitors_;
    std::unordered_map<std::string, Pairing> pairings_;
    std::set<int> waiting_;
    std::vector<double> latencies_ms_;
    std::mt19937 random_{27};
    Clock::time_point started_{};
    Clock::time_point next_{};
    int opened_ = 0;
    int in_lobby_ = 0;
    int asked_ = 0;
    int errors_ = 0;
};

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        const std::string value = argv[i + 1];
        if (key == "--port") options.port = static_cast<unsigned short>(std::stoi(value));
        else if (key == "--visitors") options.visitors = std::stoi(value);
        else if (key == "--rate") options.rate = std::stod(value);
        else if (key == "--duration") options.duration_s = std::stoi(value);
        else if (key == "--warmup") options.warmup_s = std::stoi(value);
        else if (key == "--connect-rate") options.connect_per_second = std::stoi(value);
        else throw std::invalid_argument("unknown option " + key);
    }
    if (options.port == 0) throw std::invalid_argument("--port is needed");
    return options;
}

}  // namespace
}  // namespace petteia::load

int main(int argc, char** argv) {
    try {
        const auto options = petteia::load::parse(argc, argv);
        petteia::load::asio::io_context io(1);
        petteia::load::Bench bench(io, options);
        bench.start();
        io.run();
        std::cout << bench.result().dump() << std::endl;
        return 0;
    } catch (const std::exception& error) {
        std::cerr << "petteia-lobby-load: " << error.what() << "\n";
        return 2;
    }
}
