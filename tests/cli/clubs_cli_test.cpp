// `petteia clubs` (issue 39), run as the operator would on a real store (SQLite and PostgreSQL) made
// with the db layer: a class and its members shown; a pupil whose teacher's account went freed, and
// protected again; a name that is no pupil's refused; a bad use refused.
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "db/account_store.hpp"
#include "db/club_store.hpp"
#include "tests/cli/cli_runner.hpp"
#include "tests/db/db_test_support.hpp"

namespace {

using cli_test::CliRun;
using cli_test::petteia;
namespace db = petteia::db;

std::vector<nlohmann::json> json_lines(const std::string& out) {
    std::vector<nlohmann::json> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
    return lines;
}

class ClubsCommand : public db::testing_support::EachEngine {
protected:
    std::string db_option() const {
        const auto& location = storage.location();
        return "--db '" + (location.engine == db::Engine::sqlite ? "sqlite:" + location.target : location.target) + "'";
    }
};
PETTEIA_ON_EACH_ENGINE(ClubsCommand);

TEST_P(ClubsCommand, ShowsAClassAndFreesAPupilWhoseTeacherWent) {
    std::int64_t ana = 0;
    {
        db::AccountStore accounts(storage.location());
        db::ClubStore clubs(storage.location());
        const auto teacher = *accounts.create_account("Didaskalos", "didaskalos", "h", 0);
        ASSERT_EQ(clubs.create({"class-0001", "class", "Class 4B", teacher, "", "key-of-class", 1'000, 0}, 5, 0),
                  db::ClubStore::Made::made);
        ana = *clubs.create_pupil("class-0001", "Ana-4821", "ana-4821", "hash", 2'000);
    }
    const CliRun shown = petteia("clubs show " + db_option() + " --id class-0001");
    ASSERT_EQ(shown.status, 0) << shown.err;
    const auto lines = json_lines(shown.out);
    ASSERT_EQ(lines.size(), 3u) << shown.out;
    EXPECT_EQ(lines[0]["kind"], "class");
    EXPECT_EQ(lines[0]["organiser"], "Didaskalos");
    EXPECT_EQ(lines[0]["members"], 2);
    EXPECT_EQ(lines[1]["name"], "Didaskalos");
    EXPECT_EQ(lines[2]["name"], "Ana-4821");
    EXPECT_EQ(lines[2]["pupil"], true);
    EXPECT_EQ(lines[2]["protected"], true);
    EXPECT_EQ(shown.out.find("key-of-class"), std::string::npos) << "a club's key is not the operator's to print";

    {
        db::AccountStore accounts(storage.location());
        accounts.delete_account(accounts.find_by_name_key("didaskalos")->id);
    }
    EXPECT_EQ(petteia("clubs show " + db_option() + " --id class-0001").status, 1) << "the class went with its teacher";
    const CliRun freed = petteia("clubs pupil " + db_option() + " --name Ana-4821 --protected no");
    EXPECT_EQ(freed.status, 0) << freed.err;
    EXPECT_EQ(freed.out, "Ana-4821 no longer protected\n");
    db::ClubStore clubs(storage.location());
    EXPECT_FALSE(clubs.pupil(ana)->is_protected);
    EXPECT_EQ(petteia("clubs pupil " + db_option() + " --name Ana-4821 --protected yes").status, 0);
    EXPECT_TRUE(clubs.pupil(ana)->is_protected);
    EXPECT_EQ(petteia("clubs pupil " + db_option() + " --name Nobody --protected no").status, 1);
}

TEST(ClubsCommandUse, ABadUseIsRefused) {
    EXPECT_EQ(petteia("clubs").status, 2);
    EXPECT_EQ(petteia("clubs delete --db x.sqlite").status, 2);
    EXPECT_EQ(petteia("clubs show --db x.sqlite").status, 2) << "--id is required";
    EXPECT_EQ(petteia("clubs pupil --db x.sqlite --name Ana --protected maybe").status, 2);
    EXPECT_EQ(petteia("clubs show --db /nonexistent/petteia.sqlite --id x").status, 1);
}

}  // namespace
