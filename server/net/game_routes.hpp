#pragma once
// The game API over HTTP: POST /api/games (a new game) and GET /api/games/<id> (whether a game
// exists; /positions, its positions; /record, its record to download). Both may need the store — the new game is stored before its link is handed out, a game
// not in memory is read back — which never happens on an I/O thread: the answer comes through
// `reply`, on whichever thread has it.
#include <functional>
#include <string>

#include "server/net/http_routes.hpp"

namespace petteia::server {

bool is_game_route(const HttpRequest& request);

void answer_game_route(const HttpRequest& request, ServerContext& context, const std::string& address,
                       std::function<void(http::message_generator)> reply);

}  // namespace petteia::server
