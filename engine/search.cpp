#include "engine/search.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/random.hpp"

namespace petteia::engine {

namespace {

constexpr int near_win = win_score - 1000;

// Win and loss scores count plies from the root; the table stores them counted from its entry.
int to_table(int score, int ply) { return score > near_win ? score + ply : score < -near_win ? score - ply : score; }
int from_table(int score, int ply) { return score > near_win ? score - ply : score < -near_win ? score + ply : score; }

constexpr int table_move_key = 1 << 30;
constexpr int capture_key = 1 << 26;
constexpr int killer_key = 1 << 22;
constexpr int history_limit = 1 << 20;

}  // namespace

template <class Position>
void Search<Position>::ScoredMoves::pick(std::size_t i) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < size; ++j)
        if (keys[j] > keys[best]) best = j;
    if (best == i) return;
    std::swap(moves[i], moves[best]);
    std::swap(keys[i], keys[best]);
    std::swap(blind[i], blind[best]);
    std::swap(capture[i], capture[best]);
}

template <class Position>
Search<Position>::Search(const Position& root, const SearchLimits& limits, TranspositionTable& table,
                         const Weights& weights)
    : position_(root), limits_(limits), table_(table), weights_(weights) {
    if (limits.focus && limits.level.blind_permille > 0) {
        for (int index = 0; index < Moves::squares; ++index) {
            const Square square = Moves::square_of(index);
            const int distance = std::max(std::abs(square.file - limits.focus->file),
                                          std::abs(square.rank - limits.focus->rank));
            far_from_focus_[index] = distance > limits.level.focus_radius;
        }
    }
}

// A capture landing far from the last move is overlooked by the lower levels, for the whole of one
// decision and for both sides: the player sees neither the chance nor the danger there.
template <class Position>
bool Search<Position>::blind_to(PositionMove move) const {
    if (!far_from_focus_[move.to]) return false;
    std::uint64_t state = limits_.seed ^ (std::uint64_t{move.from} << 8 | move.to) * 0xD1B54A32D192ED03ULL;
    return random_below(state, 1000) < static_cast<std::uint64_t>(limits_.level.blind_permille);
}

template <class Position>
void Search<Position>::check_limits() {
    if (limits_.stop.load(std::memory_order_relaxed) || nodes_ >= limits_.level.max_nodes ||
        std::chrono::steady_clock::now() >= limits_.deadline)
        aborted_ = true;
}

template <class Position>
void Search<Position>::score_moves(const List& moves, PositionMove table_move, int ply, ScoredMoves& scored) const {
    const int us = index_of(position_.side_to_move());
    bool any_seen = false;
    scored.size = moves.size();
    std::size_t i = 0;
    for (const PositionMove& move : moves) {
        const int captured = captures_of(position_, move);
        scored.moves[i] = move;
        scored.capture[i] = captured > 0;
        scored.blind[i] = captured > 0 && blind_to(move);
        any_seen |= !scored.blind[i];
        if (move == table_move)
            scored.keys[i] = table_move_key;
        else if (captured > 0)
            scored.keys[i] = capture_key * captured;
        else if (move == killers_[ply][0])
            scored.keys[i] = killer_key + 1;
        else if (move == killers_[ply][1])
            scored.keys[i] = killer_key;
        else
            scored.keys[i] = history_[us][move.from][move.to];
        ++i;
    }
    // A player who overlooks every move still plays one of them.
    if (!any_seen) std::fill(scored.blind.begin(), scored.blind.begin() + static_cast<std::ptrdiff_t>(scored.size), false);
}

template <class Position>
int Search<Position>::quiesce(int alpha, int beta, int ply, int qdepth) {
    if ((++nodes_ & 1023) == 0) check_limits();
    if (aborted_) return 0;
    if (qdepth > 0)
        if (const auto end = end_after_capture_score(position_, ply)) return *end;
    List moves;
    int best;
    if (in_check(position_)) {
        // No standing pat in check: every evasion is tried, and none is a mate.
        position_.generate(moves);
        if (moves.size() == 0) return no_moves_score(position_, ply);
        if (qdepth >= limits_.level.quiescence_plies || ply >= max_ply - 1) return evaluate(position_, weights_);
        best = -infinity;
    } else {
        const int stand = evaluate(position_, weights_);
        if (stand >= beta || qdepth >= limits_.level.quiescence_plies || ply >= max_ply - 1) return stand;
        best = stand;
        alpha = std::max(alpha, stand);
        generate_captures(position_, moves);
    }
    ScoredMoves scored;
    score_moves(moves, {}, ply, scored);
    for (std::size_t i = 0; i < scored.size; ++i) {
        scored.pick(i);
        if (scored.blind[i]) continue;
        position_.make(scored.moves[i]);
        const int score = -quiesce(-beta, -alpha, ply + 1, qdepth + 1);
        position_.unmake();
        if (aborted_) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

template <class Position>
int Search<Position>::search(int depth, int alpha, int beta, int ply, bool pv_node) {
    if ((++nodes_ & 1023) == 0) check_limits();
    if (aborted_) return 0;
    if (const auto end = game_end_score(position_, ply)) return *end;
    if (in_check(position_)) ++depth;  // a check is answered in full, not cut off at the horizon
    if (depth <= 0) return quiesce(alpha, beta, ply, 0);
    if (ply >= max_ply - 1) return evaluate(position_, weights_);

    const std::uint64_t key = table_key(position_, weights_);
    PositionMove table_move{};
    if (const TableEntry* entry = table_.probe(key)) {
        table_move = Moves::unpack(entry->move);
        if (!pv_node && entry->depth >= depth) {
            const int score = from_table(entry->score, ply);
            if (entry->bound == Bound::exact || (entry->bound == Bound::lower && score >= beta) ||
                (entry->bound == Bound::upper && score <= alpha))
                return score;
        }
    }

    List moves;
    position_.generate(moves);
    if (moves.size() == 0) return no_moves_score(position_, ply);
    ScoredMoves scored;
    score_moves(moves, table_move, ply, scored);

    const int original_alpha = alpha;
    int best = -infinity;
    PositionMove best_move{};
    int searched = 0;
    for (std::size_t i = 0; i < scored.size; ++i) {
        scored.pick(i);
        if (scored.blind[i]) continue;
        const PositionMove move = scored.moves[i];
        const bool quiet = !scored.capture[i] && scored.keys[i] < killer_key;
        position_.make(move);
        int score;
        if (searched == 0) {
            score = -search(depth - 1, -beta, -alpha, ply + 1, pv_node);
        } else {
            // Late quiet moves are searched shallower first, and again in full if they surprise.
            const int reduction = depth >= 3 && searched >= 3 && quiet ? (searched >= 8 && depth >= 5 ? 2 : 1) : 0;
            score = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && reduction > 0) score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, false);
            if (score > alpha && score < beta) score = -search(depth - 1, -beta, -alpha, ply + 1, true);
        }
        position_.unmake();
        if (aborted_) return 0;
        ++searched;
        if (score > best) {
            best = score;
            best_move = move;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    if (quiet) {
                        auto& killers = killers_[ply];
                        if (!(killers[0] == move)) killers[1] = killers[0], killers[0] = move;
                        int& history = history_[index_of(position_.side_to_move())][move.from][move.to];
                        history += depth * depth;
                        if (history > history_limit)
                            for (auto& side : history_)
                                for (auto& from : side)
                                    for (int& value : from) value /= 2;
                    }
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::lower : best > original_alpha ? Bound::exact : Bound::upper;
    table_.store(key, to_table(best, ply), Moves::pack(best_move), depth, bound);
    return best;
}

template <class Position>
typename Search<Position>::PositionMove Search<Position>::choose(const std::vector<RootMove>& moves, int best) const {
    const int margin = limits_.level.choice_margin;
    std::uint64_t total = 0;
    for (const RootMove& root : moves)
        if (root.exact && root.score >= best - margin) total += static_cast<std::uint64_t>(margin + 1 - (best - root.score));
    if (total == 0) return moves.front().move;
    // Closer to the best is likelier: the weight falls linearly to 1 at the margin.
    std::uint64_t state = limits_.seed ^ position_.hash();
    std::uint64_t draw = random_below(state, total);
    for (const RootMove& root : moves) {
        if (!root.exact || root.score < best - margin) continue;
        const auto weight = static_cast<std::uint64_t>(margin + 1 - (best - root.score));
        if (draw < weight) return root.move;
        draw -= weight;
    }
    return moves.front().move;
}

template <class Position>
SearchResult Search<Position>::run() {
    SearchResult result;
    List legal;
    position_.generate(legal);
    ScoredMoves scored;
    PositionMove table_move{};
    if (const TableEntry* entry = table_.probe(table_key(position_, weights_))) table_move = Moves::unpack(entry->move);
    score_moves(legal, table_move, 0, scored);
    std::vector<RootMove> roots;
    for (std::size_t i = 0; i < scored.size; ++i) {
        scored.pick(i);
        const bool excluded = std::find(limits_.excluded.begin(), limits_.excluded.end(), Moves::to_game_move(scored.moves[i])) != limits_.excluded.end();
        if (!scored.blind[i] && !excluded) roots.push_back({scored.moves[i], -infinity, false});
    }
    result.move = Moves::to_game_move(roots.front().move);
    // A move alone needs no search to be chosen; but a line among others (excluded ones) needs its score.
    if (roots.size() == 1 && limits_.excluded.empty()) {
        result.score = evaluate(position_, weights_);
        return result;
    }

    const LevelConfig& level = limits_.level;
    const int margin = level.choice_margin;
    std::vector<RootMove> completed = roots;
    int completed_best = -infinity;
    for (int depth = 1; depth <= std::min(level.max_depth, max_ply - 32); ++depth) {
        int best = -infinity;
        int alpha = -infinity;
        std::size_t done = 0;
        for (RootMove& root : roots) {
            position_.make(root.move);
            int score;
            if (done == 0 || margin > 0) {
                // Below Expert every move close to the best needs an exact score: no null windows.
                score = -search(depth - 1, -infinity, -alpha, 1, true);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, 1, false);
                if (score > alpha) score = -search(depth - 1, -infinity, -alpha, 1, true);
            }
            position_.unmake();
            if (aborted_) break;
            ++done;
            root.exact = score > alpha || done == 1;
            root.score = score;
            if (score > best) {
                best = score;
                alpha = margin > 0 ? std::max(-infinity, best - margin - 1) : best;
            }
        }
        if (aborted_) {
            // The moves searched in full so far were compared fairly with the previous best (searched
            // first): take the best of them when no level choice is to be made.
            if (done > 0 && margin == 0) {
                const auto top = std::max_element(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(done),
                                                  [](const RootMove& a, const RootMove& b) { return a.score < b.score; });
                if (top->score > -infinity && top != roots.begin() && top->score > roots.front().score) {
                    completed.front() = *top;  // only its move and score are read below
                    completed_best = top->score;
                }
            }
            break;
        }
        std::stable_sort(roots.begin(), roots.end(), [](const RootMove& a, const RootMove& b) {
            return a.exact != b.exact ? a.exact : a.score > b.score;
        });
        completed = roots;
        completed_best = best;
        result.depth = depth;
        // A forced result found within the horizon cannot change with more depth.
        if (std::abs(best) > near_win && win_score - std::abs(best) <= depth) break;
    }

    result.interrupted = aborted_ && nodes_ < level.max_nodes;
    result.nodes = nodes_;
    // Stopped before the first iteration ended: the static evaluation is all there is.
    result.score = completed_best > -infinity ? completed_best : evaluate(position_, weights_);
    const PositionMove chosen = margin > 0 ? choose(completed, completed_best) : completed.front().move;
    result.move = Moves::to_game_move(chosen);
    result.line = line_after(chosen);
    return result;
}

template <class Position>
std::vector<Move> Search<Position>::line_after(PositionMove first) {
    constexpr int longest = 12;
    std::vector<Move> line{Moves::to_game_move(first)};
    position_.make(first);
    int made = 1;
    while (made < longest && !game_end_score(position_, made)) {
        const TableEntry* entry = table_.probe(table_key(position_, weights_));
        if (!entry || entry->move == 0) break;
        const PositionMove next = Moves::unpack(entry->move);
        List legal;
        position_.generate(legal);
        // A slot can hold another position's move with the same key bits: only a legal one is followed.
        if (std::find(legal.begin(), legal.end(), next) == legal.end()) break;
        line.push_back(Moves::to_game_move(next));
        position_.make(next);
        ++made;
    }
    while (made-- > 0) position_.unmake();
    return line;
}

template class Search<PetteiaPosition>;
template class Search<GrecPosition>;
template class Search<chess::ChessPosition>;

}  // namespace petteia::engine
