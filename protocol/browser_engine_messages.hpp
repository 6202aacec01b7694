#pragma once
// What the browser's Worker asks the rules and the engine compiled to WebAssembly, and what they
// answer: one JSON text in, one out (wasm/README.md). The same functions run natively for the
// parity test, so a difference between the two builds shows up as different text.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/engine.hpp"
#include "rules/expected.hpp"

namespace petteia::protocol {

enum class BrowserEngineOp : std::uint8_t {
    perft,    // leaves of the move tree `depth` plies deep
    legal,    // the position after the moves: its text, side to move, legal moves, the rules' verdict
    analyse,  // the best move, its score and line, at a level's depth without its mistakes
    choose,   // the computer's move at a level, as in a game against it (offline play)
    table,    // a Petteia endgame table's file, fetched by the page, given to the process's tables
};

// {"id":7,"op":"analyse","variant":"petteia-chess","position":"<text>"?,"moves":["Pe1-e3",…],
//  "depth":3 (perft only, 0–6),"level":"advanced" (analyse and choose),"seed":12 (choose only, 0 when absent),
//  "lines":3 (analyse only, 1–3, 1 when absent)}
// {"id":8,"op":"table","name":"petteia-6x6-3v2","bytes":"<the file in base64>"} (no variant)
struct BrowserEngineRequest {
    std::int64_t id = 0;
    BrowserEngineOp op = BrowserEngineOp::legal;
    std::string variant;
    std::optional<std::string> position;  // the start; the variant's usual one when absent
    std::vector<std::string> moves;       // played from the start, in the game's notation
    int depth = 0;
    engine::Level level = engine::Level::advanced;
    int lines = 1;  // analyse only: how many best lines (MultiPV), 1 to 3
    std::uint64_t seed = 0;  // the computer's choice among near moves: the same seed, the same move
    // choose only: think as the server's computer would on this clock (engine::thinking_budget_ms);
    // absent, the level's full budget in positions, with no wall-clock limit (the parity test).
    struct Clock {
        std::optional<std::int64_t> remaining_ms;  // the computer's time left; absent: untimed
        std::int64_t increment_ms = 0;
    };
    std::optional<Clock> clock;
    std::string table_name;   // table only: the file's name without ".ptb"
    std::string table_bytes;  // table only: the file's bytes (decoded from base64)
};

// A request that cannot be read: its id when it had one, and why (an "invalid_message" answer).
struct BrowserEngineRefusal {
    std::int64_t id = 0;
    std::string message;
};

Expected<BrowserEngineRequest, BrowserEngineRefusal> parse_browser_engine_request(std::string_view text);

// The whole exchange: the answer to one request text, never throwing. The engine's Petteia endgame
// tables are the process's (engine::PetteiaTables::shared()): `table` supplies one when they are
// supplied ones (the module and its twin), and `analyse` then names the tables it looked for and
// did not find ("tables_missing"), and gives a table's exact value ("table": {"result","plies"}). Each
// side's material (engine::material_of, per side's name) is in `legal` ("material": now) and `analyse`
// ("line_material": at the end of its line, and per line of "lines"), for games with captures. Errors are answers:
// {"id":7,"error":{"code":"invalid_message"|"illegal_move"|"game_over","message":"…","index":3?}}.
std::string answer_browser_engine_request(std::string_view text, engine::Engine& engine);

}  // namespace petteia::protocol
