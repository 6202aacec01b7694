#pragma once
// Optional accounts: sign-up, sign-in with rate limits, sessions, password change, deletion, and
// the account page's contents. Every call blocks (SQLite, and Argon2 on purpose): the server runs
// them on its blocking-work threads, never on an I/O thread.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/account_store.hpp"
#include "db/exercise_store.hpp"
#include "protocol/account_messages.hpp"
#include "server/attempt_limiter.hpp"
#include "server/match.hpp"

namespace petteia::server {

struct SignedIn {
    db::Account account;
    std::string token;  // the session cookie's value; only its hash is stored
};

struct AccountLimits {
    std::int64_t session_lifetime_ms = 30LL * 24 * 3600 * 1000;
    int attempts_per_address = 10;  // in a burst, then one a minute
    int failures_per_account = 5;   // in a burst, then one every 5 minutes
};

class Accounts {
public:
    Accounts(db::AccountStore& accounts, db::ExerciseStore& exercises, AccountLimits limits);

    Answer<SignedIn> sign_up(const protocol::Credentials& credentials, const std::string& address, std::int64_t now);
    // too_many_attempts carries the seconds to wait in its `detail`.
    Answer<SignedIn> sign_in(const protocol::Credentials& credentials, const std::string& address, std::int64_t now);
    void sign_out(std::string_view token);
    // The live session's account.
    std::optional<db::Account> session_account(std::string_view token, std::int64_t now);

    // Ends every other session of the account.
    std::optional<protocol::ProtocolError> change_password(const db::Account& account, std::string_view token,
                                                           const protocol::PasswordChange& change, std::int64_t now);
    std::optional<protocol::ProtocolError> delete_account(const db::Account& account, std::string_view password,
                                                          std::int64_t now);
    // Marks the exercises solved; unknown ids are skipped.
    void mark_solved(const db::Account& account, const std::vector<std::string>& exercise_ids, std::int64_t now);

    std::vector<std::string> solved(const db::Account& account);
    protocol::AccountView view(const db::Account& account);

    std::int64_t session_lifetime_ms() const { return limits_.session_lifetime_ms; }

private:
    SignedIn open_session(db::Account account, std::int64_t now);
    // Refuses when the account has failed too often; counts a failure when the password is wrong.
    std::optional<protocol::ProtocolError> check_password(const db::Account& account, std::string_view password,
                                                          std::int64_t now);

    db::AccountStore& accounts_;
    db::ExerciseStore& exercises_;
    AccountLimits limits_;
    AttemptLimiter per_address_;
    AttemptLimiter per_account_;
};

}  // namespace petteia::server
