#pragma once
// Accounts over HTTP for the integration tests: requests with a session cookie, and the cookie a
// sign-up or sign-in sets.
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/server/http_client.hpp"

namespace petteia_server_test {

// The request with "Cookie: <cookie>" when `cookie` is not empty.
inline HttpReply account_request(std::uint16_t port, const std::string& method, const std::string& target,
                                 const nlohmann::json& body = nullptr, const std::string& cookie = "") {
    std::vector<std::pair<std::string, std::string>> headers;
    if (!cookie.empty()) headers.emplace_back("Cookie", cookie);
    return http_request(port, method, target, body.is_null() ? "" : body.dump(), headers);
}

// "petteia_session=<token>" from the reply's Set-Cookie, or "" when it sets none.
inline std::string session_cookie_of(const HttpReply& reply) {
    const std::string set_cookie = reply.header("Set-Cookie");
    return set_cookie.substr(0, set_cookie.find(';'));
}

inline HttpReply sign_up(std::uint16_t port, const std::string& username, const std::string& password) {
    return account_request(port, "POST", "/api/account", {{"username", username}, {"password", password}});
}

inline HttpReply sign_in(std::uint16_t port, const std::string& username, const std::string& password) {
    return account_request(port, "POST", "/api/session", {{"username", username}, {"password", password}});
}

// A new account's session cookie (a sign-up signs in), its password one that no test needs again.
inline std::string signed_up(std::uint16_t port, const std::string& name) {
    const HttpReply reply = sign_up(port, name, "correct horse battery");
    EXPECT_EQ(reply.status, 201) << reply.body;
    return session_cookie_of(reply);
}

}  // namespace petteia_server_test
