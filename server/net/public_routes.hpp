#pragma once
// What strangers may read (issue 27): GET /api/live, the live games to watch, and GET
// /api/players/<name>, a player's public profile. Both read the store: answered on the blocking
// threads, like the account API (api_routes.hpp).
#include <string_view>

#include "server/net/http_routes.hpp"

namespace petteia::server {

bool is_public_route(std::string_view path);
http::response<http::string_body> answer_public_route(const HttpRequest& request, std::string_view path, ServerContext& context);

// The account's own ratings and history (GET /api/account/ratings).
http::response<http::string_body> account_ratings(const HttpRequest& request, ServerContext& context, std::int64_t account);

}  // namespace petteia::server
