#include "engine/exercises/table_endings.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "engine/exercises/candidates.hpp"
#include "engine/random.hpp"
#include "rules/petteia_game.hpp"

namespace petteia::engine::exercises {

namespace endings {

constexpr TableShape three_against_two{6, 3, 2};
constexpr int most_plies = 2 * max_finish_moves - 1;
constexpr int tries_per_exercise = 20'000;

// The table's position `index` as a game, with `solver` holding the side to move's pieces.
std::unique_ptr<Game> game_at(const EndgameTable& table, std::uint64_t index, Side solver) {
    const int size = table.index.shape().size;
    const bits::Bitboard movers = table.index.movers_at(index), others = table.index.others_at(index);
    PositionSetup setup;
    setup.squares.resize(static_cast<std::size_t>(size * size));
    for (int rank = 0; rank < size; ++rank)
        for (int file = 0; file < size; ++file) {
            const bits::Bitboard square = bits::bit(bits::index_of(file, rank));
            auto& at = setup.squares[static_cast<std::size_t>(rank * size + file)];
            if (movers & square) at = Piece{solver, 0};
            if (others & square) at = Piece{opponent(solver), 0};
        }
    setup.to_move = solver;
    return make_petteia_game(size, setup);
}

}  // namespace endings

std::vector<Exercise> ending_exercises(const TableLookup& tables, const EndingOptions& options) {
    const EndgameTable* table = tables.find(endings::three_against_two);
    if (!table) throw std::invalid_argument("the 6x6 3 v 2 endgame table is not available");
    std::uint64_t random = options.seed;
    std::array<std::vector<Exercise>, 3> by_difficulty;
    const auto wanted = [&](int difficulty) {
        return static_cast<std::size_t>((options.count + 2 - (difficulty - 1)) / 3);  // 1, 2, 3 in turn
    };
    std::set<std::string> positions;
    ForcedWin search;
    for (long tries = 0; tries < static_cast<long>(options.count) * endings::tries_per_exercise; ++tries) {
        const bool full = std::all_of(by_difficulty.begin(), by_difficulty.end(), [&](const auto& found) {
            return found.size() >= wanted(static_cast<int>(&found - by_difficulty.data()) + 1);
        });
        if (full) break;
        const std::uint64_t index = random_below(random, table->entries.size());
        const Side solver = random_below(random, 2) ? Side::first : Side::second;
        const SolvedValue value = decode_entry(table->entries[index]);
        if (value.outcome != Outcome::win || value.plies > endings::most_plies) continue;
        auto game = endings::game_at(*table, index, solver);
        if (game->is_over()) continue;
        auto exercise = finish_candidate(*game, search);
        if (!exercise || !positions.insert(exercise->position).second) continue;
        auto& found = by_difficulty[static_cast<std::size_t>(exercise->difficulty - 1)];
        if (found.size() < wanted(exercise->difficulty)) found.push_back(std::move(*exercise));
    }
    std::vector<Exercise> exercises;
    for (auto& found : by_difficulty)
        for (auto& exercise : found) exercises.push_back(std::move(exercise));
    return exercises;
}

}  // namespace petteia::engine::exercises
