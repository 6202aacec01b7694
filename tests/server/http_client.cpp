#include "tests/server/http_client.hpp"

#include <chrono>
#include <stdexcept>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace petteia_server_test {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

constexpr auto timeout = std::chrono::seconds(10);

}  // namespace

nlohmann::json HttpReply::json() const {
    auto parsed = nlohmann::json::parse(body, nullptr, false);
    return parsed.is_discarded() ? nlohmann::json() : parsed;
}

std::string HttpReply::header(const std::string& name) const {
    for (const auto& [key, value] : headers)
        if (beast::iequals(key, name)) return value;
    return "";
}

HttpReply http_request(std::uint16_t port, const std::string& method, const std::string& target, const std::string& body,
                       const std::vector<std::pair<std::string, std::string>>& headers) {
    asio::io_context io{1};
    beast::tcp_stream stream(io);
    stream.expires_after(timeout);

    http::request<http::string_body> request{http::string_to_verb(method), target, 11};
    request.set(http::field::host, "127.0.0.1:" + std::to_string(port));
    request.set(http::field::user_agent, "petteia-server-test");
    for (const auto& [name, value] : headers) request.set(name, value);
    if (!body.empty()) {
        request.set(http::field::content_type, "application/json");
        request.body() = body;
    }
    request.prepare_payload();

    beast::flat_buffer buffer;
    http::response<http::string_body> response;
    beast::error_code result;
    // Each step starts the next; the stream's expiry bounds them all.
    stream.async_connect(tcp::endpoint(asio::ip::address_v4::loopback(), port), [&](beast::error_code error) {
        if (error) return void(result = error);
        http::async_write(stream, request, [&](beast::error_code error, std::size_t) {
            if (error) return void(result = error);
            http::async_read(stream, buffer, response, [&](beast::error_code error, std::size_t) { result = error; });
        });
    });
    io.run();
    if (result) throw std::runtime_error(method + " " + target + " failed: " + result.message());
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
    HttpReply reply{static_cast<int>(response.result_int()), std::string(response[http::field::content_type]),
                    response.body(), {}};
    for (const auto& field : response) reply.headers.emplace_back(std::string(field.name_string()), std::string(field.value()));
    return reply;
}

CreatedGame create_game(std::uint16_t port, const nlohmann::json& body) {
    const HttpReply reply = http_request(port, "POST", "/api/games", body.dump());
    if (reply.status != 201) throw std::runtime_error("POST /api/games " + body.dump() + " -> " +
                                                      std::to_string(reply.status) + " " + reply.body);
    const auto created = reply.json();
    return {created.at("game"), created.at("link"), created.at("side"), created.at("secret")};
}

}  // namespace petteia_server_test
