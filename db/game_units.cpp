// How GameStore performs writes: each GameWrite becomes the statements that store it, queued with
// what each must do (change a row, find the lease); a whole group of units is then run at once —
// on PostgreSQL one pipeline, one round trip however many statements — and judged afterwards.
//
// A unit is all or nothing, yet units share one savepoint rather than one each (two round trips
// a unit on PostgreSQL): when a unit fails, everything since the savepoint is undone and the
// others run again without it. Failures are rare (a lease lost to another node, a bug), so the
// common case pays one savepoint and one pipeline for the whole group.
#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <variant>

#include "db/array_literal.hpp"
#include "db/game_statements.hpp"

namespace petteia::db {

namespace {

// Statements queued before the answers are read: PostgreSQL's answers (a few dozen bytes each)
// wait in the socket's buffer until the last statement of a pipeline is sent.
constexpr std::size_t pipeline_limit = 512;

void require_side(int side) {
    if (side != 0 && side != 1) throw DatabaseError("a seat's side is 0 or 1, not " + std::to_string(side));
}

}  // namespace

// One queued statement of a unit and what its run must show.
struct GameStore::Step {
    enum class Expect {
        nothing,
        lease,         // a row: this node holds the game (GameLeases::queue_check)
        lease_change,  // a row changed by an update with the lease check folded in
        a_change,   // a row changed: the game exists (and, for the call's WHERE, is in the state it needs)
        a_row,      // a row returned: the check it runs holds
    };
    static constexpr std::size_t no_unit = static_cast<std::size_t>(-1);  // BEGIN or the savepoint they share
    static constexpr std::size_t batch = no_unit - 1;  // one statement for many units' moves (MoveBatch)
    std::size_t unit = 0;
    Expect expect = Expect::nothing;
    std::string_view call;  // for the message: "set_seat", "append_move", …
    const GameWrite* write = nullptr;
    std::string_view leased;  // the game a lease check is about
    std::int64_t rows = 0;    // a batch's: the rows it must change, one a move

    // What a run that changed nothing says.
    std::string refusal() const;
};

std::string GameStore::Step::refusal() const {
    const std::string& id = write->game_id;
    if (const auto* move = std::get_if<writes::AppendMove>(&write->change); move && call == "append_move (ply)")
        return "append_move: ply " + std::to_string(move->ply) + " does not follow the last move of game '" + id + "'";
    if (call == "finish") return "finish: no unfinished game with id '" + id + "' (unknown or already finished)";
    if (call == "set_rematch") {
        const auto& created = std::get<writes::CreateGame>(write->change);
        return "set_rematch: no game with id '" + created.game.rematch_of.value_or("") + "'";
    }
    return std::string(call) + ": no game with id '" + id + "'";
}

void GameStore::queue_game(const StoredGame& game) {
    Database& database = connection_->database;
    rows::bind_game(connection_->insert_game, game);
    database.queue(connection_->insert_game);
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        const StoredMove& move = game.moves[ply];
        Statement& insert = connection_->insert_move;
        insert.bind(1, game.id);
        insert.bind(2, static_cast<std::int64_t>(ply));
        insert.bind(3, move.move);
        insert.bind(4, move.mover_remaining_ms);
        insert.bind(5, move.played_at_ms);
        database.queue(insert);
    }
}

// PostgreSQL: a group's plain moves, gathered for one statement a table (game_sql::moves_update_sql).
struct GameStore::MoveBatch {
    static constexpr std::size_t limit = 256;  // moves a statement, which keeps its parameters small
    std::vector<std::string_view> games;       // in the batch: a game's second move waits for the next
    ArrayLiteral remaining0, remaining1, turn_started, version, draw, takeback, rematch, token;
    ArrayLiteral plies, moves, mover_remaining, played_at;
    ArrayLiteral ids;
    bool fenced = false;  // each move's row changes only under this node's lease token

    bool holds(std::string_view game) const { return std::find(games.begin(), games.end(), game) != games.end(); }
};

namespace {

// A plain move's unit: the move, then the state after it, of one game (server/games/match_moves.cpp),
// which is what nearly every unit of a busy site is. Its move, or null for any other unit.
const writes::AppendMove* plain_move(const GameStore::Unit& unit) {
    if (unit.size() != 2 || unit[0].game_id != unit[1].game_id ||
        !std::holds_alternative<writes::SetState>(unit[1].change))
        return nullptr;
    return std::get_if<writes::AppendMove>(&unit[0].change);
}

// Whether a unit writes the game `id` (a new game's rematch_of too: its row is linked).
bool writes_game(const GameStore::Unit& unit, std::string_view id) {
    return std::any_of(unit.begin(), unit.end(), [&](const GameWrite& write) {
        const auto* created = std::get_if<writes::CreateGame>(&write.change);
        return write.game_id == id || (created && created->game.rematch_of == id);
    });
}

}  // namespace

bool GameStore::add_to_batch(MoveBatch& batch, const Unit& unit, bool fenced, std::vector<Step>& steps) {
    const writes::AppendMove* move = plain_move(unit);
    if (!move) {
        // Queued alone, after the batch's moves of any game it writes, so that a game's writes keep
        // their order; the other games' moves may wait for the batch.
        if (std::any_of(batch.games.begin(), batch.games.end(), [&](std::string_view id) { return writes_game(unit, id); }))
            queue_batch(batch, steps);
        return false;
    }
    const std::string& id = unit[0].game_id;
    std::optional<std::int64_t> token;
    if (fenced && leases_) {
        token = leases_->token(id);
        if (!token) return false;  // queue_unit says the lease is lost
        batch.fenced = true;
    }
    if (batch.holds(id)) queue_batch(batch, steps);  // its ply must follow the one queued
    const auto& state = std::get<writes::SetState>(unit[1].change);
    batch.games.push_back(id);
    batch.ids.add(id);
    batch.remaining0.add(move->remaining_ms[0]);
    batch.remaining1.add(move->remaining_ms[1]);
    batch.turn_started.add(move->turn_started_at_ms);
    batch.version.add(state.version);
    batch.draw.add(state.offers.draw);
    batch.takeback.add(state.offers.takeback);
    batch.rematch.add(state.offers.rematch);
    batch.token.add(token);
    batch.plies.add(static_cast<std::int64_t>(move->ply));
    batch.moves.add(move->move.move);
    batch.mover_remaining.add(move->move.mover_remaining_ms);
    batch.played_at.add(move->move.played_at_ms);
    if (batch.games.size() >= MoveBatch::limit) queue_batch(batch, steps);
    return true;
}

void GameStore::queue_batch(MoveBatch& batch, std::vector<Step>& steps) {
    if (batch.games.empty()) return;
    Connection& c = *connection_;
    const auto rows = static_cast<std::int64_t>(batch.games.size());
    const std::string ids = batch.ids.text();
    Statement& update = batch.fenced ? *c.fenced_moves_update : *c.moves_update;
    update.bind(1, ids);
    update.bind(2, batch.remaining0.text());
    update.bind(3, batch.remaining1.text());
    update.bind(4, batch.turn_started.text());
    update.bind(5, batch.version.text());
    update.bind(6, batch.draw.text());
    update.bind(7, batch.takeback.text());
    update.bind(8, batch.rematch.text());
    update.bind(9, batch.token.text());
    c.database.queue(update);
    steps.push_back({Step::batch, Step::Expect::a_change, "moves", nullptr, {}, rows});
    Statement& insert = *c.moves_insert;
    insert.bind(1, ids);
    insert.bind(2, batch.plies.text());
    insert.bind(3, batch.moves.text());
    insert.bind(4, batch.mover_remaining.text());
    insert.bind(5, batch.played_at.text());
    c.database.queue(insert);
    steps.push_back({Step::batch, Step::Expect::a_change, "moves", nullptr, {}, rows});
    batch = MoveBatch{};
}

void GameStore::queue_unit(const Unit& unit, std::size_t index, bool fenced, std::vector<Step>& steps) {
    Connection& c = *connection_;
    Database& database = c.database;
    // Checked before anything is queued, so that a unit refused here leaves nothing in the queue.
    std::vector<std::pair<std::string_view, std::int64_t>> fenced_ids;  // and the token this node holds each with
    for (const GameWrite& write : unit) {
        std::visit(
            [&](const auto& change) {
                using Change = std::decay_t<decltype(change)>;
                if constexpr (std::is_same_v<Change, writes::SetSeat> || std::is_same_v<Change, writes::LinkAccount> ||
                              std::is_same_v<Change, writes::SetListing> || std::is_same_v<Change, writes::Berserk>)
                    require_side(change.side);
                if constexpr (std::is_same_v<Change, writes::TruncateMoves>)
                    if (change.keep_plies < 0)
                        throw DatabaseError("truncate_moves: cannot keep " + std::to_string(change.keep_plies) + " plies");
            },
            write.change);
        if (!fenced || !leases_) continue;
        const auto* created = std::get_if<writes::CreateGame>(&write.change);
        const std::optional<std::string_view> written =
            created ? (created->game.rematch_of ? std::optional<std::string_view>(*created->game.rematch_of) : std::nullopt)
                    : std::optional<std::string_view>(write.game_id);
        const bool made_here = std::any_of(unit.begin(), unit.end(), [&](const GameWrite& other) {
            const auto* made = std::get_if<writes::CreateGame>(&other.change);
            return made && written && made->game.id == *written;
        });
        if (!written || made_here ||
            std::any_of(fenced_ids.begin(), fenced_ids.end(), [&](const auto& seen) { return seen.first == *written; }))
            continue;
        const auto token = leases_->token(*written);
        if (!token) throw LeaseLost(leases_->lost_message(*written));
        fenced_ids.emplace_back(*written, *token);
    }
    const auto queue = [&](Statement& statement, Step::Expect expect, std::string_view call, const GameWrite& write) {
        database.queue(statement);
        steps.push_back({index, expect, call, &write, {}});
    };
    // The lease check goes into the game's first write when that is a clock update (a move's):
    // one statement fewer. Otherwise it is a statement of its own, before the unit's writes.
    std::vector<std::optional<std::int64_t>> fenced_here(unit.size());  // the token, where folded
    for (const auto& [id, token] : fenced_ids) {
        const auto first = std::find_if(unit.begin(), unit.end(), [&](const GameWrite& write) {
            return write.game_id == id && !std::holds_alternative<writes::CreateGame>(write.change);
        });
        if (first != unit.end() && (std::holds_alternative<writes::AppendMove>(first->change) ||
                                    std::holds_alternative<writes::TruncateMoves>(first->change) ||
                                    std::holds_alternative<writes::UpdateClocks>(first->change))) {
            fenced_here[static_cast<std::size_t>(first - unit.begin())] = token;
            continue;
        }
        leases_->queue_check(id, token);
        steps.push_back({index, Step::Expect::lease, "lease", nullptr, id});
    }
    // A change ends with the game's state (writes::SetState), which nothing else in a unit
    // writes: it moves up into the unit's last clock update of the same game before it, so that a
    // move updates the games row once.
    std::vector<const writes::SetState*> state_with(unit.size(), nullptr);
    std::vector<bool> state_done(unit.size(), false);
    for (std::size_t j = 0; j < unit.size(); ++j) {
        const auto* state = std::get_if<writes::SetState>(&unit[j].change);
        if (!state) continue;
        for (std::size_t k = j; k-- > 0;) {
            if (unit[k].game_id != unit[j].game_id) continue;
            if (std::holds_alternative<writes::SetState>(unit[k].change)) break;
            if (std::holds_alternative<writes::AppendMove>(unit[k].change) ||
                std::holds_alternative<writes::TruncateMoves>(unit[k].change) ||
                std::holds_alternative<writes::UpdateClocks>(unit[k].change)) {
                state_with[k] = state;
                state_done[j] = true;
                break;
            }
        }
    }
    std::size_t position = 0;
    const auto clocks = [&](const GameWrite& write, std::array<std::int64_t, 2> remaining,
                            std::optional<std::int64_t> turn_started, std::string_view call) {
        const writes::SetState* state = state_with[position];
        const std::optional<std::int64_t> fence = fenced_here[position];
        Statement& update = fence ? (state ? c.fenced_update_clocks_and_state : c.fenced_update_clocks)
                                  : (state ? c.update_clocks_and_state : c.update_clocks);
        update.bind(1, write.game_id);
        update.bind(2, remaining[0]);
        update.bind(3, remaining[1]);
        update.bind(4, turn_started);
        if (state) {
            update.bind(5, state->version);
            update.bind(6, state->offers.draw);
            update.bind(7, state->offers.takeback);
            update.bind(8, state->offers.rematch);
        }
        if (!fence) return queue(update, Step::Expect::a_change, call, write);
        // The game exists (this node holds a token for it): a row unchanged means the lease is lost.
        update.bind(state ? 9 : 5, *fence);
        database.queue(update);
        steps.push_back({index, Step::Expect::lease_change, call, &write, write.game_id});
    };
    for (; position < unit.size(); ++position) {
        const GameWrite& write = unit[position];
        if (state_done[position]) continue;
        const std::string& id = write.game_id;
        std::visit(
            [&](const auto& change) {
                using Change = std::decay_t<decltype(change)>;
                if constexpr (std::is_same_v<Change, writes::CreateGame>) {
                    queue_game(change.game);  // the game's row, then one a move
                    steps.insert(steps.end(), 1 + change.game.moves.size(), Step{index, Step::Expect::nothing, "create", &write, {}});
                    if (leases_) {
                        leases_->queue_grant_new(change.game.id, change.game.created_at_ms);
                        steps.push_back({index, Step::Expect::nothing, "create", &write, {}});
                    }
                    if (change.game.rematch_of) {
                        c.set_rematch.bind(1, *change.game.rematch_of);
                        c.set_rematch.bind(2, change.game.id);
                        queue(c.set_rematch, Step::Expect::a_change, "set_rematch", write);
                    }
                } else if constexpr (std::is_same_v<Change, writes::SetSeat>) {
                    Statement& update = c.set_seat[static_cast<std::size_t>(change.side)];
                    update.bind(1, id);
                    update.bind(2, std::as_bytes(std::span(change.secret_hash.data(), change.secret_hash.size())));
                    queue(update, Step::Expect::a_change, "set_seat", write);
                } else if constexpr (std::is_same_v<Change, writes::LinkAccount>) {
                    c.link_account.bind(1, id);
                    c.link_account.bind(2, static_cast<std::int64_t>(change.side));
                    c.link_account.bind(3, change.account_id);
                    c.link_account.bind(4, change.rating_before);
                    c.link_account.bind(5, change.deviation_before);
                    queue(c.link_account, Step::Expect::nothing, "link_account", write);
                } else if constexpr (std::is_same_v<Change, writes::StartClock>) {
                    c.start_clock.bind(1, id);
                    c.start_clock.bind(2, change.started_at_ms);
                    c.start_clock.bind(3, change.turn_started_at_ms);
                    queue(c.start_clock, Step::Expect::a_change, "start_clock", write);
                } else if constexpr (std::is_same_v<Change, writes::AppendMove>) {
                    clocks(write, change.remaining_ms, change.turn_started_at_ms, "append_move");
                    // Only after the previous ply, so that plies stay gapless: on PostgreSQL in the
                    // insert itself; on SQLite a check first (the insert runs all the same, and a
                    // refused check undoes the unit with it).
                    const bool checked_first = c.previous_ply_stored.has_value();
                    if (checked_first) {
                        c.previous_ply_stored->bind(1, id);
                        c.previous_ply_stored->bind(2, static_cast<std::int64_t>(change.ply));
                        queue(*c.previous_ply_stored, Step::Expect::a_row, "append_move (ply)", write);
                    }
                    Statement& insert = checked_first ? c.insert_move : c.append_move;
                    insert.bind(1, id);
                    insert.bind(2, static_cast<std::int64_t>(change.ply));
                    insert.bind(3, change.move.move);
                    insert.bind(4, change.move.mover_remaining_ms);
                    insert.bind(5, change.move.played_at_ms);
                    queue(insert, checked_first ? Step::Expect::nothing : Step::Expect::a_change, "append_move (ply)", write);
                } else if constexpr (std::is_same_v<Change, writes::TruncateMoves>) {
                    clocks(write, change.remaining_ms, change.turn_started_at_ms, "truncate_moves");
                    c.delete_moves_from.bind(1, id);
                    c.delete_moves_from.bind(2, static_cast<std::int64_t>(change.keep_plies));
                    queue(c.delete_moves_from, Step::Expect::nothing, "truncate_moves", write);
                } else if constexpr (std::is_same_v<Change, writes::UpdateClocks>) {
                    clocks(write, change.remaining_ms, change.turn_started_at_ms, "update_clocks");
                } else if constexpr (std::is_same_v<Change, writes::Finish>) {
                    c.finish.bind(1, id);
                    c.finish.bind(2, change.result.state);
                    c.finish.bind(3, change.result.winner);
                    c.finish.bind(4, change.result.reason);
                    c.finish.bind(5, change.remaining_ms[0]);
                    c.finish.bind(6, change.remaining_ms[1]);
                    c.finish.bind(7, change.finished_at_ms);
                    c.finish.bind(8, change.result.by);
                    queue(c.finish, Step::Expect::a_change, "finish", write);
                } else if constexpr (std::is_same_v<Change, writes::SetLastSeen>) {
                    c.set_last_seen.bind(1, id);
                    c.set_last_seen.bind(2, change.at_ms);
                    queue(c.set_last_seen, Step::Expect::a_change, "set_last_seen", write);
                } else if constexpr (std::is_same_v<Change, writes::SetListing>) {
                    Statement& update = c.set_listing[change.side == 0 ? 0 : 1];
                    update.bind(1, id);
                    update.bind(2, static_cast<std::int64_t>(change.listed));
                    queue(update, Step::Expect::a_change, "set_listing", write);
                } else if constexpr (std::is_same_v<Change, writes::Berserk>) {
                    // A game of no tournament has no row to mark: a change expected all the same.
                    Statement& update = c.set_berserk[change.side == 0 ? 0 : 1];
                    update.bind(1, id);
                    queue(update, Step::Expect::a_change, "berserk", write);
                } else if constexpr (std::is_same_v<Change, writes::SetSpectators>) {
                    c.set_spectators.bind(1, id);
                    c.set_spectators.bind(2, change.count);
                    queue(c.set_spectators, Step::Expect::a_change, "set_spectators", write);
                } else if constexpr (std::is_same_v<Change, writes::HoldLease>) {
                    if (leases_) {
                        leases_->queue_close(id);
                        steps.push_back({index, Step::Expect::nothing, "hold_lease", &write, {}});
                    }
                } else {
                    static_assert(std::is_same_v<Change, writes::SetState>);
                    c.set_state.bind(1, id);
                    c.set_state.bind(2, change.version);
                    c.set_state.bind(3, change.offers.draw);
                    c.set_state.bind(4, change.offers.takeback);
                    c.set_state.bind(5, change.offers.rematch);
                    queue(c.set_state, Step::Expect::a_change, "set_state", write);
                }
            },
            write.change);
    }
}

std::optional<std::size_t> GameStore::judge(std::vector<Step>& steps, std::vector<Applied>& applied) {
    const std::vector<QueuedRun> runs = connection_->database.run_queued();
    if (runs.size() != steps.size())
        throw DatabaseError("the store queued " + std::to_string(runs.size()) + " statements for " +
                            std::to_string(steps.size()) + " steps");
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& step = steps[i];
        const QueuedRun& run = runs[i];
        if (step.unit == Step::no_unit) {
            if (run.failed()) throw DatabaseError(run.error);  // BEGIN or the savepoint: nothing to undo alone
            continue;
        }
        if (step.unit == Step::batch) {
            if (!run.failed() && run.changes == step.rows) continue;
            steps.clear();
            return Step::batch;  // a move of the batch did not do what it must: whose, the caller finds
        }
        Applied& verdict = applied[step.unit];
        if (run.failed()) {
            verdict = {Outcome::failed, run.error};
        } else if ((step.expect == Step::Expect::lease && !run.returned_row) ||
                   (step.expect == Step::Expect::lease_change && run.changes == 0)) {
            leases_->forget(step.leased);
            verdict = {Outcome::lease_lost, leases_->lost_message(step.leased)};
        } else if ((step.expect == Step::Expect::a_change && run.changes == 0) ||
                   (step.expect == Step::Expect::a_row && !run.returned_row)) {
            verdict = {Outcome::failed, step.refusal()};
        } else {
            continue;
        }
        steps.clear();
        return step.unit;
    }
    steps.clear();
    return std::nullopt;
}

namespace {

// Rolls back a transaction perform() began itself, unless it was committed: an exception (a lost
// connection, a failed commit) must not leave it open for the next caller.
// And forgets whatever an exception left queued, which the next caller would otherwise run.
struct OwnTransaction {
    Database& database;
    bool open = false;
    ~OwnTransaction() {
        database.discard_queued();
        if (!open) return;
        try {
            if (database.in_transaction()) database.run(TransactionStep::rollback);
        } catch (...) {
            // The engine may have rolled back by itself already.
        }
    }
};

}  // namespace

std::vector<GameStore::Applied> GameStore::perform(std::span<const Unit* const> units, bool fenced) {
    const std::lock_guard lock(mutex_);
    Database& database = connection_->database;
    std::vector<Applied> applied(units.size());
    std::vector<bool> left_out(units.size(), false);
    // Inside the caller's transaction (a group commit that also runs other calls), the units share
    // one savepoint; alone (the usual group commit), they make a transaction of their own. Either
    // way its first statement travels with theirs, and a savepoint is left for the caller's commit
    // to end: each round trip saved is one a move would otherwise wait for.
    const bool inside_another = database.in_transaction();
    OwnTransaction own{database};
    std::vector<Step> steps;
    const auto begin = [&] {
        database.queue(inside_another ? TransactionStep::savepoint : TransactionStep::begin_immediate);
        steps.push_back({Step::no_unit, Step::Expect::nothing, "begin", nullptr, {}});
        own.open = !inside_another;
    };
    begin();
    // PostgreSQL stores plain moves by the batch (MoveBatch), until a batch fails: then each move's
    // own statements, which tell whose move it was.
    bool batching = connection_->moves_insert.has_value();
    for (;;) {
        // Queues every unit still in, running the queue whenever it is long; the first unit whose
        // statements did not do what they must is left out, and everything is tried again.
        std::optional<std::size_t> failed;
        MoveBatch batch;
        const auto run_queue = [&] {
            queue_batch(batch, steps);
            return judge(steps, applied);
        };
        for (std::size_t u = 0; u < units.size() && !failed; ++u) {
            if (left_out[u]) continue;
            if (batching && add_to_batch(batch, *units[u], fenced, steps)) {
                if (steps.size() >= pipeline_limit) failed = run_queue();
                continue;
            }
            try {
                queue_unit(*units[u], u, fenced, steps);
            } catch (const LeaseLost& lost) {
                applied[u] = {Outcome::lease_lost, lost.what()};
                left_out[u] = true;
                continue;
            } catch (const DatabaseError& refused) {
                applied[u] = {Outcome::failed, refused.what()};
                left_out[u] = true;
                continue;
            }
            if (steps.size() >= pipeline_limit) failed = run_queue();
        }
        if (!failed) failed = run_queue();
        if (!failed) break;
        if (*failed == Step::batch) {
            batching = false;
        } else {
            left_out[*failed] = true;
        }
        if (!inside_another) {
            if (database.in_transaction()) database.run(TransactionStep::rollback);
            begin();
            continue;
        }
        // SQLite rolls a whole transaction back by itself after some errors (a full disk): the
        // caller's transaction is gone, and running the rest now would commit it on its own.
        if (!database.in_transaction())
            throw DatabaseError("the transaction was rolled back by the database: " +
                                (*failed == Step::batch ? std::string("a batch of moves failed") : applied[*failed].error));
        database.run(TransactionStep::rollback_to_savepoint);  // which stays, for the next try
    }
    if (!inside_another) {
        database.run(TransactionStep::commit);
        own.open = false;
    }
    if (leases_)
        for (std::size_t u = 0; u < units.size(); ++u)
            if (applied[u].outcome == Outcome::stored)
                for (const GameWrite& write : *units[u])
                    if (const auto* created = std::get_if<writes::CreateGame>(&write.change))
                        leases_->held_new(created->game.id);
    return applied;
}

std::vector<GameStore::Applied> GameStore::apply_each(std::span<const Unit* const> units) {
    return perform(units, true);
}

void GameStore::apply(const Unit& writes) {
    const Unit* unit = &writes;
    const Applied applied = perform(std::span(&unit, 1), true).front();
    if (applied.outcome == Outcome::lease_lost) throw LeaseLost(applied.error);
    if (applied.outcome == Outcome::failed) throw DatabaseError(applied.error);
}

void GameStore::perform_one(GameWrite write) {
    const Unit writes{std::move(write)};
    const Unit* unit = &writes;
    const Applied applied = perform(std::span(&unit, 1), false).front();
    if (applied.outcome != Outcome::stored) throw DatabaseError(applied.error);
}

}  // namespace petteia::db
