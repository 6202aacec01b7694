// Games that end on their own, on the real server: an invitation nobody joined for a day
// (--invitation-hours) and a game nobody has been at for a week (--abandoned-days) end without
// result, at start or while the server runs; they leave memory, the store keeps them finished, and
// recent games go on. Hours are the options' smallest unit, so the games are aged by editing the
// stopped server's SQLite file.
#include <filesystem>
#include <optional>

#include <gtest/gtest.h>

#include "db/database.hpp"
#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

constexpr std::int64_t hour = 3'600'000;
constexpr std::int64_t day = 24 * hour;

std::filesystem::path database_of(const ServerProcess& server) { return server.data_directory() / "petteia.sqlite"; }

// Moves a game's times to the past, as if it had been created at `created_ms` (started then too,
// if it started), its players last seen at `last_seen_ms` (null: never recorded) and its moves
// played at `moves_ms`. The server must be stopped.
void age_game(const ServerProcess& server, const std::string& id, std::int64_t created_ms,
              std::optional<std::int64_t> last_seen_ms, std::int64_t moves_ms) {
    petteia::db::Database database(database_of(server));
    auto games = database.prepare(
        "UPDATE games SET created_at_ms = ?2, started_at_ms = iif(started_at_ms IS NULL, NULL, ?2), "
        "turn_started_at_ms = iif(turn_started_at_ms IS NULL, NULL, ?3), last_seen_at_ms = ?4 WHERE id = ?1");
    games.bind(1, id);
    games.bind(2, created_ms);
    games.bind(3, moves_ms);
    games.bind(4, last_seen_ms);
    games.step();
    ASSERT_EQ(database.changes(), 1) << "no game " << id;
    auto moves = database.prepare("UPDATE moves SET played_at_ms = ?2 WHERE game_id = ?1");
    moves.bind(1, id);
    moves.bind(2, moves_ms);
    moves.step();
}

std::optional<std::int64_t> stored_last_seen(const ServerProcess& server, const std::string& id) {
    petteia::db::Database database(database_of(server));
    auto query = database.prepare("SELECT last_seen_at_ms FROM games WHERE id = ?1");
    query.bind(1, id);
    if (!query.step() || query.is_null(0)) return std::nullopt;
    return query.int64(0);
}

int games_in_memory(const ServerProcess& server) {
    return http_get(server.port(), "/healthz").json().value("games", -1);
}

void expect_aborted(const json& result, const std::string& reason) {
    EXPECT_EQ(result["state"], "aborted") << result.dump();
    EXPECT_EQ(result["winner"], nullptr) << result.dump();
    EXPECT_EQ(result["reason"], reason) << result.dump();
}

// Players who leave, then a clean stop: every departure is stored.
void leave_and_stop(ServerProcess& server, const std::vector<Player*>& players) {
    for (Player* player : players) (*player)->close();
    std::this_thread::sleep_for(300ms);
    ASSERT_EQ(server.terminate(), 0);
}

TEST(Expiry, AgedGamesEndAtStartAndRecentOnesGoOn) {
    ServerProcess server;
    const CreatedGame old_invitation = create_game(server.port(), create_body());
    const CreatedGame new_invitation = create_game(server.port(), create_body());
    Table deserted = open_table(server, create_body("petteia-8x8"));
    play(deserted.first(), "A1-A3", {&deserted.creator, &deserted.guest});
    Table lively = open_table(server, create_body("grec"));
    const std::string lively_move = lively.guest.joined["snapshot"]["legal"][0];
    play(lively.first(), lively_move, {&lively.creator, &lively.guest});
    const CreatedGame computer = create_game(
        server.port(), {{"variant", "petteia-6x6"}, {"color", "first"}, {"opponent", "computer"}, {"level", "beginner"}});
    Player computer_player = join(server.port(), computer.game, computer.secret);
    Player old_creator = join(server.port(), old_invitation.game, old_invitation.secret);
    leave_and_stop(server, {&deserted.creator, &deserted.guest, &lively.creator, &lively.guest, &computer_player,
                            &old_creator});

    // A seat's departure is stored, so that the absence counts across restarts.
    ASSERT_TRUE(stored_last_seen(server, deserted.game).has_value());
    ASSERT_TRUE(stored_last_seen(server, computer.game).has_value());
    EXPECT_GE(*stored_last_seen(server, deserted.game), epoch_ms() - 60'000);

    const std::int64_t now = epoch_ms();
    age_game(server, old_invitation.game, now - 25 * hour, now - 25 * hour, 0);
    age_game(server, new_invitation.game, now - 23 * hour, std::nullopt, 0);
    age_game(server, deserted.game, now - 9 * day, now - 8 * day, now - 9 * day);
    // Created long ago, but someone moved yesterday (and no last-seen time was ever recorded).
    age_game(server, lively.game, now - 30 * day, std::nullopt, now - day);
    age_game(server, computer.game, now - 10 * day, now - 7 * day - hour, now - 10 * day);
    server.restart();

    // Only the two recent games are in memory again.
    EXPECT_EQ(games_in_memory(server), 2);

    // The expired ones are still known, and show how they ended.
    for (const std::string& id : {old_invitation.game, deserted.game, computer.game})
        EXPECT_EQ(http_get(server.port(), "/api/games/" + id).status, 200) << id;
    Player visitor = join(server.port(), old_invitation.game);
    EXPECT_EQ(visitor.role, "spectator") << "an expired invitation has no seat to take";
    expect_aborted(visitor.joined["snapshot"]["result"], "invitation-expired");
    EXPECT_EQ(visitor.joined["snapshot"]["legal"], json::array());
    Player creator_back = join(server.port(), old_invitation.game, old_invitation.secret);
    EXPECT_EQ(creator_back.role, "light");
    expect_aborted(creator_back.joined["snapshot"]["result"], "invitation-expired");

    Player deserted_light = join(server.port(), deserted.game, deserted.first().secret);
    expect_aborted(deserted_light.joined["snapshot"]["result"], "inactive");
    EXPECT_EQ(deserted_light.joined["snapshot"]["moves"].size(), 1u) << "the moves stay";
    deserted_light->send(move_request("H8-H6"));
    EXPECT_EQ(deserted_light->wait_error().value("code", ""), "game_over");

    Player computer_back = join(server.port(), computer.game, computer.secret);
    expect_aborted(computer_back.joined["snapshot"]["result"], "inactive");

    // The recent invitation is still open: a friend takes the seat and the game starts.
    Player creator = join(server.port(), new_invitation.game, new_invitation.secret);
    Player guest = join(server.port(), new_invitation.game);
    EXPECT_EQ(guest.role, "dark");
    EXPECT_FALSE(guest.secret.empty());
    creator->wait_event("started");
    play(creator, "A1-A2", {&creator, &guest});

    // The game with a recent move goes on where it was.
    Player lively_first = join(server.port(), lively.game, lively.first().secret);
    Player lively_second = join(server.port(), lively.game, lively.second().secret);
    const json snapshot = lively_second.joined["snapshot"];
    EXPECT_EQ(snapshot["result"]["state"], "ongoing");
    EXPECT_EQ(snapshot["moves"].size(), 1u);
    play(lively_second, snapshot["legal"][0], {&lively_first, &lively_second});
}

TEST(Expiry, AbandonedDaysAndInvitationHoursAreOptions) {
    ServerProcess server({"--invitation-hours", "48", "--abandoned-days", "30"});
    const CreatedGame invitation = create_game(server.port(), create_body());
    Table table = open_table(server);
    leave_and_stop(server, {&table.creator, &table.guest});
    const std::int64_t now = epoch_ms();
    age_game(server, invitation.game, now - 47 * hour, std::nullopt, 0);
    age_game(server, table.game, now - 20 * day, now - 20 * day, 0);
    server.restart();
    EXPECT_EQ(games_in_memory(server), 2) << "neither has expired under the longer limits";
    ASSERT_EQ(server.terminate(), 0);

    age_game(server, invitation.game, now - 49 * hour, std::nullopt, 0);
    age_game(server, table.game, now - 31 * day, now - 30 * day - hour, 0);
    server.restart();
    EXPECT_EQ(games_in_memory(server), 0);
    Player light = join(server.port(), table.game, table.creator.secret);
    expect_aborted(light.joined["snapshot"]["result"], "inactive");
    Player creator = join(server.port(), invitation.game, invitation.secret);
    expect_aborted(creator.joined["snapshot"]["result"], "invitation-expired");
}

// The sweep, which visits each room once in --sweep-seconds (a share of them each second; a minute
// by default, 5 s here so that the test waits seconds, not minutes): games that expire while the
// server runs end at their visit, followers are told, and an expired game nobody follows leaves
// memory.
TEST(Expiry, TheRunningServerEndsGamesWhenTheirTimeComes) {
    constexpr auto sweep = 5s;
    ServerProcess server({"--sweep-seconds", std::to_string(sweep.count())});
    const CreatedGame invitation = create_game(server.port(), create_body());
    Table watched = open_table(server);
    Table unwatched = open_table(server);
    leave_and_stop(server, {&watched.creator, &watched.guest, &unwatched.creator, &unwatched.guest});

    // Each expires 10 seconds from now: after the restart and the joins below, which must find them
    // still going.
    constexpr auto expires_in = 10s;
    const std::int64_t soon = epoch_ms() + std::chrono::milliseconds(expires_in).count();
    age_game(server, invitation.game, soon - day, std::nullopt, 0);
    age_game(server, watched.game, soon - 7 * day, soon - 7 * day, 0);
    age_game(server, unwatched.game, soon - 7 * day, soon - 7 * day, 0);
    server.restart();
    ASSERT_EQ(games_in_memory(server), 3);

    // The invitation's creator waits at the table; a spectator watches the other game.
    Player creator = join(server.port(), invitation.game, invitation.secret);
    EXPECT_EQ(creator.joined["snapshot"]["result"]["state"], "ongoing");
    Player spectator = join(server.port(), watched.game);
    ASSERT_EQ(spectator.role, "spectator");
    EXPECT_EQ(spectator.joined["snapshot"]["result"]["state"], "ongoing");

    // Each is visited within a sweep of its expiry, a few seconds of margin added.
    const auto visited_by = std::chrono::steady_clock::now() + expires_in + sweep + 5s;
    const auto until_visited = [&] {
        return std::max(1ms, std::chrono::duration_cast<std::chrono::milliseconds>(
                                 visited_by - std::chrono::steady_clock::now()));
    };
    // Both sockets are read in turns: one left unread for a minute would miss the server's
    // keep-alive ping and be dropped as gone (the server's idle timeout, 60 s).
    std::optional<json> expired, abandoned;
    const auto result_of = [](WsClient& client, std::optional<json>& found) {
        if (found) return;
        if (auto message = client.receive(100ms); message && message->value("type", "") == "event" &&
                                                  message->value("kind", "") == "result")
            found = std::move(message);
    };
    while ((!expired || !abandoned) && until_visited() > 1ms) {
        result_of(*creator.ws, expired);
        result_of(*spectator.ws, abandoned);
    }
    ASSERT_TRUE(expired) << "no result for the invitation's creator; its socket " << creator->end_reason();
    ASSERT_TRUE(abandoned) << "no result for the spectator; its socket " << spectator->end_reason();
    expect_aborted((*expired)["state"]["result"], "invitation-expired");
    expect_aborted((*abandoned)["state"]["result"], "inactive");
    expect_contiguous_versions(*creator.ws, "the invitation's creator");
    expect_contiguous_versions(*spectator.ws, "the spectator");

    // The unwatched game has left memory; the followed ones stay while someone follows them.
    while (games_in_memory(server) != 2 && until_visited() > 1ms) std::this_thread::sleep_for(100ms);
    EXPECT_EQ(games_in_memory(server), 2);
    Player unwatched_light = join(server.port(), unwatched.game, unwatched.creator.secret);
    expect_aborted(unwatched_light.joined["snapshot"]["result"], "inactive");
}

}  // namespace
}  // namespace petteia_server_test
