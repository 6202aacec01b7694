#pragma once
// An exercise: a position of one of the site's games with one goal and its one solution. Plain data;
// the verifier (verify.hpp) decides whether an exercise is sound, the generators (generate.hpp,
// game_exercises.hpp, table_endings.hpp) make them.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace petteia::engine::exercises {

// The three families the site lists (and the database stores), each game giving them its own
// meaning, its theme (theme_name):
// - Petteia: capture (the one move that takes the most pieces), defence (the one move after which
//   the opponent can capture nothing), finish (a forced win in N = 1..3 moves, the winning move
//   unique at every step).
// - Petteia chess: capture is "material" (the one capture that wins a piece by force), defence is
//   "sacrifice" (the King's Sacrifice as the only move that saves the King), finish is "mate"
//   (checkmate in N = 1..3, the mating move unique along the line the site plays).
// - Le Grec: finish is "win" (the only move that keeps a won position won), defence is "hold" (the
//   only move that keeps a drawn position drawn); no capture.
enum class Family { capture, defence, finish };

inline constexpr Family all_families[] = {Family::capture, Family::defence, Family::finish};

std::string_view family_name(Family family);  // "capture", "defence", "finish"
std::optional<Family> parse_family(std::string_view name);

// The variants exercises are made for; Petteia's are made by generate.hpp, the others by
// game_exercises.hpp.
inline constexpr std::string_view exercise_variants[] = {"petteia-6x6", "petteia-8x8", "petteia-chess", "grec"};
inline constexpr std::string_view petteia_exercise_variants[] = {"petteia-6x6", "petteia-8x8"};

struct GoalText {
    std::string en;
    std::string fr;
    std::string el;  // Greek (issue 40)
    friend bool operator==(const GoalText&, const GoalText&) = default;
};

struct Exercise {
    std::string id;        // "p6-capture-01": p6-/p8-/pc-/gr-, theme, two-digit number
    std::string variant;   // one of exercise_variants
    Family family = Family::capture;
    int difficulty = 1;    // 1 (easy) to 3
    std::string position;  // position text, solver to move, quiet plies 0
    GoalText goal;
    // Canonical move texts: the solver's move, then (finish) the defence and the solver's next move...
    std::vector<std::string> solution;
    std::optional<int> captures_needed;  // capture only
    friend bool operator==(const Exercise&, const Exercise&) = default;
};

// The family's meaning in the variant's game: "capture", "defence", "finish" for Petteia; "mate",
// "material", "sacrifice" for Petteia chess; "win", "hold" for Le Grec. Empty when the game has no
// exercises of that family (Le Grec has no captures) or the variant none at all.
std::string_view theme_name(std::string_view variant, Family family);

// "p6-capture-" for a 6×6 capture exercise, "pc-mate-" for a Petteia chess finish: the id without
// its number.
std::string id_prefix(std::string_view variant, Family family);

}  // namespace petteia::engine::exercises
