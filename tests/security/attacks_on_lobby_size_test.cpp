// The lobby's size attacked (issue 37): 40 addresses listed 240 challenges, each adding ~213 B to a
// newcomer's first message, so that a few thousand addresses would have pushed that message past
// the socket's 1 MiB queue and dropped every newcomer as too slow. Now the lobby holds at most
// --lobby-challenges open challenges site-wide (past it a post is refused, `lobby_full`), and a
// newcomer's first message lists at most 100 (its own, then the newest) with the count of all.
// Here the cap is 120, filled by 40 addresses of 3 challenges each; the server runs as behind nginx.
#include "tests/security/lobby_attack_support.hpp"

namespace petteia_security_test {
namespace {

using namespace lobby_attacks;

constexpr int addresses = 40;
constexpr int cap = 120;

TEST(AttacksOnLobby, TheLobbyHoldsAtMostItsCapAndANewcomerHearsTheNewestHundredAndTheCount) {
    ServerProcess server({"--trusted-proxy", "127.0.0.1", "--lobby-challenges", std::to_string(cap)});
    std::vector<Page> pages;
    std::vector<std::string> posted_in_order;
    for (int a = 0; a < addresses; ++a) {
        pages.push_back(open_page(server.port(), "203.0.113." + std::to_string(a + 1), browser_token("many-" + std::to_string(a))));
        for (int c = 0; c < 3; ++c) {
            const json answer = post(pages.back(), challenge_request(clock_of(5, 3), "random"));
            ASSERT_TRUE(of_type(answer, "challenge_posted")) << a << "/" << c << ": " << answer;
            posted_in_order.push_back(answer["challenge"]["id"]);
        }
    }
    ASSERT_EQ(posted_in_order.size(), static_cast<std::size_t>(cap));

    // Full: another address's post is refused, and says why.
    Page late = open_page(server.port(), "198.51.100.1", browser_token("late"));
    const json refused = post(late);
    EXPECT_EQ(refused["code"], "lobby_full") << refused;
    EXPECT_NE(refused.value("message", "").find("open challenges"), std::string::npos) << refused;

    // A newcomer: 100 listed, the newest, and the count of all.
    Page newcomer = open_page(server.port(), "198.51.100.2", browser_token("newcomer"));
    const json& lobby = newcomer.lobby;
    EXPECT_EQ(lobby["challenges"].size(), 100u);
    EXPECT_EQ(lobby["total"], cap);
    std::set<std::string> listed_ids;
    for (const json& c : lobby["challenges"]) listed_ids.insert(c["id"].get<std::string>());
    for (int i = 0; i < 15; ++i) EXPECT_FALSE(listed_ids.contains(posted_in_order[static_cast<std::size_t>(i)])) << "old " << i;
    for (int i = cap - 80; i < cap; ++i) EXPECT_TRUE(listed_ids.contains(posted_in_order[static_cast<std::size_t>(i)])) << "new " << i;
    const std::size_t bytes = lobby.dump().size();
    EXPECT_LT(bytes, 40'000u) << "the first message stays small";
    std::cout << "a newcomer's first message with " << cap << " challenges open: " << bytes << " bytes\n";

    // The poster of the oldest, on another tab: its own are listed first, whatever their age.
    Page again = open_page(server.port(), "203.0.113.1", pages.front().token);
    std::size_t mine = 0;
    for (const json& c : again.lobby["challenges"]) mine += c["mine"].get<bool>();
    EXPECT_EQ(mine, 3u);
    EXPECT_EQ(again.lobby["challenges"].size(), 100u);
    EXPECT_EQ(again.lobby["total"], cap);

    // One withdrawn: room for one more.
    pages.back()->send(cancel_request(posted_in_order.back()));
    ASSERT_TRUE(of_type(pages.back()->wait("challenge_removed"), "challenge_removed"));
    EXPECT_TRUE(of_type(post(late), "challenge_posted"));
    EXPECT_EQ(post(newcomer)["code"], "lobby_full");
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
