#pragma once
// Petteia chess as text: squares ("e1", files a–j, ranks 0–9), moves in the source's coordinate
// notation (`Pe1-e3`, `Hc9xd7`, `Kf9*e9`, `Pe8-e9=M`) and position text
// (`ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0`).
#include <optional>
#include <string>
#include <string_view>

#include "rules/chess_position.hpp"
#include "rules/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::chess {

// 'K', 'M', 'E', 'S', 'C', 'H', 'P'.
char letter_of(Kind kind);
std::string square_text(int square);

std::string position_text(const ChessPosition& position);
Expected<ChessPosition, TextError> read_position(std::string_view text);

// The canonical text of a legal move in `position`, before it is played.
std::string move_text(const ChessPosition& position, const ChessMove& move);
// Reads a move in `position`: squares in any case, the piece letter of the piece that moves, `-`
// for a quiet move, `x` for a capture, `*` for the Sacrifice, `=` and a letter for a promotion; a
// trailing `+` or `#` is ignored. A text that does not fit the position says why.
Expected<ChessMove, MoveError> read_move(const ChessPosition& position, std::string_view text);

}  // namespace petteia::chess
