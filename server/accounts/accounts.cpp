#include "server/accounts/accounts.hpp"

#include <algorithm>
#include <cctype>

#include <spdlog/spdlog.h>

#include "protocol/user_names.hpp"
#include "rules/variants.hpp"
#include "server/accounts/passwords.hpp"
#include "server/common/clock_source.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;
using protocol::ProtocolError;

constexpr int games_listed = 100;
constexpr int games_in_progress_listed = 20;

// Rate-limit keys by account are the name's key: "Ariadne" and "ariadne", "Zoé" and "zoe" are one account,
// so spelling a name differently does not buy more password guesses. A name that breaks the rules (it
// names no account) falls back to its ASCII lower case.
std::string account_key(std::string_view username) {
    if (auto name_key = protocol::user_name_key(username)) return *name_key;
    std::string key(username.substr(0, 64));
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return key;
}

ProtocolError too_many_attempts(std::int64_t wait_ms) {
    const std::int64_t seconds = std::max<std::int64_t>(1, (wait_ms + 999) / 1000);
    return {ErrorCode::too_many_attempts,
            "too many attempts; try again in " + std::to_string(seconds) + " s", std::to_string(seconds)};
}

ProtocolError wrong_credentials() { return {ErrorCode::wrong_credentials, "wrong user name or password", {}}; }

ProtocolError name_taken(const std::string& username) {
    return {ErrorCode::username_taken, "the name " + username + " is taken", {}};
}

// Taken by a look-alike rather than by the same name in another case: said so, with the name it looks like
// (public anyway, on profiles and in games), so that the player sees why.
ProtocolError name_looks_taken(const std::string& username, const std::string& existing) {
    return {ErrorCode::username_taken, "the name " + username + " looks like an existing name, " + existing,
            "look_alike"};
}

// Keys stored by another scheme (an older rule, another ICU) are recomputed before any request is served;
// two existing names that now collide are logged at each start, for the operator.
void bring_name_keys_up_to_date(db::AccountStore& accounts) {
    const std::string scheme = protocol::user_name_key_scheme();
    if (accounts.rekey_names(scheme, protocol::stored_user_name_key, now_ms()))
        spdlog::info("user name keys recomputed ({})", scheme);
    for (const db::NameKeyCollision& collision : accounts.name_key_collisions())
        spdlog::warn("user names {} (account {}) and {} (account {}) look alike (key {}): the older, {}, keeps the "
                     "key; {} signs in by its exact name only",
                     collision.kept_by_username, collision.kept_by, collision.username, collision.account_id,
                     collision.name_key, collision.kept_by_username, collision.username);
}

std::string outcome_for(const db::StoredResult& result, int side) {
    if (result.state == "win") return result.winner == side ? "win" : "loss";
    return result.state;  // "draw" or "aborted"
}

std::string side_name(const std::string& variant, int side) {
    auto game = new_game(variant);
    return game ? (*game)->variant().side_name(static_cast<Side>(side)) : std::to_string(side);
}

std::optional<std::string> level_of(std::string_view opponent) {
    constexpr std::string_view computer_prefix = "computer:";
    if (!opponent.starts_with(computer_prefix)) return std::nullopt;
    return std::string(opponent.substr(computer_prefix.size()));
}

// Whose move it is in a stored unfinished game, asked of the rules by replaying its moves (they
// were all accepted when played); nullopt if the record no longer replays.
std::optional<std::string> to_move_in(const db::AccountGameInProgress& game) {
    auto replay = game.start_position ? new_game(game.variant, *game.start_position) : new_game(game.variant);
    if (!replay) return std::nullopt;
    for (const std::string& move : game.moves)
        if (!(*replay)->play(move)) return std::nullopt;
    return (*replay)->variant().side_name((*replay)->side_to_move());
}

}  // namespace

Accounts::Accounts(db::AccountStore& accounts, db::ExerciseStore& exercises, AccountLimits limits,
                   SharedLimits& shared_limits)
    : accounts_(accounts), exercises_(exercises), limits_(limits),
      per_address_(shared_limits.password_checks_per_address),
      per_account_and_address_(shared_limits.guesses_per_account_and_address),
      per_account_(shared_limits.guesses_per_account), per_device_(shared_limits.guesses_per_device) {
    prepare_password_checks();
    bring_name_keys_up_to_date(accounts_);
}

SignedIn Accounts::open_session(db::Account account, const std::optional<std::string>& device_token, std::int64_t now) {
    std::string token = new_secret();
    accounts_.add_session(hash_secret(token), account.id, now, now + limits_.session_lifetime_ms);
    std::string device = device_token.value_or(new_secret());
    accounts_.add_device(hash_secret(device), account.id, now, now + device_lifetime_ms);
    return {std::move(account), std::move(token), std::move(device)};
}

std::optional<ProtocolError> Accounts::check_password(std::string_view username, const std::string* stored_hash,
                                                      std::string_view password, const std::string& address,
                                                      const std::optional<std::string>& trusted_device,
                                                      std::int64_t now) {
    const std::string account = account_key(username);
    const std::string account_here = account + " from " + address;
    // A trusted device has its own bucket in place of the account's, which a guesser may have emptied.
    Limit& account_limit = trusted_device ? per_device_ : per_account_;
    const std::string& account_limit_key = trusted_device ? *trusted_device : account;
    if (const auto wait = per_address_.try_spend(address, now)) return too_many_attempts(wait);
    if (const auto wait = per_account_and_address_.try_spend(account_here, now)) return too_many_attempts(wait);
    if (const auto wait = account_limit.try_spend(account_limit_key, now)) {
        per_account_and_address_.refund(account_here, now);
        return too_many_attempts(wait);
    }
    // Spent before the (slow) check, so that guesses racing on other threads cannot all pass one token.
    if (password_matches(password, stored_hash)) {
        per_account_and_address_.refund(account_here, now);
        account_limit.refund(account_limit_key, now);
        return std::nullopt;
    }
    spdlog::info("wrong password for {} from {}", account, address);
    return wrong_credentials();
}

Answer<SignedIn> Accounts::sign_up(const protocol::Credentials& credentials, const std::string& address,
                                   std::int64_t now) {
    if (const auto wait = per_address_.try_spend(address, now)) return unexpected(too_many_attempts(wait));
    // parse_sign_up has checked the name, so it has keys: its own, stored, and those of its small and capital
    // forms, which must be free too (protocol/user_names.hpp). Only the first is the schema's to enforce.
    const auto keys = protocol::user_name_keys_to_check(credentials.username);
    if (keys.empty()) return unexpected(protocol::check_username(credentials.username).value());
    const std::string& name_key = keys.front();
    try {
        for (const std::string& key : keys) {
            const auto holder = accounts_.find_by_name_key(key);
            if (!holder) continue;
            if (protocol::same_user_name_but_case(holder->username, credentials.username))
                return unexpected(name_taken(credentials.username));
            return unexpected(name_looks_taken(credentials.username, holder->username));
        }
    } catch (const db::DatabaseError&) {
        per_address_.refund(address, now);  // no password was checked: a storage failure costs no attempt
        throw;
    }
    const std::string hash = hash_password(credentials.password);
    const auto id = accounts_.create_account(credentials.username, name_key, hash, now);
    // Someone else may have taken the name while the hash was computed.
    if (!id) return unexpected(name_taken(credentials.username));
    spdlog::info("account {} created", credentials.username);
    return open_session(db::Account{*id, credentials.username, hash, now}, std::nullopt, now);
}

Answer<SignedIn> Accounts::sign_in(const protocol::Credentials& credentials, const std::string& address,
                                   const std::optional<std::string>& device_token, std::int64_t now) {
    // A name that breaks the rules names no account; the password check still runs (same answer, same time).
    // Its exact name first (an account whose key went to an older look-alike signs in by its name), then its
    // key, then the keys of its small and capital forms ("АЛЕКСЕЙ" finds "Алексей").
    std::optional<db::Account> account;
    if (credentials.username.size() <= 256) {
        const auto keys = protocol::user_name_keys_to_check(credentials.username);
        account = accounts_.find_for_sign_in(credentials.username,
                                             keys.empty() ? std::nullopt : std::optional<std::string>(keys.front()));
        for (std::size_t i = 1; !account && i < keys.size(); ++i) account = accounts_.find_by_name_key(keys[i]);
    }
    // The device counts only for the account it signed in to.
    std::optional<std::string> trusted_device;
    if (account && device_token)
        if (const std::string hash = hash_secret(*device_token); accounts_.device_account(hash, now) == account->id)
            trusted_device = "device " + hash;
    if (auto refused = check_password(credentials.username, account ? &account->password_hash : nullptr,
                                      credentials.password, address, trusted_device, now))
        return unexpected(*refused);
    return open_session(*account, trusted_device ? device_token : std::nullopt, now);
}

void Accounts::sign_out(std::string_view token) { accounts_.end_session(hash_secret(token)); }

std::optional<db::Account> Accounts::session_account(std::string_view token, std::int64_t now) {
    return accounts_.session_account(hash_secret(token), now);
}

std::optional<ProtocolError> Accounts::change_password(const db::Account& account, std::string_view token,
                                                       const protocol::PasswordChange& change,
                                                       const std::string& address, std::int64_t now) {
    if (auto refused = check_password(account.username, &account.password_hash, change.current, address,
                                      "session " + hash_secret(token), now))
        return refused;
    accounts_.set_password(account.id, hash_password(change.replacement));
    accounts_.end_other_sessions(account.id, hash_secret(token));
    return std::nullopt;
}

std::optional<ProtocolError> Accounts::delete_account(const db::Account& account, std::string_view token,
                                                      std::string_view password, const std::string& address,
                                                      std::int64_t now) {
    if (auto refused = check_password(account.username, &account.password_hash, password, address,
                                      "session " + hash_secret(token), now))
        return refused;
    accounts_.delete_account(account.id);
    spdlog::info("an account was deleted");
    return std::nullopt;
}

void Accounts::mark_solved(const db::Account& account, const std::vector<std::string>& exercise_ids, std::int64_t now) {
    exercises_.mark_solved(account.id, exercise_ids, now);
}

std::vector<std::string> Accounts::solved(const db::Account& account) { return exercises_.solved(account.id); }

std::optional<db::Account> Accounts::find(std::int64_t account_id) { return accounts_.find(account_id); }

PupilsMade Accounts::make_pupils(db::ClubStore& clubs, std::string_view class_id, const std::vector<std::string>& names,
                                 std::int64_t now) {
    return server::make_pupils(accounts_, clubs, class_id, names, now);
}

std::string Accounts::reset_pupil_password(std::int64_t account_id) { return server::reset_pupil_password(accounts_, account_id); }

protocol::AccountView Accounts::view(const db::Account& account) {
    protocol::AccountView view{account.username, account.created_at_ms, exercises_.solved(account.id), {}, {}};
    for (const db::AccountGame& game : accounts_.finished_games(account.id, games_listed)) {
        protocol::AccountGameView listed;
        listed.game = game.game_id;
        listed.variant = game.variant;
        listed.side = side_name(game.variant, game.side);
        listed.level = level_of(game.opponent);
        listed.stranger = game.opponent == "lobby";
        listed.opponent_name = game.opponent_name;
        listed.outcome = outcome_for(game.result, game.side);
        listed.reason = game.result.reason;
        listed.moves = game.moves;
        listed.finished_ms = game.finished_at_ms;
        view.games.push_back(std::move(listed));
    }
    for (const db::AccountGameInProgress& game : accounts_.games_in_progress(account.id, games_in_progress_listed)) {
        auto to_move = to_move_in(game);
        if (!to_move) {
            spdlog::warn("game {} no longer replays; left out of its player's games in progress", game.game_id);
            continue;
        }
        auto level = level_of(game.opponent);
        // The computer's seat is never waited for, whatever the stored seats say.
        const bool waiting = !game.both_seated && !level;
        const bool stranger = game.opponent == "lobby";
        view.playing.push_back({game.game_id, game.variant, side_name(game.variant, game.side), std::move(level), stranger,
                                static_cast<int>(game.moves.size()), std::move(*to_move), waiting, game.deadline_ms});
    }
    return view;
}

}  // namespace petteia::server
