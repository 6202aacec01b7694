// Who a request comes from. The input is lines: the first is a --trusted-proxy list (entries
// separated by commas, as the option takes them), the second the peer's address, the rest
// X-Forwarded-For header lines. TrustedProxies::parse and client_address never crash; the client is
// "unknown" or an address key (IPv4, or an IPv6 /64 network); without trusted proxies, or from an
// untrusted peer, the header changes nothing.
#include <string>
#include <vector>

#include <boost/asio/ip/address.hpp>

#include "server/common/client_address.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia::server;

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    while (true) {
        const auto end = text.find(separator);
        parts.push_back(text.substr(0, end));
        if (end == std::string_view::npos) return parts;
        text.remove_prefix(end + 1);
    }
}

bool is_address_key(const std::string& key) {
    if (key == "unknown") return true;
    boost::system::error_code error;
    if (key.ends_with("/64")) {
        const auto network = boost::asio::ip::make_address(key.substr(0, key.size() - 3), error);
        if (error || !network.is_v6()) return false;
        const auto bytes = network.to_v6().to_bytes();
        for (std::size_t i = 8; i < bytes.size(); ++i)
            if (bytes[i] != 0) return false;
        return true;
    }
    const auto address = boost::asio::ip::make_address(key, error);
    return !error && address.is_v4() && address.to_string() == key;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto lines = split(petteia_fuzz::as_text(data, size), '\n');
    std::vector<std::string> entries;
    for (std::string_view entry : split(lines.front(), ','))
        if (!entry.empty()) entries.emplace_back(entry);
    const std::string_view peer = lines.size() > 1 ? lines[1] : std::string_view();
    const std::vector<std::string_view> forwarded(lines.begin() + std::min<std::size_t>(lines.size(), 2), lines.end());

    const std::string untrusted = client_address(peer, {}, TrustedProxies{});
    FUZZ_CHECK(is_address_key(untrusted));
    FUZZ_CHECK(client_address(peer, forwarded, TrustedProxies{}) == untrusted);

    const auto trusted = TrustedProxies::parse(entries);
    if (!trusted) {
        FUZZ_CHECK(!trusted.error().empty());
        return 0;
    }
    FUZZ_CHECK(trusted->empty() == entries.empty());
    const std::string client = client_address(peer, forwarded, *trusted);
    FUZZ_CHECK(is_address_key(client));
    if (!trusted->contains(peer)) FUZZ_CHECK(client == untrusted);
    return 0;
}
