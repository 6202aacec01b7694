// Attacks on accounts: guessing one account's password from many networks stays slow, yet the
// owner's own browser (its device cookie) is never locked out; and a burst of sign-ins cannot make
// the exercise API answer "server busy".
#include <atomic>
#include <thread>

#include <gtest/gtest.h>

#include "tests/security/raw_http.hpp"
#include "tests/server/account_support.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_security_test {
namespace {

using namespace petteia_server_test;

// Sign-in as the client `address` behind the trusted proxy, with `cookies` (may be empty).
HttpReply sign_in_from(const ServerProcess& server, const std::string& address, const std::string& password,
                       const std::string& cookies = "", const std::string& username = "Ariadne") {
    std::vector<std::pair<std::string, std::string>> headers{{"X-Forwarded-For", address}};
    if (!cookies.empty()) headers.emplace_back("Cookie", cookies);
    return http_request(server.port(), "POST", "/api/session",
                        json{{"username", username}, {"password", password}}.dump(), headers);
}

// The "name=value" of the Set-Cookie header whose name ends in `name`.
std::string cookie_named(const HttpReply& reply, const std::string& name) {
    for (const auto& [header, value] : reply.headers) {
        if (header != "Set-Cookie") continue;
        const std::string pair = value.substr(0, value.find(';'));
        if (pair.substr(0, pair.find('=')).ends_with(name)) return pair;
    }
    return "";
}

// Wrong guesses from a new address each, until the account's lock answers 429; how many were
// let through to a password check.
int guesses_until_locked(const ServerProcess& server, int max_guesses, int& next_address) {
    for (int guess = 0; guess < max_guesses; ++guess) {
        const std::string address = "203.0.113." + std::to_string(next_address++);
        const int status = sign_in_from(server, address, "guess-" + std::to_string(guess)).status;
        if (status == 429) return guess;
        EXPECT_EQ(status, 401);
    }
    return max_guesses;
}

TEST(AttacksOnAccounts, GuessingFromManyNetworksStaysSlow) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    ASSERT_EQ(sign_up(server.port(), "Ariadne", "labyrinth-1").status, 201);
    int next_address = 1;
    // A burst of 10, then one every two minutes: at most 40 guesses in the first hour.
    EXPECT_EQ(guesses_until_locked(server, 40, next_address), 10);
    EXPECT_EQ(guesses_until_locked(server, 40, next_address), 0) << "every new address meets the same lock";
    const HttpReply locked = sign_in_from(server, "198.51.100.99", "labyrinth-1");
    EXPECT_EQ(locked.status, 429) << "a browser never seen before waits too, even with the right password";
    EXPECT_GE(std::stoi(locked.header("Retry-After")), 60);
    expect_healthy(server);
}

TEST(AttacksOnAccounts, TheOwnersBrowserIsNotLockedOut) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    const HttpReply created = sign_up(server.port(), "Ariadne", "labyrinth-1");
    ASSERT_EQ(created.status, 201);
    const std::string device = cookie_named(created, "petteia_device");
    ASSERT_FALSE(device.empty()) << "sign-up remembers the browser";
    EXPECT_NE(created.header("Set-Cookie").find("HttpOnly"), std::string::npos);

    int next_address = 1;
    EXPECT_EQ(guesses_until_locked(server, 40, next_address), 10);
    // The owner, from their usual browser, signs in while the account is locked for everyone else.
    const HttpReply owner = sign_in_from(server, "192.0.2.10", "labyrinth-1", device);
    EXPECT_EQ(owner.status, 200) << owner.body;
    EXPECT_EQ(cookie_named(owner, "petteia_device"), device) << "the same device, remembered for longer";
    // Forged device cookies, and one of another account, are worth nothing.
    EXPECT_EQ(sign_in_from(server, "192.0.2.11", "labyrinth-1", "petteia_device=forged-value").status, 429);
    const HttpReply other = sign_up(server.port(), "Theseus", "thread-ball");
    ASSERT_EQ(other.status, 201);
    EXPECT_EQ(sign_in_from(server, "192.0.2.12", "labyrinth-1", cookie_named(other, "petteia_device")).status, 429);
    expect_healthy(server);
}

TEST(AttacksOnAccounts, AStolenDeviceCookieIsWorthFiveGuesses) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1"});
    const std::string device = cookie_named(sign_up(server.port(), "Ariadne", "labyrinth-1"), "petteia_device");
    int refused_at = -1;
    for (int guess = 0; guess < 10 && refused_at < 0; ++guess) {
        const int status = sign_in_from(server, "203.0.113." + std::to_string(guess + 1), "guess", device).status;
        if (status == 429) refused_at = guess;
    }
    EXPECT_EQ(refused_at, 5);
    // The device's bucket is its own: the account's is untouched, so others are not locked by it.
    EXPECT_EQ(sign_in_from(server, "192.0.2.50", "labyrinth-1").status, 200);
}

TEST(AttacksOnAccounts, ABurstOfSignInsCannotRefuseExerciseMoves) {
    // One thread for passwords, so the burst queues up at once.
    ServerProcess server({"--trusted-proxy", "127.0.0.1", "--password-threads", "1", "--connections-per-address", "1000"});
    const std::string exercise = http_get(server.port(), "/api/exercises").json()["exercises"][0]["id"];
    std::atomic<int> busy_passwords{0}, answered_passwords{0}, unanswered_passwords{0}, busy_exercises{0},
        exercise_answers{0};
    std::vector<std::thread> burst;
    for (int i = 0; i < 100; ++i)
        burst.emplace_back([&, i] {
            // Every request from its own address and for an unknown name: each costs a hash. On a
            // slow machine the last of the queue may wait past the client's deadline: the
            // attacker's problem, not a failure.
            try {
                const int status = sign_in_from(server, "198.51.100." + std::to_string(i), "password-" + std::to_string(i),
                                                "", "nobody" + std::to_string(i))
                                       .status;
                (status == 503 ? busy_passwords : answered_passwords) += 1;
            } catch (const std::exception&) {
                ++unanswered_passwords;
            }
        });
    for (int i = 0; i < 20; ++i) {
        const HttpReply list = http_get(server.port(), "/api/exercises/" + exercise);
        (list.status == 503 ? busy_exercises : exercise_answers) += 1;
        EXPECT_EQ(list.status, 200) << list.body;
    }
    for (auto& thread : burst) thread.join();
    EXPECT_GT(busy_passwords.load(), 0) << "the burst did fill the password queue";
    EXPECT_EQ(busy_exercises.load(), 0);
    EXPECT_EQ(exercise_answers.load(), 20);
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
