#include "engine/exercises/generate.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <thread>
#include <unordered_set>

#include "engine/engine.hpp"
#include "engine/exercises/candidates.hpp"
#include "engine/exercises/choose.hpp"
#include "engine/exercises/position_candidates.hpp"
#include "engine/exercises/self_play.hpp"
#include "engine/random.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

namespace petteia::engine::exercises {

namespace {

using Key = std::pair<std::string, Family>;  // variant, family

// What one game gave. Each game is scanned on its own, so the results do not depend on which
// thread played it.
struct GameFindings {
    std::vector<Exercise> found;
    int positions = 0;
    FinishTally tally;
};

class GameScanner {
public:
    explicit GameScanner(GameFindings& findings) : findings_(findings) {}

    // The game's position, and those its side to move could have reached instead of `next`, the
    // move it plays (a blunder there is a chance for the other side). The position after `next` is
    // the game's next position, scanned as such.
    void scan(Game& played, const Move& next) {
        scan_one(played, true);
        for (const Move& move : played.legal_moves()) {
            if (move == next) continue;
            played.play(move);
            scan_one(played, false);
            played.undo();
        }
    }

private:
    void scan_one(const Game& played, bool game_position) {
        auto game = fresh_copy(played);
        if (game->is_over() || !seen_.insert(format_position(*game)).second) return;
        ++findings_.positions;
        // A win in three only in the game's own positions (the costly part).
        const Looking looking{game_position ? max_finish_moves : 2, true};
        for (Exercise& found : position_candidates(*game, search_, looking, {&findings_.tally, nullptr}))
            findings_.found.push_back(std::move(found));
        if (search_.nodes() > 5'000'000) search_ = ForcedWin{};  // bounds the memo's memory (answers stay the same)
    }

    GameFindings& findings_;
    std::unordered_set<std::string> seen_;
    ForcedWin search_;
};

// Plays one seeded game between two levels after a few random opening plies, scanning each position.
GameFindings play_game(const std::string& variant, const GenerateOptions& options, int game_index, Engine& engine) {
    GameFindings findings;
    GameScanner scanner(findings);
    std::uint64_t chance = options.seed ^ (0xD1B54A32D192ED03ULL * static_cast<std::uint64_t>(game_index + 1));
    const Level light = game_levels[random_below(chance, std::size(game_levels))];
    const Level dark = game_levels[random_below(chance, std::size(game_levels))];
    const int opening_plies = 2 + static_cast<int>(random_below(chance, 5));
    auto game = std::move(new_game(variant)).value();
    const std::atomic<bool> stop{false};
    for (int ply = 0; ply < options.max_plies && !game->is_over(); ++ply) {
        if (ply < opening_plies) {
            const auto moves = game->legal_moves();
            game->play(moves[random_below(chance, moves.size())]);
            continue;
        }
        const Level level = game->side_to_move() == Side::first ? light : dark;
        const Move next = engine.choose_move(*game, level, next_random(chance), stop).move;
        scanner.scan(*game, next);
        game->play(next);
    }
    return findings;
}

// Plays every game, `threads` at a time; the findings are in game order whatever the threads did.
std::vector<GameFindings> play_games(const std::vector<std::string>& variants, const GenerateOptions& options) {
    std::vector<GameFindings> findings(variants.size());
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        Engine engine;
        engine.set_max_milliseconds(0);  // the node budgets alone decide: the same seed, the same games
        for (std::size_t index; (index = next++) < variants.size();)
            findings[index] = play_game(variants[index], options, static_cast<int>(index), engine);
    };
    std::vector<std::thread> workers;
    for (int i = 1; i < options.threads; ++i) workers.emplace_back(work);
    work();
    for (std::thread& worker : workers) worker.join();
    return findings;
}

}  // namespace

int default_games(int per_group) { return std::max(10, 4 * per_group); }

Generated generate(const GenerateOptions& options) {
    const int games = options.games > 0 ? options.games : default_games(options.per_group);
    std::vector<std::string> variants;
    for (std::string_view variant : petteia_exercise_variants) variants.insert(variants.end(), games, std::string(variant));
    const std::vector<GameFindings> findings = play_games(variants, options);

    Generated generated;
    generated.games = static_cast<int>(variants.size());
    std::map<Key, std::vector<Candidate>> candidates;
    std::set<std::string> found_positions;
    for (std::size_t index = 0; index < findings.size(); ++index) {
        generated.positions += findings[index].positions;
        auto& tally = generated.finish_tally[variants[index]];
        for (int moves = 1; moves <= max_finish_moves; ++moves) {
            tally.wins[moves - 1] += findings[index].tally.wins[moves];
            tally.strict[moves - 1] += findings[index].tally.strict[moves];
        }
        for (const Exercise& exercise : findings[index].found)
            if (found_positions.insert(std::string(family_name(exercise.family)) + " " + exercise.position).second)
                candidates[{exercise.variant, exercise.family}].push_back({exercise, static_cast<int>(index)});
    }

    // Finish first: it is the scarcest, and a position goes to one family only.
    std::set<std::string> used_positions;
    std::map<Key, std::vector<Exercise>> chosen;
    for (Family family : {Family::finish, Family::defence, Family::capture})
        for (std::string_view variant : petteia_exercise_variants) {
            GroupReport report{std::string(variant), family, {}, {}};
            chosen[{report.variant, family}] =
                choose_balanced(candidates[{report.variant, family}], options.per_group, used_positions, report);
            generated.groups.push_back(report);
        }
    std::stable_sort(generated.groups.begin(), generated.groups.end(), [](const GroupReport& a, const GroupReport& b) {
        return std::pair(a.variant, static_cast<int>(a.family)) < std::pair(b.variant, static_cast<int>(b.family));
    });
    for (std::string_view variant : petteia_exercise_variants)
        for (Family family : all_families) {
            int number = 0;
            for (Exercise& exercise : chosen[{std::string(variant), family}]) {
                ++number;
                exercise.id = id_prefix(variant, family) + (number < 10 ? "0" : "") + std::to_string(number);
                generated.exercises.push_back(std::move(exercise));
            }
        }
    return generated;
}

}  // namespace petteia::engine::exercises
