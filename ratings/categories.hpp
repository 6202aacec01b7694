#pragma once
// Which rating a rated game counts for: one per game (variant) and speed, as lichess keeps one per
// variant and speed. The speed comes from the clock's estimated duration, initial time plus forty
// increments (lichess's estimate: forty moves a side), so that 2+1 and 3+0 are both blitz. A game
// played at one's own pace (days per move, issue 38) is "correspondence", whatever its days. An
// untimed game has no speed: it is never rated (issue 27: rated games are timed).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::ratings {

enum class Speed { bullet, blitz, rapid, classical, correspondence };

// "bullet", "blitz", "rapid", "classical", "correspondence".
std::string_view speed_name(Speed speed);
std::optional<Speed> parse_speed(std::string_view name);

// The speed of a clock of `initial_ms` plus `increment_ms` a move: estimated under 3 minutes bullet,
// under 8 blitz, under 25 rapid, else classical (lichess's bounds, in seconds: 179, 479, 1499).
Speed speed_of(std::int64_t initial_ms, std::int64_t increment_ms);
// A game's speed: correspondence when it has days per move, else as speed_of above.
Speed speed_of(std::int64_t initial_ms, std::int64_t increment_ms, std::optional<std::int64_t> days_per_move);

// The rating's key: "<variant>/<speed>", e.g. "petteia-6x6/blitz".
std::string category(std::string_view variant, Speed speed);

}  // namespace petteia::ratings
