// computer_queue_bench: how long a newcomer waits for the computer's first move while another
// address floods the computer's queue, against the same wait on an idle server.
//
// It starts its own petteia-server (Release build, one thinking thread, --trusted-proxy 127.0.0.1 so
// that requests can come from several client addresses over loopback), and for each of --rounds
// rounds: measures a newcomer's computer-first game at the Expert level on the idle server; then
// lets the flooder (one address) try to queue --flood games whose first move is the computer's,
// and as many moves in games of its own; then measures another newcomer. The wait is from the
// POST /api/games to the first move's event at a spectator who joined at once. Prints one JSON line
// per round and a summary. Traffic goes to 127.0.0.1 only; every loop is bounded.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "tests/server/test_support.hpp"

namespace {

using namespace petteia_server_test;
using Clock = std::chrono::steady_clock;

json computer_first(const std::string& level) {
    return {{"variant", "petteia-8x8"}, {"time", nullptr}, {"color", "second"}, {"opponent", "computer"}, {"level", level}};
}

// POST /api/games as `address` (behind the trusted proxy); the status and the body.
std::pair<int, json> create_as(std::uint16_t port, const std::string& address, const json& body) {
    const HttpReply reply = http_request(port, "POST", "/api/games", body.dump(), {{"X-Forwarded-For", address}});
    return {reply.status, reply.json()};
}

// Milliseconds from creating a computer-first game as `address` to its first move's event.
double first_move_wait_ms(std::uint16_t port, const std::string& address) {
    const auto started = Clock::now();
    const auto [status, body] = create_as(port, address, computer_first("expert"));
    if (status != 201) throw std::runtime_error("the newcomer's game was refused: " + body.dump());
    Player watcher = join(port, body["game"]);
    if (watcher.joined["snapshot"]["moves"].empty())
        watcher->wait_for([](const json& m) { return m.value("type", "") == "event" && m.value("kind", "") == "move"; },
                          "the computer's first move", std::chrono::seconds(60));
    return std::chrono::duration<double, std::milli>(Clock::now() - started).count();
}

struct Flood {
    int games_accepted = 0, games_refused = 0, moves_accepted = 0, moves_refused = 0;
};

// One address tries to keep the computer busy: computer-first games, then a move in each of a few
// player-first games (each move would make the computer think).
Flood flood(std::uint16_t port, const std::string& address, int attempts, std::vector<Player>& kept) {
    Flood result;
    for (int i = 0; i < attempts; ++i) {
        const auto [status, body] = create_as(port, address, computer_first("expert"));
        (status == 201 ? result.games_accepted : result.games_refused) += 1;
    }
    for (int i = 0; i < attempts / 5; ++i) {
        const auto [status, body] = create_as(port, address, {{"variant", "petteia-8x8"}, {"time", nullptr},
                                                              {"color", "first"}, {"opponent", "computer"}, {"level", "expert"}});
        if (status != 201) continue;
        // The WebSocket comes from 127.0.0.1 itself: its moves count against that address.
        Player player = join(port, body["game"], body["secret"].get<std::string>());
        player->send(move_request("B1-B3"));
        const json answer = player->wait_for([](const json& m) {
            return m.value("type", "") == "error" || (m.value("kind", "") == "move" && m["move"].value("side", "") == "light");
        }, "the flooder's move or its refusal");
        (answer.value("type", "") == "error" ? result.moves_refused : result.moves_accepted) += 1;
        kept.push_back(std::move(player));
    }
    return result;
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = 3, attempts = 50;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--rounds") rounds = std::stoi(argv[i + 1]);
        else if (option == "--flood") attempts = std::stoi(argv[i + 1]);
        else {
            std::cerr << "usage: computer_queue_bench [--rounds N] [--flood GAMES]\n";
            return 2;
        }
    }
    std::vector<double> idle, flooded;
    for (int round = 0; round < rounds; ++round) {
        ServerProcess server({"--computer-threads", "1", "--trusted-proxy", "127.0.0.1", "--games-per-minute", "1000",
                              "--log-level", "warn"});
        const double idle_ms = first_move_wait_ms(server.port(), "198.51.100.1");
        std::vector<Player> kept;
        // The newcomer of the idle measurement has finished thinking: the queue is empty again.
        const Flood made = flood(server.port(), "127.0.0.1", attempts, kept);
        const double flooded_ms = first_move_wait_ms(server.port(), "198.51.100.2");
        idle.push_back(idle_ms);
        flooded.push_back(flooded_ms);
        std::cout << json{{"round", round + 1},
                          {"idle_first_move_ms", idle_ms},
                          {"flooded_first_move_ms", flooded_ms},
                          {"flood_games_accepted", made.games_accepted},
                          {"flood_games_refused", made.games_refused},
                          {"flood_moves_accepted", made.moves_accepted},
                          {"flood_moves_refused", made.moves_refused}}
                         .dump()
                  << std::endl;
    }
    std::sort(idle.begin(), idle.end());
    std::sort(flooded.begin(), flooded.end());
    std::cout << "median first-move wait: idle " << idle[idle.size() / 2] << " ms, while one address floods "
              << flooded[flooded.size() / 2] << " ms (worst " << flooded.back() << " ms)" << std::endl;
    return 0;
}
