#pragma once
// The lobby's messages (/ws/lobby, issue 27): what a browser asks, validated field by field, and
// what the server answers and announces. The wire is protocol/README.md, "WebSocket: the lobby".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/client_messages.hpp"
#include "protocol/create_game.hpp"

namespace petteia::protocol {

// {"type":"lobby_join","protocol":1,"browser":"<43 base64url characters>"}
struct LobbyJoin {
    std::string browser;
};
// {"type":"post_challenge","variant":…,"time":{…}|null,"rated":false,"color":"random"}
struct PostChallenge {
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    ColorChoice color = ColorChoice::random;
};
struct CancelChallenge {
    std::string id;
};
struct AcceptChallenge {
    std::string id;
};
// {"type":"seek","variant":…,"time":{…}|null,"rated":false}: quick pairing.
struct Seek {
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
};
struct CancelSeek {};

using LobbyMessage = std::variant<LobbyJoin, PostChallenge, CancelChallenge, AcceptChallenge, Seek, CancelSeek>;

struct LobbyRequest {
    LobbyMessage message;
    std::optional<nlohmann::json> ref;
};

Expected<LobbyRequest, ClientParseError> parse_lobby_message(std::string_view text);

// A browser's token: 32 random bytes in base64url, 43 characters.
bool is_valid_browser_token(std::string_view token);
// Challenge and seek ids: as game ids.
bool is_valid_challenge_id(std::string_view id);

// A rating as strangers see it: whole points, and whether it is provisional.
struct RatingShown {
    std::int64_t rating = 1500;
    bool provisional = true;
};

// Who posted a challenge, when they have an account.
struct ChallengerView {
    std::string name;
    std::optional<RatingShown> rating;  // in the challenge's category; absent: untimed, or never rated there
};

struct ChallengeView {
    std::string id;
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    ColorChoice color = ColorChoice::random;  // the colour its poster plays
    std::optional<std::string> category;      // the rating's category, when timed
    std::optional<ChallengerView> by;         // absent: anonymous
    std::int64_t posted_at_ms = 0;
};

struct SeekView {
    std::string id;
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    std::int64_t since_ms = 0;
};

nlohmann::json challenge_json(const ChallengeView& challenge, bool mine);

// A pool of quick pairing (issue 38): one game, clock, and rated or casual, and how many browsers
// seek it now (the reader's own seek included).
struct PoolView {
    std::string variant;
    std::optional<TimeControl> time;
    bool rated = false;
    std::size_t seeking = 0;
    bool operator==(const PoolView& other) const {
        const auto same_time = time.has_value() == other.time.has_value() &&
                               (!time || (time->initial_ms == other.time->initial_ms &&
                                          time->increment_ms == other.time->increment_ms &&
                                          time->days_per_move == other.time->days_per_move));
        return variant == other.variant && same_time && rated == other.rated && seeking == other.seeking;
    }
};

std::string lobby_message(const std::optional<std::string>& name,
                          const std::vector<std::pair<std::string, RatingShown>>& ratings,
                          const std::vector<std::pair<const ChallengeView*, bool>>& challenges,  // (challenge, mine)
                          const std::optional<SeekView>& seek, std::size_t players, std::size_t listed_in_all,
                          const std::vector<PoolView>& pools);
std::string challenge_posted_message(const ChallengeView& challenge, std::string_view secret);
std::string challenge_added_message(const ChallengeView& challenge, bool mine);
std::string challenge_removed_message(std::string_view id);
std::string seeking_message(const SeekView& seek, std::string_view secret);
std::string seek_ended_message();
// Why a game asked for rated is played casual (rating farming): both players' sockets or posts came
// from one network, or one account was seen in the other's browser.
enum class CasualReason { same_network, same_browser };
std::string_view casual_reason_name(CasualReason reason);
std::string paired_message(std::string_view game, const std::optional<std::string>& secret, std::string_view side,
                           std::string_view challenge, bool rated, std::optional<CasualReason> casual_reason);
std::string lobby_players_message(std::size_t players);
// {"type":"lobby_pools","pools":[{"variant":…,"time":…,"rated":…,"seeking":N},…]}: as seeks come and go.
std::string lobby_pools_message(const std::vector<PoolView>& pools);

}  // namespace petteia::protocol
