#include "bench/soak/ledger.hpp"

#include <iostream>

namespace petteia::soak {

namespace {
constexpr std::size_t failures_kept = 50;
}

GameRecord& Ledger::record(const std::string& game) { return games_[game]; }

void Ledger::created(const std::string& game, const std::string& variant) {
    std::lock_guard lock(mutex_);
    record(game).variant = variant;
}

void Ledger::observe(int seat, const SeatView& view, const char* how) {
    if (view.version <= 0) return;
    std::string broken;
    {
        std::lock_guard lock(mutex_);
        GameRecord& game = record(view.game);
        const auto version = static_cast<std::size_t>(view.version);
        if (game.digests.size() <= version) game.digests.resize(version + 1, 0);
        const std::uint64_t digest = view.digest();
        if (game.digests[version] == 0) game.digests[version] = digest;
        else if (game.digests[version] != digest)
            broken = "game " + view.game + " version " + std::to_string(version) + " showed seat " +
                     std::to_string(seat) + " other moves or result (by " + how + ", " +
                     std::to_string(view.moves.size()) + " moves, " + view.result_state + ") than it showed before";
        if (view.version < game.last_version[seat])
            broken += (broken.empty() ? "" : "; ") + std::string("game ") + view.game + " went back from version " +
                      std::to_string(game.last_version[seat]) + " to " + std::to_string(view.version) +
                      " for seat " + std::to_string(seat) + " (by " + how + ")";
        game.last_version[seat] = std::max(game.last_version[seat], view.version);
    }
    if (!broken.empty()) failure(broken);
}

void Ledger::sent(const std::string& game, const std::string& side, std::size_t ply, const std::string& move) {
    std::lock_guard lock(mutex_);
    auto& sent = record(game).sent;
    if (sent.size() <= ply) sent.resize(ply + 1);
    sent[ply].emplace_back(side, move);
}

void Ledger::last_seen(int seat, const SeatView& view) {
    if (view.game.empty() || !view.joined) return;
    SeatView kept = view;
    kept.legal.clear();  // not compared, and the biggest part
    std::lock_guard lock(mutex_);
    record(view.game).last_seen[seat] = std::move(kept);
}

void Ledger::failure(const std::string& what) {
    std::lock_guard lock(mutex_);
    if (failure_count_++ < failures_kept) {
        failures_.push_back(what);
        std::cerr << "petteia-soak: FAILURE: " << what << std::endl;
    }
}

std::size_t Ledger::failure_count() const {
    std::lock_guard lock(mutex_);
    return failure_count_;
}

std::vector<std::string> Ledger::failures() const {
    std::lock_guard lock(mutex_);
    return failures_;
}

std::map<std::string, GameRecord> Ledger::games() const {
    std::lock_guard lock(mutex_);
    return games_;
}

std::size_t Ledger::game_count() const {
    std::lock_guard lock(mutex_);
    return games_.size();
}

}  // namespace petteia::soak
