#include "server/tournaments/directors.hpp"

#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "server/common/clock_source.hpp"
#include "server/tournaments/site_schedule.hpp"

namespace petteia::server {

std::string tournament_route_key(std::string_view id) { return "tournament:" + std::string(id); }

Directors::Directors(asio::any_io_executor executor, db::TournamentStore& store, db::GroupCommit& writes,
                     GameRegistry& registry, const Config& config)
    : executor_(executor), store_(store), writes_(writes), registry_(registry), config_(config),
      timer_(asio::make_strand(executor)) {}

Directors::~Directors() { store_thread_.join(); }

void Directors::run() { poll(); }

void Directors::stop() {
    asio::post(timer_.get_executor(), [self = shared_from_this()] {
        self->stopped_ = true;
        self->timer_.cancel();
    });
}

void Directors::poll() {
    {
        const std::lock_guard lock(mutex_);
        for (auto it = directors_.begin(); it != directors_.end();) {
            if (it->second->forgettable()) {
                it = directors_.erase(it);
                continue;
            }
            it->second->tick();
            ++it;
        }
    }
    timer_.expires_after(std::chrono::milliseconds(Director::poll_ms));
    timer_.async_wait([self = shared_from_this()](error_code error) {
        if (!error && !self->stopped_) self->poll();
    });
}

std::shared_ptr<Director> Directors::start_directing(const std::string& id) {
    auto& slot = directors_[id];
    if (!slot) {
        slot = std::make_shared<Director>(executor_, Director::Parts{store_, store_thread_.get_executor(), writes_, registry_, config_},
                                          id);
        spdlog::info("tournament {}: directed by this node", id);
    }
    return slot;
}

void Directors::find_work() {
    asio::post(store_thread_, [self = shared_from_this()] {
        // On the store's thread: nothing may escape (it would end the process), a failure waits for
        // the next second.
        try {
            self->direct_those_routed_here(now_ms());
            self->store_failing_.store(false, std::memory_order_relaxed);
        } catch (const std::exception& fault) {
            spdlog::warn("tournaments: cannot be read now: {}", fault.what());
            self->store_failing_.store(true, std::memory_order_relaxed);
        }
    });
}

void Directors::direct_those_routed_here(std::int64_t now) {
    // The site's arenas, made ahead once a minute (by whichever node: each slot's key is taken once).
    if (now - scheduled_at_ >= 60'000) {
        scheduled_at_ = now;
        for (const auto& arena : site_arenas_ahead(config_.site_arenas, now))
            if (store_.create(arena)) spdlog::info("tournament {}: the site's {} made", arena.id, *arena.schedule_key);
    }
    std::vector<std::string> ids = store_.running(most_directed);
    for (auto& due : store_.due(now, most_directed)) ids.push_back(std::move(due));
    std::unordered_map<std::string, bool> here;
    for (const std::string& id : ids) here[id] = writes_.store().routed_here(tournament_route_key(id), now);
    std::vector<std::shared_ptr<Director>> leaving;
    {
        const std::lock_guard lock(mutex_);
        for (const auto& [id, routed] : here)
            if (routed && directors_.size() < static_cast<std::size_t>(most_directed)) start_directing(id);
        // Those the ring gives elsewhere now (whatever their state: a page's socket follows too).
        for (auto it = directors_.begin(); it != directors_.end();) {
            if (!writes_.store().routed_here(tournament_route_key(it->first), now)) {
                spdlog::info("tournament {}: directed by another node now", it->first);
                leaving.push_back(it->second);
                it = directors_.erase(it);
            } else {
                ++it;
            }
        }
    }
    for (const auto& director : leaving) director->stop();
}

void Directors::follow(const std::string& id, std::shared_ptr<Subscriber> socket) {
    {
        const std::lock_guard lock(mutex_);
        if (const auto found = directors_.find(id); found != directors_.end()) return found->second->follow(std::move(socket));
    }
    // Not directed here yet: is it the ring's here, and does it exist? Asked on the store's thread.
    asio::post(store_thread_, [self = shared_from_this(), id, socket = std::move(socket)]() mutable {
        bool routed = false;
        bool exists = false;
        try {
            routed = self->writes_.store().routed_here(tournament_route_key(id), now_ms());
            exists = routed && self->store_.find(id).has_value();
        } catch (const std::exception& fault) {
            spdlog::warn("tournament {}: cannot be read now: {}", id, fault.what());
            return socket->move_elsewhere();
        }
        if (!routed) return socket->move_elsewhere();
        if (!exists)
            return socket->refuse(std::make_shared<const std::string>(
                protocol::error_message({protocol::ErrorCode::tournament_not_found, "there is no such tournament", {}})));
        std::shared_ptr<Director> director;
        {
            const std::lock_guard lock(self->mutex_);
            if (self->directors_.size() >= static_cast<std::size_t>(most_directed) && !self->directors_.contains(id))
                return socket->move_elsewhere();
            director = self->start_directing(id);
        }
        director->follow(std::move(socket));
        director->tick();
    });
}

void Directors::unfollow(const std::string& id, const Subscriber* socket) {
    const std::lock_guard lock(mutex_);
    if (const auto found = directors_.find(id); found != directors_.end()) found->second->unfollow(socket);
}

std::size_t Directors::directing() const {
    const std::lock_guard lock(mutex_);
    return directors_.size();
}

std::shared_ptr<Director> Directors::director(const std::string& id) const {
    const std::lock_guard lock(mutex_);
    const auto found = directors_.find(id);
    return found == directors_.end() ? nullptr : found->second;
}

}  // namespace petteia::server
