#include "protocol/account_messages.hpp"

#include <algorithm>

#include "protocol/json_body.hpp"
#include "protocol/user_names.hpp"

namespace petteia::protocol {

namespace {

constexpr std::size_t min_password = 8;
constexpr std::size_t max_password = 256;
constexpr std::size_t max_progress_items = 1000;

Expected<Credentials, ProtocolError> parse_credentials(std::string_view body) {
    auto object = read_json_object(body, {"username", "password"});
    if (!object) return unexpected(object.error());
    auto username = string_field(*object, "username");
    if (!username) return unexpected(username.error());
    auto password = string_field(*object, "password");
    if (!password) return unexpected(password.error());
    return Credentials{std::move(*username), std::move(*password)};
}

}  // namespace

std::optional<ProtocolError> check_username(std::string_view username) {
    // The rules and why: protocol/user_names.hpp. The detail says which rule, for the client's wording.
    const auto problem = user_name_problem(username);
    if (!problem) return std::nullopt;
    std::string message;
    switch (*problem) {
        case UserNameProblem::length: message = "a user name has 3 to 24 characters"; break;
        case UserNameProblem::characters:
            message = "a user name has letters (Latin, Greek or Cyrillic), digits, _ or -: no spaces, symbols or "
                      "invisible characters";
            break;
        case UserNameProblem::not_nfc: message = "a user name is sent composed (Unicode NFC)"; break;
        case UserNameProblem::mixed_scripts:
            message = "a user name mixes alphabets: its letters are all Latin, all Greek or all Cyrillic";
            break;
    }
    return ProtocolError{ErrorCode::bad_username, std::move(message), std::string(to_string(*problem))};
}

std::optional<ProtocolError> check_password(std::string_view password) {
    if (password.size() < min_password || password.size() > max_password)
        return ProtocolError{ErrorCode::bad_password, "a password has 8 to 256 bytes", {}};
    return std::nullopt;
}

Expected<Credentials, ProtocolError> parse_sign_up(std::string_view body) {
    auto credentials = parse_credentials(body);
    if (!credentials) return credentials;
    if (auto refused = check_username(credentials->username)) return unexpected(*refused);
    if (auto refused = check_password(credentials->password)) return unexpected(*refused);
    return credentials;
}

Expected<Credentials, ProtocolError> parse_sign_in(std::string_view body) { return parse_credentials(body); }

Expected<PasswordChange, ProtocolError> parse_password_change(std::string_view body) {
    auto object = read_json_object(body, {"current", "new"});
    if (!object) return unexpected(object.error());
    auto current = string_field(*object, "current");
    if (!current) return unexpected(current.error());
    auto replacement = string_field(*object, "new");
    if (!replacement) return unexpected(replacement.error());
    if (auto refused = check_password(*replacement)) return unexpected(*refused);
    return PasswordChange{std::move(*current), std::move(*replacement)};
}

Expected<std::string, ProtocolError> parse_account_deletion(std::string_view body) {
    auto object = read_json_object(body, {"password"});
    if (!object) return unexpected(object.error());
    return string_field(*object, "password");
}

Expected<std::vector<std::string>, ProtocolError> parse_progress(std::string_view body) {
    auto object = read_json_object(body, {"solved"});
    if (!object) return unexpected(object.error());
    return string_list_field(*object, "solved", max_progress_items);
}

nlohmann::json account_json(const AccountView& account) {
    nlohmann::json games = nlohmann::json::array();
    for (const AccountGameView& game : account.games)
        games.push_back({{"game", game.game},
                         {"variant", game.variant},
                         {"side", game.side},
                         {"opponent", game.level ? "computer" : game.stranger ? "stranger" : "friend"},
                         {"level", game.level ? nlohmann::json(*game.level) : nlohmann::json(nullptr)},
                         {"outcome", game.outcome},
                         {"reason", game.reason},
                         {"moves", game.moves},
                         {"finished_ms", game.finished_ms}});
    // A lobby opponent's name, only when they show their profile (issue 40).
    for (std::size_t i = 0; i < account.games.size(); ++i)
        if (account.games[i].opponent_name) games[i]["opponent_name"] = *account.games[i].opponent_name;
    nlohmann::json playing = nlohmann::json::array();
    for (const AccountPlayingView& game : account.playing) {
        playing.push_back({{"game", game.game},
                           {"variant", game.variant},
                           {"side", game.side},
                           {"opponent", game.level ? "computer" : game.stranger ? "stranger" : "friend"},
                           {"level", game.level ? nlohmann::json(*game.level) : nlohmann::json(nullptr)},
                           {"moves", game.moves},
                           {"to_move", game.to_move},
                           {"waiting", game.waiting}});
        if (game.deadline_ms) playing.back()["deadline_ms"] = *game.deadline_ms;
    }
    return {{"signed_in", true},
            {"username", account.username},
            {"created_ms", account.created_ms},
            {"solved", account.solved},
            {"games", std::move(games)},
            {"playing", std::move(playing)}};
}

nlohmann::json signed_out_json() { return {{"signed_in", false}}; }

}  // namespace petteia::protocol
