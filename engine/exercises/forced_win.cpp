#include "engine/exercises/forced_win.hpp"

#include <algorithm>

#include "rules/notation.hpp"

namespace petteia::engine::exercises {

namespace {

// A memo key per position, node kind and moves left.
std::uint64_t key_of(const Game& game, bool solver_node, int moves) {
    return game.hash() ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(2 * moves + (solver_node ? 1 : 0)));
}

struct Ordered {
    Move move;
    int captured;
};

// Captures first, the most first; otherwise legal-move order.
void order_by_captures(std::vector<Ordered>& moves) {
    std::stable_sort(moves.begin(), moves.end(),
                     [](const Ordered& a, const Ordered& b) { return a.captured > b.captured; });
}

}  // namespace

bool ForcedWin::wins_within(Game& game, int moves) {
    if (moves < 1) return false;
    const std::uint64_t key = key_of(game, true, moves);
    if (const auto found = memo_.find(key); found != memo_.end()) return found->second;
    const Side solver = game.side_to_move();
    std::vector<Ordered> candidates;
    bool wins = false;
    for (const Move& move : game.legal_moves()) {
        ++nodes_;
        const int captured = static_cast<int>(game.play(move)->captured.size());
        const GameStatus status = game.status();
        game.undo();
        if (status.state == GameState::win && status.winner == solver) {
            wins = true;
            break;
        }
        if (status.state == GameState::ongoing) candidates.push_back({move, captured});
    }
    if (!wins && moves > 1) {
        order_by_captures(candidates);
        for (const Ordered& candidate : candidates) {
            game.play(candidate.move);
            wins = every_defence_loses(game, moves - 1);
            game.undo();
            if (wins) break;
        }
    }
    memo_[key] = wins;
    return wins;
}

bool ForcedWin::every_defence_loses(Game& game, int moves) {
    const std::uint64_t key = key_of(game, false, moves);
    if (const auto found = memo_.find(key); found != memo_.end()) return found->second;
    std::vector<Ordered> defences;
    bool loses = true;
    for (const Move& move : game.legal_moves()) {
        ++nodes_;
        const int captured = static_cast<int>(game.play(move)->captured.size());
        const bool over = game.is_over();  // a defender's move can only end the game in its favour or drawn
        game.undo();
        if (over) {
            loses = false;
            break;
        }
        defences.push_back({move, captured});
    }
    if (loses) {
        order_by_captures(defences);
        // The defence that held last time at this depth often holds again: try it first.
        const auto& killer = refutation_[std::min(moves, max_finish_moves)];
        const auto found = std::find_if(defences.begin(), defences.end(),
                                        [&](const Ordered& defence) { return killer && defence.move == *killer; });
        if (found != defences.end()) std::rotate(defences.begin(), found, found + 1);
        for (const Ordered& defence : defences) {
            game.play(defence.move);
            loses = wins_within(game, moves);
            game.undo();
            if (!loses) {
                refutation_[std::min(moves, max_finish_moves)] = defence.move;
                break;
            }
        }
    }
    memo_[key] = loses;
    return loses;
}

std::vector<Move> ForcedWin::winning_moves(Game& game, int moves) {
    std::vector<Move> winning;
    const Side solver = game.side_to_move();
    for (const Move& move : game.legal_moves()) {
        ++nodes_;
        game.play(move);
        const GameStatus status = game.status();
        const bool wins = status.state == GameState::win ? status.winner == solver
                          : status.state == GameState::ongoing && moves > 1 && every_defence_loses(game, moves - 1);
        game.undo();
        if (wins) winning.push_back(move);
    }
    return winning;
}

std::optional<int> ForcedWin::fastest_win(Game& game, int limit) {
    for (int moves = 1; moves <= limit; ++moves)
        if (wins_within(game, moves)) return moves;
    return std::nullopt;
}

std::optional<std::string> ForcedWin::first_ambiguity(Game& game, int moves, const std::vector<Move>& declared) {
    std::vector<Move> path;
    return ambiguity_below(game, moves, path, declared);
}

std::optional<std::string> ForcedWin::ambiguity_below(Game& game, int moves, std::vector<Move>& path,
                                                      const std::vector<Move>& declared) {
    const auto text = [&](const Move& move) { return move_text(move, game.variant()); };
    std::string where;
    for (const Move& move : path) where += (where.empty() ? "after " : " ") + text(move);
    if (!where.empty()) where += ", ";
    const auto winning = winning_moves(game, moves);
    if (winning.empty()) return where + "no move forces a win within " + std::to_string(moves);
    if (winning.size() > 1) {
        // Name the declared move, if it wins here, and another winner beside it.
        const bool on_declared_line =
            declared.size() > path.size() && std::equal(path.begin(), path.end(), declared.begin());
        const auto declared_wins = on_declared_line ? std::find(winning.begin(), winning.end(), declared[path.size()])
                                                    : winning.end();
        const Move first = declared_wins != winning.end() ? *declared_wins : winning[0];
        const Move second = first == winning[0] ? winning[1] : winning[0];
        return where + "second solution " + text(second) + ": both " + text(first) + " and " + text(second) +
               " force a win within " + std::to_string(moves);
    }
    game.play(winning[0]);
    path.push_back(winning[0]);
    std::optional<std::string> found;
    if (!game.is_over()) {
        for (const Move& defence : game.legal_moves()) {
            game.play(defence);
            path.push_back(defence);
            found = ambiguity_below(game, moves - 1, path, declared);
            path.pop_back();
            game.undo();
            if (found) break;
        }
    }
    path.pop_back();
    game.undo();
    return found;
}

std::vector<Move> ForcedWin::main_line(Game& game, int moves) {
    std::vector<Move> line;
    auto scratch = game.clone();
    for (int left = moves; left >= 1; --left) {
        const auto winning = winning_moves(*scratch, left);
        if (winning.empty()) break;
        line.push_back(winning[0]);
        scratch->play(winning[0]);
        if (scratch->is_over()) break;
        std::optional<Move> longest;
        int longest_moves = 0, longest_captured = -1;
        for (const Move& defence : scratch->legal_moves()) {
            const int captured = static_cast<int>(scratch->play(defence)->captured.size());
            const int needed = fastest_win(*scratch, left - 1).value_or(left);
            scratch->undo();
            if (needed > longest_moves || (needed == longest_moves && captured > longest_captured)) {
                longest = defence;
                longest_moves = needed;
                longest_captured = captured;
            }
        }
        line.push_back(*longest);
        scratch->play(*longest);
    }
    return line;
}

}  // namespace petteia::engine::exercises
