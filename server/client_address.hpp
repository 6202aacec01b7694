#pragma once
// Whom a request comes from, for the per-address limits (game creation, sign-in, exercise moves):
// the peer's address, or — when the peer is the trusted reverse proxy (--trusted-proxy) — the last
// address that proxy wrote into X-Forwarded-For (earlier ones are the client's own say-so). An IPv6
// client is known by its /64 network, which a single subscriber usually holds whole.
#include <string>
#include <string_view>

namespace petteia::server {

std::string client_address(std::string_view peer, std::string_view forwarded_for, std::string_view trusted_proxy);

}  // namespace petteia::server
