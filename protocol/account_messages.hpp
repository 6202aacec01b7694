#pragma once
// The account API's bodies (see README.md, "HTTP: accounts"): what the browser sends, checked,
// and the ACCOUNT object the server answers with.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

// 3–24 code points from the Latin allowlist of protocol/user_names.hpp (accents allowed, NFC only).
std::optional<ProtocolError> check_username(std::string_view username);
// 8–256 bytes, any characters.
std::optional<ProtocolError> check_password(std::string_view password);

// POST /api/account and POST /api/session: {"username":"…","password":"…"}. Sign-up checks both
// against the rules above; sign-in only their types (a name that breaks the rules simply exists nowhere).
struct Credentials {
    std::string username;
    std::string password;
};
Expected<Credentials, ProtocolError> parse_sign_up(std::string_view body);
Expected<Credentials, ProtocolError> parse_sign_in(std::string_view body);

// POST /api/account/password: {"current":"…","new":"…"}; the new one is checked.
struct PasswordChange {
    std::string current;
    std::string replacement;
};
Expected<PasswordChange, ProtocolError> parse_password_change(std::string_view body);

// DELETE /api/account: {"password":"…"}.
Expected<std::string, ProtocolError> parse_account_deletion(std::string_view body);

// POST /api/account/progress: {"solved":["p6-capture-03",…]}, at most 1000 ids.
Expected<std::vector<std::string>, ProtocolError> parse_progress(std::string_view body);

// A finished game on the account page, from the account's side.
struct AccountGameView {
    std::string game;
    std::string variant;
    std::string side;                  // the account's side name
    std::optional<std::string> level;  // against the computer; absent: a person
    bool stranger = false;             // a person met in the lobby, not a friend's link
    std::optional<std::string> opponent_name;  // the stranger's name, when their profile is public
    std::string outcome;               // "win", "loss", "draw" or "aborted"
    std::string reason;
    int moves = 0;
    std::int64_t finished_ms = 0;
};

// An unfinished game the account sits at, for Home: whose move it is, or that the friend has not come.
struct AccountPlayingView {
    std::string game;
    std::string variant;
    std::string side;                  // the account's side name
    std::optional<std::string> level;  // against the computer; absent: a person
    bool stranger = false;             // a person met in the lobby, not a friend's link
    int moves = 0;
    std::string to_move;               // the side name whose move it is
    bool waiting = false;              // the other seat is not taken yet
    // Days per move (correspondence): when the side to move's time runs out.
    std::optional<std::int64_t> deadline_ms;
};

struct AccountView {
    std::string username;
    std::int64_t created_ms = 0;
    std::vector<std::string> solved;
    std::vector<AccountGameView> games;
    std::vector<AccountPlayingView> playing;
};

nlohmann::json account_json(const AccountView& account);
// {"signed_in":false}
nlohmann::json signed_out_json();

}  // namespace petteia::protocol
