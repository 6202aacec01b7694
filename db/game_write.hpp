#pragma once
// One change to a stored game, as data: what the referee (server/games/match.hpp) decides must be stored
// before anyone is told of it. GameStore::apply performs a list of them as one unit.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "db/stored_game.hpp"

namespace petteia::db {

namespace writes {

// A new game; with rematch_of, also links the original game to it.
struct CreateGame {
    StoredGame game;
    bool operator==(const CreateGame&) const = default;
};
struct SetSeat {
    int side = 0;
    std::string secret_hash;
    bool operator==(const SetSeat&) const = default;
};
struct LinkAccount {
    int side = 0;
    std::int64_t account_id = 0;
    // A rated game's: the account's rating and deviation in its category when it began.
    std::optional<double> rating_before{};
    std::optional<double> deviation_before{};
    bool operator==(const LinkAccount&) const = default;
};
struct StartClock {
    std::int64_t started_at_ms = 0;
    std::int64_t turn_started_at_ms = 0;
    bool operator==(const StartClock&) const = default;
};
struct AppendMove {
    int ply = 0;
    StoredMove move;
    std::array<std::int64_t, 2> remaining_ms{};
    std::optional<std::int64_t> turn_started_at_ms;
    bool operator==(const AppendMove&) const = default;
};
struct TruncateMoves {
    int keep_plies = 0;
    std::array<std::int64_t, 2> remaining_ms{};
    std::optional<std::int64_t> turn_started_at_ms;
    bool operator==(const TruncateMoves&) const = default;
};
struct UpdateClocks {
    std::array<std::int64_t, 2> remaining_ms{};
    std::optional<std::int64_t> turn_started_at_ms;
    bool operator==(const UpdateClocks&) const = default;
};
struct Finish {
    StoredResult result;
    std::array<std::int64_t, 2> remaining_ms{};
    std::int64_t finished_at_ms = 0;
    bool operator==(const Finish&) const = default;
};
// The version of the game's last event and the offers pending after it: the last write of every
// change, so that a restart goes on from there.
struct SetState {
    std::int64_t version = 1;
    StoredOffers offers;
    bool operator==(const SetState&) const = default;
};
struct SetLastSeen {
    std::int64_t at_ms = 0;
    bool operator==(const SetLastSeen&) const = default;
};
// A player's say on listing the game among the live games (issue 27).
struct SetListing {
    int side = 0;
    bool listed = false;
    bool operator==(const SetListing&) const = default;
};
// How many connections watch the game, for the list of live games (best effort).
struct SetSpectators {
    std::int64_t count = 0;
    bool operator==(const SetSpectators&) const = default;
};
// A tournament's player halved their own clock before their first move (issue 39): marked on the
// tournament's row of the game, where an arena's standings find it (the clocks are UpdateClocks').
struct Berserk {
    int side = 0;
    bool operator==(const Berserk&) const = default;
};
// A player sits at the game on the node that holds it: its lease, open since the game was made (its
// players might have been sent to another node), closes, so that only a handover moves it now
// (db/game_leases.hpp). Nothing without leases.
struct HoldLease {
    bool operator==(const HoldLease&) const = default;
};

}  // namespace writes

using GameWriteKind = std::variant<writes::CreateGame, writes::SetSeat, writes::LinkAccount, writes::StartClock,
                                   writes::AppendMove, writes::TruncateMoves, writes::UpdateClocks, writes::Finish,
                                   writes::SetLastSeen, writes::SetState, writes::HoldLease, writes::SetListing,
                                   writes::SetSpectators, writes::Berserk>;

// A change to the game `game_id` (for CreateGame: the new game's id, which is its StoredGame's).
struct GameWrite {
    std::string game_id;
    GameWriteKind change;
    bool operator==(const GameWrite&) const = default;
};

}  // namespace petteia::db
