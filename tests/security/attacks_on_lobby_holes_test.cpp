// The lobby's holes its attack suite found when it was written (SECURITY.md, "The lobby"), each
// fixed in server/lobby/ and kept here so that it stays fixed: the open limits counted from the
// moment a challenge is posted and against the address that posted it, a reconnecting browser
// announcing nothing again, a socket dropped while its account is read never joined, and an answer
// sent to the socket that asked.
#include "tests/security/lobby_attack_support.hpp"

namespace petteia_security_test {
namespace {

using namespace lobby_attacks;

// A challenge counts against the address that posted it, not its browser's latest socket's: a
// browser that opens a socket from a second address does not take its challenges' count there.
TEST(AttacksOnLobby, AnAddressOpenChallengesStayItsOwnWhenItsBrowsersMove) {
    ServerProcess server = behind_a_proxy();
    const std::string home = "203.0.113.70";
    const std::string elsewhere = "203.0.113.71";
    Page a = open_page(server.port(), home, browser_token("mover-a"));
    Page b = open_page(server.port(), home, browser_token("mover-b"));
    for (Page* page : {&a, &b})
        for (int i = 0; i < 3; ++i) ASSERT_TRUE(of_type(post(*page), "challenge_posted"));
    Page c = open_page(server.port(), home, browser_token("mover-c"));
    ASSERT_EQ(post(c)["code"], "too_many_challenges");
    // A second tab of each, from another address; the first tabs stay.
    Page a_elsewhere = open_page(server.port(), elsewhere, a.token);
    Page b_elsewhere = open_page(server.port(), elsewhere, b.token);
    ASSERT_EQ(a_elsewhere.lobby["challenges"].size(), 6u);
    const json again = post(c);
    EXPECT_EQ(again["code"], "too_many_challenges") << home << " has 6 open challenges it posted, and posted another: " << again;
}

// Posts sent back to back count from the moment they are posted, stored or not: a burst does not
// get past the 3 a browser and the 6 an address.
TEST(AttacksOnLobby, ABurstOfPostsStopsAtTheOpenLimitsToo) {
    ServerProcess server = behind_a_proxy();
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    // One browser, four tabs, two posts each at once (within each socket's burst: no pause).
    std::vector<Page> tabs;
    for (int i = 0; i < 4; ++i) tabs.push_back(open_page(server.port(), "203.0.113.80", browser_token("burst")));
    for (int round = 0; round < 2; ++round)
        for (Page& tab : tabs) tab->send(challenge_request());
    // Every tab of the browser hears of each challenge it posted (challenge_posted goes to all of
    // them): the lobby as a fifth tab sees it says how many are open.
    std::this_thread::sleep_for(500ms);
    Page fifth = open_page(server.port(), "203.0.113.80", browser_token("burst"));
    std::size_t posted = 0;
    for (const json& challenge : fifth.lobby["challenges"]) posted += challenge["mine"] == true;
    EXPECT_EQ(posted, 3u) << "open challenges of one browser: " << fifth.lobby;

    std::vector<Page> pages;
    for (int i = 0; i < 8; ++i) pages.push_back(open_page(server.port(), "203.0.113.81", browser_token("many-" + std::to_string(i))));
    for (Page& page : pages) page->send(challenge_request());
    std::size_t from_address = 0;
    for (Page& page : pages) from_address += of_type(page->wait("challenge_posted"), "challenge_posted");
    EXPECT_LE(from_address, 6u) << "open challenges of one address";
    watcher->drain();
    std::size_t most = 0;
    listed(*watcher.socket, &most);
    EXPECT_LE(most, 12u);
}

// A browser that leaves and comes back at once hides nothing: reconnecting in a loop does not make
// every watcher hear its challenges removed and added again.
TEST(AttacksOnLobby, ReconnectingDoesNotAnnounceChallengesWithoutLimit) {
    ServerProcess server = behind_a_proxy();
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    const std::string token = browser_token("flicker");
    {
        Page poster = open_page(server.port(), "203.0.113.90", token);
        for (int i = 0; i < 3; ++i) ASSERT_TRUE(of_type(post(poster), "challenge_posted"));
        poster->close();
    }
    for (int i = 0; i < 20; ++i) {
        Page again = open_page(server.port(), "203.0.113.90", token);
        again->close();
    }
    watcher->drain();
    EXPECT_LE(watcher->count("challenge_added"), 10u) << "posts allowed an address at once: 10";
}

// A signed-in browser's lobby_join waits for its account to be read; a socket dropped meanwhile has
// left before it is joined, and its join comes to nothing: no ghost keeps its browser "here", and no
// later connection is taken for it.
TEST(AttacksOnLobby, ASocketDroppedWhileJoiningLeavesNoGhost) {
    ServerProcess server = behind_a_proxy();
    ASSERT_EQ(sign_up(server.port(), "Mallory", "a long enough password").status, 201);
    const std::string cookie = session_cookie_of(sign_in(server.port(), "Mallory", "a long enough password"));
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    const std::string token = browser_token("ghost");
    const std::string address = "203.0.113.95";
    std::string id;
    {
        Page poster = open_page(server.port(), address, token, cookie);
        const json posted = post(poster);
        ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
        id = posted["challenge"]["id"];
        poster->close();
    }
    ASSERT_EQ(watcher->wait("challenge_removed")["id"], id) << "hidden while its browser is away";
    // The account lookups wait behind other account work (the blocking threads kept busy), so that
    // each socket is gone before its account is read.
    std::atomic<bool> busy{true};
    std::vector<std::thread> load;
    for (int i = 0; i < 6; ++i)
        load.emplace_back([&] {
            while (busy) account_request(server.port(), "GET", "/api/account", nullptr, cookie);
        });
    for (int i = 0; i < 20; ++i) {
        AddressedSocket socket(server.port(), address, "/ws/lobby", cookie);
        socket.wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
        socket.send({{"type", "lobby_join"}, {"protocol", 1}, {"browser", token}});
        socket.drop();
    }
    busy = false;
    for (std::thread& thread : load) thread.join();
    // A join that was read before its socket dropped came back, briefly: the challenge is hidden
    // again once its browser has been away for Lobby::hide_after_ms (5 s).
    std::this_thread::sleep_for(6500ms);
    watcher->drain();
    EXPECT_TRUE(listed(*watcher.socket).empty()) << "a challenge shown though no socket of its browser is open";

    // A stranger's fresh socket is nobody until it says lobby_join, then its own browser: never the
    // dropped socket's browser (the lobby knew sockets by their address in memory, which a new
    // connection may be given again).
    std::vector<std::string> impersonated;
    for (int i = 0; i < 10; ++i) {
        AddressedSocket stranger(server.port(), "203.0.113.96");
        stranger.wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
        stranger.send(cancel_request(id));
        const auto answer = stranger.receive(1s);
        if (!answer || (*answer)["code"] != "not_in_lobby")
            impersonated.push_back("cancel_challenge before lobby_join: " + (answer ? answer->dump() : "no answer"));
        stranger.send({{"type", "lobby_join"}, {"protocol", 1}, {"browser", browser_token("stranger-" + std::to_string(i))}});
        const json lobby = stranger.wait("lobby");
        if (!of_type(lobby, "lobby") || !lobby["you"]["name"].is_null()) impersonated.push_back("lobby_join: " + lobby.dump());
    }
    EXPECT_TRUE(impersonated.empty()) << impersonated.size() << " answers as Mallory's browser, the first: " << impersonated.front();
    // Mallory's challenge is withdrawn by nobody but Mallory (or the 20 s away).
    Page mallory = open_page(server.port(), address, token, cookie);
    EXPECT_EQ(mallory.lobby["challenges"].size(), 1u) << "a stranger's socket withdrew it: " << mallory.lobby;
}

// The answer to a cancel_challenge goes to the socket that asked, with its ref: a browser with two
// tabs gets it in the tab that asked, not in its first one.
TEST(AttacksOnLobby, TheAnswerToACancelGoesToTheSocketThatAsked) {
    ServerProcess server = behind_a_proxy();
    const std::string token = browser_token("two-tabs");
    Page first_tab = open_page(server.port(), "198.51.100.30", token);
    Page second_tab = open_page(server.port(), "198.51.100.30", token);
    second_tab->send(with(cancel_request("AAAAAAAAAAAAAAAA"), "ref", 7));
    const json answer = second_tab->wait_for([](const json& m) { return of_type(m, "error"); }, "the answer, in the tab that asked", 2s);
    EXPECT_EQ(answer["code"], "challenge_not_found");
    EXPECT_EQ(answer["ref"], 7);
    first_tab->drain(200ms);
    EXPECT_EQ(first_tab->count("error"), 0u) << "the other tab was answered";
}

}  // namespace
}  // namespace petteia_security_test
