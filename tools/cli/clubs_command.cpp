// petteia clubs show|pupil --db PATH|sqlite:PATH|postgresql://… (issue 39): the operator's view of
// clubs and classes, and the one change a teacher cannot make for a pupil whose teacher is gone.
//   show --id ID                       the club or class, then its members, one JSON object a line
//                                      (the organiser first; a class's pupils marked, protected or not)
//   pupil --name NAME --protected yes|no
//                                      protects a pupil account or frees it: for a pupil whose class
//                                      went with its teacher's account (nobody else may), or at its
//                                      school's request. Exit status 1 when NAME is no pupil.
// The database is the site's, as petteia-server's --database names it. Exit status 1 when the
// database cannot be read, 2 for a usage error.
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/club_store.hpp"
#include "protocol/user_names.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/json_lines.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

using nlohmann::ordered_json;

int show_club(const db::DatabaseLocation& location, const std::string& id) {
    db::ClubStore clubs(location);
    const auto club = clubs.find(id);
    if (!club) {
        std::cerr << "petteia clubs show: no club " << id << '\n';
        return 1;
    }
    ordered_json json;
    json["id"] = club->id;
    json["kind"] = club->kind;
    json["name"] = club->name;
    json["organiser"] = club->organiser_name;
    json["organiser_account"] = club->organiser_id;
    json["members"] = club->members;
    json["created_at"] = utc_time(club->created_at_ms);
    print_line(json);
    for (const auto& member : clubs.members(id, db::ClubStore::max_club_members)) {
        ordered_json line;
        line["name"] = member.name;
        line["account"] = member.account_id;
        line["joined_at"] = utc_time(member.joined_at_ms);
        line["pupil"] = member.pupil;
        line["protected"] = member.is_protected;
        print_line(line);
    }
    return 0;
}

int set_pupil_protection(const db::DatabaseLocation& location, const std::string& name, bool wanted) {
    // As a sign-in finds it: its exact name first, then its key (so "ana-4821" finds "Ana-4821").
    const auto account = db::AccountStore(location).find_for_sign_in(name, protocol::user_name_key(name));
    db::ClubStore clubs(location);
    if (!account || !clubs.pupil(account->id)) {
        std::cerr << "petteia clubs pupil: " << name << " is no pupil's account\n";
        return 1;
    }
    clubs.set_protected(account->id, wanted);
    std::cout << account->username << (wanted ? " protected" : " no longer protected") << '\n';
    return 0;
}

}  // namespace

int clubs_command(const Arguments& arguments) {
    if (arguments.empty()) throw UsageError("clubs needs show or pupil");
    const std::string what = arguments[0];
    const Arguments rest(arguments.begin() + 1, arguments.end());
    if (what != "show" && what != "pupil") throw UsageError("unknown clubs command \"" + what + "\" (show or pupil)");
    const Options options(rest, what == "show" ? std::vector<std::string>{"db", "id"}
                                               : std::vector<std::string>{"db", "name", "protected"});
    const std::string database = options.required("db");
    const std::string id = what == "show" ? options.required("id") : std::string();
    const std::string name = what == "pupil" ? options.required("name") : std::string();
    const std::string wanted = what == "pupil" ? options.required("protected") : std::string();
    if (what == "pupil" && wanted != "yes" && wanted != "no") throw UsageError("--protected takes yes or no");
    try {
        const auto location = existing_database(database);
        if (what == "show") return show_club(location, id);
        return set_pupil_protection(location, name, wanted == "yes");
    } catch (const db::DatabaseError& error) {
        std::cerr << "petteia clubs: " << error.what() << '\n';
        return 1;
    }
}

}  // namespace petteia::cli
