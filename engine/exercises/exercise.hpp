#pragma once
// An exercise: a Petteia position with one goal and its one solution. Plain data; the verifier
// (verify.hpp) decides whether an exercise is sound, the generator (generate.hpp) makes them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace petteia::engine::exercises {

// capture: the one move that takes the most pieces (at least two).
// defence: the one move after which the opponent can capture nothing.
// finish: a forced win in N = 1..3 moves, the winning move unique at every step.
enum class Family { capture, defence, finish };

inline constexpr Family all_families[] = {Family::capture, Family::defence, Family::finish};

std::string_view family_name(Family family);  // "capture", "defence", "finish"
std::optional<Family> parse_family(std::string_view name);

// The variants exercises are made for.
inline constexpr std::string_view exercise_variants[] = {"petteia-6x6", "petteia-8x8"};

struct GoalText {
    std::string en;
    std::string fr;
    friend bool operator==(const GoalText&, const GoalText&) = default;
};

struct Exercise {
    std::string id;        // "p6-capture-01": p6-/p8-, family, two-digit number
    std::string variant;   // "petteia-6x6" or "petteia-8x8"
    Family family = Family::capture;
    int difficulty = 1;    // 1 (easy) to 3
    std::string position;  // position text, solver to move, quiet plies 0
    GoalText goal;
    // Canonical move texts: the solver's move, then (finish) the defence and the solver's next move...
    std::vector<std::string> solution;
    std::optional<int> captures_needed;  // capture only
    friend bool operator==(const Exercise&, const Exercise&) = default;
};

// "p6-capture-" for a 6×6 capture exercise: the id without its number.
std::string id_prefix(std::string_view variant, Family family);

}  // namespace petteia::engine::exercises
