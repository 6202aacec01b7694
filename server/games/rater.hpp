#pragma once
// Rates the rated games that end (issue 27): each on a thread of its own, off the rooms' strands,
// in one transaction of the ratings' store that rates a game exactly once (db/rating_store.hpp),
// with Glicko-2 (ratings/). A room asks when its rated game's end is stored; the heartbeat sweeps
// the store now and then for rated games that ended without being rated (the node died between
// the two transactions, the store failed, the game ended where no room asked), so that every rated
// game is rated once, whichever node rates it. Thread-safe.
#include <functional>
#include <string>
#include <vector>

#include "db/rating_store.hpp"
#include "server/common/asio.hpp"

namespace petteia::server {

class Rater {
public:
    // Told, on the rater's thread, of each game it rated with the changes it made (none: the game
    // changed no rating, an aborted one say).
    using Rated = std::function<void(const std::string& game, const std::vector<db::RatingChange>& changes)>;

    Rater(db::RatingStore& store, Rated rated);
    ~Rater();
    Rater(const Rater&) = delete;
    Rater& operator=(const Rater&) = delete;

    // Rates the game if it is a rated game that ended and was not rated yet.
    void rate(const std::string& game);
    // Rates every game the store says waits for it (at most `limit` a sweep).
    void sweep(int limit = 100);

    // The computation the store runs inside its transaction (public for the tests): the game's
    // category and both ratings after it, or nothing when it changes none.
    static std::optional<db::RatingStore::Computed> compute(const db::GameToRate& game, const db::RatingStore::Current& current);

private:
    void rate_now(const std::string& game);  // on the thread

    db::RatingStore& store_;
    Rated rated_;
    asio::thread_pool thread_{1};  // last: joined first
};

}  // namespace petteia::server
