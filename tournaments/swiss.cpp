#include "tournaments/swiss.hpp"

#include <algorithm>
#include <tuple>

namespace petteia::tournaments {

namespace {

// Past this many tries the search gives up avoiding repeats (a field too small for its rounds).
constexpr long most_tries = 200'000;

int colour_balance(const SwissPlayer& player) {
    int balance = 0;
    for (const Colour colour : player.colours) balance += colour == Colour::white ? 1 : -1;
    return balance;
}

// The colour a player must have next, as the Dutch system's absolute preference: the other colour
// than two in a row, or than the one they have two more of.
std::optional<Colour> must_have(const SwissPlayer& player) {
    const int balance = colour_balance(player);
    const auto& played = player.colours;
    const bool two_in_a_row = played.size() >= 2 && played[played.size() - 1] == played[played.size() - 2];
    if (balance >= 2 || (two_in_a_row && played.back() == Colour::white)) return Colour::black;
    if (balance <= -2 || (two_in_a_row && played.back() == Colour::black)) return Colour::white;
    return std::nullopt;
}

// Two who must both have the same colour cannot meet (while another pairing exists).
bool colours_clash(const SwissPlayer& a, const SwissPlayer& b) {
    const auto first = must_have(a);
    return first && first == must_have(b);
}

bool met(const SwissPlayer& a, const SwissPlayer& b) {
    return std::find(a.opponents.begin(), a.opponents.end(), b.number) != a.opponents.end();
}

// `higher` is ranked above `lower`; `board` counts from 0.
Pairing colours_for(const SwissPlayer& higher, const SwissPlayer& lower, int board) {
    const auto white_first = [&](bool higher_white) {
        return higher_white ? Pairing{higher.number, lower.number} : Pairing{lower.number, higher.number};
    };
    const int high = colour_balance(higher);
    const int low = colour_balance(lower);
    // One who must have a colour gets it; then the one with fewer whites than blacks is due white.
    if (const auto must = must_have(higher)) return white_first(*must == Colour::white);
    if (const auto must = must_have(lower)) return white_first(*must == Colour::black);
    if (high != low) return white_first(high < low);
    if (!higher.colours.empty() && !lower.colours.empty() && higher.colours.back() != lower.colours.back())
        return white_first(higher.colours.back() == Colour::black);
    // Equal histories: the higher ranked gets the colour other than its last; in the first round,
    // white on even boards (the top board's player white), black on odd ones.
    if (!higher.colours.empty()) return white_first(higher.colours.back() == Colour::black);
    return white_first(board % 2 == 0);
}

class Search {
public:
    explicit Search(std::vector<const SwissPlayer*> ranked) : ranked_(std::move(ranked)), taken_(ranked_.size(), false) {}

    // How strict the search is: no repeated pairing and no clash of absolute colour preferences;
    // then repeats avoided alone; then anything (a field too small for its rounds).
    enum class Strictness { repeats_and_colours, repeats, none };

    // Pairs every untaken player as strictly as asked; false when that cannot be done.
    bool run(Strictness strictness) {
        strictness_ = strictness;
        tries_ = 0;
        pairs_.clear();
        std::fill(taken_.begin(), taken_.end(), false);
        return pair_from(0);
    }

    const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }  // indexes into ranked, (higher, lower)

private:
    bool pair_from(std::size_t first) {
        while (first < ranked_.size() && taken_[first]) ++first;
        if (first == ranked_.size()) return true;
        if (++tries_ > most_tries && strictness_ != Strictness::none) return false;
        taken_[first] = true;
        for (const std::size_t candidate : candidates(first)) {
            const SwissPlayer& one = *ranked_[first];
            const SwissPlayer& other = *ranked_[candidate];
            if (strictness_ != Strictness::none && met(one, other)) continue;
            if (strictness_ == Strictness::repeats_and_colours && colours_clash(one, other)) continue;
            taken_[candidate] = true;
            pairs_.emplace_back(static_cast<int>(first), static_cast<int>(candidate));
            if (pair_from(first + 1)) return true;
            pairs_.pop_back();
            taken_[candidate] = false;
        }
        taken_[first] = false;
        return false;
    }

    // The order in which `first` (the highest untaken) looks for an opponent: its score group's top
    // half against bottom half (the one half the group below first, then those after it, then those
    // between), then the players of lower scores from the top (floating down).
    std::vector<std::size_t> candidates(std::size_t first) const {
        std::vector<std::size_t> group, below;
        for (std::size_t i = first + 1; i < ranked_.size(); ++i) {
            if (taken_[i]) continue;
            (ranked_[i]->half_points == ranked_[first]->half_points ? group : below).push_back(i);
        }
        const std::size_t middle = (group.size() + 1) / 2;  // the group counts `first` too
        std::vector<std::size_t> order;
        order.reserve(group.size() + below.size());
        for (std::size_t i = middle > 0 ? middle - 1 : 0; i < group.size(); ++i) order.push_back(group[i]);
        for (std::size_t i = middle > 0 ? middle - 1 : 0; i-- > 0;) order.push_back(group[i]);
        order.insert(order.end(), below.begin(), below.end());
        return order;
    }

    std::vector<const SwissPlayer*> ranked_;
    std::vector<bool> taken_;
    std::vector<std::pair<int, int>> pairs_;
    Strictness strictness_ = Strictness::repeats_and_colours;
    long tries_ = 0;
};

}  // namespace

Round swiss_round(const std::vector<SwissPlayer>& players) {
    std::vector<const SwissPlayer*> ranked;
    ranked.reserve(players.size());
    for (const SwissPlayer& player : players) ranked.push_back(&player);
    std::sort(ranked.begin(), ranked.end(), [](const SwissPlayer* a, const SwissPlayer* b) {
        return std::tuple(-a->half_points, a->number) < std::tuple(-b->half_points, b->number);
    });
    Round round;
    if (ranked.size() % 2 == 1) {
        // The bye: the lowest ranked who has not had one (everyone has: the lowest ranked).
        auto out = std::find_if(ranked.rbegin(), ranked.rend(), [](const SwissPlayer* p) { return !p->had_bye; });
        if (out == ranked.rend()) out = ranked.rbegin();
        round.bye = (*out)->number;
        ranked.erase(std::next(out).base());
    }
    Search search(ranked);
    if (!search.run(Search::Strictness::repeats_and_colours) && !search.run(Search::Strictness::repeats))
        search.run(Search::Strictness::none);
    int board = 0;
    for (const auto& [higher, lower] : search.pairs())
        round.games.push_back(colours_for(*ranked[static_cast<std::size_t>(higher)], *ranked[static_cast<std::size_t>(lower)], board++));
    return round;
}

}  // namespace petteia::tournaments
