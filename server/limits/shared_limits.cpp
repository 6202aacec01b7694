#include "server/limits/shared_limits.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

namespace petteia::server {

namespace {

using Policy = Limit::IfTheDatabaseFails;

// Checks waiting for the worker thread before callers count on their node instead: at ~100 µs a
// check, a few tenths of a second of work.
constexpr std::size_t max_checks_waiting = 4'096;

std::unique_ptr<db::LimitStore> store_for(const db::DatabaseLocation& database) {
    if (database.engine != db::Engine::postgresql) return nullptr;
    return std::make_unique<db::LimitStore>(database);
}

Limit make_limit(db::BucketRule rule, db::LimitStore* store, LimitWorker* worker, Policy policy) {
    if (!store) return Limit(rule);
    return Limit(rule, *store, *worker, policy);
}

// At least a millisecond: the load tests ask for a million games a minute.
std::int64_t refill_for(int games_per_minute) { return std::max(1, 60'000 / std::max(1, games_per_minute)); }

}  // namespace

SharedLimits::SharedLimits(const db::DatabaseLocation& database, int games_per_minute)
    : store_(store_for(database)),
      worker_(store_ ? std::make_unique<LimitWorker>(max_checks_waiting) : nullptr),
      password_checks_per_address(make_limit({"password checks per address", 10, 60'000}, store_.get(), worker_.get(), Policy::refuse)),
      guesses_per_account_and_address(make_limit({"guesses per account and address", 5, 300'000}, store_.get(), worker_.get(), Policy::refuse)),
      guesses_per_account(make_limit({"guesses per account", 10, 120'000}, store_.get(), worker_.get(), Policy::refuse)),
      guesses_per_device(make_limit({"guesses per device", 5, 300'000}, store_.get(), worker_.get(), Policy::refuse)),
      reports_per_address(make_limit({"reports per address", 20, 180'000}, store_.get(), worker_.get(), Policy::count_here)),
      reports_per_account(make_limit({"reports per account", 10, 360'000}, store_.get(), worker_.get(), Policy::count_here)),
      reports_per_game(make_limit({"reports per game", 30, 120'000}, store_.get(), worker_.get(), Policy::count_here)),
      games_made(make_limit({"games per address", std::max(1, games_per_minute), refill_for(games_per_minute)}, store_.get(),
                            worker_.get(), Policy::count_here)),
      game_lookups(make_limit({"unknown game lookups per address", 20, 500}, store_.get(), worker_.get(), Policy::count_here)),
      people_changes_per_account(
          make_limit({"follows and blocks per account", 30, 10'000}, store_.get(), worker_.get(), Policy::count_here)),
      people_changes_per_address(
          make_limit({"follows and blocks per address", 60, 5'000}, store_.get(), worker_.get(), Policy::count_here)),
      challenges_per_account(
          make_limit({"direct challenges per account", 20, 6'000}, store_.get(), worker_.get(), Policy::count_here)),
      challenges_per_address(
          make_limit({"direct challenges per address", 40, 3'000}, store_.get(), worker_.get(), Policy::count_here)),
      tournaments_per_address(
          make_limit({"tournaments made per address", 10, 8'640'000}, store_.get(), worker_.get(), Policy::count_here)),
      tournament_moves_per_account(
          make_limit({"tournament joins per account", 30, 2'000}, store_.get(), worker_.get(), Policy::count_here)),
      tournament_moves_per_address(
          make_limit({"tournament joins per address", 120, 500}, store_.get(), worker_.get(), Policy::count_here)),
      clubs_per_address(make_limit({"clubs made per address", 10, 8'640'000}, store_.get(), worker_.get(), Policy::count_here)),
      club_actions_per_account(
          make_limit({"club actions per account", 30, 2'000}, store_.get(), worker_.get(), Policy::count_here)),
      club_actions_per_address(
          make_limit({"club actions per address", 120, 500}, store_.get(), worker_.get(), Policy::count_here)),
      exercise_ratings_per_account(
          make_limit({"exercise ratings per account", 60, 5'000}, store_.get(), worker_.get(), Policy::count_here)),
      exercise_ratings_per_address(
          make_limit({"exercise ratings per address", 120, 2'000}, store_.get(), worker_.get(), Policy::count_here)) {}

SharedLimits::~SharedLimits() { finish(); }

void SharedLimits::forget_full() {
    if (!store_) return;  // one node: each AttemptLimiter forgets its own full buckets
    try {
        const auto forgotten = store_->forget_full();
        spdlog::info("{} full limit buckets forgotten", forgotten);
    } catch (const std::exception& fault) {
        spdlog::error("full limit buckets cannot be forgotten: {}", fault.what());
    }
}

void SharedLimits::finish() {
    if (worker_) worker_->finish();
}

}  // namespace petteia::server
