#include "server/tournaments/tournament_views.hpp"

#include "tournaments/round_robin.hpp"

#include <algorithm>

namespace petteia::server {

protocol::TimeControl protocol_time(const db::TimeControl& time) {
    if (time.days_per_move) return protocol::days_per_move(*time.days_per_move);
    return protocol::TimeControl{time.initial_ms, time.increment_ms};
}

protocol::TournamentView tournament_view(const db::StoredTournament& t, const std::optional<std::string>& organiser,
                                         const std::vector<db::TournamentPlayer>& players, int rounds_in_all) {
    protocol::TournamentView view;
    view.id = t.id;
    view.kind = protocol::tournament_kind(t.kind).value_or(protocol::TournamentKind::arena);
    view.name = t.name;
    view.variant = t.variant;
    view.time = protocol_time(t.time);
    view.rated = t.rated;
    view.listed = t.listed;
    view.organiser = organiser;
    if (t.schedule_key) view.site = t.schedule_key->substr(0, t.schedule_key->find(':'));
    view.starts_at_ms = t.starts_at_ms;
    if (t.duration_ms) view.ends_at_ms = t.starts_at_ms + *t.duration_ms;
    if (t.kind != "arena" && rounds_in_all > 0) view.rounds = rounds_in_all;
    view.round = t.round;
    view.max_players = t.max_players;
    view.players = static_cast<int>(std::count_if(players.begin(), players.end(),
                                                  [](const db::TournamentPlayer& player) { return player.state != "withdrawn"; }));
    view.state = t.state;
    view.finished_at_ms = t.finished_at_ms;
    view.by_organiser = t.by_organiser && t.state == "open";
    view.club = t.club_id;
    if (t.round_every_ms) view.round_every_minutes = *t.round_every_ms / 60'000;
    if (t.state == "running") view.next_round_at_ms = t.next_round_at_ms;
    return view;
}

protocol::StandingView standing_view(const StandingRow& row) {
    protocol::StandingView view{row.rank, row.name, row.score, row.tie_break, row.on_fire, row.games, row.state, row.rating, {}, std::nullopt};
    for (const SheetEntry& entry : row.sheet) {
        std::string mark(1, entry.outcome);
        if (entry.round == 0) {  // an arena's game: its points and how
            mark += std::to_string(entry.points);
            if (entry.on_fire) mark += 'f';
            if (entry.berserk_bonus) mark += 'b';
        }
        view.sheet.push_back(std::move(mark));
    }
    for (std::size_t i = 0; i < row.byes.size(); ++i) view.sheet.emplace_back("+");
    return view;
}

std::vector<protocol::StandingView> standing_page(const std::vector<StandingRow>& rows, std::size_t page) {
    std::vector<protocol::StandingView> views;
    if (page == 0) return views;
    const std::size_t first = (page - 1) * protocol::standing_page_size;
    for (std::size_t i = first; i < rows.size() && i < first + protocol::standing_page_size; ++i) views.push_back(standing_view(rows[i]));
    return views;
}

int rounds_in_all(const db::StoredTournament& t, std::size_t players) {
    if (t.kind == "swiss") return t.rounds.value_or(0);
    if (t.kind != "round_robin" || players < 2 || players > static_cast<std::size_t>(tournaments::most_round_robin_players))
        return 0;
    return static_cast<int>(tournaments::round_robin(static_cast<int>(players)).size());
}

std::vector<protocol::TournamentGameView> games_shown(std::vector<protocol::TournamentGameView> playing,
                                                      const std::vector<protocol::StandingView>& page) {
    const auto on_page = [&](const std::string& name) {
        return std::any_of(page.begin(), page.end(), [&](const protocol::StandingView& row) { return row.name == name; });
    };
    std::stable_partition(playing.begin(), playing.end(),
                          [&](const protocol::TournamentGameView& game) { return on_page(game.first) || on_page(game.second); });
    if (playing.size() > protocol::standing_page_size) playing.resize(protocol::standing_page_size);
    return playing;
}

}  // namespace petteia::server
