#include "server/accounts.hpp"

#include <algorithm>
#include <cctype>

#include <spdlog/spdlog.h>

#include "rules/variants.hpp"
#include "server/passwords.hpp"
#include "server/secrets.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;
using protocol::ProtocolError;

constexpr int games_listed = 100;

// Rate-limit keys by account are the name in lower case: "Ariadne" and "ariadne" are one account.
std::string account_key(std::string_view username) {
    std::string key(username.substr(0, 64));
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return key;
}

ProtocolError too_many_attempts(std::int64_t wait_ms) {
    const std::int64_t seconds = std::max<std::int64_t>(1, (wait_ms + 999) / 1000);
    return {ErrorCode::too_many_attempts,
            "too many sign-in attempts; try again in " + std::to_string(seconds) + " s", std::to_string(seconds)};
}

ProtocolError wrong_credentials() { return {ErrorCode::wrong_credentials, "wrong user name or password", {}}; }

std::string outcome_for(const db::StoredResult& result, int side) {
    if (result.state == "win") return result.winner == side ? "win" : "loss";
    return result.state;  // "draw" or "aborted"
}

std::string side_name(const std::string& variant, int side) {
    auto game = new_game(variant);
    return game ? (*game)->variant().side_name(static_cast<Side>(side)) : std::to_string(side);
}

}  // namespace

Accounts::Accounts(db::AccountStore& accounts, db::ExerciseStore& exercises, AccountLimits limits)
    : accounts_(accounts), exercises_(exercises), limits_(limits),
      per_address_(limits.attempts_per_address, 60'000), per_account_(limits.failures_per_account, 300'000) {}

SignedIn Accounts::open_session(db::Account account, std::int64_t now) {
    std::string token = new_secret();
    accounts_.add_session(hash_secret(token), account.id, now, now + limits_.session_lifetime_ms);
    return {std::move(account), std::move(token)};
}

Answer<SignedIn> Accounts::sign_up(const protocol::Credentials& credentials, const std::string& address,
                                   std::int64_t now) {
    // Sign-ups cost an Argon2 hash too: they share the address's budget with sign-ins.
    if (const auto wait = per_address_.wait_ms(address, now)) return unexpected(too_many_attempts(wait));
    per_address_.spend(address, now);
    if (accounts_.find_by_name(credentials.username))
        return unexpected(ProtocolError{ErrorCode::username_taken, "the name " + credentials.username + " is taken", {}});
    const std::string hash = hash_password(credentials.password);
    const auto id = accounts_.create_account(credentials.username, hash, now);
    // Someone else may have taken the name while the hash was computed.
    if (!id) return unexpected(ProtocolError{ErrorCode::username_taken, "the name " + credentials.username + " is taken", {}});
    spdlog::info("account {} created from {}", credentials.username, address);
    return open_session(db::Account{*id, credentials.username, hash, now}, now);
}

Answer<SignedIn> Accounts::sign_in(const protocol::Credentials& credentials, const std::string& address,
                                   std::int64_t now) {
    const std::string key = account_key(credentials.username);
    const std::int64_t wait = std::max(per_address_.wait_ms(address, now), per_account_.wait_ms(key, now));
    if (wait > 0) {
        spdlog::warn("sign-in as {} from {} refused: too many attempts", key, address);
        return unexpected(too_many_attempts(wait));
    }
    per_address_.spend(address, now);
    const auto account = accounts_.find_by_name(credentials.username);
    if (!password_matches(credentials.password, account ? &account->password_hash : nullptr)) {
        per_account_.spend(key, now);
        return unexpected(wrong_credentials());
    }
    return open_session(*account, now);
}

void Accounts::sign_out(std::string_view token) { accounts_.end_session(hash_secret(token)); }

std::optional<db::Account> Accounts::session_account(std::string_view token, std::int64_t now) {
    return accounts_.session_account(hash_secret(token), now);
}

std::optional<ProtocolError> Accounts::check_password(const db::Account& account, std::string_view password,
                                                      std::int64_t now) {
    const std::string key = account_key(account.username);
    if (const auto wait = per_account_.wait_ms(key, now)) return too_many_attempts(wait);
    if (password_matches(password, &account.password_hash)) return std::nullopt;
    per_account_.spend(key, now);
    return wrong_credentials();
}

std::optional<ProtocolError> Accounts::change_password(const db::Account& account, std::string_view token,
                                                       const protocol::PasswordChange& change, std::int64_t now) {
    if (auto refused = check_password(account, change.current, now)) return refused;
    accounts_.set_password(account.id, hash_password(change.replacement));
    accounts_.end_other_sessions(account.id, hash_secret(token));
    return std::nullopt;
}

std::optional<ProtocolError> Accounts::delete_account(const db::Account& account, std::string_view password,
                                                      std::int64_t now) {
    if (auto refused = check_password(account, password, now)) return refused;
    accounts_.delete_account(account.id);
    spdlog::info("account {} deleted", account.username);
    return std::nullopt;
}

void Accounts::mark_solved(const db::Account& account, const std::vector<std::string>& exercise_ids, std::int64_t now) {
    exercises_.mark_solved(account.id, exercise_ids, now);
}

std::vector<std::string> Accounts::solved(const db::Account& account) { return exercises_.solved(account.id); }

protocol::AccountView Accounts::view(const db::Account& account) {
    protocol::AccountView view{account.username, account.created_at_ms, exercises_.solved(account.id), {}};
    for (const db::AccountGame& game : accounts_.finished_games(account.id, games_listed)) {
        protocol::AccountGameView listed;
        listed.game = game.game_id;
        listed.variant = game.variant;
        listed.side = side_name(game.variant, game.side);
        constexpr std::string_view computer_prefix = "computer:";
        if (std::string_view(game.opponent).starts_with(computer_prefix))
            listed.level = game.opponent.substr(computer_prefix.size());
        listed.outcome = outcome_for(game.result, game.side);
        listed.reason = game.result.reason;
        listed.moves = game.moves;
        listed.finished_ms = game.finished_at_ms;
        view.games.push_back(std::move(listed));
    }
    return view;
}

}  // namespace petteia::server
