#pragma once
// The exercise API (protocol/README.md, "HTTP: exercises"); anyone may use it, and a signed-in
// player's solved exercises and exercise rating are kept (issue 40):
//   GET  /api/exercises                  the list, each with its rating; the player's rating
//   GET  /api/exercises/daily            the exercise of the day (UTC), the same on every node
//   GET  /api/exercises/<id>             one exercise and its starting position
//   POST /api/exercises/<id>/attempt     the solver's moves so far, the last one new: checked
//   POST /api/exercises/<id>/hint        the square of the piece to move next
//   POST /api/exercises/<id>/solution    the rest of the solution
// A wrong move, a solve, a hint or the solution ends a signed-in player's first try at the exercise,
// which is then rated (server/games/exercise_ratings.hpp). Answered on the blocking threads (the
// store, a short think for an explanation).
#include <string>
#include <string_view>

#include "server/net/api_routes.hpp"

namespace petteia::server {

bool is_exercise_route(std::string_view path);

http::response<http::string_body> answer_exercise_route(const HttpRequest& request, std::string_view path,
                                                        ServerContext& context, const std::string& address);

}  // namespace petteia::server
