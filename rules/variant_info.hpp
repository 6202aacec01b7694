#pragma once
// What a variant looks like from outside: its name, board shape, side names and piece kinds.
// The server, protocol and storage learn everything about a game from this, never from its name.
#include <array>
#include <string>
#include <vector>

#include "rules/types.hpp"

namespace petteia {

// A text for people, in each of the site's languages (English, French, Greek).
struct LocalText {
    std::string en;
    std::string fr;
    std::string el;
};

struct PieceKindInfo {
    std::string name;                // a stable key: "pessos", "king", "snake", ... (for artwork)
    std::array<char, 2> letters{};   // in position text, for Side::first and Side::second
    LocalText display;               // "King" / "Roi" / "Βασιλιάς"
};

// A move a side may play once per game (Petteia chess's Sacrifice), written with `mark` between
// its squares. `takes_own_piece`: the piece it removes is the mover's own (the Sacrifice), so it is
// nobody's capture in a tally of pieces taken.
struct SpecialMoveInfo {
    std::string name;
    char mark = 0;
    bool takes_own_piece = false;
};

// The game a variant belongs to: variants of one game (Petteia 6×6 and 8×8; Le Grec and its mirror
// arrival) share it, and Home offers the game as one card with the variant as a choice on it.
struct FamilyInfo {
    std::string key;   // "petteia", "grec", "petteia-chess"
    LocalText title;   // the game's name: "Le Grec"
    LocalText choice;  // this variant among the game's: "8×8", "Mirror arrival" / "Arrivée en miroir"
};

struct VariantInfo {
    std::string name;                       // "petteia-6x6", "petteia-8x8", "grec", "grec-mirror", "petteia-chess"
    int width = 0;                          // files
    int height = 0;                         // ranks
    std::array<std::string, 2> side_names;  // Side::first, Side::second
    std::vector<PieceKindInfo> piece_kinds;
    bool has_captures = false;              // whether "threatened pieces" can ever be non-empty
    bool has_quiet_move_rule = false;       // whether the 100-ply rule applies
    // The squares each side wins by standing within with all its pieces, for Side::first and
    // Side::second, by file then rank; empty for a variant not won by arriving somewhere. Browsers
    // shade them.
    std::array<std::vector<Square>, 2> goal_squares{};
    LocalText title;                            // "Petteia chess (10×10)" / "Petteia échecs (10×10)"
    std::string move_example;                   // a first move as the notation writes it
    // The space-separated fields of the position text, in order ("placement", "to_move", ...).
    std::vector<std::string> position_fields;
    std::vector<EndReason> end_reasons;         // the rules' ends this game can reach
    std::vector<SpecialMoveInfo> special_moves;
    FamilyInfo family;

    bool on_board(Square square) const { return square.file < width && square.rank < height; }
    const std::string& side_name(Side side) const { return side_names[index_of(side)]; }
};

}  // namespace petteia
