#include "server/client_address.hpp"

#include "server/net.hpp"

namespace petteia::server {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

// Text that is no address (a forged header) stays as it is: it is still one key among others.
std::string network_of(std::string_view text) {
    boost::system::error_code error;
    const auto address = asio::ip::make_address(std::string(text), error);
    if (error) return std::string(text.substr(0, 64));
    if (!address.is_v6() || address.to_v6().is_v4_mapped()) return address.to_string();
    auto bytes = address.to_v6().to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    return asio::ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace

std::string client_address(std::string_view peer, std::string_view forwarded_for, std::string_view trusted_proxy) {
    if (!trusted_proxy.empty() && peer == trusted_proxy && !forwarded_for.empty()) {
        const auto comma = forwarded_for.rfind(',');
        const std::string_view last = trimmed(comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1));
        if (!last.empty()) return network_of(last);
    }
    return network_of(peer);
}

}  // namespace petteia::server
