#pragma once
// Direct challenges (issue 38, deliverable 4; protocol/README.md, "HTTP: direct challenges"):
//   POST /api/players/<name>/challenge   challenge a player by name: a game whose other seat is
//                                        kept for them, and an event "challenge" to their sockets
//   GET /api/account/challenges          the challenges to and from the account, not answered yet
//   DELETE /api/games/<id>/challenge     decline one (the player challenged) or withdraw it (the challenger)
// Accepting is opening the game (/g/<id>) signed in: its kept seat is taken then (server/games/match.hpp).
// Signed in only. An unknown name, oneself, or a player who blocks the challenger all get the same
// "this player does not accept your challenges", so that nobody learns whom a name blocks. Limited per
// account and address (SharedLimits), and at most max_waiting_from challenges waiting from one account.
// Begun on a blocking thread (the store); a challenge made or answered is replied to from the thread
// that finishes it (the store's writer, the game's strand), without holding the blocking thread.
#include <string>
#include <string_view>

#include "server/net/api_routes.hpp"

namespace petteia::server {

bool is_challenge_route(std::string_view path);

void answer_challenge_route(const HttpRequest& request, std::string_view path, ServerContext& context, const std::string& address,
                            Reply reply);

}  // namespace petteia::server
