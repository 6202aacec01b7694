#pragma once
// People one knows (issue 38, deliverable 4; protocol/README.md, "HTTP: people one knows"):
//   POST / DELETE /api/players/<name>/follow   follow, or stop
//   POST / DELETE /api/players/<name>/block    block, or stop
//   GET /api/account/following, /api/account/blocked
// Signed in only, and each list private to its account. Changes are limited per account and per
// address (SharedLimits), as the lobby's posts are. Answered on a blocking thread (the store).
#include <string>
#include <string_view>

#include "server/net/http_routes.hpp"

namespace petteia::server {

bool is_people_route(std::string_view path);

http::response<http::string_body> answer_people_route(const HttpRequest& request, std::string_view path,
                                                      ServerContext& context, const std::string& address);

}  // namespace petteia::server
