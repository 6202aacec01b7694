#pragma once
// Tournaments (issue 39): arenas, round-robins and Swiss, as the HTTP API and the tournament's
// socket (/ws/tournament?id=<id>) write them. The wire is protocol/README.md, "Tournaments".
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/create_game.hpp"

namespace petteia::protocol {

enum class TournamentKind : std::uint8_t { arena, round_robin, swiss };
// "arena", "round_robin", "swiss".
std::string_view to_string(TournamentKind kind);
std::optional<TournamentKind> tournament_kind(std::string_view word);

// The bounds a tournament is made within.
inline constexpr std::size_t longest_tournament_name = 40;           // code points
inline constexpr std::int64_t latest_start_minutes = 14 * 24 * 60;  // two weeks ahead
inline constexpr std::array<std::int64_t, 7> arena_minutes{20, 30, 45, 60, 90, 120, 180};
inline constexpr std::int64_t fewest_minutes_between_rounds = 10;
inline constexpr std::int64_t most_minutes_between_rounds = 14 * 24 * 60;  // a lesson every other week
inline constexpr int fewest_swiss_rounds = 3;
inline constexpr int most_swiss_rounds = 15;
inline constexpr int most_arena_players = 2'000;
inline constexpr int most_swiss_players = 1'000;
// A round-robin's bound is tournaments/round_robin.hpp's (30): the server checks it.

// POST /api/tournaments: {"kind":"arena","name":"Friday arena","variant":"petteia-8x8",
//  "time":{"minutes":3,"increment":2},"rated":true,"listed":true,"starts_in_minutes":10,
//  "minutes":60,"rounds":5,"max_players":30,"round_every_minutes":10080}.
// - "minutes": an arena's length (one of arena_minutes); only for arenas.
// - "rounds": a Swiss's (fewest_swiss_rounds to most_swiss_rounds); only for Swiss.
// - "time": an arena's is a game clock; a round-robin's or a Swiss's may be days a move.
// - "starts_in_minutes": 0 to latest_start_minutes (0: as soon as the organiser starts it, or in a
//   minute for an arena); "listed" false: reachable by its link only; "max_players" 2 up to the
//   kind's bound (a round-robin's 30).
// - "round_every_minutes": a round-robin's or a Swiss's rounds at set times, that long apart from the
//   first round's start (fewest_ to most_minutes_between_rounds; a class's weekly lesson: 10080), each
//   never before the previous one is over; left out: each round as soon as the previous one is over.
struct CreateTournamentRequest {
    TournamentKind kind = TournamentKind::arena;
    std::string name;
    std::string variant;
    TimeControl time;
    bool rated = true;
    bool listed = true;
    std::int64_t starts_in_minutes = 0;
    std::optional<std::int64_t> minutes;
    std::optional<int> rounds;
    int max_players = 2;
    std::optional<std::string> club;  // "club": the id of a club its maker organises; the event is then unlisted
    std::optional<std::int64_t> round_every_minutes;
};
// `most_round_robin` is the round-robin's bound (tournaments/, which protocol does not use).
Expected<CreateTournamentRequest, ProtocolError> parse_create_tournament(std::string_view body, int most_round_robin);

struct TournamentView {
    std::string id;
    TournamentKind kind = TournamentKind::arena;
    std::string name;
    std::string variant;
    TimeControl time;
    bool rated = true;
    bool listed = true;
    std::optional<std::string> organiser;  // its name; none: the site's
    std::optional<std::string> site;       // the site's own: "hourly" or "daily"
    std::int64_t starts_at_ms = 0;
    std::optional<std::int64_t> ends_at_ms;  // arenas
    std::optional<int> rounds;               // Swiss: chosen; round-robins: as many as its players need once it runs
    int round = 0;                           // rounds paired so far
    int max_players = 0;
    int players = 0;          // joined and not withdrawn
    std::string state;        // "open", "running", "finished", "cancelled"
    std::optional<std::int64_t> finished_at_ms;
    bool by_organiser = false;        // starts when its organiser says (starts_at_ms: the latest start)
    std::optional<std::string> club;  // the club whose event it is: only its members join
    std::optional<std::int64_t> round_every_minutes;  // rounds at set times
    // Running, with rounds at set times: the next round's (it starts then, or when the round in play
    // is over if later; its organiser may bring it forward).
    std::optional<std::int64_t> next_round_at_ms;
};

// One game on a player's sheet: "w", "d" or "l" for them, then (arenas) the points it earned, "f"
// when on fire and "b" for a berserk's point: "w2", "w4f", "w3b", "d1", "l0"; a Swiss bye is "+".
struct StandingView {
    int rank = 0;
    std::string name;
    double score = 0;
    std::optional<double> tie_break;
    bool on_fire = false;
    int games = 0;
    std::string state;  // "playing", "paused", "withdrawn"
    double rating = 0;  // when they joined
    std::vector<std::string> sheet;
    // Their game in play, told in their own row only (tournament_you, and "you" of the page).
    std::optional<std::string> game;
};

struct TournamentGameView {
    std::string game;
    int round = 0;
    std::string first;   // names
    std::string second;
};

// {"id":…,"link":"/t/<id>","kind":…,"name":…,"variant":…,"time":…,"rated":…,"listed":…,"organiser":…|null,"site":…|null,
//  "starts_at_ms":…,"ends_at_ms":…|null,"rounds":…|null,"round":…,"max_players":…,"players":…,
//  "state":…,"finished_at_ms":…|null,"by_organiser":bool,"club":id|null,"round_every_minutes":…|null,
//  "next_round_at_ms":…|null}
nlohmann::json tournament_json(const TournamentView& tournament);
// {"rank":…,"name":…,"score":…,"tie_break":…|null,"fire":…,"games":…,"state":…,"rating":…,"sheet":[…]},
// and "game" when it is one's own row and one plays a game of it now.
nlohmann::json standing_json(const StandingView& row);
// {"game":…,"round":…,"first":…,"second":…}
nlohmann::json tournament_game_json(const TournamentGameView& game);

// GET /api/tournaments/<id>: {"tournament":…,"standings":[…],"playing":[…],"playing_total":G,"total":N,"page":P,
// "you":row|null} — the standings' page P (from 1) of standing_page_size rows, of N in all; some of the G
// games in play (the server chooses which: server/tournaments/tournament_views.hpp, games_shown).
inline constexpr std::size_t standing_page_size = 20;
nlohmann::json tournament_page_json(const TournamentView& tournament, const std::vector<StandingView>& page, std::size_t total,
                                    std::size_t page_number, const std::vector<TournamentGameView>& playing,
                                    std::size_t playing_total, const std::optional<StandingView>& you);

// The tournament's socket. To everyone following, at most once a second while anything changed:
// {"type":"tournament", …the page's fields with page 1, "you" null…}; to a player whose own row
// changed, {"type":"tournament_you","you":row}; and to a player, once paired:
// {"type":"tournament_game","tournament":…,"game":…,"link":"/g/<id>","side":…,"opponent":…}.
std::string tournament_message(const nlohmann::json& page);
std::string tournament_you_message(const StandingView& row);
std::string tournament_game_message(std::string_view tournament, std::string_view game, std::string_view side,
                                    std::string_view opponent);

}  // namespace petteia::protocol
