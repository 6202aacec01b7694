#include "server/games/game_registry.hpp"

#include <algorithm>
#include <functional>
#include <random>

#include <spdlog/spdlog.h>

#include "protocol/client_messages.hpp"
#include "rules/variants.hpp"
#include "server/common/clock_source.hpp"

namespace petteia::server {

GameRegistry::GameRegistry(asio::any_io_executor executor, db::GroupCommit& writes, EnginePool& engines,
                           const Config& config, Limit& games_made)
    : executor_(std::move(executor)), writes_(writes), engines_(engines), config_(config),
      shared_database_(config.database_location().engine == db::Engine::postgresql), games_made_(games_made) {}

GameRegistry::~GameRegistry() {
    const std::lock_guard lock(mutex_);
    for (auto& [id, room] : rooms_) room->drop_waiting();
}

std::shared_ptr<GameRoom> GameRegistry::adopt(std::unique_ptr<Match> match, const std::string& owner,
                                              std::function<void()> started) {
    auto room = std::make_shared<GameRoom>(executor_, std::move(match), *this, owner);
    rooms_[room->id()] = room;
    room->start(std::move(started));
    return room;
}

ExpiryLimits GameRegistry::expiry_limits() const {
    return {config_.invitation_hours * 3'600'000LL, config_.abandoned_days * 86'400'000LL};
}

namespace {

// The creator's seat, as they wished it (random: a coin).
Side creator_side(protocol::ColorChoice color) {
    if (color == protocol::ColorChoice::second) return Side::second;
    if (color == protocol::ColorChoice::random) return std::random_device{}() % 2 ? Side::second : Side::first;
    return Side::first;
}

}  // namespace

void GameRegistry::challenge(DirectChallenge challenge, const std::string& address,
                             std::function<void(Answer<CreatedGame>)> done) {
    const Side side = creator_side(challenge.game.color);
    std::array<std::optional<SeatAccount>, 2> accounts;
    accounts[static_cast<std::size_t>(index_of(side))] = std::move(challenge.challenger);
    accounts[static_cast<std::size_t>(index_of(opponent(side)))] = std::move(challenge.challenged);
    games_made_.try_spend_then(address, now_ms(), [this, request = std::move(challenge.game), address, side,
                                                   accounts = std::move(accounts), done = std::move(done)](std::int64_t wait) mutable {
        if (wait > 0)
            return done(unexpected(protocol::ProtocolError{protocol::ErrorCode::too_many_games,
                                                           "too many new games from your address; try again in a minute", {}}));
        store_new_game(request, address, side, std::move(done), std::move(accounts));
    });
}

void GameRegistry::create(const protocol::CreateGameRequest& request, const std::string& address,
                          std::function<void(Answer<CreatedGame>)> done) {
    const std::int64_t now = now_ms();
    const Side side = creator_side(request.color);
    // The side to move at the start: the first, or the given position's (read by the protocol already).
    Side starts = Side::first;
    if (request.position)
        if (auto start = new_game(request.variant, *request.position)) starts = (*start)->side_to_move();
    {
        std::lock_guard lock(mutex_);
        // The computer moving first thinks at once: a share of the queue the address may not have.
        if (request.computer && side != starts && !engines_.has_room_for(address))
            return done(unexpected(protocol::ProtocolError{
                protocol::ErrorCode::too_many_games, "the computer is still thinking in your other games; try again soon", {}}));
    }
    // Counted in the limit every node shares: over PostgreSQL a database round trip, made on the
    // limits' worker thread, not on this I/O thread; the game is made from there.
    games_made_.try_spend_then(address, now, [this, request, address, side, done = std::move(done)](std::int64_t wait) mutable {
        if (wait > 0)
            return done(unexpected(protocol::ProtocolError{protocol::ErrorCode::too_many_games,
                                                           "too many new games from your address; try again in a minute", {}}));
        store_new_game(request, address, side, std::move(done));
    });
}

void GameRegistry::store_new_game(const protocol::CreateGameRequest& request, const std::string& address, Side side,
                                  std::function<void(Answer<CreatedGame>)> done,
                                  std::array<std::optional<SeatAccount>, 2> accounts) {
    const std::int64_t now = now_ms();
    MatchSettings settings{request.variant, request.time, config_.grace_seconds * 1000LL, std::nullopt, request.position};
    settings.first_move_ms = config_.first_move_seconds * 1000LL;
    if (request.computer) settings.computer = ComputerSeat{opponent(side), *request.computer};
    // A challenge is a game between friends: private (never listed nor on a profile), never rated,
    // the names not shown to whoever has the link; only the seats' accounts are fixed.
    const bool challenge = accounts[0] && accounts[1];
    settings.accounts = std::move(accounts);
    auto made = std::make_shared<CreatedMatch>(Match::create(std::move(settings), side, now));
    const std::string description =
        request.variant + ", " +
        (request.time ? std::to_string(request.time->initial_ms / 1000) + "s+" + std::to_string(request.time->increment_ms / 1000) + "s"
                      : std::string("untimed")) +
        ", creator " + made->match->variant().side_name(side) + ", against " +
        (request.computer                   ? "the computer (" + std::string(engine::level_name(*request.computer)) + ")"
         : challenge                     ? std::string("an account challenged by name")
                                         : std::string("a friend"));
    // Stored before the link is handed out: a link always names a stored game.
    db::GameStore::Unit unit{made->write};
    for (auto& link : made->match->account_links()) unit.push_back(std::move(link));
    writes_.submit(std::move(unit),
                   [this, made, side, address, description, done = std::move(done)](bool stored) {
                       if (!stored) {
                           spdlog::error("game {}: cannot be stored", made->match->id());
                           return done(unexpected(protocol::ProtocolError{
                               protocol::ErrorCode::storage_unavailable, "the game could not be stored; try again soon", {}}));
                       }
                       CreatedGame created{made->match->id(), made->match->variant().side_name(side), made->secret};
                       spdlog::info("game {}: created by {} ({})", created.id, address, description);
                       // Answered once the room has started: a computer moving first is then
                       // thinking, and counted, before the creator can ask for another game.
                       std::lock_guard lock(mutex_);
                       adopt(std::move(made->match), address,
                             [done = std::move(done), created = std::move(created)]() mutable { done(std::move(created)); });
                   });
}

namespace {

// The negative cache: how many unknown ids, for how long.
constexpr std::size_t max_missing = 10'000;
constexpr std::int64_t missing_ms = 10 * 60'000;

}  // namespace

std::shared_ptr<GameRoom> GameRegistry::find_in_memory(const std::string& id) {
    std::lock_guard lock(mutex_);
    const auto found = rooms_.find(id);
    return found == rooms_.end() ? nullptr : found->second;
}

bool GameRegistry::known_missing(const std::string& id) {
    if (!protocol::is_valid_game_id(id)) return true;
    const auto missing = missing_.find(id);
    return missing != missing_.end() && missing->second > now_ms() - missing_ms;
}

void GameRegistry::remember_missing(const std::string& id) {
    missing_[id] = now_ms();
    missing_order_.push_back(id);
    while (missing_order_.size() > max_missing) {
        missing_.erase(missing_order_.front());
        missing_order_.pop_front();
    }
}

void GameRegistry::find(const std::string& id, Found found) {
    {
        std::lock_guard lock(mutex_);
        if (const auto room = rooms_.find(id); room != rooms_.end()) {
            auto in_memory = room->second;
            if (!shared_database_) return found({std::move(in_memory)});
            // Over a shared database another node may have taken the game since this one last
            // wrote it: a node nginx sends the game to again must not answer from what it had.
            asio::post(loader_, [this, id, in_memory = std::move(in_memory), found = std::move(found)]() mutable {
                confirm_then_answer(id, std::move(in_memory), std::move(found));
            });
            return;
        }
        if (known_missing(id)) return found({});
        // One load per id, however many ask while it runs.
        auto& waiting = loading_[id];
        waiting.push_back(std::move(found));
        if (waiting.size() > 1) return;
    }
    asio::post(loader_, [this, id] { load(id); });
}

void GameRegistry::read(const std::string& id, Read done) {
    if (auto room = find_in_memory(id)) {
        // A room that moved away meanwhile answers null: the store has the game as its holder wrote it.
        room->read_stored([this, id, done](const Match* match) {
            if (match) return done(match, false);
            asio::post(loader_, [this, id, done] { read_from_store(id, done); });
        });
        return;
    }
    {
        std::lock_guard lock(mutex_);
        if (known_missing(id)) return done(nullptr, false);
    }
    asio::post(loader_, [this, id, done = std::move(done)] { read_from_store(id, done); });
}

void GameRegistry::read_from_store(const std::string& id, Read done) {
    std::unique_ptr<Match> match;
    bool absent = false, failed = false;
    try {
        // Read, not taken: whoever holds the game goes on holding it, and only what it stored is shown.
        const auto stored = writes_.store().load(id);
        absent = !stored;
        if (stored) {
            const std::int64_t now = now_ms();
            auto restored = Match::restore(*stored, config_.grace_seconds * 1000LL, now, now, config_.first_move_seconds * 1000LL);
            if (restored) match = std::move(restored->match);
            else spdlog::error("game {}: cannot be read: {}", id, restored.error());
        }
    } catch (const std::exception& fault) {
        spdlog::error("game {}: cannot be read: {}", id, fault.what());
        failed = true;
    }
    if (absent) {
        std::lock_guard lock(mutex_);
        remember_missing(id);
    }
    try {
        done(match.get(), failed);
    } catch (const std::exception& fault) {
        spdlog::error("game {}: a reading's answer failed: {}", id, fault.what());
    }
}

void GameRegistry::read_stored_game(const std::string& id, std::function<void(StoreReading)> done) {
    asio::post(loader_, [this, id, done = std::move(done)] {
        StoreReading reading;
        try {
            reading.game = writes_.store().load(id);
        } catch (const std::exception& fault) {
            spdlog::error("game {}: cannot be read to compare with memory: {}", id, fault.what());
            reading.failed = true;
        }
        done(std::move(reading));
    });
}

Expected<RestoredMatch, std::string> GameRegistry::restore_from_store(const db::StoredGame& game, std::int64_t now) const {
    // "Last alive" when the running side's turn began: nothing charged for the time since.
    const std::int64_t turn_began = game.turn_started_at_ms.value_or(now);
    return Match::restore(game, config_.grace_seconds * 1000LL, turn_began, now, config_.first_move_seconds * 1000LL);
}

void GameRegistry::confirm_then_answer(const std::string& id, std::shared_ptr<GameRoom> room, Found found) {
    bool held = true;
    try {
        held = writes_.store().confirm_lease(id);
    } catch (const std::exception& fault) {
        // The database cannot say: the room answers, and its writes are fenced all the same.
        spdlog::error("game {}: its lease cannot be confirmed: {}", id, fault.what());
    }
    if (held) return found({std::move(room)});
    remove(*room, false);
    room->move_away();
    find(id, std::move(found));  // loaded again if its holder let it go or is gone
}

std::shared_ptr<GameRoom> GameRegistry::restore_taken(const std::string& id, const db::StoredGame& game,
                                                      const std::optional<db::PreviousHolder>& previous,
                                                      std::int64_t now) {
    auto restored = Match::restore(game, config_.grace_seconds * 1000LL, last_alive(id, previous, now), now,
                                   config_.first_move_seconds * 1000LL);
    if (!restored) {
        spdlog::error("game {}: cannot be loaded: {}", id, restored.error());
        return nullptr;
    }
    submit_when_possible(std::move(restored->writes));
    // A game that expired at start may be opened before the end written then is stored (the writes
    // queue behind others): the same times end it again here, so that it is never loaded as still
    // open. Storing the same end twice is harmless.
    if (auto ended = restored->match->check_expiry(expiry_limits(), now)) submit_when_possible(std::move(ended->writes));
    std::lock_guard lock(mutex_);
    // Made meanwhile by someone else (a rematch, say): that room is the game.
    const auto existing = rooms_.find(id);
    return existing != rooms_.end() ? existing->second : adopt(std::move(restored->match));
}

void GameRegistry::load(const std::string& id) {
    Lookup lookup;
    bool absent = false;
    try {
        const std::int64_t now = now_ms();
        auto taken = writes_.store().take_and_load(id, now);
        absent = !taken;
        if (taken && taken->game) {
            lookup.room = restore_taken(id, *taken->game, taken->previous, now);
        } else if (taken) {
            lookup.elsewhere = true;
            spdlog::info("game {}: held by node {}, asked to hand it over", id, taken->previous ? taken->previous->node : "?");
        }
    } catch (const std::exception& fault) {
        spdlog::error("game {}: cannot be loaded: {}", id, fault.what());
        lookup.failed = true;
    }
    std::vector<Found> waiting;
    {
        std::lock_guard lock(mutex_);
        waiting = std::move(loading_[id]);
        loading_.erase(id);
        if (absent) remember_missing(id);
    }
    for (auto& found : waiting) {
        try {
            found(lookup);
        } catch (const std::exception& fault) {
            spdlog::error("game {}: a lookup's answer failed: {}", id, fault.what());
        }
    }
}

void GameRegistry::adopt_orphans() {
    if (!shared_database_) return;
    asio::post(loader_, [this] {
        try {
            const std::int64_t now = now_ms();
            for (const auto& orphan : writes_.store().adopt_orphans(now)) {
                if (const auto stale = find_in_memory(orphan.game->id)) {
                    remove(*stale, false);
                    stale->move_away();
                }
                if (restore_taken(orphan.game->id, *orphan.game, orphan.previous, now))
                    spdlog::info("game {}: adopted from node {}, gone", orphan.game->id, orphan.previous->node);
            }
        } catch (const std::exception& fault) {
            spdlog::error("adopting the games of gone nodes: {}", fault.what());
        }
    });
}

void GameRegistry::load_games_past_deadline() {
    asio::post(loader_, [this] {
        try {
            const std::int64_t now = now_ms();
            // A minute's worth at most each time: the rest come at the next sweep, earliest first.
            for (const std::string& id : writes_.store().games_past_deadline(now, 100)) {
                if (find_in_memory(id) || !writes_.store().routed_here(id, now)) continue;
                spdlog::info("game {}: its deadline passed with nobody here; loaded to end it on time", id);
                // Ended on time and stored, it leaves memory at once unless someone came meanwhile.
                find(id, [](const Lookup& found) {
                    if (found.room) found.room->release_if_idle();
                });
            }
        } catch (const std::exception& fault) {
            spdlog::error("loading the games whose deadline passed: {}", fault.what());
        }
    });
}

void GameRegistry::add(std::unique_ptr<Match> match, const std::string& owner) {
    std::lock_guard lock(mutex_);
    // Two rooms of one game would both write it. A room already here (only a bug could have
    // loaded it first) stays the game.
    if (rooms_.contains(match->id())) {
        spdlog::error("game {}: added while already in memory; the room in memory stays", match->id());
        return;
    }
    adopt(std::move(match), owner);
}

bool GameRegistry::allow_new_game(const std::string& address) { return games_made_.spend_without_waiting(address, now_ms()); }

std::size_t GameRegistry::restore_unfinished(std::int64_t last_alive_ms) {
    const std::int64_t now = now_ms();
    const ExpiryLimits limits = expiry_limits();
    std::size_t restored = 0, expired = 0;
    std::lock_guard lock(mutex_);
    for (const db::StoredGame& stored : writes_.store().take_unfinished(now)) {
        auto back = Match::restore(stored, config_.grace_seconds * 1000LL, last_alive_ms, now, config_.first_move_seconds * 1000LL);
        if (!back) {
            spdlog::error("game {}: cannot be restored: {}", stored.id, back.error());
            continue;
        }
        auto& match = back->match;
        submit_when_possible(std::move(back->writes));
        // Nobody follows it yet, so there is nobody to tell: the result is stored, and the game is
        // loaded from the store again if someone opens its link.
        if (auto ended = match->check_expiry(limits, now)) {
            submit_when_possible(std::move(ended->writes));
            spdlog::info("game {}: ends at start ({})", stored.id, match->view(now).result.reason);
            ++expired;
            continue;
        }
        adopt(std::move(match));
        ++restored;
    }
    if (expired) spdlog::info("{} expired games ended at start", expired);
    return restored;
}

void GameRegistry::submit_when_possible(std::vector<db::GameWrite> writes) {
    if (writes.empty()) return;
    writes_.submit(std::move(writes));
}

void GameRegistry::release_idle(std::size_t slice, std::size_t slices) {
    std::vector<std::shared_ptr<GameRoom>> rooms;
    {
        std::lock_guard lock(mutex_);
        rooms.reserve(rooms_.size() / std::max<std::size_t>(slices, 1) + 1);
        for (const auto& [id, room] : rooms_)
            if (slices <= 1 || std::hash<std::string>{}(id) % slices == slice) rooms.push_back(room);
    }
    const ExpiryLimits limits = expiry_limits();
    // Both run on each room's strand, in this order: a game that expires now leaves at once when
    // nobody follows it.
    for (const auto& room : rooms) {
        room->expire_if_due(limits);
        room->release_if_idle();
    }
}

void GameRegistry::remove(const GameRoom& room, bool let_go) {
    std::lock_guard lock(mutex_);
    const auto found = rooms_.find(room.id());
    if (found == rooms_.end() || found->second.get() != &room) return;
    rooms_.erase(found);
    if (let_go) return let_go_of(room.id());
    writes_.store().forget_lease(room.id());
}

void GameRegistry::let_go_of(const std::string& id) {
    // Under mutex_: a load of the game on another thread would otherwise take its lease again
    // between these lines, and have it forgotten.
    const std::optional<std::int64_t> token = writes_.store().lease_token(id);
    writes_.store().forget_lease(id);
    // After the room's last writes (the group commit keeps their order); with the token it had, so
    // that a lease this node takes again meanwhile stays closed.
    if (token) writes_.submit([id, token = *token](db::GameStore& store) { store.release_lease(id, token); });
}

void GameRegistry::leases_lost(const std::vector<std::string>& ids) {
    for (const auto& id : ids)
        if (const auto room = find_in_memory(id)) room->move_away();
}

void GameRegistry::hand_over(const std::vector<std::string>& ids) {
    for (const auto& id : ids)
        if (const auto room = find_in_memory(id)) room->hand_over();
}

std::int64_t GameRegistry::last_alive(const std::string& id, const std::optional<db::PreviousHolder>& previous,
                                      std::int64_t now) const {
    if (!previous || previous->node == config_.node || !previous->last_heartbeat_ms) return now;
    const std::int64_t heard = *previous->last_heartbeat_ms;
    if (heard > now - db::GameLeases::gone_after_ms) return now;  // alive: it kept the clocks, and stored them, to the end
    spdlog::info("game {}: taken from node {}, silent for {} s: that time is charged to no one", id, previous->node,
                 (now - heard) / 1000);
    return heard;
}

std::size_t GameRegistry::size() const {
    std::lock_guard lock(mutex_);
    return rooms_.size();
}

}  // namespace petteia::server
