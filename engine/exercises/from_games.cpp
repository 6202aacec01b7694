#include "engine/exercises/from_games.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <set>
#include <utility>

#include "engine/exercises/position_candidates.hpp"
#include "engine/exercises/self_play.hpp"
#include "engine/exercises/verify.hpp"
#include "rules/variants.hpp"

namespace petteia::engine::exercises {

namespace {

// One position as analysed: the chance of its side to move, and the analysis's best move (none when
// the game is over).
struct Value {
    double chance = 0.5;
    Side to_move = Side::first;
    std::optional<Move> best;

    double chance_of(Side side) const { return side == to_move ? chance : 1.0 - chance; }
};

// The last number of each id prefix in the set ("pc-mate-" → 10), and the ids handed out after them.
class Numbering {
public:
    explicit Numbering(const std::vector<Exercise>& existing) {
        for (const Exercise& exercise : existing) {
            const auto dash = exercise.id.rfind('-');
            if (dash == std::string::npos) continue;
            int number = 0;
            for (char digit : exercise.id.substr(dash + 1)) number = digit >= '0' && digit <= '9' ? number * 10 + (digit - '0') : 0;
            int& last = last_[exercise.id.substr(0, dash + 1)];
            last = std::max(last, number);
        }
    }
    // The next id of the prefix (ids have two digits: none after 99).
    std::optional<std::string> next(const std::string& prefix) const {
        const auto found = last_.find(prefix);
        const int number = (found == last_.end() ? 0 : found->second) + 1;
        if (number > 99) return std::nullopt;
        return prefix + (number < 10 ? "0" : "") + std::to_string(number);
    }
    void take(const std::string& prefix) { ++last_[prefix]; }

private:
    std::map<std::string, int> last_;
};

class MistakeFinder {
public:
    MistakeFinder(const std::vector<Exercise>& existing, const FromGamesOptions& options, FromGames& result)
        : options_(options), result_(result), numbering_(existing) {
        for (const Exercise& exercise : existing) used_.insert(exercise.position);
        engine_.set_max_milliseconds(0);  // the node budget alone decides: the same games, the same exercises
    }

    void read(const PlayedGame& played, std::size_t index) {
        FromGamesFigures& figures = result_.figures[played.variant];
        ++figures.games;
        if (theme_name(played.variant, Family::finish).empty()) return;  // a game without exercises
        auto made = played.start_position ? new_game(played.variant, *played.start_position) : new_game(played.variant);
        if (!made) return problem(index, "its start does not read: " + made.error().reason);
        auto game = std::move(made).value();
        std::vector<Move> moves;
        for (const std::string& text : played.moves) {
            auto move = game->play(text);
            if (!move) return problem(index, "move " + std::to_string(moves.size() + 1) + " (" + text + ") is refused: " + move.error().reason);
            moves.push_back(move.value().move);
        }
        while (game->undo()) {
        }
        ++figures.analysed;
        Value before = value_of(*game, figures);
        for (const Move& move : moves) {
            const Side mover = game->side_to_move();
            const std::string text = game->move_text(move);
            game->play(move);
            const Value after = value_of(*game, figures);
            if (move != before.best && before.chance_of(mover) - after.chance_of(mover) >= options_.mistake) {
                ++figures.mistakes;
                game->undo();
                offer(*fresh_copy(*game), text, before, figures);
                game->play(move);
            }
            before = after;
        }
    }

private:
    Value value_of(const Game& game, FromGamesFigures& figures) {
        if (game.is_over()) {
            const GameStatus status = game.status();
            const double chance = status.state != GameState::win ? 0.5 : status.winner == game.side_to_move() ? 1.0 : 0.0;
            return {chance, game.side_to_move(), std::nullopt};
        }
        ++figures.positions;
        const SearchResult result = engine_.analyse(game, options_.level, stop_);
        return {winning_chance(result.score), game.side_to_move(), result.move};
    }

    // The position before the mistake, the player who made it to move: its exercises, the one whose
    // solution is the analysis's best move first (the move the player missed).
    void offer(Game& position, const std::string& played, const Value& before, FromGamesFigures& figures) {
        std::vector<Exercise> found = position_candidates(position, search_);
        if (search_.nodes() > 5'000'000) search_ = ForcedWin{};  // bounds the memo's memory (answers stay the same)
        const std::string best = before.best ? position.move_text(*before.best) : std::string();
        std::stable_partition(found.begin(), found.end(), [&](const Exercise& exercise) { return exercise.solution.front() == best; });
        figures.candidates += static_cast<int>(found.size());
        for (Exercise& exercise : found) {
            if (exercise.solution.front() == played) {
                ++figures.played;
                continue;
            }
            if (used_.contains(exercise.position)) {
                ++figures.repeated;
                continue;
            }
            const std::string prefix = id_prefix(exercise.variant, exercise.family);
            const auto id = numbering_.next(prefix);
            if (!id) {
                ++figures.refused;
                result_.problems.push_back("no id left after " + prefix + "99");
                continue;
            }
            exercise.id = *id;
            if (const auto verified = verify(exercise); !verified) {
                ++figures.refused;
                result_.problems.push_back(exercise.id + " (" + exercise.position + "): " + verified.error());
                continue;
            }
            numbering_.take(prefix);
            used_.insert(exercise.position);
            ++figures.kept;
            result_.exercises.push_back(std::move(exercise));
        }
    }

    void problem(std::size_t index, const std::string& what) {
        result_.problems.push_back("game " + std::to_string(index + 1) + " of those read: " + what);
    }

    const FromGamesOptions& options_;
    FromGames& result_;
    Numbering numbering_;
    std::set<std::string> used_;  // positions in the set: one family each, never twice
    Engine engine_;
    ForcedWin search_;
    const std::atomic<bool> stop_{false};
};

}  // namespace

double winning_chance(int score) {
    constexpr int forced = win_score - 1000;  // the analysis's forced wins and losses (move-judgement.ts's FORCED_SCORE)
    if (score >= forced) return 1.0;
    if (score <= -forced) return 0.0;
    return 1.0 / (1.0 + std::exp(-score / 120.0));
}

FromGames exercises_from_games(const std::vector<PlayedGame>& games, const std::vector<Exercise>& existing,
                               const FromGamesOptions& options) {
    FromGames result;
    MistakeFinder finder(existing, options, result);
    for (std::size_t index = 0; index < games.size(); ++index) finder.read(games[index], index);
    // By id: each family's new exercises together, in number order.
    std::stable_sort(result.exercises.begin(), result.exercises.end(),
                     [](const Exercise& a, const Exercise& b) { return a.id < b.id; });
    return result;
}

}  // namespace petteia::engine::exercises
