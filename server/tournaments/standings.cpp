#include "server/tournaments/standings.hpp"

#include <algorithm>
#include <unordered_map>

#include "tournaments/arena_scoring.hpp"
#include "tournaments/tie_breaks.hpp"

namespace petteia::server {

namespace {

bool counts(const db::TournamentGame& game) { return game.result_state == "win" || game.result_state == "draw"; }

// The outcome for the player at `side` (0 plays first).
char outcome_for(const db::TournamentGame& game, int side) {
    if (game.result_state == "draw") return 'd';
    return game.winner == side ? 'w' : 'l';
}

tournaments::Outcome arena_outcome(char outcome) {
    return outcome == 'w' ? tournaments::Outcome::win : outcome == 'd' ? tournaments::Outcome::draw : tournaments::Outcome::loss;
}

// The moves a side made in a game of `plies` (the first side makes the odd plies).
int own_moves(int plies, int side) { return side == 0 ? (plies + 1) / 2 : plies / 2; }

void rank(std::vector<StandingRow>& rows) {
    std::stable_sort(rows.begin(), rows.end(), [](const StandingRow& a, const StandingRow& b) {
        if (a.score != b.score) return a.score > b.score;
        if (a.tie_break != b.tie_break) return a.tie_break.value_or(0) > b.tie_break.value_or(0);
        if (a.rating != b.rating) return a.rating > b.rating;
        return a.number < b.number;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i].rank = static_cast<int>(i) + 1;
}

}  // namespace

std::vector<StandingRow> standings(const db::StoredTournament& tournament, const std::vector<db::TournamentPlayer>& players,
                                   const std::vector<db::TournamentGame>& games, const std::vector<db::TournamentBye>& byes) {
    std::vector<StandingRow> rows;
    std::unordered_map<std::int64_t, std::size_t> index;
    for (const db::TournamentPlayer& player : players) {
        index.emplace(player.account_id, rows.size());
        StandingRow row;
        row.account_id = player.account_id;
        row.name = player.name;
        row.number = player.number;
        row.rating = player.rating;
        row.state = player.state;
        rows.push_back(std::move(row));
    }
    // The finished games in the order they ended (the store lists them in the order they were paired).
    std::vector<const db::TournamentGame*> ended;
    for (const db::TournamentGame& game : games)
        if (counts(game) && index.contains(game.first_account) && index.contains(game.second_account)) ended.push_back(&game);
    std::stable_sort(ended.begin(), ended.end(), [&](const auto* a, const auto* b) {
        if (tournament.kind != "arena") return a->round < b->round;
        return a->finished_at_ms.value_or(0) < b->finished_at_ms.value_or(0);
    });
    // Beside each row's sheet, each entry's game and the player's side in it.
    std::vector<std::vector<std::pair<const db::TournamentGame*, int>>> played_by(rows.size());
    for (const db::TournamentGame* game : ended) {
        for (int side = 0; side < 2; ++side) {
            const std::size_t at = index.at(side == 0 ? game->first_account : game->second_account);
            SheetEntry entry;
            entry.game_id = game->game_id;
            entry.opponent = side == 0 ? game->second_account : game->first_account;
            entry.outcome = outcome_for(*game, side);
            entry.round = game->round;
            rows[at].sheet.push_back(std::move(entry));
            played_by[at].emplace_back(game, side);
            ++rows[at].games;
        }
    }

    if (tournament.kind == "arena") {
        // Each player's sheet is in the order their games ended: score it as arena_scoring does.
        for (std::size_t at = 0; at < rows.size(); ++at) {
            StandingRow& row = rows[at];
            std::vector<tournaments::ArenaGame> played;
            for (std::size_t i = 0; i < row.sheet.size(); ++i) {
                const auto [game, side] = played_by[at][i];
                played.push_back({arena_outcome(row.sheet[i].outcome), game->berserk[side], own_moves(game->plies, side)});
            }
            const tournaments::ArenaScore score = tournaments::arena_score(played);
            for (std::size_t i = 0; i < row.sheet.size(); ++i) {
                row.sheet[i].points = score.games[i].points;
                row.sheet[i].on_fire = score.games[i].on_fire;
                row.sheet[i].berserk_bonus = score.games[i].berserk_bonus;
            }
            row.score = score.total;
            row.on_fire = score.on_fire;
        }
    } else {
        std::vector<tournaments::FinishedGame> finished;
        for (const db::TournamentGame* game : ended)
            finished.push_back({static_cast<int>(index.at(game->first_account)), static_cast<int>(index.at(game->second_account)),
                                game->result_state == "draw" ? 0.5 : game->winner == 0 ? 1.0 : 0.0});
        // A round-robin's rest round (an odd number of players) is no bye: only a Swiss's earns a point.
        std::vector<int> bye_players;
        for (const db::TournamentBye& bye : tournament.kind == "swiss" ? byes : std::vector<db::TournamentBye>{}) {
            const auto found = index.find(bye.account_id);
            if (found == index.end()) continue;
            bye_players.push_back(static_cast<int>(found->second));
            rows[found->second].byes.push_back(bye.round);
        }
        const int count = static_cast<int>(rows.size());
        const auto points = tournaments::points(count, finished, bye_players);
        const auto tie_break = tournament.kind == "swiss" ? tournaments::buchholz(count, finished, bye_players)
                                                          : tournaments::sonneborn_berger(count, finished, bye_players);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i].score = points[i];
            rows[i].tie_break = tie_break[i];
        }
    }
    rank(rows);
    return rows;
}

}  // namespace petteia::server
