#pragma once
// Creates games with POST /api/games over a few kept-alive HTTP connections (https:// when the
// server address says TLS), so that creating thousands of games neither opens thousands of sockets
// nor leaves thousands in TIME_WAIT.
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "bench/load/net.hpp"
#include "bench/load/stats.hpp"

namespace petteia::load {

struct CreatedGame {
    std::string id;
    std::string secret;  // the creator's seat secret
};

// Called on one of the creator's connections' strands: a game, or nothing after an error (already
// counted in the stats).
using CreateDone = std::function<void(std::optional<CreatedGame>)>;

// What to create: the POST body, and an X-Forwarded-For address for a server that trusts this
// client as a proxy ("" for none).
struct CreateRequest {
    std::string body;
    std::string forwarded_for;
};

class GameCreator {
public:
    GameCreator(asio::io_context& io, tcp::endpoint server, std::string variant, int connections, Stats& stats);
    // Connection k connects from client_address(client_addresses, k).
    // `clock`: "M+I" (M minutes, I seconds a move), or "" for untimed games.
    GameCreator(asio::io_context& io, ServerAddress server, std::string variant, int connections, Stats& stats,
                int client_addresses = 1, const std::string& clock = "");
    ~GameCreator();
    // A game of the variant given at construction, untimed, the creator moving first.
    void create(CreateDone done);
    void create(CreateRequest request, CreateDone done);

private:
    class Connection;
    friend class Connection;
    // The next waiting request, if any (else the connection goes idle).
    struct Waiting {
        CreateRequest request;
        CreateDone done;
    };
    std::optional<Waiting> next_request(Connection& asking);

    ServerAddress server_;
    int client_addresses_ = 1;
    std::string body_;
    Stats& stats_;
    std::mutex mutex_;
    std::deque<Waiting> waiting_;
    std::vector<std::shared_ptr<Connection>> connections_;
    std::vector<Connection*> idle_;
};

}  // namespace petteia::load
