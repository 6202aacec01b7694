#pragma once
// What one player knows of its game: the snapshot it joined with, and every event since, folded
// together as a browser does (protocol/README.md). Its `digest` names the part that must never
// differ between two players, or two server lives, at the same version: the moves and the result.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace petteia::soak {

struct SeatView {
    std::string game;                   // the game this player follows (or is joining)
    bool joined = false;                // the answer to the join has come
    std::string role;                   // a side's name, or "spectator"
    std::vector<std::string> sides;
    std::int64_t version = 0;
    std::vector<std::string> moves;     // the move texts, in order
    std::string to_move;
    std::vector<std::string> legal;
    std::string result_state = "ongoing";
    std::string winner;                 // a side's name, or ""
    std::string reason;
    std::string draw_offer, takeback_offer, rematch_offer;  // the offering side's name, or ""
    std::string rematch;                // the agreed rematch's id, or ""
    std::string computer_side;          // "" in a game between friends
    bool both_seats_taken = false;
    bool both_connected = false;

    bool ongoing() const { return result_state == "ongoing"; }
    bool is_player() const { return joined && !role.empty() && role != "spectator"; }
    std::string opponent() const;
    std::uint64_t digest() const;
};

// A whole snapshot (the `snapshot` of `joined` or of `snapshot`).
void apply_snapshot(SeatView& view, const nlohmann::json& snapshot);
// An event's `state` fields, and its move; the caller has checked its game and version.
void apply_event(SeatView& view, const nlohmann::json& event);

}  // namespace petteia::soak
