// A game restarts exactly: its event versions go on from the last one stored instead of jumping,
// and the offers pending when the server stopped are pending still.
#include <gtest/gtest.h>

#include "tests/server/test_support.hpp"

namespace petteia_server_test {
namespace {

TEST(RestartExactly, VersionsGoOnAndOffersSurvive) {
    ServerProcess server;
    Table table = open_table(server);
    play(table.first(), "B1-B3", {&table.creator, &table.guest});
    table.first()->send(action("offer_draw"));
    const json offer = table.second()->wait_event("offer");
    const std::int64_t offered_at = offer["version"];
    const std::string light = table.first().secret, dark = table.second().secret;
    const std::string light_side = table.first().role;

    ASSERT_EQ(server.terminate(), 0);
    server.restart();
    Player back_light = join(server.port(), table.game, light);
    const json snapshot = back_light.joined["snapshot"];
    EXPECT_EQ(snapshot["offers"]["draw"], light_side) << "the offer outlived the restart";
    // The departures at shutdown are events too; nothing like a timestamp.
    EXPECT_GE(snapshot["version"].get<std::int64_t>(), offered_at);
    EXPECT_LE(snapshot["version"].get<std::int64_t>(), offered_at + 4);

    Player back_dark = join(server.port(), table.game, dark);
    back_dark->send(action("accept_draw"));
    const json result = back_light->wait_event("result");
    EXPECT_EQ(result["state"]["result"]["state"], "draw");
    expect_contiguous_versions(*back_light.ws, "light after the restart");
    expect_contiguous_versions(*back_dark.ws, "dark after the restart");
}

}  // namespace
}  // namespace petteia_server_test
