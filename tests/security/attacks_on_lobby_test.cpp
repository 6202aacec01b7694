// The lobby attacked (/ws/lobby, issue 27). The server runs as behind nginx (--trusted-proxy
// 127.0.0.1) and every socket here names its client in X-Forwarded-For, as nginx does, so that one
// test is many addresses: floods of challenges from one address stop at the lobby's limits (3 open
// a browser, 6 open an address, posts 10 at once then one every 6 s an address) and a watcher on
// another address hears no more than they let through; many browser tokens on one address share its
// limits; malformed messages get a clear error and the socket goes on; nothing but lobby_join
// before lobby_join; a foreign or made-up challenge id cancels and accepts nothing; a seat's secret
// opens its own game only. Each test ends by checking that the server is sound. The holes the suite
// found when it was written, now fixed, keep their tests in attacks_on_lobby_holes_test.cpp.
#include "tests/security/lobby_attack_support.hpp"

namespace petteia_security_test {
namespace {

using namespace lobby_attacks;

// (a) One address floods the lobby with challenges: a browser gets 3 open, the address 6 open, and
// 10 posts at once, then one every 6 s; each refusal says which (too_many_challenges, with the
// seconds to wait for the rate). A watcher on another address is told of exactly the challenges
// that were posted, never more than 6 at once from that address, and its own post goes through.
TEST(AttacksOnLobby, AFloodOfChallengesFromOneAddressStopsAtItsLimits) {
    ServerProcess server = behind_a_proxy();
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    const std::string flooder = "203.0.113.7";
    const auto started = Clock::now();
    std::size_t posted = 0;

    Page first = open_page(server.port(), flooder, browser_token("flood-1"));
    for (int i = 0; i < 3; ++i) {
        const json answer = post(first);
        ASSERT_TRUE(of_type(answer, "challenge_posted")) << answer;
        ++posted;
    }
    json refused = post(first);
    EXPECT_EQ(refused["code"], "too_many_challenges") << refused;
    EXPECT_NE(refused.value("message", "").find("3 open challenges"), std::string::npos) << refused;

    Page second = open_page(server.port(), flooder, browser_token("flood-2"));
    std::vector<std::string> second_ids;
    for (int i = 0; i < 3; ++i) {
        const json answer = post(second);
        ASSERT_TRUE(of_type(answer, "challenge_posted")) << answer;
        second_ids.push_back(answer["challenge"]["id"]);
        ++posted;
    }
    Page third = open_page(server.port(), flooder, browser_token("flood-3"));
    refused = post(third);
    EXPECT_EQ(refused["code"], "too_many_challenges") << refused;
    EXPECT_NE(refused.value("message", "").find("from your address"), std::string::npos) << refused;

    // Withdrawing one and posting again: posts and cancels together run out after 10 (6 spent so far).
    std::size_t more = 0;
    std::size_t cancels = 0;
    json last;
    for (int round = 0; round < 8; ++round) {
        second->send(cancel_request(second_ids.back()));
        last = second->wait("challenge_removed");
        if (!of_type(last, "challenge_removed")) break;
        EXPECT_EQ(last["id"], second_ids.back());
        second_ids.pop_back();
        ++cancels;
        last = post(third);
        if (!of_type(last, "challenge_posted")) break;
        ++more;
        ++posted;
        // third's is the address's sixth now; second posts no more than its own 3.
        third->send(cancel_request(last["challenge"]["id"]));
        last = third->wait("challenge_removed");
        if (!of_type(last, "challenge_removed")) break;
        ++cancels;
        last = post(second);
        if (!of_type(last, "challenge_posted")) break;
        second_ids.push_back(last["challenge"]["id"]);
        ++more;
        ++posted;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
    const auto refills = static_cast<std::size_t>(seconds / 6.0);
    EXPECT_GE(more, 2u);
    EXPECT_LE(posted + cancels, 10u + refills) << "posts and cancels from one address in " << seconds << " s";
    EXPECT_EQ(last["code"], "too_many_challenges") << last;
    EXPECT_NE(last.value("message", "").find("try again in"), std::string::npos) << last;
    EXPECT_TRUE(last.contains("detail")) << "the seconds to wait: " << last;

    // Past the limits every post is refused, from each of the address's browsers.
    Page fourth = open_page(server.port(), flooder, browser_token("flood-4"));
    for (Page* page : {&first, &third, &fourth}) {
        const json answer = post(*page, challenge_request(clock_of(3, 0), "second"));
        EXPECT_EQ(answer["code"], "too_many_challenges") << answer;
    }

    // The watcher heard of exactly what was posted; never more than 6 at once from that address.
    watcher->drain();
    EXPECT_EQ(watcher->count("challenge_added"), posted);
    std::size_t most = 0;
    const std::set<std::string> now = listed(*watcher.socket, &most);
    EXPECT_LE(most, 6u);
    EXPECT_LE(now.size(), 6u);

    // Its own post goes through: another address, its own budget.
    const json own = post(watcher);
    EXPECT_TRUE(of_type(own, "challenge_posted")) << own;
    expect_healthy(server);
}

// (b) Many browser tokens on one address: the address's 6 open challenges are shared by all of
// them, also when the client writes addresses of its own to the left in X-Forwarded-For (the
// server believes only the entry its proxy wrote); seeks spend the same posts. Another address is
// not counted with it.
TEST(AttacksOnLobby, ManyBrowserTokensFromOneAddressShareItsLimits) {
    ServerProcess server = behind_a_proxy();
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    const std::string address = "203.0.113.8";
    std::vector<Page> pages;
    std::size_t posted = 0;
    const auto started = Clock::now();
    for (int i = 0; i < 10; ++i) {
        // Half of them with a forged entry of their own before the proxy's.
        const std::string forwarded = i % 2 ? "192.0.2." + std::to_string(i) + ", " + address : address;
        pages.push_back(open_page(server.port(), forwarded, browser_token("token-" + std::to_string(i))));
        const json answer = post(pages.back());
        if (of_type(answer, "challenge_posted")) ++posted;
        else EXPECT_EQ(answer["code"], "too_many_challenges") << i << ": " << answer;
    }
    EXPECT_EQ(posted, 6u) << "open challenges from one address";

    // Refused posts spent nothing; seeks spend the other 4 of the address's 10 (and pair among
    // themselves, which is allowed: different browsers), then are refused too.
    std::size_t seeking = 0;
    for (int i = 6; i < 10; ++i) {
        pages[static_cast<std::size_t>(i)]->send(seek_request(clock_of(1, 0)));
        const json answer = pages[static_cast<std::size_t>(i)]->wait("seeking");
        if (of_type(answer, "seeking")) ++seeking;
        else EXPECT_EQ(answer["code"], "too_many_challenges") << answer;
    }
    EXPECT_EQ(seeking, 4u);
    Page more = open_page(server.port(), address, browser_token("token-more"));
    more->send(seek_request(clock_of(1, 0)));
    const json eleventh = more->wait("seeking");
    // (One more is due every 6 s: on a machine slow enough to take that long, it may pass.)
    if (Clock::now() - started < 6s) {
        EXPECT_EQ(eleventh["code"], "too_many_challenges") << eleventh;
    }

    watcher->drain();
    EXPECT_EQ(watcher->count("challenge_added"), 6u) << "seeks are never listed";
    Page neighbour = open_page(server.port(), "203.0.113.9", browser_token("neighbour"));
    EXPECT_TRUE(of_type(post(neighbour), "challenge_posted")) << "another address has its own limits";
    expect_healthy(server);
}

// (c) Malformed lobby messages, before and after lobby_join: each gets a clear error (with the
// message's ref when it had one) and the socket goes on; a good message afterwards works.
TEST(AttacksOnLobby, MalformedMessagesGetClearErrorsAndTheSocketGoesOn) {
    ServerProcess server = behind_a_proxy();
    Page watcher = open_page(server.port(), "198.51.100.1", browser_token("watcher"));
    AddressedSocket socket(server.port(), "203.0.113.30");
    socket.wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
    int ref = 0;
    const auto expect_refused = [&](json message, const std::string& code, const std::string& why) {
        message["ref"] = ++ref;
        socket.send(message);
        const json error = socket.wait_error();
        EXPECT_EQ(error["code"], code) << why << ": " << error;
        EXPECT_EQ(error["ref"], ref) << why << ": " << error;
        EXPECT_FALSE(error.value("message", "").empty()) << why;
    };
    const json join{{"type", "lobby_join"}, {"protocol", 1}, {"browser", browser_token("malformed")}};
    const auto join_with = [&](const std::string& key, const json& value) { return with(join, key, value); };
    expect_refused(join_with("browser", std::string(42, 'A')), "invalid_message", "a token of 42 characters");
    expect_refused(join_with("browser", std::string(44, 'A')), "invalid_message", "a token of 44 characters");
    expect_refused(join_with("browser", std::string(42, 'A') + "+"), "invalid_message", "a token with '+' (base64, not base64url)");
    expect_refused(join_with("browser", std::string(42, 'A') + "="), "invalid_message", "a token with padding");
    expect_refused(join_with("browser", std::string(41, 'A') + "\xc3\xa9"), "invalid_message", "a token with a non-ASCII letter");
    expect_refused(join_with("browser", std::string(42, 'A') + " "), "invalid_message", "a token with a space");
    expect_refused(join_with("browser", std::string(4000, 'A')), "invalid_message", "a token of 4,000 characters");
    expect_refused(join_with("browser", 12345), "invalid_message", "a token that is a number");
    expect_refused(join_with("browser", json::array({"x"})), "invalid_message", "a token that is an array");
    expect_refused(join_with("browser", json(json::value_t::discarded)), "invalid_message", "no token");
    expect_refused(join_with("protocol", 2), "unsupported_protocol", "another protocol");
    expect_refused(join_with("protocol", "1"), "unsupported_protocol", "the protocol as text");
    expect_refused(join_with("admin", true), "invalid_message", "an unknown field");
    expect_refused({{"type", "lobby_leave"}}, "unknown_type", "an unknown type");
    expect_refused({{"type", 7}}, "invalid_message", "a type that is a number");

    // Not JSON, not an object, binary, too large: answered without a ref (none could be read).
    const auto expect_plain = [&](const std::string& text, bool as_text, const std::string& code, const std::string& why) {
        socket.send_text(text, as_text);
        EXPECT_EQ(socket.wait_error()["code"], code) << why;
    };
    expect_plain("{\"type\":\"lobby_join\",", true, "malformed_json", "cut-off JSON");
    expect_plain("[\"lobby_join\"]", true, "invalid_message", "an array");
    expect_plain(join.dump(), false, "invalid_message", "a binary frame");
    expect_plain(json{{"type", "lobby_join"}, {"protocol", 1}, {"browser", std::string(9000, 'A')}}.dump(), true,
                 "message_too_large", "a frame over 8 KiB");

    // Then a good join, and malformed lobby requests.
    socket.send(join);
    ASSERT_TRUE(of_type(socket.wait("lobby"), "lobby"));
    const auto post_with = [&](const std::string& key, const json& value) { return with(challenge_request(), key, value); };
    expect_refused(post_with("extra", 1), "invalid_message", "an unknown field");
    expect_refused(post_with("time", "5+3"), "invalid_message", "a clock as text");
    expect_refused(post_with("time", {{"minutes", -1}, {"increment", 0}}), "invalid_message", "a negative clock");
    expect_refused(post_with("time", {{"minutes", 100000}, {"increment", 0}}), "invalid_message", "a clock of 100,000 minutes");
    expect_refused(post_with("time", {{"minutes", 5}, {"increment", 3}, {"bonus", 60}}), "invalid_message", "an unknown clock field");
    expect_refused(post_with("time", json(json::value_t::discarded)), "invalid_message", "no clock field");
    expect_refused(post_with("rated", "yes"), "invalid_message", "rated as text");
    expect_refused(challenge_request(nullptr, "random", "petteia-6x6", true), "invalid_message", "rated without a clock");
    expect_refused(challenge_request(clock_of(5, 3), "random", "petteia-6x6", true), "rated_needs_account", "rated, signed out");
    expect_refused(post_with("color", "purple"), "invalid_message", "an unknown colour");
    expect_refused(post_with("color", 1), "invalid_message", "a colour that is a number");
    expect_refused(post_with("variant", "chess"), "invalid_message", "an unknown game");
    expect_refused(post_with("variant", 5), "invalid_message", "a game that is a number");
    expect_refused({{"type", "seek"}, {"variant", "petteia-6x6"}, {"time", nullptr}, {"color", "first"}}, "invalid_message",
                   "a seek has no colour");
    for (const json& id : {json(5), json(""), json("../../etc/passwd"), json(std::string(70, 'A')), json("' OR 1=1 --")}) {
        expect_refused(cancel_request(id), "invalid_message", "cancel of id " + id.dump());
        expect_refused(accept_request(id), "invalid_message", "accept of id " + id.dump());
    }
    expect_refused(with(accept_request("AAAAAAAAAAAAAAAA"), "game", "AAAAAAAAAAAAAAAA"), "invalid_message", "an unknown field");
    expect_refused({{"type", "cancel_seek"}, {"id", "AAAAAAAAAAAAAAAA"}}, "invalid_message", "cancel_seek takes nothing");
    expect_refused(join, "invalid_message", "a second lobby_join on one socket");

    // The socket is as good as new: a post goes through, and the watcher hears of that one only.
    socket.send(challenge_request());
    const json posted = socket.wait("challenge_posted");
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
    EXPECT_EQ(watcher->wait("challenge_added")["challenge"]["id"], posted["challenge"]["id"]);
    watcher->drain();
    EXPECT_EQ(watcher->count("challenge_added"), 1u);
    expect_healthy(server);
}

// (d) Before lobby_join a socket is nobody: every lobby request gets not_in_lobby, and nothing is
// posted, sought, cancelled or accepted.
TEST(AttacksOnLobby, NothingButLobbyJoinBeforeLobbyJoin) {
    ServerProcess server = behind_a_proxy();
    Page poster = open_page(server.port(), "198.51.100.1", browser_token("poster"));
    const json posted = post(poster);
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
    const std::string id = posted["challenge"]["id"];

    AddressedSocket stranger(server.port(), "203.0.113.40");
    stranger.wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
    int ref = 0;
    for (json request : {challenge_request(), seek_request(), json{{"type", "cancel_seek"}}, cancel_request(id), accept_request(id)}) {
        request["ref"] = ++ref;
        stranger.send(request);
        const json error = stranger.wait_error();
        EXPECT_EQ(error["code"], "not_in_lobby") << request << ": " << error;
        EXPECT_EQ(error["ref"], ref);
    }
    stranger.drain();
    EXPECT_EQ(stranger.count("challenge_added") + stranger.count("challenge_posted") + stranger.count("seeking") +
                  stranger.count("paired"),
              0u);
    poster->drain();
    EXPECT_EQ(poster->count("challenge_removed") + poster->count("paired"), 0u) << "the challenge is untouched";

    // Once in, it is an ordinary browser.
    stranger.send({{"type", "lobby_join"}, {"protocol", 1}, {"browser", browser_token("stranger")}});
    const json lobby = stranger.wait("lobby");
    ASSERT_EQ(lobby["challenges"].size(), 1u) << lobby;
    stranger.send(accept_request(id));
    EXPECT_TRUE(of_type(stranger.wait("paired"), "paired"));
    expect_healthy(server);
}

// (e) A challenge is its browser's: another browser (on another address, or on the poster's own)
// cannot withdraw it with its id, and made-up ids find nothing.
TEST(AttacksOnLobby, AForeignOrMadeUpChallengeIdCancelsAndAcceptsNothing) {
    ServerProcess server = behind_a_proxy();
    Page poster = open_page(server.port(), "198.51.100.10", browser_token("poster"));
    Page watcher = open_page(server.port(), "198.51.100.11", browser_token("watcher"));
    const json posted = post(poster);
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
    const std::string id = posted["challenge"]["id"];
    ASSERT_EQ(watcher->wait("challenge_added")["challenge"]["id"], id);

    Page attacker = open_page(server.port(), "203.0.113.50", browser_token("attacker"));
    Page housemate = open_page(server.port(), "198.51.100.10", browser_token("housemate"));  // the poster's address
    std::string forged = id;
    forged.back() = forged.back() == 'A' ? 'B' : 'A';
    for (Page* page : {&attacker, &housemate}) {
        for (const std::string& guess : {id, forged, std::string("AAAAAAAAAAAAAAAA")}) {
            (*page)->send(cancel_request(guess));
            EXPECT_EQ((*page)->wait_error()["code"], "challenge_not_found") << guess;
        }
        for (const std::string& guess : {forged, std::string("AAAAAAAAAAAAAAAA")}) {
            (*page)->send(accept_request(guess));
            EXPECT_EQ((*page)->wait_error()["code"], "challenge_not_found") << guess;
        }
    }
    // Still listed, still the poster's.
    watcher->drain();
    poster->drain();
    EXPECT_EQ(watcher->count("challenge_removed") + poster->count("challenge_removed"), 0u);
    EXPECT_EQ(listed(*watcher.socket), std::set<std::string>{id});
    Page newcomer = open_page(server.port(), "198.51.100.12", browser_token("newcomer"));
    ASSERT_EQ(newcomer.lobby["challenges"].size(), 1u);
    EXPECT_FALSE(newcomer.lobby["challenges"][0]["mine"]);

    // The attacker's own challenge is the attacker's: the poster cannot withdraw it either.
    const json theirs = post(attacker);
    ASSERT_TRUE(of_type(theirs, "challenge_posted")) << theirs;
    poster->send(cancel_request(theirs["challenge"]["id"]));
    EXPECT_EQ(poster->wait_error()["code"], "challenge_not_found");

    // Accepting the real one works (it is open to anyone); then it is gone for everyone.
    attacker->send(accept_request(id));
    const json paired = attacker->wait("paired");
    ASSERT_TRUE(of_type(paired, "paired")) << paired;
    EXPECT_TRUE(of_type(poster->wait("paired"), "paired"));
    poster->send(cancel_request(id));
    EXPECT_EQ(poster->wait_error()["code"], "challenge_not_found");
    housemate->send(accept_request(id));
    EXPECT_EQ(housemate->wait_error()["code"], "challenge_not_found");
    expect_healthy(server);
}

// The seat `secret` opens in `game`: "joined" with its role, or the error's code.
std::string join_answer(std::uint16_t port, const std::string& game, const std::string& secret) {
    WsClient socket(port, std::nullopt, std::nullopt, socket_for(game));
    socket.wait_for([](const json& m) { return of_type(m, "hello"); }, "hello");
    socket.send(join_request(game, secret));
    const json answer = socket.wait_joined();
    return of_type(answer, "joined") ? "joined as " + answer.value("role", "") : answer["code"].get<std::string>();
}

// (f) Two games made in the lobby, by an accepted challenge and by two seeks: each seat's secret
// opens its own game only, and a challenge's secret opens nothing before it is paired.
TEST(AttacksOnLobby, ASeatSecretOfOnePairedGameOpensNoOther) {
    ServerProcess server = behind_a_proxy();
    Page ana = open_page(server.port(), "198.51.100.21", browser_token("ana"));
    Page bo = open_page(server.port(), "198.51.100.22", browser_token("bo"));
    const json posted = post(ana, challenge_request(clock_of(5, 3), "first"));
    ASSERT_TRUE(of_type(posted, "challenge_posted")) << posted;
    bo->send(accept_request(posted["challenge"]["id"]));
    const json bo_paired = bo->wait("paired");
    ASSERT_TRUE(of_type(bo_paired, "paired")) << bo_paired;
    const std::string first_game = bo_paired["game"];
    const std::string ana_secret = posted["secret"];
    const std::string bo_secret = bo_paired["secret"];

    Page cleo = open_page(server.port(), "198.51.100.23", browser_token("cleo"));
    Page dion = open_page(server.port(), "198.51.100.24", browser_token("dion"));
    cleo->send(seek_request());
    const json cleo_seeking = cleo->wait("seeking");
    dion->send(seek_request());
    const json dion_seeking = dion->wait("seeking");
    ASSERT_TRUE(of_type(dion_seeking, "seeking")) << dion_seeking;
    const json cleo_paired = cleo->wait("paired");
    ASSERT_TRUE(of_type(cleo_paired, "paired")) << cleo_paired;
    const std::string second_game = cleo_paired["game"];
    ASSERT_NE(first_game, second_game);

    Page eve = open_page(server.port(), "203.0.113.60", browser_token("eve"));
    const json unpaired = post(eve);
    ASSERT_TRUE(of_type(unpaired, "challenge_posted")) << unpaired;

    for (const std::string& secret : {ana_secret, bo_secret, unpaired["secret"].get<std::string>()})
        EXPECT_EQ(join_answer(server.port(), second_game, secret), "bad_secret");
    for (const std::string& secret : {cleo_seeking["secret"].get<std::string>(), dion_seeking["secret"].get<std::string>(),
                                      unpaired["secret"].get<std::string>()})
        EXPECT_EQ(join_answer(server.port(), first_game, secret), "bad_secret");

    // Each secret opens its own seat.
    EXPECT_EQ(join_answer(server.port(), first_game, ana_secret), "joined as light");
    EXPECT_EQ(join_answer(server.port(), first_game, bo_secret), "joined as dark");
    EXPECT_EQ(join_answer(server.port(), second_game, cleo_seeking["secret"]), "joined as " + cleo_paired["side"].get<std::string>());
    expect_healthy(server);
}

}  // namespace
}  // namespace petteia_security_test
