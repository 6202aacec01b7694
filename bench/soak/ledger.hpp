#pragma once
// What every player was told and what every player sent, over the whole soak and every server
// life, and the promises checked as it goes:
// - a game's version names one state: two players (or one player in two server lives) that see the
//   same version see the same moves and result, so a state told and then lost to a SIGKILL, and
//   told differently after the restart, is caught;
// - a player never sees a game go back to an older version (a restart continues, never rewinds);
// - every move stored was sent by its side's player from the ply it was stored at (checked at the
//   end, from the sends recorded here): no move is applied twice or made up.
// Thread-safe: the games' strands record into it directly.
#include <array>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "bench/soak/seat_view.hpp"

namespace petteia::soak {

struct GameRecord {
    std::string variant;
    std::vector<std::uint64_t> digests;                  // [version] → digest; 0: never seen
    std::array<std::int64_t, 2> last_version{0, 0};      // per seat (0 creator, 1 friend)
    std::vector<std::vector<std::pair<std::string, std::string>>> sent;  // [ply] → (side, move) sent for it
    std::array<std::optional<SeatView>, 2> last_seen;    // each seat's view when it left, or at the end
};

class Ledger {
public:
    void created(const std::string& game, const std::string& variant);
    // A seat's view of `game` at its version, just updated (`how` names the message, for reports).
    void observe(int seat, const SeatView& view, const char* how);
    void sent(const std::string& game, const std::string& side, std::size_t ply, const std::string& move);
    void last_seen(int seat, const SeatView& view);
    // An invariant broken: the soak fails. The first few are kept verbatim.
    void failure(const std::string& what);

    std::size_t failure_count() const;
    std::vector<std::string> failures() const;
    std::map<std::string, GameRecord> games() const;  // a copy, for the final checks
    std::size_t game_count() const;

private:
    GameRecord& record(const std::string& game);

    mutable std::mutex mutex_;
    std::map<std::string, GameRecord> games_;
    std::vector<std::string> failures_;
    std::size_t failure_count_ = 0;
};

}  // namespace petteia::soak
