#pragma once
// Quick pairing's rules, as pure functions (issue 27): who may be paired with whom, and in which
// order. A waiting player is paired with the player who has waited longest among those compatible:
// the same game, the same clock, both rated or both casual, never the same browser nor the same
// account, and for a rated game ratings close enough — a range that widens while they wait, as
// lichess's pools do, so that a lone strong player still finds a game within a minute.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace petteia::server::pairing {

struct Waiting {
    std::string browser;                  // the hash of the browser's token
    std::optional<std::int64_t> account;  // signed in
    std::string variant;
    std::optional<std::pair<std::int64_t, std::int64_t>> clock;  // initial and increment, ms; absent: untimed
    bool rated = false;
    double rating = 1500;  // in the game's category (a newcomer's when never rated there)
    std::int64_t since_ms = 0;
    std::vector<std::int64_t> blocks{};  // the accounts this player blocks (issue 38)
};

// How far, in rating points each way, a rated seek that has waited `waited_ms` accepts: 150 at
// first, 50 more every 5 s, and anyone once it has waited 60 s.
std::optional<double> rating_range(std::int64_t waited_ms);

// One player behind both (same browser, or same account).
bool same_player(const Waiting& a, const Waiting& b);
// Either blocks the other's account (issue 38): never paired.
bool blocked_between(const Waiting& a, const Waiting& b);

// Whether a and b may be paired at `now_ms`: same game, clock and rating mode, not one player, and
// for rated each within the other's range.
bool compatible(const Waiting& a, const Waiting& b, std::int64_t now_ms);

// The pairs to make now among `waiting` (oldest first): each in turn, oldest first, with the
// oldest compatible one not yet paired. Indices into `waiting`, the older first.
std::vector<std::pair<std::size_t, std::size_t>> pairs(const std::vector<Waiting>& waiting, std::int64_t now_ms);

}  // namespace petteia::server::pairing
