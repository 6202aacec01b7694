#include "bench/soak/verify.hpp"

#include "db/game_store.hpp"
#include "rules/game.hpp"
#include "rules/variants.hpp"

namespace petteia::soak {

namespace {

std::string joined(const std::vector<std::string>& moves) {
    std::string text;
    for (const auto& move : moves) text += (text.empty() ? "" : " ") + move;
    return text.size() > 300 ? "…" + text.substr(text.size() - 300) : text;
}

struct Stored {
    std::vector<std::string> moves;
    std::string state = "ongoing", winner, reason;
};

void check_view(const std::string& id, int seat, const SeatView& view, const db::StoredGame& game, const Stored& stored,
                VerifyFigures& figures, Ledger& ledger) {
    ++figures.views_compared;
    const std::string who = "game " + id + " seat " + std::to_string(seat);
    if (view.version > game.version)
        ledger.failure(who + " saw version " + std::to_string(view.version) + " but only version " +
                       std::to_string(game.version) + " is stored");
    // A player who left a game still going may not have seen its last moves (the opponent's, or
    // its own in flight): then only a view of the stored version must match it.
    const bool left_early = view.role == "spectator" || view.role.starts_with("left ");
    if (left_early) ++figures.views_left_early;
    if (left_early && view.version != game.version) return;
    if (view.moves != stored.moves)
        ledger.failure(who + " last saw " + std::to_string(view.moves.size()) + " moves (version " +
                       std::to_string(view.version) + "), the database holds " + std::to_string(stored.moves.size()) +
                       " (version " + std::to_string(game.version) + "): seen [" + joined(view.moves) + "] stored [" +
                       joined(stored.moves) + "]");
    if (view.result_state != stored.state || view.winner != stored.winner || view.reason != stored.reason)
        ledger.failure(who + " last saw the result " + view.result_state + "/" + view.winner + "/" + view.reason +
                       ", the database holds " + stored.state + "/" + stored.winner + "/" + stored.reason);
}

void check_game(db::GameStore& store, const std::string& id, const GameRecord& record, VerifyFigures& figures, Ledger& ledger) {
    const bool seen = record.last_seen[0] || record.last_seen[1];
    const auto game = store.load(id);
    if (!game) {
        if (seen) ledger.failure("game " + id + " was shown to a player but is not in the database");
        return;
    }
    ++figures.games;
    auto rules = game->start_position ? new_game(game->variant, *game->start_position) : new_game(game->variant);
    if (!rules) return ledger.failure("game " + id + ": the rules refuse its variant or position: " + rules.error().reason);
    const VariantInfo& variant = (*rules)->variant();
    // The computer sits where no secret does (server/games/match.cpp).
    std::optional<int> computer;
    if (game->opponent.starts_with("computer:")) computer = game->seat_hashes[0] ? 1 : 0;

    Stored stored;
    for (std::size_t ply = 0; ply < game->moves.size(); ++ply) {
        const std::string& move = game->moves[ply].move;
        const Side side = (*rules)->side_to_move();
        const std::string& side_name = variant.side_name(side);
        ++figures.moves;
        if (computer && *computer == index_of(side)) {
            ++figures.computer_moves;
        } else {
            const bool was_sent = ply < record.sent.size() &&
                                  std::any_of(record.sent[ply].begin(), record.sent[ply].end(),
                                              [&](const auto& sent) { return sent.first == side_name && sent.second == move; });
            if (!was_sent) {
                std::string sent_there;
                if (ply < record.sent.size())
                    for (const auto& [side, text] : record.sent[ply]) sent_there += " " + side + ":" + text;
                ledger.failure("game " + id + ": stored move " + std::to_string(ply + 1) + " " + move + " by " + side_name +
                               " was never sent by its player for that ply (applied twice, or made up); sent for it:" +
                               (sent_there.empty() ? " nothing" : sent_there));
            }
        }
        if (auto played = (*rules)->play(move); !played)
            return ledger.failure("game " + id + ": stored move " + std::to_string(ply + 1) + " " + move +
                                  " is illegal: " + played.error().reason);
        stored.moves.push_back(move);
    }

    const GameStatus status = (*rules)->status();
    if (game->result) {
        ++figures.finished;
        ++figures.reasons[game->result->reason];
        stored.state = game->result->state;
        stored.reason = game->result->reason;
        if (game->result->winner) stored.winner = variant.side_names[static_cast<std::size_t>(*game->result->winner)];
    }
    if (status.state != GameState::ongoing) {
        // The rules say the game is over: the database must say so, for the same reason.
        const std::string reason(to_string(status.reason));
        const std::string winner = status.winner ? variant.side_name(*status.winner) : "";
        if (!game->result)
            ledger.failure("game " + id + " is over by the rules (" + reason + ") but stored without a result");
        else if (game->result->reason != reason || stored.winner != winner)
            ledger.failure("game " + id + " is over by the rules (" + reason + ", winner " + winner + ") but stored as " +
                           stored.reason + ", winner " + stored.winner);
    } else if (game->result) {
        static const std::array<std::string, 5> rules_reasons{"pieces", "no-moves", "arrived", "repetition", "quiet-moves"};
        if (std::find(rules_reasons.begin(), rules_reasons.end(), game->result->reason) != rules_reasons.end())
            ledger.failure("game " + id + " is stored as ended by the rules (" + game->result->reason +
                           ") but the rules see it going on");
    }
    for (int seat = 0; seat < 2; ++seat)
        if (const auto& view = record.last_seen[static_cast<std::size_t>(seat)]; view && view->game == id)
            check_view(id, seat, *view, *game, stored, figures, ledger);
}

}  // namespace

VerifyFigures verify(const std::filesystem::path& database, const std::map<std::string, GameRecord>& games, Ledger& ledger) {
    VerifyFigures figures;
    db::GameStore store(database);
    for (const auto& [id, record] : games) check_game(store, id, record, figures, ledger);
    return figures;
}

}  // namespace petteia::soak
