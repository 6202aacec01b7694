#include "server/games/report_filing.hpp"

#include <array>
#include <vector>

#include <spdlog/spdlog.h>

#include "server/common/secrets.hpp"

namespace petteia::server {

namespace {

std::string hex(std::string_view bytes) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string text;
    for (const char byte : bytes) {
        const auto value = static_cast<unsigned char>(byte);
        text += digits[value >> 4];
        text += digits[value & 15];
    }
    return text;
}

}  // namespace

std::optional<std::string> reporter_key(std::optional<std::int64_t> account, std::optional<int> seat,
                                        const std::optional<std::string>& browser_token) {
    if (account) return "account:" + std::to_string(*account);
    if (seat) return "seat:" + std::to_string(*seat);
    // Hashed: the token also names the browser's challenges in the lobby.
    if (browser_token) return "browser:" + hex(hash_secret(*browser_token));
    return std::nullopt;
}

GameRegistry::ReportVerdict file_report(db::ReportStore& reports, SharedLimits& limits,
                                        const GameRegistry::Complaint& complaint, std::int64_t now) {
    using Kind = GameRegistry::ReportVerdict::Kind;
    try {
        // A repeat is answered without spending anything: a double click costs no report.
        if (reports.has_reported(complaint.game, complaint.against, complaint.reporter_key)) return {Kind::already, 0, {}};
        struct Cap {
            Limit& limit;
            std::string key;
            const char* name;
        };
        std::vector<Cap> caps{{limits.reports_per_address, complaint.address, "address"}};
        if (complaint.reporter_account)
            caps.push_back({limits.reports_per_account, std::to_string(*complaint.reporter_account), "account"});
        caps.push_back({limits.reports_per_game, complaint.game, "game"});
        for (std::size_t i = 0; i < caps.size(); ++i) {
            const std::int64_t wait = caps[i].limit.try_spend(caps[i].key, now);
            if (wait == 0) continue;
            // Refused by one cap: the others give back what this report took.
            for (std::size_t spent = 0; spent < i; ++spent) caps[spent].limit.refund(caps[spent].key, now);
            spdlog::warn("game {}: a report refused, the cap per {} is reached", complaint.game, caps[i].name);
            return {Kind::rate_limited, wait, caps[i].name};
        }
        const auto stored = reports.add({complaint.game, complaint.against, complaint.reporter_side,
                                         complaint.reporter_account, complaint.reason, now, complaint.reporter_key});
        if (!stored) return {Kind::already, 0, {}};  // a race with itself: the unique index decided
        spdlog::info("game {}: a report against seat {} ({})", complaint.game, complaint.against, complaint.reason);
        return {Kind::stored, 0, {}};
    } catch (const std::exception& fault) {
        spdlog::error("game {}: a report could not be stored: {}", complaint.game, fault.what());
        return {Kind::failed, 0, {}};
    }
}

}  // namespace petteia::server
