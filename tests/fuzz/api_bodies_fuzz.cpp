// An HTTP API request body, given to every body parser of the API: POST /api/games,
// POST /api/account, POST /api/session, POST /api/account/password, DELETE /api/account,
// POST /api/account/progress, POST /api/exercises/<id>/attempt and the exercises' …/hint and
// …/solution. None crashes; what each accepts
// obeys its documented limits and reads the same once written back; what each refuses becomes an
// error body the server can send.
#include <algorithm>
#include <string>
#include <vector>

#include "protocol/account_messages.hpp"
#include "protocol/create_game.hpp"
#include "protocol/exercise_help_messages.hpp"
#include "protocol/exercise_messages.hpp"
#include "protocol/server_messages.hpp"
#include "rules/variants.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia::protocol;
using nlohmann::json;

// The server's error answer is this message as JSON, read back (server/net/http_routes.cpp).
template <class T>
bool refused(const petteia::Expected<T, ProtocolError>& parsed) {
    if (parsed) return false;
    FUZZ_CHECK(!parsed.error().message.empty());
    const json body = json::parse(error_message(parsed.error()), nullptr, false);
    FUZZ_CHECK(body.is_object() && body["code"] == to_string(parsed.error().code));
    return true;
}

json written(const CreateGameRequest& request) {
    json body{{"variant", request.variant}};
    if (request.time && request.time->days_per_move)
        body["time"] = {{"days", *request.time->days_per_move}};
    else if (request.time)
        body["time"] = {{"minutes", static_cast<double>(request.time->initial_ms) / 60'000},
                        {"increment", request.time->increment_ms / 1000}};
    body["color"] = request.color == ColorChoice::first ? "first" : request.color == ColorChoice::second ? "second" : "random";
    if (request.computer) {
        body["opponent"] = "computer";
        body["level"] = std::string(petteia::engine::level_name(*request.computer));
    }
    return body;
}

void create_game(std::string_view body) {
    const auto parsed = parse_create_game(body);
    if (refused(parsed)) return;
    const auto& names = petteia::variant_names();
    FUZZ_CHECK(std::find(names.begin(), names.end(), parsed->variant) != names.end());
    if (parsed->time && parsed->time->days_per_move) {
        // Days per move (issue 38): one of the six choices, the whole allowance a move, no increment.
        const auto& days = petteia::protocol::correspondence_days;
        FUZZ_CHECK(std::find(days.begin(), days.end(), *parsed->time->days_per_move) != days.end());
        FUZZ_CHECK(parsed->time->initial_ms == *parsed->time->days_per_move * petteia::protocol::day_ms);
        FUZZ_CHECK(parsed->time->increment_ms == 0 && !parsed->computer);
    } else if (parsed->time) {
        FUZZ_CHECK(parsed->time->initial_ms > 0 && parsed->time->initial_ms <= 180 * 60'000);
        FUZZ_CHECK(parsed->time->increment_ms >= 0 && parsed->time->increment_ms <= 60'000);
        FUZZ_CHECK(parsed->time->increment_ms % 1000 == 0);
    }
    const auto again = parse_create_game(written(*parsed).dump());
    FUZZ_CHECK(again);
    FUZZ_CHECK(written(*again) == written(*parsed));
}

void credentials(std::string_view body) {
    const auto sign_in = parse_sign_in(body);
    const auto sign_up = parse_sign_up(body);
    refused(sign_in);
    if (refused(sign_up)) return;
    // What sign-up accepts, sign-in reads the same.
    FUZZ_CHECK(sign_in && sign_in->username == sign_up->username && sign_in->password == sign_up->password);
    FUZZ_CHECK(!check_username(sign_up->username) && !check_password(sign_up->password));
    const auto again = parse_sign_up(json{{"username", sign_up->username}, {"password", sign_up->password}}.dump());
    FUZZ_CHECK(again && again->username == sign_up->username && again->password == sign_up->password);
}

void password_change(std::string_view body) {
    const auto parsed = parse_password_change(body);
    if (refused(parsed)) return;
    FUZZ_CHECK(!check_password(parsed->replacement));
    const auto again = parse_password_change(json{{"current", parsed->current}, {"new", parsed->replacement}}.dump());
    FUZZ_CHECK(again && again->current == parsed->current && again->replacement == parsed->replacement);
}

void account_deletion(std::string_view body) {
    const auto parsed = parse_account_deletion(body);
    if (refused(parsed)) return;
    const auto again = parse_account_deletion(json{{"password", *parsed}}.dump());
    FUZZ_CHECK(again && *again == *parsed);
}

void progress(std::string_view body) {
    const auto parsed = parse_progress(body);
    if (refused(parsed)) return;
    FUZZ_CHECK(parsed->size() <= 1000);
    const auto again = parse_progress(json{{"solved", *parsed}}.dump());
    FUZZ_CHECK(again && *again == *parsed);
}

void attempt(std::string_view body) {
    const auto parsed = parse_attempt(body);
    if (refused(parsed)) return;
    FUZZ_CHECK(!parsed->empty() && parsed->size() <= 16);
    const auto again = parse_attempt(json{{"moves", *parsed}}.dump());
    FUZZ_CHECK(again && *again == *parsed);
}

// A hint's or a solution's body: the moves found so far, none at the start.
void help(std::string_view body) {
    const auto parsed = parse_help(body);
    if (refused(parsed)) return;
    FUZZ_CHECK(parsed->size() <= 16);
    const auto again = parse_help(json{{"moves", *parsed}}.dump());
    FUZZ_CHECK(again && *again == *parsed);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view body = petteia_fuzz::as_text(data, size);
    create_game(body);
    credentials(body);
    password_change(body);
    account_deletion(body);
    progress(body);
    attempt(body);
    help(body);
    return 0;
}
