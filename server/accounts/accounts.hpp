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
#include "server/accounts/pupils.hpp"
#include "server/common/answer.hpp"
#include "server/limits/shared_limits.hpp"

namespace petteia::server {

struct SignedIn {
    db::Account account;
    std::string token;         // the session cookie's value; only its hash is stored
    std::string device_token;  // the device cookie's value (new, or the one the browser sent); hashed too
};

// Password checks (sign-in, and the password asked again to change it or delete the account):
// - per address: 10 attempts in a burst, then one a minute (sign-ups count too: each costs a hash);
// - per account and address: 5 failures in a burst, then one every 5 minutes;
// - per account from everywhere: 10 failures in a burst, then one every 2 minutes, so that guessing
//   one account's password from any number of networks gets at most 40 tries in the first hour and
//   30 in each hour after;
// - per trusted device, *instead of* the per-account limit: 5 failures in a burst, then one every 5
//   minutes. A trusted device is a browser that signed in to this account before (its device
//   cookie, OWASP's "device cookie" defence) or the signed-in session itself (the password asked
//   again): the owner is never locked out by a guesser elsewhere, and a stolen device cookie is
//   worth no more than 5 guesses.
// A right password gives its account tokens back, so a player's own typo-then-success costs nothing.
// The four limits are SharedLimits': over PostgreSQL they hold across every node (each check is a
// database round trip here, on the password threads; a check the database cannot make is refused).
struct AccountLimits {
    std::int64_t session_lifetime_ms = 30LL * 24 * 3600 * 1000;
};

class Accounts {
public:
    Accounts(db::AccountStore& accounts, db::ExerciseStore& exercises, AccountLimits limits, SharedLimits& shared_limits);

    // too_many_attempts carries the seconds to wait in its `detail`.
    Answer<SignedIn> sign_up(const protocol::Credentials& credentials, const std::string& address, std::int64_t now);
    // `device_token`: the device cookie the browser sent, if any.
    Answer<SignedIn> sign_in(const protocol::Credentials& credentials, const std::string& address,
                             const std::optional<std::string>& device_token, std::int64_t now);
    void sign_out(std::string_view token);
    // The live session's account.
    std::optional<db::Account> session_account(std::string_view token, std::int64_t now);

    // Ends every other session of the account.
    std::optional<protocol::ProtocolError> change_password(const db::Account& account, std::string_view token,
                                                           const protocol::PasswordChange& change,
                                                           const std::string& address, std::int64_t now);
    // `token`: the session asking.
    std::optional<protocol::ProtocolError> delete_account(const db::Account& account, std::string_view token,
                                                          std::string_view password, const std::string& address,
                                                          std::int64_t now);
    // Marks the exercises solved; unknown ids are skipped.
    void mark_solved(const db::Account& account, const std::vector<std::string>& exercise_ids, std::int64_t now);

    std::vector<std::string> solved(const db::Account& account);
    protocol::AccountView view(const db::Account& account);
    std::optional<db::Account> find(std::int64_t account_id);

    // A teacher's pupils (issue 39): their accounts made in the class, and a new first password
    // (pupils.hpp). Argon2: on the password threads.
    PupilsMade make_pupils(db::ClubStore& clubs, std::string_view class_id, const std::vector<std::string>& names,
                           std::int64_t now);
    std::string reset_pupil_password(std::int64_t account_id);

    std::int64_t session_lifetime_ms() const { return limits_.session_lifetime_ms; }
    static constexpr std::int64_t device_lifetime_ms = 365LL * 24 * 3600 * 1000;

private:
    // A new session, and the device remembered (`device_token`, or a new one) for a year more.
    SignedIn open_session(db::Account account, const std::optional<std::string>& device_token, std::int64_t now);
    // Checks `password` against the account's hash (none: an unknown name, checked all the same)
    // within the limits above; `trusted_device`: the key of a trusted device, if the request comes
    // from one.
    std::optional<protocol::ProtocolError> check_password(std::string_view username, const std::string* stored_hash,
                                                          std::string_view password, const std::string& address,
                                                          const std::optional<std::string>& trusted_device,
                                                          std::int64_t now);

    db::AccountStore& accounts_;
    db::ExerciseStore& exercises_;
    AccountLimits limits_;
    Limit& per_address_;
    Limit& per_account_and_address_;
    Limit& per_account_;
    Limit& per_device_;
};

}  // namespace petteia::server
