#pragma once
// Beast and Asio names for the load generator (compiled once, in the server's petteia_net; Asio's
// TLS part in ssl_impl.cpp), and where the server is.
#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <string>

namespace petteia::load {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;

// Where the server is: the address to connect to, the Host header to send, and TLS (https://,
// wss://) when `tls` is set, as a browser speaks to a reverse proxy.
struct ServerAddress {
    tcp::endpoint endpoint;
    std::string host;              // the Host header: "127.0.0.1:8080", "localhost:8443"
    ssl::context* tls = nullptr;   // TLS when set: its settings (verification, CA file)
    std::string server_name;       // TLS: the name sent (SNI) and, when verifying, checked
    asio::ip::address source;      // the local address to connect from (unspecified: the system's)

    // Plain HTTP and WebSocket to an address, the Host header that address and port.
    static ServerAddress plain(const tcp::endpoint& endpoint) {
        return {endpoint, endpoint.address().to_string() + ":" + std::to_string(endpoint.port()), nullptr, "", {}};
    }
};

// The k-th of `count` client addresses on loopback: 127.1.0.1, 127.1.0.2, … (unspecified when
// count is 1: the system chooses, 127.0.0.1).
inline asio::ip::address client_address(int count, int k) {
    if (count <= 1) return {};
    const unsigned n = static_cast<unsigned>(k % count) + 1;
    return asio::ip::address_v4(asio::ip::address_v4::bytes_type{127, 1, static_cast<unsigned char>(n >> 8), static_cast<unsigned char>(n & 255)});
}

// Opens `socket` bound to the server address's source, if it names one (a client address of its
// own, on loopback 127.x.y.z); false if that failed.
inline bool bind_source(tcp::socket& socket, const ServerAddress& server, beast::error_code& error) {
    if (server.source.is_unspecified()) return true;
    socket.open(server.source.is_v4() ? tcp::v4() : tcp::v6(), error);
    if (!error) socket.bind(tcp::endpoint(server.source, 0), error);
    return !error;
}

// A TLS stream's client side before its handshake: the server name sent (SNI) and, when the
// context verifies, checked against the certificate. False if OpenSSL refused the name.
inline bool prepare_tls(beast::ssl_stream<beast::tcp_stream>& stream, const ServerAddress& server) {
    if (server.server_name.empty()) return true;
    if (!SSL_set_tlsext_host_name(stream.native_handle(), server.server_name.c_str())) return false;
    stream.set_verify_callback(ssl::host_name_verification(server.server_name));
    return true;
}

}  // namespace petteia::load
