// Position text, read for every variant: parse_position never crashes; a text it accepts makes a
// game whose own text reads back to the same setup and is written the same again (the round trip);
// and the rules cope with whatever position the text described: every legal move plays, undoes to
// the same position, and the count of legal moves agrees with perft.
#include <memory>
#include <string>

#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia;

bool same(const PositionSetup& a, const PositionSetup& b) {
    return a.squares == b.squares && a.to_move == b.to_move && a.quiet_plies == b.quiet_plies;
}

void read_as(const std::string& name, std::string_view text) {
    const VariantInfo& variant = (*new_game(name))->variant();
    const auto setup = parse_position(text, variant);
    if (!setup) {
        FUZZ_CHECK(!setup.error().reason.empty());
        FUZZ_CHECK(!new_game(name, text));
        return;
    }
    FUZZ_CHECK(setup->squares.size() == static_cast<std::size_t>(variant.width * variant.height));
    FUZZ_CHECK(setup->quiet_plies >= 0 && setup->quiet_plies <= 100);
    FUZZ_CHECK(variant.has_quiet_move_rule || setup->quiet_plies == 0);

    auto made = new_game(name, text);
    FUZZ_CHECK(made);
    Game& game = **made;
    const std::string written = format_position(game);
    const auto reread = parse_position(written, variant);
    FUZZ_CHECK(reread);
    FUZZ_CHECK(same(*reread, *setup));
    FUZZ_CHECK(format_position(**new_game(name, written)) == written);

    // Whatever the position, the rules answer without crashing and consistently.
    const GameStatus status = game.status();
    const auto legal = game.legal_moves();
    FUZZ_CHECK(status.state == GameState::ongoing || legal.empty());
    FUZZ_CHECK(game.perft(1) == legal.size());
    game.threatened(Side::first);
    game.threatened(Side::second);
    const auto hash = game.hash();
    for (const Move& move : legal) {
        FUZZ_CHECK(game.play(move));
        game.status();
        FUZZ_CHECK(game.undo());
        FUZZ_CHECK(game.hash() == hash);
        FUZZ_CHECK(format_position(game) == written);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = petteia_fuzz::as_text(data, size);
    for (const std::string& name : variant_names()) read_as(name, text);
    return 0;
}
