// Moves and the end of the game: a move checked by the rules and played, and a game finished with its
// result.
// One of the files of Match (server/games/match.hpp), each a concern of the referee.
#include "server/games/match.hpp"

#include "server/games/match_parts.hpp"

namespace petteia::server {

using namespace match_parts;

bool Match::has_moved(Side side) const {
    for (const auto& move : moves_)
        if (move.side == side) return true;
    return false;
}

Answer<Change> Match::move(Side side, std::string_view text, std::int64_t now, std::optional<int> ply) {
    if (finished())
        return refuse(ErrorCode::game_over, result_.reason == "time" ? "the game is over: the time for a move ran out"
                                                                    : "the game is over");
    if (!started_) return refuse(ErrorCode::game_not_started, "the game starts when your opponent arrives");
    if (ply && static_cast<std::size_t>(*ply) != moves_.size())
        return refuse(ErrorCode::position_changed, "the position changed before your move arrived (" +
                                                       std::to_string(moves_.size()) + " moves played, your move was for " +
                                                       std::to_string(*ply) + "); nothing was played");
    if (side != game_->side_to_move())
        return refuse(ErrorCode::not_your_turn, "it is " + variant().side_name(game_->side_to_move()) + "'s move");
    const auto illegal = [](const MoveError& error) {
        return refuse(ErrorCode::illegal_move, error.reason, std::string(to_string(error.code)));
    };
    const auto parsed = game_->parse_move(text);
    if (!parsed) return illegal(parsed.error());
    // Written in the position it is played in (a variant's notation may say what it captures).
    std::string canonical = game_->move_text(*parsed);
    auto played = game_->play(*parsed);
    if (!played) return illegal(played.error());

    std::optional<std::int64_t> mover_clock;
    if (clock_) mover_clock = clock_->complete_move(now);
    protocol::MoveView view{std::move(canonical), side, square_names(*game_, played->captured), mover_clock};
    moves_.push_back(view);
    limit_first_move_turn();
    last_move_at_ms_ = now;
    offers_.draw.reset();
    offers_.takeback.reset();
    facts_.forget();
    std::vector<db::GameWrite> writes;
    writes.reserve(3);  // the move, the result it may bring, and the state changed() adds: one allocation
    writes.push_back(write(db::writes::AppendMove{static_cast<int>(moves_.size()) - 1,
                                                  db::StoredMove{view.move, mover_clock.value_or(0), now}, clock_readings(),
                                                  turn_started_ms()}));

    const GameStatus status = game_->status();
    if (status.state != GameState::ongoing)
        writes.push_back(finish(status.state == GameState::win ? ResultState::win : ResultState::draw, status.winner,
                                std::string(to_string(status.reason)), now));
    return changed(EventKind::move, position_fields, std::move(writes), std::move(view));
}

db::GameWrite Match::finish(ResultState state, std::optional<Side> winner, std::string reason, std::int64_t now,
                            std::optional<Side> by) {
    if (clock_) clock_->stop(now);
    result_ = {state, winner, reason, by};
    offers_ = {};
    const auto index = [](std::optional<Side> side) { return side ? std::optional<int>(index_of(*side)) : std::nullopt; };
    return write(db::writes::Finish{
        db::StoredResult{std::string(protocol::to_string(state)), index(winner), std::move(reason), index(by)},
        clock_readings(), now});
}

}  // namespace petteia::server
