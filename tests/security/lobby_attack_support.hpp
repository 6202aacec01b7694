#pragma once
// What the lobby's attack suites share (attacks_on_lobby_test.cpp, attacks_on_lobby_holes_test.cpp):
// a lobby socket as nginx passes it on, from an address of the test's choosing (X-Forwarded-For
// from the trusted proxy), a browser's lobby page on it, and the requests they send.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <deque>
#include <set>
#include <thread>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "tests/security/raw_http.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/lobby_support.hpp"

namespace petteia_security_test::lobby_attacks {

using namespace petteia_server_test;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

// A lobby socket as nginx passes it on: from 127.0.0.1, the server's trusted proxy, with the
// client's address in X-Forwarded-For. Sends are paced below the server's 10 messages a second
// (bursts of 20) a connection, as WsClient's; every wait has a deadline.
class AddressedSocket {
public:
    AddressedSocket(std::uint16_t port, const std::string& client, const std::string& target = "/ws/lobby",
                    const std::optional<std::string>& cookie = std::nullopt) {
        auto& lowest = beast::get_lowest_layer(ws_);
        const auto deadline = Clock::now() + default_timeout;
        lowest.expires_after(default_timeout);
        bool done = false;
        beast::error_code result;
        lowest.async_connect(tcp::endpoint(asio::ip::address_v4::loopback(), port), [&](beast::error_code error) {
            result = error;
            done = true;
        });
        if (!run_until([&] { return done; }, deadline) || result) throw std::runtime_error("cannot connect: " + result.message());
        ws_.set_option(websocket::stream_base::decorator(
            [client, cookie](websocket::request_type& request) {
                request.set("X-Forwarded-For", client);
                if (cookie) request.set(beast::http::field::cookie, *cookie);
            }));
        ws_.auto_fragment(false);
        done = false;
        ws_.async_handshake("127.0.0.1:" + std::to_string(port), target, [&](beast::error_code error) {
            result = error;
            done = true;
        });
        if (!run_until([&] { return done; }, deadline) || result) throw std::runtime_error("handshake failed: " + result.message());
        lowest.expires_never();
        read();
    }
    ~AddressedSocket() { drop(); }
    AddressedSocket(const AddressedSocket&) = delete;
    AddressedSocket& operator=(const AddressedSocket&) = delete;

    void send(const json& message) { send_text(message.dump()); }
    void send_text(const std::string& text, bool as_text = true) {
        pace();
        if (closed_) throw std::runtime_error("cannot send on a closed socket: " + text.substr(0, 100));
        ws_.text(as_text);
        bool done = false;
        beast::error_code result;
        ws_.async_write(asio::buffer(text), [&](beast::error_code error, std::size_t) {
            result = error;
            done = true;
        });
        if (!run_until([&] { return done; }, Clock::now() + default_timeout) || result)
            throw std::runtime_error("cannot send " + text.substr(0, 100) + ": " + result.message());
    }

    std::optional<json> receive(std::chrono::milliseconds timeout = default_timeout) {
        run_until([&] { return !inbox_.empty() || closed_; }, Clock::now() + timeout);
        if (inbox_.empty()) return std::nullopt;
        json message = std::move(inbox_.front());
        inbox_.pop_front();
        return message;
    }
    json wait_for(const std::function<bool(const json&)>& wanted, const std::string& what,
                  std::chrono::milliseconds timeout = default_timeout) {
        const auto deadline = Clock::now() + timeout;
        for (;;) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) break;
            auto message = receive(left);
            if (!message) break;
            if (wanted(*message)) return *message;
        }
        std::string last;
        for (std::size_t i = history_.size() > 5 ? history_.size() - 5 : 0; i < history_.size(); ++i)
            last += "\n  " + history_[i].dump().substr(0, 300);
        throw std::runtime_error("waited for " + what + (closed_ ? " but the socket closed" : " in vain") + "; last messages:" + last);
    }
    // The next message of `type`, or the next error.
    json wait(const std::string& type) {
        return wait_for([&](const json& m) { return of_type(m, type) || of_type(m, "error"); }, type);
    }
    json wait_error() {
        return wait_for([](const json& m) { return of_type(m, "error"); }, "an error");
    }
    // Everything that arrives within `quiet`, into the history (nothing is waited for).
    void drain(std::chrono::milliseconds quiet = 300ms) {
        while (receive(quiet)) {
        }
    }
    std::optional<int> wait_closed(std::chrono::milliseconds timeout = default_timeout) {
        run_until([&] { return closed_; }, Clock::now() + timeout);
        return close_code_;
    }
    bool closed() const { return closed_; }
    // Drops the TCP connection without a word (a page killed, a network gone).
    void drop() {
        beast::error_code ignored;
        beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_both, ignored);
        beast::get_lowest_layer(ws_).socket().close(ignored);
        run_until([&] { return closed_; }, Clock::now() + 2s);
        closed_ = true;
    }
    void close() {
        if (closed_) return;
        bool done = false;
        ws_.async_close(websocket::close_code::normal, [&](beast::error_code) { done = true; });
        run_until([&] { return done && closed_; }, Clock::now() + default_timeout);
        drop();
    }
    const std::vector<json>& history() const { return history_; }
    std::size_t count(const std::string& type) const {
        return static_cast<std::size_t>(std::count_if(history_.begin(), history_.end(), [&](const json& m) { return of_type(m, type); }));
    }

private:
    template <class Done>
    bool run_until(Done done, Clock::time_point deadline) {
        while (!done()) {
            const auto now = Clock::now();
            if (now >= deadline) return false;
            io_.restart();
            if (io_.run_one_for(deadline - now) == 0 && io_.stopped() && !done()) std::this_thread::sleep_for(1ms);
        }
        return true;
    }
    void read() {
        ws_.async_read(buffer_, [this](beast::error_code error, std::size_t) {
            if (error) {
                closed_ = true;
                if (ws_.reason().code != websocket::close_code::none) close_code_ = ws_.reason().code;
                return;
            }
            json message = json::parse(beast::buffers_to_string(buffer_.data()), nullptr, false);
            buffer_.consume(buffer_.size());
            if (message.is_discarded()) message = json{{"type", "<not JSON>"}};
            inbox_.push_back(message);
            history_.push_back(std::move(message));
            read();
        });
    }
    void pace() {
        for (;;) {
            const auto now = Clock::now();
            tokens_ = std::min(14.0, tokens_ + std::chrono::duration<double>(now - refilled_).count() * 8.0);
            refilled_ = now;
            if (tokens_ >= 1) {
                tokens_ -= 1;
                return;
            }
            run_until([] { return false; }, now + 20ms);  // reading meanwhile, as a page does
        }
    }

    asio::io_context io_{1};
    websocket::stream<beast::tcp_stream> ws_{io_};
    beast::flat_buffer buffer_;
    std::deque<json> inbox_;
    std::vector<json> history_;
    bool closed_ = false;
    std::optional<int> close_code_;
    double tokens_ = 14;
    Clock::time_point refilled_ = Clock::now();
};

// A browser's lobby page at `client`: its token and its socket, in the lobby.
struct Page {
    std::string token;
    std::unique_ptr<AddressedSocket> socket;
    json lobby;
    AddressedSocket* operator->() { return socket.get(); }
};

inline Page open_page(std::uint16_t port, const std::string& client, const std::string& token,
               const std::optional<std::string>& cookie = std::nullopt) {
    Page page{token, std::make_unique<AddressedSocket>(port, client, "/ws/lobby", cookie), {}};
    page->wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
    page->send({{"type", "lobby_join"}, {"protocol", 1}, {"browser", token}});
    page.lobby = page->wait("lobby");
    if (!of_type(page.lobby, "lobby")) throw std::runtime_error("lobby_join refused: " + page.lobby.dump());
    return page;
}

inline ServerProcess behind_a_proxy() { return ServerProcess({"--trusted-proxy", "127.0.0.1"}); }

inline json cancel_request(const json& id) { return {{"type", "cancel_challenge"}, {"id", id}}; }
inline json accept_request(const json& id) { return {{"type", "accept_challenge"}, {"id", id}}; }
// `message` with `key` set to `value`, or without `key` when `value` is discarded.
inline json with(json message, const std::string& key, const json& value) {
    if (value.is_discarded()) message.erase(key);
    else message[key] = value;
    return message;
}

// What a watcher's list holds after its lobby answer and every added and removed since.
inline std::set<std::string> listed(const AddressedSocket& watcher, std::size_t* most = nullptr) {
    std::set<std::string> ids;
    for (const json& m : watcher.history()) {
        if (of_type(m, "lobby"))
            for (const json& c : m["challenges"]) ids.insert(c["id"].get<std::string>());
        if (of_type(m, "challenge_added")) ids.insert(m["challenge"]["id"].get<std::string>());
        if (of_type(m, "challenge_removed")) ids.erase(m["id"].get<std::string>());
        if (most) *most = std::max(*most, ids.size());
    }
    return ids;
}

// Posts one challenge and returns the answer (challenge_posted or an error).
inline json post(Page& page, const json& request = challenge_request()) {
    page->send(request);
    return page->wait("challenge_posted");
}

}  // namespace petteia_security_test::lobby_attacks
