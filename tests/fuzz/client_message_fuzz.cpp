// A WebSocket text frame from a browser: parse_client_message never crashes, what it accepts obeys
// the field rules, what it refuses becomes an error the server can send (and read back), and a
// message written back from what was read reads the same.
#include <string>
#include <variant>

#include "protocol/client_messages.hpp"
#include "protocol/server_messages.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia::protocol;
using nlohmann::json;

bool valid_ref(const json& ref) {
    return ref.is_number_integer() || (ref.is_string() && ref.get_ref<const std::string&>().size() <= 64);
}

// The error the server would send: always JSON, with the code and the ref.
void check_error(const ClientParseError& failure) {
    FUZZ_CHECK(!failure.error.message.empty());
    if (failure.ref) FUZZ_CHECK(valid_ref(*failure.ref));
    const json sent = json::parse(error_message(failure.error, failure.ref), nullptr, false);
    FUZZ_CHECK(sent.is_object());
    FUZZ_CHECK(sent["code"] == to_string(failure.error.code));
    FUZZ_CHECK(failure.ref ? sent["ref"] == *failure.ref : !sent.contains("ref"));
}

json written(const ClientRequest& request) {
    json message = std::visit(
        [](const auto& read) -> json {
            using T = std::decay_t<decltype(read)>;
            if constexpr (std::is_same_v<T, Join>) {
                json join{{"type", "join"}, {"protocol", protocol_version}, {"game", read.game}};
                if (read.secret) join["secret"] = *read.secret;
                return join;
            } else if constexpr (std::is_same_v<T, PlayMove>) {
                json move{{"type", "move"}, {"move", read.move}};
                if (read.ply) move["ply"] = *read.ply;
                return move;
            } else if constexpr (std::is_same_v<T, OfflineMoves>) {
                json offline{{"type", "offline_moves"}, {"from_ply", read.from_ply}, {"moves", json::array()}};
                for (const OfflineMove& move : read.moves) {
                    json entry{{"move", move.move}};
                    if (move.clock_ms) entry["clock_ms"] = *move.clock_ms;
                    offline["moves"].push_back(std::move(entry));
                }
                if (read.to_move_ms) offline["to_move_ms"] = *read.to_move_ms;
                if (read.resigned) offline["resigned"] = true;
                return offline;
            } else if constexpr (std::is_same_v<T, Quick>) {
                return {{"type", "quick"}, {"say", to_string(read.say)}};
            } else if constexpr (std::is_same_v<T, Report>) {
                return {{"type", "report"}, {"against", read.against}, {"reason", to_string(read.reason)}};
            } else if constexpr (std::is_same_v<T, SetListing>) {
                return {{"type", "set_listing"}, {"listed", read.listed}};
            } else {
                return {{"type", to_string(read)}};
            }
        },
        request.message);
    if (request.ref) message["ref"] = *request.ref;
    return message;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto parsed = parse_client_message(petteia_fuzz::as_text(data, size));
    if (!parsed) {
        check_error(parsed.error());
        return 0;
    }
    if (parsed->ref) FUZZ_CHECK(valid_ref(*parsed->ref));
    if (const auto* join = std::get_if<Join>(&parsed->message)) {
        FUZZ_CHECK(is_valid_game_id(join->game));
        if (join->secret) FUZZ_CHECK(is_valid_secret(*join->secret));
    } else if (const auto* move = std::get_if<PlayMove>(&parsed->message)) {
        FUZZ_CHECK(!move->move.empty() && move->move.size() <= 32);
    } else if (const auto* offline = std::get_if<OfflineMoves>(&parsed->message)) {
        FUZZ_CHECK(offline->from_ply >= 0 && offline->moves.size() <= max_offline_moves_per_message);
        FUZZ_CHECK(!offline->moves.empty() || offline->resigned);
        for (const OfflineMove& move : offline->moves) {
            FUZZ_CHECK(!move.move.empty() && move.move.size() <= 32);
            if (move.clock_ms) FUZZ_CHECK(*move.clock_ms >= 0);
        }
    } else {
        FUZZ_CHECK(to_string(std::get<Action>(parsed->message)) != "?");
    }

    const auto again = parse_client_message(written(*parsed).dump());
    FUZZ_CHECK(again);
    FUZZ_CHECK(written(*again) == written(*parsed));
    return 0;
}
