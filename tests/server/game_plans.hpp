#pragma once
// Whole games planned with the rules library, so that the server tests can play them move by move
// and know how they must end. Each plan is found by a deterministic search (fixed seeds), and the
// rules library checks every move of it before a test sends it to the server.
#include <string>
#include <vector>

namespace petteia_server_test {

struct GamePlan {
    std::string variant;
    std::vector<std::string> moves;                // canonical notation, first side first
    std::vector<std::vector<std::string>> captured;  // per move, the squares it captures
    std::string result_state;                      // "win" | "draw"
    std::string winner;                            // side name, empty for a draw
    std::string reason;                            // the rules' reason: "pieces", "arrived", ...
};

// Petteia 6x6: Light captures until Dark has one piece or none (Dark helps).
GamePlan plan_capture_win();
// Petteia 6x6: both sides shuffle in their own halves, never repeating a position, until the 100th
// ply without a capture draws.
GamePlan plan_quiet_moves_draw();
// Petteia 6x6: A1-A2, F6-F5 and back, twice: the starting position occurs a third time.
GamePlan plan_repetition_draw();
// Le Grec: a game that ends with every piece of one side in the other's home half.
GamePlan plan_grec_arrival();

}  // namespace petteia_server_test
