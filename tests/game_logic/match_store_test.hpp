#pragma once
// The fixture of the Match tests: a group commit over a fresh SQLite file for each test, where the
// matches write, and the write failures it reports (a test that caused any fails).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "db/group_commit.hpp"
#include "server/secrets.hpp"

namespace petteia::server::testing_support {

class MatchStoreTest : public testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(init_secrets());
        directory_ = std::filesystem::path(testing::TempDir()) /
                     ("match_store_test_" + std::to_string(getpid()) + "_" +
                      testing::UnitTest::GetInstance()->current_test_info()->test_suite_name() + "_" +
                      testing::UnitTest::GetInstance()->current_test_info()->name());
        std::filesystem::remove_all(directory_);
        std::filesystem::create_directories(directory_);
        store_ = std::make_unique<db::GameStore>(directory_ / "games.sqlite");
        writes_ = std::make_unique<db::GroupCommit>(*store_, [this](const std::string& what) { failures_.push_back(what); });
    }
    void TearDown() override {
        writes_.reset();
        EXPECT_TRUE(failures_.empty()) << failures_.front();
        store_.reset();
        std::filesystem::remove_all(directory_);
    }

    // What the store holds once the queued writes are committed.
    std::optional<db::StoredGame> stored(const std::string& id) {
        writes_->flush();
        return store_->load(id);
    }

    std::filesystem::path directory_;
    std::unique_ptr<db::GameStore> store_;
    std::unique_ptr<db::GroupCommit> writes_;
    std::vector<std::string> failures_;
};

}  // namespace petteia::server::testing_support
