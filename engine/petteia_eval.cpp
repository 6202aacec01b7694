#include "engine/petteia_eval.hpp"

namespace petteia::engine {

namespace {

using namespace bits;

// For the four directions: a step, and the step back.
template <class Visit>
void for_each_direction(Visit visit) {
    visit([](Bitboard b) { return north(b); }, [](Bitboard b) { return south(b); });
    visit([](Bitboard b) { return south(b); }, [](Bitboard b) { return north(b); });
    visit([](Bitboard b) { return east(b); }, [](Bitboard b) { return west(b); });
    visit([](Bitboard b) { return west(b); }, [](Bitboard b) { return east(b); });
}

// A piece of `movers` arriving on L = T + d captures T when T - d holds another of `movers`.
// Never is that other piece the one arriving: its way to L would run through T.
Bitboard landings_towards(Bitboard movers, Bitboard targets, Bitboard empty, auto step) {
    return step(targets & step(movers)) & empty;
}

}  // namespace

Bitboard capture_landings(Bitboard movers, Bitboard targets, Bitboard empty) {
    Bitboard landings = 0;
    for_each_direction([&](auto step, auto) { landings |= landings_towards(movers, targets, empty, step); });
    return landings;
}

Bitboard threatened_pieces(Bitboard movers, Bitboard targets, Bitboard empty) {
    const Bitboard reach = slides(movers, empty);
    Bitboard threatened = 0;
    for_each_direction([&](auto step, auto back) {
        threatened |= back(landings_towards(movers, targets, empty, step) & reach);
    });
    return threatened;
}

void generate_captures(const PetteiaPosition& position, MoveList& moves) {
    const Side us = position.side_to_move();
    const Bitboard movers = position.pieces(us);
    const Bitboard open = position.empty();
    const Bitboard landings = capture_landings(movers, position.pieces(opponent(us)), open);
    if (!(slides(movers, open) & landings)) return;
    for (Bitboard from = movers; from; from &= from - 1) {
        const int origin = lowest(from);
        for (Bitboard to = slides(bit(origin), open) & landings; to; to &= to - 1)
            moves.push({static_cast<std::uint8_t>(origin), static_cast<std::uint8_t>(lowest(to))});
    }
}

namespace {

struct SideTerms {
    int material;
    int mobility;
    int threatened;
    int open_lines;
    int half_closed_lines;
};

SideTerms side_terms(Bitboard own, Bitboard enemy, Bitboard board) {
    const Bitboard empty = board & ~(own | enemy);
    const Bitboard not_own = board & ~own;
    const Bitboard open_rank = own & west(not_own) & east(not_own);
    const Bitboard open_file = own & south(not_own) & north(not_own);
    const Bitboard half_rank = own & ((west(enemy) & east(empty)) | (east(enemy) & west(empty)));
    const Bitboard half_file = own & ((south(enemy) & north(empty)) | (north(enemy) & south(empty)));
    return {count(own), count_slides(own, empty), count(threatened_pieces(enemy, own, empty)),
            count(open_rank) + count(open_file), count(half_rank) + count(half_file)};
}

}  // namespace

int evaluate(const PetteiaPosition& position, const PetteiaWeights& w) {
    const Side us = position.side_to_move();
    const Bitboard own = position.pieces(us), enemy = position.pieces(opponent(us));
    const SideTerms mine = side_terms(own, enemy, position.board());
    const SideTerms theirs = side_terms(enemy, own, position.board());

    int score = w.tempo;
    score += w.material * (mine.material - theirs.material);
    score += w.mobility * (mine.mobility - theirs.mobility);
    if (mine.threatened > 0) score -= w.threatened_first + w.threatened_more * (mine.threatened - 1);
    score += w.threatening * theirs.threatened;
    score -= w.open_line * (mine.open_lines - theirs.open_lines);
    score -= w.half_closed_line * (mine.half_closed_lines - theirs.half_closed_lines);

    // Nearing the 100-ply rule, any advantage is worth less: it must turn into a capture soon.
    const int quiet = position.quiet_plies();
    if (quiet > w.quiet_fade_start) score = score * (100 - quiet) / (100 - w.quiet_fade_start);
    return score;
}

}  // namespace petteia::engine
