// A game between strangers (issue 27): quick messages from a fixed list, complaints for the
// operator (filed once a reporter, game and seat, within caps: report_filing.hpp), and the spectator
// count the list of live games shows.
#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "server/games/game_registry.hpp"
#include "server/games/game_room.hpp"
#include "server/games/report_filing.hpp"

namespace petteia::server {

namespace {

// A player may send one quick message every this long: a greeting, not a flood.
constexpr std::int64_t quick_every_ms = 3'000;

}  // namespace

void GameRoom::on_quick(const std::shared_ptr<Subscriber>& subscriber, Side seat, const protocol::Quick& quick,
                        const std::optional<nlohmann::json>& ref, std::int64_t now) {
    if (match_->computer())
        return send_error(subscriber, {protocol::ErrorCode::not_a_player, "the computer reads no messages", {}}, ref);
    auto& last = last_quick_ms_[static_cast<std::size_t>(index_of(seat))];
    if (last != 0 && now - last < quick_every_ms)
        return send_error(subscriber, {protocol::ErrorCode::rate_limited, "one quick message every 3 s", "3"}, ref);
    last = now;
    // Never to an account that blocks the sender (issue 38), nor between a protected pupil and anyone
    // outside its class (issue 39): the sender is not told, and sees their own.
    const auto sender = match_->seat_account(seat);
    std::vector<std::weak_ptr<Subscriber>> recipients;
    for (const Follower& follower : followers_) {
        const auto recipient = follower.subscriber.lock();
        if (!recipient) continue;
        const bool own = recipient == subscriber;
        if (own || (!recipient->shuts_out(sender) && !subscriber->keeps_apart(recipient->account_id())))
            recipients.push_back(follower.subscriber);
    }
    send(std::move(recipients), protocol::quick_message(id_, side_name(seat), protocol::to_string(quick.say), now));
}

void GameRoom::on_report(const std::shared_ptr<Subscriber>& subscriber, std::optional<Side> seat, const protocol::Report& report,
                         const std::optional<nlohmann::json>& ref) {
    const auto& sides = match_->variant().side_names;
    const auto against = std::find(sides.begin(), sides.end(), report.against);
    if (against == sides.end())
        return send_error(subscriber, {protocol::ErrorCode::invalid_message, "\"against\" must name a side of this game", {}}, ref);
    const int against_seat = static_cast<int>(against - sides.begin());
    if (match_->computer() && match_->computer()->side == static_cast<Side>(against_seat))
        return send_error(subscriber, {protocol::ErrorCode::invalid_message, "the computer cannot be reported", {}}, ref);
    if (seat && index_of(*seat) == against_seat)
        return send_error(subscriber, {protocol::ErrorCode::invalid_message, "you cannot report yourself", {}}, ref);
    const std::optional<int> reporter_seat = seat ? std::optional(index_of(*seat)) : std::nullopt;
    auto key = reporter_key(subscriber->account_id(), reporter_seat, report.browser);
    if (!key)
        return send_error(subscriber, {protocol::ErrorCode::invalid_message,
                                       "a spectator who is not signed in reports with the browser's token (\"browser\")", {}},
                          ref);
    GameRegistry::Complaint complaint{id_, against_seat, reporter_seat, subscriber->account_id(),
                                      std::string(protocol::to_string(report.reason)), std::move(*key), subscriber->address()};
    const std::string against_name = report.against;
    registry_.report(std::move(complaint), [self = shared_from_this(), subscriber, ref, against_name](GameRegistry::ReportVerdict verdict) {
        asio::post(self->strand_, [self, subscriber, ref, against_name, verdict] {
            using Kind = GameRegistry::ReportVerdict::Kind;
            switch (verdict.kind) {
            case Kind::stored:
            case Kind::already:  // said politely: the report the reporter made before stands
                return subscriber->deliver(
                    std::make_shared<const std::string>(protocol::reported_message(against_name, verdict.kind == Kind::already)));
            case Kind::rate_limited: {
                const std::int64_t seconds = (verdict.retry_ms + 999) / 1000;
                return subscriber->deliver(std::make_shared<const std::string>(protocol::error_message(
                    {protocol::ErrorCode::rate_limited,
                     "too many reports from this " + verdict.cap + "; try again in " + std::to_string(seconds) + " s",
                     std::to_string(seconds)},
                    ref)));
            }
            case Kind::failed:
                break;
            }
            subscriber->deliver(std::make_shared<const std::string>(protocol::error_message(
                {protocol::ErrorCode::storage_unavailable, "the report could not be stored; try again", {}}, ref)));
        });
    });
}

void GameRoom::count_spectators() {
    const auto count = static_cast<std::int64_t>(
        std::count_if(followers_.begin(), followers_.end(), [](const Follower& f) { return !f.seat && !f.subscriber.expired(); }));
    if (count == spectators_stored_) return;
    spectators_stored_ = count;
    store_when_possible({{id_, db::writes::SetSpectators{count}}});
}

}  // namespace petteia::server
