#include "engine/exercises/game_exercises.hpp"

#include <atomic>
#include <map>
#include <set>
#include <stdexcept>
#include <thread>
#include <unordered_set>

#include "engine/engine.hpp"
#include "engine/exercises/choose.hpp"
#include "engine/exercises/position_candidates.hpp"
#include "engine/exercises/self_play.hpp"
#include "engine/random.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::engine::exercises {

namespace {

// A search that announces a win within this many plies may hide a mate in three.
constexpr int mate_in_three_plies = 5;

struct FoundInGame {
    std::vector<Exercise> found;
    int positions = 0;
    MateTally tally;
};

class Scanner {
public:
    explicit Scanner(FoundInGame& findings) : findings_(findings) {}

    // A game position, with the search that chose its move (its score may announce a mate).
    void scan(const Game& played, const SearchResult& chosen) { scan_one(played, &chosen); }

    // The positions one move away (a mistake there is the other side's chance): all of Le Grec's
    // families (the table answers at once); Petteia chess's cheap ones, a mate in one and the
    // Sacrifice (a search per position for material or longer mates would cost more than the game).
    void scan_alternatives(Game& played, const Move& next) {
        for (const Move& move : played.legal_moves()) {
            if (move == next) continue;
            played.play(move);
            scan_one(played, nullptr);
            played.undo();
        }
    }

private:
    void scan_one(const Game& played, const SearchResult* chosen) {
        auto game = fresh_copy(played);
        if (game->is_over() || !seen_.insert(format_position(*game)).second) return;
        ++findings_.positions;
        // Le Grec: every family everywhere. Petteia chess: one move away, a mate in one and the
        // Sacrifice; in the game, a mate in three only where the mover's search announced one.
        const bool mate_announced = chosen && chosen->score >= win_score - mate_in_three_plies;
        const Looking looking{!chosen ? 1 : mate_announced ? max_finish_moves : 2, chosen != nullptr};
        for (Exercise& found : position_candidates(*game, search_, looking, {nullptr, &findings_.tally}))
            findings_.found.push_back(std::move(found));
        if (search_.nodes() > 5'000'000) search_ = ForcedWin{};  // bounds the memo's memory (answers stay the same)
    }

    FoundInGame& findings_;
    std::unordered_set<std::string> seen_;
    ForcedWin search_;
};

FoundInGame play_game(const GameExerciseOptions& options, int game_index, Engine& engine) {
    FoundInGame findings;
    Scanner scanner(findings);
    std::uint64_t chance = options.seed ^ (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(game_index + 1));
    const Level first = game_levels[random_below(chance, std::size(game_levels))];
    const Level second = game_levels[random_below(chance, std::size(game_levels))];
    const int opening_plies = 2 + static_cast<int>(random_below(chance, 5));
    auto game = std::move(new_game(options.variant)).value();
    const std::atomic<bool> stop{false};
    for (int ply = 0; ply < options.max_plies && !game->is_over(); ++ply) {
        if (ply < opening_plies) {
            const auto moves = game->legal_moves();
            game->play(moves[random_below(chance, moves.size())]);
            continue;
        }
        const Level level = game->side_to_move() == Side::first ? first : second;
        const SearchResult chosen = engine.choose_move(*game, level, next_random(chance), stop);
        scanner.scan(*game, chosen);
        scanner.scan_alternatives(*game, chosen.move);
        game->play(chosen.move);
    }
    return findings;
}

std::vector<FoundInGame> play_games(const GameExerciseOptions& options, int games) {
    std::vector<FoundInGame> findings(static_cast<std::size_t>(games));
    std::atomic<int> next{0};
    const auto work = [&] {
        Engine engine;
        engine.set_max_milliseconds(0);  // the node budgets alone decide: the same seed, the same games
        for (int index; (index = next++) < games;)
            findings[static_cast<std::size_t>(index)] = play_game(options, index, engine);
    };
    std::vector<std::thread> workers;
    for (int i = 1; i < options.threads; ++i) workers.emplace_back(work);
    work();
    for (std::thread& worker : workers) worker.join();
    return findings;
}

}  // namespace

Generated generate_game_exercises(const GameExerciseOptions& options) {
    if (options.variant != "petteia-chess" && options.variant != "grec")
        throw std::invalid_argument("exercises from games are made for petteia-chess and grec, not " + options.variant);
    const int games = options.games > 0 ? options.games : default_games(options.per_group);
    const std::vector<FoundInGame> findings = play_games(options, games);

    Generated generated;
    generated.games = games;
    std::map<Family, std::vector<Candidate>> candidates;
    std::set<std::string> found_positions;
    auto& tally = generated.finish_tally[options.variant];
    for (std::size_t index = 0; index < findings.size(); ++index) {
        generated.positions += findings[index].positions;
        for (int moves = 1; moves <= max_finish_moves; ++moves) {
            tally.wins[moves - 1] += findings[index].tally.mates[moves];
            tally.strict[moves - 1] += findings[index].tally.unique[moves];
        }
        // One candidate per game, family and first move: the positions one move away from a game
        // position often differ only by a piece the solution does not care about (the same puzzle).
        std::set<std::string> same_puzzle;
        for (const Exercise& exercise : findings[index].found) {
            const std::string family = std::string(family_name(exercise.family)) + " ";
            if (found_positions.insert(family + exercise.position).second &&
                same_puzzle.insert(family + exercise.solution[0]).second)
                candidates[exercise.family].push_back({exercise, static_cast<int>(index)});
        }
    }

    // The scarcest first: a position goes to one family only.
    std::set<std::string> used_positions;
    std::map<Family, std::vector<Exercise>> chosen;
    for (Family family : {Family::defence, Family::finish, Family::capture}) {
        if (theme_name(options.variant, family).empty()) continue;
        GroupReport report{options.variant, family, {}, {}};
        chosen[family] = choose_balanced(candidates[family], options.per_group, used_positions, report);
        generated.groups.push_back(report);
    }
    for (Family family : all_families) {
        int number = 0;
        for (Exercise& exercise : chosen[family]) {
            ++number;
            exercise.id = id_prefix(options.variant, family) + (number < 10 ? "0" : "") + std::to_string(number);
            generated.exercises.push_back(std::move(exercise));
        }
    }
    return generated;
}

}  // namespace petteia::engine::exercises
