#pragma once
// POST /api/records/replay: the recorded-game viewer's check of a pasted or opened game, move by
// move, by the rules (protocol/README.md). Pure computation bounded by the body limit, limited per
// client address, run with the other blocking API work off the I/O threads.
#include <string>
#include <string_view>

#include "server/net/http_routes.hpp"

namespace petteia::server {

inline constexpr std::string_view record_replay_path = "/api/records/replay";

http::message_generator answer_record_replay(const HttpRequest& request, ServerContext& context, const std::string& address);

}  // namespace petteia::server
