#pragma once
// The fixture of the Match tests that follow a game through the store (expiry across restarts): a
// fresh SQLite file for each test, and StoringMatch, a Match whose every change's writes are
// applied to that file as the room would apply them.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/game_store.hpp"
#include "server/games/match.hpp"
#include "server/common/secrets.hpp"

namespace petteia::server::testing_support {

// A Match that stores what it changes: each change's writes (best-effort ones too) go to the store
// at once, as the room does once a unit ends; the expiry sweep refreshes the last-seen time first.
class StoringMatch {
public:
    StoringMatch(std::unique_ptr<Match> match, db::GameStore& store) : match_(std::move(match)), store_(&store) {}
    explicit operator bool() const { return match_ != nullptr; }
    StoringMatch* operator->() { return this; }
    Match& operator*() { return *match_; }

    const std::string& id() const { return match_->id(); }
    protocol::GameView view(std::int64_t now) const { return match_->view(now); }
    std::int64_t last_activity_ms() const { return match_->last_activity_ms(); }
    std::optional<std::string_view> expiry(const ExpiryLimits& limits, std::int64_t now) const {
        return match_->expiry(limits, now);
    }
    bool finished() const { return match_->finished(); }

    Answer<JoinOutcome> join(const std::optional<std::string>& secret, std::int64_t now) {
        auto outcome = match_->join(secret, now);
        if (outcome && outcome->change) keep(*outcome->change);
        return outcome;
    }
    std::optional<Change> seat_connected(Side side, std::int64_t now) { return kept(match_->seat_connected(side, now)); }
    std::optional<Change> seat_disconnected(Side side, std::int64_t now) {
        return kept(match_->seat_disconnected(side, now));
    }
    Answer<Change> move(Side side, std::string_view text, std::int64_t now) {
        auto change = match_->move(side, text, now);
        if (change) keep(*change);
        return change;
    }
    Answer<ActionOutcome> act(Side side, protocol::Action action, std::int64_t now) {
        auto outcome = match_->act(side, action, now);
        if (outcome) keep(outcome->change);
        return outcome;
    }
    std::optional<Change> check_time(std::int64_t now) { return kept(match_->check_time(now)); }
    std::optional<Change> check_expiry(const ExpiryLimits& limits, std::int64_t now) {
        if (auto refresh = match_->last_seen_refresh(now)) store_->apply({*refresh});
        return kept(match_->check_expiry(limits, now));
    }

private:
    void keep(const Change& change) {
        store_->apply(change.writes);
        store_->apply(change.best_effort_writes);
    }
    std::optional<Change> kept(std::optional<Change> change) {
        if (change) keep(*change);
        return change;
    }

    std::unique_ptr<Match> match_;
    db::GameStore* store_;
};

class MatchStoreTest : public testing::Test {
protected:
    // A new game, stored.
    StoringMatch created(MatchSettings settings, Side creator, std::int64_t now, std::string* secret = nullptr) {
        auto made = Match::create(std::move(settings), creator, now);
        store_->apply({made.write});
        if (secret) *secret = made.secret;
        return StoringMatch(std::move(made.match), *store_);
    }
    // The game as the store has it, back in memory.
    StoringMatch restored(const std::string& id, std::int64_t last_alive_ms, std::int64_t now) {
        auto back = Match::restore(*store_->load(id), 60'000, last_alive_ms, now);
        EXPECT_TRUE(back) << (back ? "" : back.error());
        if (!back) return StoringMatch(nullptr, *store_);
        store_->apply(back->writes);
        return StoringMatch(std::move(back->match), *store_);
    }

    void SetUp() override {
        ASSERT_TRUE(init_secrets());
        directory_ = std::filesystem::path(testing::TempDir()) /
                     ("match_store_test_" + std::to_string(getpid()) + "_" +
                      testing::UnitTest::GetInstance()->current_test_info()->test_suite_name() + "_" +
                      testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(directory_);
        std::filesystem::create_directories(directory_);
        store_ = std::make_unique<db::GameStore>(directory_ / "games.sqlite");
    }
    void TearDown() override {
        store_.reset();
        std::filesystem::remove_all(directory_);
    }

    std::optional<db::StoredGame> stored(const std::string& id) { return store_->load(id); }

    std::filesystem::path directory_;
    std::unique_ptr<db::GameStore> store_;
};

}  // namespace petteia::server::testing_support
