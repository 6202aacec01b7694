// petteia events list|show|cancel --db PATH|sqlite:PATH|postgresql://… (issue 39): the operator's view
// of tournaments.
//   list [--limit N]      every tournament not over, listed or reachable by its link only, the
//                         soonest first: one JSON object a line
//   show --id ID          the tournament, then its standings, one JSON object a line (rank first)
//   cancel --id ID        cancels it (a name that breaks the site's rules, say): its director stops
//                         pairing within a second; games in play go on. Exit status 1 when it was over
//                         or unknown.
// The database is the site's, as petteia-server's --database names it. Exit status 1 when the
// database cannot be read, 2 for a usage error.
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/tournament_store.hpp"
#include "server/tournaments/standings.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/json_lines.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

using nlohmann::ordered_json;

ordered_json tournament_json(const db::StoredTournament& t) {
    ordered_json json;
    json["id"] = t.id;
    json["kind"] = t.kind;
    json["name"] = t.name;
    json["variant"] = t.variant;
    json["state"] = t.state;
    json["starts_at"] = utc_time(t.starts_at_ms);
    json["ends_at"] = t.duration_ms ? ordered_json(utc_time(t.starts_at_ms + *t.duration_ms)) : ordered_json(nullptr);
    json["round"] = t.round;
    json["rounds"] = or_null(t.rounds);
    json["max_players"] = t.max_players;
    json["rated"] = t.rated;
    json["listed"] = t.listed;
    json["organiser_account"] = or_null(t.organiser_id);
    json["schedule_key"] = or_null(t.schedule_key);
    return json;
}

}  // namespace

int events_command(const Arguments& arguments) {
    if (arguments.empty()) throw UsageError("events needs list, show or cancel");
    const std::string what = arguments[0];
    const Arguments rest(arguments.begin() + 1, arguments.end());
    if (what != "list" && what != "show" && what != "cancel")
        throw UsageError("unknown events command \"" + what + "\" (list, show or cancel)");
    const Options options(rest, what == "list" ? std::vector<std::string>{"db", "limit"} : std::vector<std::string>{"db", "id"});
    const std::string database = options.required("db");
    const std::string id = what == "list" ? std::string() : options.required("id");
    try {
        db::TournamentStore store(existing_database(database));
        if (what == "list") {
            for (const auto& t : store.not_over(static_cast<int>(options.integer("limit", 1, 100'000, 1'000)))) print_line(tournament_json(t));
            return 0;
        }
        const auto t = store.find(id);
        if (!t) {
            std::cerr << "petteia events " << what << ": no tournament " << id << '\n';
            return 1;
        }
        if (what == "cancel") {
            if (!store.cancel(id, wall_clock_ms())) {
                std::cerr << "petteia events cancel: tournament " << id << " is " << t->state << " already\n";
                return 1;
            }
            std::cout << "cancelled " << id << '\n';
            return 0;
        }
        print_line(tournament_json(*t));
        for (const auto& row : server::standings(*t, store.players(id), store.games(id), store.byes(id))) {
            ordered_json json;
            json["rank"] = row.rank;
            json["name"] = row.name;
            json["account"] = row.account_id;
            json["score"] = row.score;
            json["tie_break"] = or_null(row.tie_break);
            json["games"] = row.games;
            json["state"] = row.state;
            print_line(json);
        }
    } catch (const db::DatabaseError& error) {
        std::cerr << "petteia events: " << error.what() << '\n';
        return 1;
    }
    return 0;
}

}  // namespace petteia::cli
