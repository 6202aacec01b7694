#include "server/common/client_address.hpp"

#include <algorithm>

#include "server/common/asio.hpp"

namespace petteia::server {

namespace {

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

// An address as its bytes, IPv4-mapped IPv6 addresses as IPv4; nothing when `text` is no address.
std::optional<asio::ip::address> parsed(std::string_view text) {
    boost::system::error_code error;
    auto address = asio::ip::make_address(std::string(text), error);
    if (error) return std::nullopt;
    if (address.is_v6() && address.to_v6().is_v4_mapped())
        return asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6());
    return address;
}

std::vector<unsigned char> bytes_of(const asio::ip::address& address) {
    if (address.is_v4()) {
        const auto bytes = address.to_v4().to_bytes();
        return {bytes.begin(), bytes.end()};
    }
    const auto bytes = address.to_v6().to_bytes();
    return {bytes.begin(), bytes.end()};
}

std::string key_of(const asio::ip::address& address) {
    if (address.is_v4()) return address.to_string();
    auto bytes = address.to_v6().to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    return asio::ip::address_v6(bytes).to_string() + "/64";
}

// Every entry of every X-Forwarded-For line, left to right.
std::vector<std::string_view> entries_of(const std::vector<std::string_view>& lines) {
    std::vector<std::string_view> entries;
    for (std::string_view line : lines) {
        while (true) {
            const auto comma = line.find(',');
            if (const auto entry = trimmed(line.substr(0, comma)); !entry.empty()) entries.push_back(entry);
            if (comma == std::string_view::npos) break;
            line.remove_prefix(comma + 1);
        }
    }
    return entries;
}

}  // namespace

Expected<TrustedProxies, std::string> TrustedProxies::parse(const std::vector<std::string>& entries) {
    TrustedProxies trusted;
    for (const std::string& entry : entries) {
        const auto slash = entry.find('/');
        const auto address = parsed(trimmed(std::string_view(entry).substr(0, slash)));
        if (!address) return unexpected("--trusted-proxy: \"" + entry + "\" is not an address or network");
        Network network{bytes_of(*address), 0};
        const int bits = static_cast<int>(network.bytes.size()) * 8;
        network.prefix = bits;
        if (slash != std::string::npos) {
            const std::string prefix = entry.substr(slash + 1);
            if (prefix.empty() || prefix.size() > 3 || !std::all_of(prefix.begin(), prefix.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
                std::stoi(prefix) > bits)
                return unexpected("--trusted-proxy: \"" + entry + "\" has a bad prefix length");
            network.prefix = std::stoi(prefix);
        }
        trusted.networks_.push_back(std::move(network));
    }
    return trusted;
}

bool TrustedProxies::contains(std::string_view text) const {
    const auto address = parsed(text);
    if (!address) return false;
    const auto bytes = bytes_of(*address);
    return std::any_of(networks_.begin(), networks_.end(), [&](const Network& network) {
        if (network.bytes.size() != bytes.size()) return false;
        for (int bit = 0; bit < network.prefix; ++bit) {
            const int mask = 0x80 >> (bit % 8);
            if ((network.bytes[bit / 8] & mask) != (bytes[bit / 8] & mask)) return false;
        }
        return true;
    });
}

std::string client_address(std::string_view peer, const std::vector<std::string_view>& forwarded_for_lines,
                           const TrustedProxies& trusted) {
    const auto peer_address = parsed(peer);
    if (!peer_address) return "unknown";
    if (!trusted.contains(peer)) return key_of(*peer_address);
    const auto entries = entries_of(forwarded_for_lines);
    std::optional<asio::ip::address> client = peer_address;
    // From the right: each trusted hop names the one before it.
    for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
        client = parsed(*entry);
        if (!client) return "unknown";
        if (!trusted.contains(*entry)) break;
    }
    return key_of(*client);
}

}  // namespace petteia::server
