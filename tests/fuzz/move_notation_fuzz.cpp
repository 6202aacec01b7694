// A move as a player types it ("D2-D4", "d2 → d4"), read for every variant and tried in a few
// positions of each: parse_move never crashes; what it reads is written canonically and for display
// and reads back the same; and the game plays a text exactly when it names one of the legal moves,
// and undoing that move restores the position.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "rules/notation.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia;

struct Start {
    const char* variant;
    const char* position;  // empty: the usual start
};

// The starts of every variant, and middle games with captures and blocked paths.
constexpr Start starts[] = {
    {"petteia-6x6", ""},
    {"petteia-6x6", "5D/L3L1/2D3/1D1D2/5D/2L3 dark 37"},
    {"petteia-8x8", ""},
    {"petteia-8x8", "8/3D4/8/2L2L2/8/1D6/8/7L dark 0"},
    {"grec", ""},
    {"grec", "BBBB/BB1W/WWB1/WWWW black"},
    {"grec-mirror", ""},
    {"grec-mirror", "WBBB/BBB1/WW1B/WWWW black"},
};

void read_as(const VariantInfo& variant, std::string_view text) {
    const auto move = parse_move(text, variant);
    if (!move) {
        FUZZ_CHECK(move.error().code == MoveErrorCode::malformed || move.error().code == MoveErrorCode::off_board);
        return;
    }
    FUZZ_CHECK(variant.on_board(move->from) && variant.on_board(move->to));
    const std::string canonical = move_text(*move, variant);
    const auto reread = parse_move(canonical, variant);
    FUZZ_CHECK(reread && *reread == *move);
    const auto displayed = parse_move(move_display_text(*move, variant), variant);
    FUZZ_CHECK(displayed && *displayed == *move);
}

void play_in(const Start& start, std::string_view text) {
    auto made = *start.position ? new_game(start.variant, start.position) : new_game(start.variant);
    FUZZ_CHECK(made);
    Game& game = **made;
    const std::string before = format_position(game);
    const auto legal = game.legal_moves();
    const auto parsed = parse_move(text, game.variant());
    const auto played = game.play(text);
    if (!parsed) {
        FUZZ_CHECK(!played && played.error().code == parsed.error().code);
        return;
    }
    const bool is_legal = std::find(legal.begin(), legal.end(), *parsed) != legal.end();
    FUZZ_CHECK(bool(played) == is_legal);
    if (!played) {
        FUZZ_CHECK(!played.error().reason.empty() && format_position(game) == before);
        return;
    }
    FUZZ_CHECK(played->move == *parsed);
    FUZZ_CHECK(game.history().size() == 1);
    FUZZ_CHECK(game.undo());
    FUZZ_CHECK(format_position(game) == before);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = petteia_fuzz::as_text(data, size);
    for (const std::string& name : variant_names()) read_as((*new_game(name))->variant(), text);
    for (const Start& start : starts) play_in(start, text);
    return 0;
}
