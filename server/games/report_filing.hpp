#pragma once
// Filing a report against a player (issue 37): once a reporter, game and seat, for the game's life,
// and within three caps an hour — per address, per account and per game — counted in the shared
// limit store, so that neither holds only on one node or until a restart. Blocks (the database):
// call it on the blocking pool.
//
// Who the reporter is: the signed-in account; else the player's seat (a seat is one person for the
// game's life, whatever the connection); else the browser's token (protocol's `report.browser`,
// the lobby's), stored only as a hash. A socket with none of them cannot report.
#include <cstdint>
#include <optional>
#include <string>

#include "db/report_store.hpp"
#include "server/games/game_registry.hpp"
#include "server/limits/shared_limits.hpp"

namespace petteia::server {

// The key that names the reporter (db::NewReport::reporter_key), or nothing when the reporter has
// no stable identity.
std::optional<std::string> reporter_key(std::optional<std::int64_t> account, std::optional<int> seat,
                                        const std::optional<std::string>& browser_token);

// Stores the complaint unless its reporter reported this seat already (then `already`, nothing
// spent) or a cap is spent (then `rate_limited` with the wait, nothing stored); `failed` when the
// database fails.
GameRegistry::ReportVerdict file_report(db::ReportStore& reports, SharedLimits& limits,
                                        const GameRegistry::Complaint& complaint, std::int64_t now);

}  // namespace petteia::server
