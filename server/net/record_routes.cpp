#include "server/net/record_routes.hpp"

#include "engine/solved_moves.hpp"
#include "protocol/record_replay.hpp"
#include "rules/game_record.hpp"
#include "server/limits/attempt_limiter.hpp"
#include "server/common/clock_source.hpp"

namespace petteia::server {

http::message_generator answer_record_replay(const HttpRequest& request, ServerContext& context, const std::string& address) {
    if (request.method() != http::verb::post)
        return error_response(request, http::status::method_not_allowed, protocol::ErrorCode::bad_request,
                              "send the record with POST");
    if (const auto wait = context.record_replays.try_spend(address, now_ms())) {
        const std::string seconds = std::to_string((wait + 999) / 1000);
        auto limited = error_message(request, http::status::too_many_requests,
                                     {protocol::ErrorCode::rate_limited, "too many records; try again in " + seconds + " s", seconds});
        limited.set(http::field::retry_after, seconds);
        return limited;
    }
    const auto wanted = protocol::parse_record_replay(request.body());
    if (!wanted) return error_message(request, http::status::bad_request, wanted.error());
    const auto reading = read_record_until_refused(wanted->record, wanted->variant.value_or(""));
    if (!reading)
        return error_response(request, http::status::bad_request, protocol::ErrorCode::invalid_message,
                              reading.error().reason);
    // A solved game's moves are judged too (Le Grec's table is built on the first call: about 0.6 s).
    return json_response(request, http::status::ok,
                         protocol::record_replay_body(*reading, engine::judge_history(*reading->game)));
}

}  // namespace petteia::server
