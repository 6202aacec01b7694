// Rating farming attacked (issue 37): two accounts of one player, or of friends on one network, pair
// rated again and again to lift one of them. The lobby makes such a game casual, and says so in
// `paired` (`rated: false`, `casual_reason`): two accounts whose lobby sockets or posts come from one
// client address (as the server determines it: behind nginx the forwarded one), or one account
// seen in the other's browser. At its end no rating changes. The same two accounts from two
// networks and two browsers play rated (the rule is not "never rated"). The server runs as behind
// nginx, so that each socket names its client address.
#include "tests/security/lobby_attack_support.hpp"

namespace petteia_security_test {
namespace {

using namespace lobby_attacks;

struct Accounts {
    std::string hector;
    std::string achilles;
};

Accounts two_accounts(std::uint16_t port) {
    EXPECT_EQ(sign_up(port, "Hector", "trojan-horse-1").status, 201);
    EXPECT_EQ(sign_up(port, "Achilles", "heel-of-thetis").status, 201);
    return {session_cookie_of(sign_in(port, "Hector", "trojan-horse-1")),
            session_cookie_of(sign_in(port, "Achilles", "heel-of-thetis"))};
}

struct Pairing {
    json first_paired;
    json second_paired;
    std::string first_secret;
    std::string second_secret;
};

// Both pages seek the same rated game; what each was told.
Pairing quick_pair_rated(Page& first, Page& second) {
    const json rated_seek = seek_request(clock_of(3, 2), "petteia-6x6", true);
    first->send(rated_seek);
    const json first_seeking = first->wait("seeking");
    EXPECT_TRUE(of_type(first_seeking, "seeking")) << first_seeking;
    second->send(rated_seek);
    const json second_seeking = second->wait("seeking");
    EXPECT_TRUE(of_type(second_seeking, "seeking")) << second_seeking;
    Pairing pairing{first->wait("paired"), second->wait("paired"), first_seeking.value("secret", ""),
                    second_seeking.value("secret", "")};
    EXPECT_TRUE(of_type(pairing.first_paired, "paired")) << pairing.first_paired;
    EXPECT_EQ(pairing.first_paired["game"], pairing.second_paired["game"]);
    return pairing;
}

// The game played to a resignation; whether it rated Hector (the lobby shows his ratings).
bool resigned_and_rated(std::uint16_t port, const Pairing& pairing, const Accounts& accounts, bool* said_rated) {
    const std::string game = pairing.first_paired["game"];
    Player first = join(port, game, pairing.first_secret, accounts.hector);
    Player second = join(port, game, pairing.second_secret, accounts.achilles);
    first->wait_event("started");
    *said_rated = first.joined["snapshot"].value("rated", false);
    Player& light = first.role == "light" ? first : second;
    Player& dark = first.role == "light" ? second : first;
    play(light, "A1-A2", {&dark});
    play(dark, "A6-A5", {&light});
    dark->send(action("resign"));
    light->wait_event("result");
    std::this_thread::sleep_for(1s);  // a rating is stored within milliseconds
    // Whether Hector has a rating now, as the lobby reads it from his account.
    Page again = open_page(port, "192.0.2.99", browser_token("rated-check-" + game), accounts.hector);
    return !again.lobby["you"]["ratings"].empty();
}

TEST(AttacksOnRatings, TwoAccountsFromOneAddressArePairedCasualAndNoRatingChanges) {
    ServerProcess server = behind_a_proxy();
    const Accounts accounts = two_accounts(server.port());
    Page hector = open_page(server.port(), "203.0.113.5", browser_token("farm-hector"), accounts.hector);
    Page achilles = open_page(server.port(), "203.0.113.5", browser_token("farm-achilles"), accounts.achilles);
    const Pairing pairing = quick_pair_rated(hector, achilles);
    for (const json& paired : {pairing.first_paired, pairing.second_paired}) {
        EXPECT_EQ(paired["rated"], false) << paired;
        EXPECT_EQ(paired["casual_reason"], "same_network") << paired;
    }
    bool said_rated = true;
    EXPECT_FALSE(resigned_and_rated(server.port(), pairing, accounts, &said_rated)) << "no rating changes";
    EXPECT_FALSE(said_rated) << "the game's page says casual";
    expect_healthy(server);
}

TEST(AttacksOnRatings, AnAccountSeenInTheOtherBrowserMakesTheGameCasual) {
    ServerProcess server = behind_a_proxy();
    const Accounts accounts = two_accounts(server.port());
    // Achilles signs in on Hector's browser a moment, then Hector plays there, Achilles elsewhere.
    const std::string shared_browser = browser_token("farm-shared");
    { Page borrowed = open_page(server.port(), "203.0.113.6", shared_browser, accounts.achilles); }
    Page hector = open_page(server.port(), "203.0.113.6", shared_browser, accounts.hector);
    Page achilles = open_page(server.port(), "198.51.100.6", browser_token("farm-own"), accounts.achilles);
    const Pairing pairing = quick_pair_rated(hector, achilles);
    EXPECT_EQ(pairing.first_paired["rated"], false) << pairing.first_paired;
    EXPECT_EQ(pairing.first_paired["casual_reason"], "same_browser") << pairing.first_paired;
    bool said_rated = true;
    EXPECT_FALSE(resigned_and_rated(server.port(), pairing, accounts, &said_rated));
    EXPECT_FALSE(said_rated);
}

// The control: the same two accounts from two networks and two browsers play rated, and are rated.
TEST(AttacksOnRatings, TwoAccountsFromTwoNetworksPlayRated) {
    ServerProcess server = behind_a_proxy();
    const Accounts accounts = two_accounts(server.port());
    Page hector = open_page(server.port(), "203.0.113.7", browser_token("fair-hector"), accounts.hector);
    Page achilles = open_page(server.port(), "198.51.100.7", browser_token("fair-achilles"), accounts.achilles);
    const Pairing pairing = quick_pair_rated(hector, achilles);
    EXPECT_EQ(pairing.first_paired["rated"], true) << pairing.first_paired;
    EXPECT_TRUE(pairing.first_paired["casual_reason"].is_null()) << pairing.first_paired;
    bool said_rated = false;
    EXPECT_TRUE(resigned_and_rated(server.port(), pairing, accounts, &said_rated));
    EXPECT_TRUE(said_rated);
}

// An open challenge accepted from the poster's address: the same rule.
TEST(AttacksOnRatings, ARatedChallengeAcceptedFromItsPostersAddressIsCasual) {
    ServerProcess server = behind_a_proxy();
    const Accounts accounts = two_accounts(server.port());
    Page hector = open_page(server.port(), "203.0.113.8", browser_token("post-hector"), accounts.hector);
    Page achilles = open_page(server.port(), "203.0.113.8", browser_token("take-achilles"), accounts.achilles);
    const json posted = post(hector, challenge_request(clock_of(5, 3), "random", "petteia-6x6", true));
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
    achilles->send(accept_request(posted["challenge"]["id"]));
    const json taker = achilles->wait("paired");
    const json poster = hector->wait("paired");
    EXPECT_EQ(taker["rated"], false) << taker;
    EXPECT_EQ(poster["rated"], false) << poster;
    EXPECT_EQ(poster["casual_reason"], "same_network") << poster;
}

}  // namespace
}  // namespace petteia_security_test
