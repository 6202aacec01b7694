#include "server/tournaments/director.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "protocol/player_events.hpp"
#include "rules/variants.hpp"
#include "server/common/clock_source.hpp"
#include "server/games/match.hpp"
#include "server/tournaments/tournament_views.hpp"
#include "tournaments/arena_pairing.hpp"
#include "tournaments/round_robin.hpp"
#include "tournaments/round_times.hpp"
#include "tournaments/swiss.hpp"

namespace petteia::server {

Director::Director(asio::any_io_executor executor, Parts parts, std::string id)
    : strand_(asio::make_strand(executor)), parts_(parts), id_(std::move(id)) {}

Director::Figures Director::figures() const {
    const std::lock_guard lock(figures_mutex_);
    return figures_;
}

void Director::tick() {
    asio::post(strand_, [self = shared_from_this()] {
        if (self->stopped_) return;
        if (self->busy_) {
            self->tick_missed_ = true;
            return;
        }
        self->tick_missed_ = false;
        self->read(now_ms());
    });
}

bool Director::over() const { return tournament_.state == "finished" || tournament_.state == "cancelled"; }

void Director::read(std::int64_t now) {
    busy_ = true;
    const bool whole = !loaded_;
    const bool players_due = whole || now - players_read_at_ >= players_every_ms;
    if (players_due) players_read_at_ = now;
    // Only a running tournament has games to watch; an open one is read for its players alone.
    const bool games_due = whole || tournament_.state == "running";
    std::vector<std::string> were_in_play(in_play_.begin(), in_play_.end());
    asio::post(parts_.store_thread, [self = shared_from_this(), whole, players_due, games_due,
                                     were_in_play = std::move(were_in_play)] {
        Reading reading;
        reading.whole = whole;
        auto& store = self->parts_.store;
        try {
            reading.tournament = store.find(self->id_);
            if (reading.tournament) {
                if (whole) reading.organiser = store.organiser_name(self->id_);
                if (players_due) reading.players = store.players(self->id_);
                if (games_due) reading.in_play = store.in_play(self->id_);
                if (whole) {
                    reading.games = store.games(self->id_);
                    reading.byes = store.byes(self->id_);
                } else {
                    for (const std::string& game : were_in_play)
                        if (!std::binary_search(reading.in_play.begin(), reading.in_play.end(), game))
                            if (auto ended = store.game(self->id_, game)) reading.games.push_back(std::move(*ended));
                }
            }
        } catch (const std::exception& fault) {
            spdlog::warn("tournament {}: cannot be read now: {}", self->id_, fault.what());
            reading.failed = true;
        }
        asio::post(self->strand_, [self, reading = std::move(reading)]() mutable {
            self->busy_ = false;
            if (self->stopped_) return;
            self->apply(std::move(reading));
        });
    });
}

void Director::apply(Reading reading) {
    const std::int64_t now = now_ms();
    if (reading.failed) {
        quiet_until_ = now + 1'000;
        return;
    }
    if (!reading.tournament) {
        // Gone (never made, or made and lost with a database restored from before it).
        tournament_.state = "cancelled";
        forgettable_ = followers_.empty();
        return;
    }
    // Its row changed (its organiser brought the next round forward, another node started it): told.
    if (*reading.tournament != tournament_) changed_ = true;
    tournament_ = std::move(*reading.tournament);
    if (reading.players) {
        if (*reading.players != players_) changed_ = true;
        players_ = std::move(*reading.players);
    }
    if (reading.whole) {
        organiser_ = std::move(reading.organiser);
        games_ = std::move(reading.games);
        byes_ = std::move(reading.byes);
        game_index_.clear();
        for (std::size_t i = 0; i < games_.size(); ++i) game_index_[games_[i].game_id] = i;
        loaded_ = true;
        changed_ = true;
    } else {
        for (db::TournamentGame& ended : reading.games) {
            const auto found = game_index_.find(ended.game_id);
            if (found == game_index_.end()) continue;
            games_[found->second] = std::move(ended);
            changed_ = true;
        }
    }
    if (tournament_.state == "running" || reading.whole) {
        std::set<std::string> in_play(reading.in_play.begin(), reading.in_play.end());
        // A game this director did not pair (another director's, for a moment): everything is read again.
        for (const std::string& game : in_play)
            if (!game_index_.contains(game)) loaded_ = false;
        in_play_ = std::move(in_play);
    }
    decide(now);
}

void Director::decide(std::int64_t now) {
    if (loaded_ && !busy_ && now >= quiet_until_) {
        const auto& t = tournament_;
        const bool arena = t.kind == "arena";
        if (t.state == "open" && t.starts_at_ms <= now) {
            change_state(true, now);
        } else if (t.state == "running" && arena && t.duration_ms && t.starts_at_ms + *t.duration_ms <= now) {
            change_state(false, now);
        } else if (t.state == "running" && arena) {
            pair_arena(now);
        } else if (t.state == "running") {
            pair_round(now);
        }
    }
    tell(now, false);
    if (over() && followers_.empty() && !busy_) forgettable_ = true;
}

void Director::change_state(bool start, std::int64_t now) {
    busy_ = true;
    asio::post(parts_.store_thread, [self = shared_from_this(), start, now] {
        bool failed = false;
        bool changed = false;
        bool cancel = false;
        try {
            // Fewer than two players at the hour (counted now: they may have joined a moment ago, on
            // any node): nothing to play, the tournament is cancelled.
            if (start) {
                const auto players = self->parts_.store.players(self->id_);
                cancel = std::count_if(players.begin(), players.end(),
                                       [](const db::TournamentPlayer& player) { return player.state != "withdrawn"; }) < 2;
            }
            changed = start && !cancel ? self->parts_.store.start(self->id_) : self->parts_.store.finish(self->id_, now);
        } catch (const std::exception& fault) {
            spdlog::warn("tournament {}: its state cannot be stored now: {}", self->id_, fault.what());
            failed = true;
        }
        asio::post(self->strand_, [self, failed, changed, start, cancel, now] {
            self->busy_ = false;
            if (failed) {
                self->quiet_until_ = now + 1'000;
                return;
            }
            if (changed)
                spdlog::info("tournament {}: {}", self->id_, cancel ? "cancelled, fewer than two players" : start ? "started" : "finished");
            // Read everything again: the store says what it is now, whoever changed it.
            self->loaded_ = false;
            self->changed_ = true;
            if (!self->stopped_) self->read(now);
        });
    });
}

const db::TournamentPlayer* Director::player(std::int64_t account) const {
    const auto found = std::find_if(players_.begin(), players_.end(),
                                    [account](const db::TournamentPlayer& player) { return player.account_id == account; });
    return found == players_.end() ? nullptr : &*found;
}

std::vector<StandingRow> Director::table() const { return standings(tournament_, players_, games_, byes_); }

void Director::pair_arena(std::int64_t now) {
    std::set<std::int64_t> busy;
    for (const std::string& id : in_play_) {
        const auto& game = games_[game_index_.at(id)];
        busy.insert(game.first_account);
        busy.insert(game.second_account);
    }
    std::vector<tournaments::WaitingPlayer> waiting;
    for (const auto& row : table()) {
        if (row.state != "playing" || busy.contains(row.account_id) || !present_.contains(row.account_id)) continue;
        tournaments::WaitingPlayer player{row.account_id, static_cast<int>(row.score), row.rating, std::nullopt};
        // The opponent of their latest game (games_ are in pairing order).
        for (auto game = games_.rbegin(); game != games_.rend(); ++game) {
            if (game->first_account == row.account_id) player.last_opponent = game->second_account;
            else if (game->second_account == row.account_id) player.last_opponent = game->first_account;
            if (player.last_opponent) break;
        }
        waiting.push_back(player);
    }
    if (waiting.size() < 2) return;
    // Colours: whoever played first less often in this arena plays first; when even, the other
    // colour than their latest game; when that is even too, the lower in the standings.
    const auto firsts = [&](std::int64_t account) {
        int balance = 0;
        std::optional<bool> last_first;
        for (const auto& game : games_) {
            if (game.first_account == account) ++balance, last_first = true;
            if (game.second_account == account) --balance, last_first = false;
        }
        return std::pair{balance, last_first.value_or(false) ? 1 : 0};
    };
    std::vector<Pair> pairs;
    for (const auto& [higher, lower] : tournaments::arena_pairs(std::move(waiting))) {
        const bool higher_first = firsts(higher) < firsts(lower);
        pairs.push_back(higher_first ? Pair{higher, lower} : Pair{lower, higher});
    }
    store_pairing(0, pairs, std::nullopt, now);
}

int Director::rounds_in_all() const { return server::rounds_in_all(tournament_, players_.size()); }

void Director::pair_round(std::int64_t now) {
    const int round = tournament_.round;
    for (const std::string& id : in_play_)
        if (games_[game_index_.at(id)].round == round) return;  // the round is still being played
    if (round >= rounds_in_all()) return change_state(false, now);
    if (tournament_.next_round_at_ms && *tournament_.next_round_at_ms > now) return;  // rounds at set times
    const auto playing = [&](std::int64_t account) {
        const auto* found = player(account);
        return found && found->state == "playing";
    };
    std::vector<Pair> pairs;
    std::optional<std::int64_t> bye;
    if (tournament_.kind == "round_robin") {
        // Players by their place in the draw, the order they joined (store.start kept only those
        // not withdrawn then); a game with a player who has since withdrawn is not played.
        const auto schedule = tournaments::round_robin(static_cast<int>(players_.size()));
        for (const auto& game : schedule[static_cast<std::size_t>(round)].games) {
            const auto first = players_[static_cast<std::size_t>(game.white)].account_id;
            const auto second = players_[static_cast<std::size_t>(game.black)].account_id;
            if (playing(first) && playing(second)) pairs.push_back({first, second});
        }
    } else {
        // Swiss: the starting ranks by rating when joined (then who joined first); points from the
        // standings; who met whom and with which colour from the games, in pairing order.
        std::vector<const db::TournamentPlayer*> ranked;
        for (const auto& p : players_) ranked.push_back(&p);
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto* a, const auto* b) { return a->rating > b->rating; });
        std::unordered_map<std::int64_t, int> number;
        for (std::size_t i = 0; i < ranked.size(); ++i) number[ranked[i]->account_id] = static_cast<int>(i);
        std::unordered_map<std::int64_t, tournaments::SwissPlayer> swiss;
        for (const auto& row : table()) {
            if (row.state != "playing") continue;
            auto& entry = swiss[row.account_id];
            entry.number = number.at(row.account_id);
            entry.half_points = static_cast<int>(row.score * 2 + 0.5);
            entry.had_bye = !row.byes.empty();
        }
        for (const auto& game : games_) {
            if (game.result_state == "aborted") continue;
            if (auto found = swiss.find(game.first_account); found != swiss.end()) {
                found->second.opponents.push_back(number.at(game.second_account));
                found->second.colours.push_back(tournaments::Colour::white);
            }
            if (auto found = swiss.find(game.second_account); found != swiss.end()) {
                found->second.opponents.push_back(number.at(game.first_account));
                found->second.colours.push_back(tournaments::Colour::black);
            }
        }
        std::vector<tournaments::SwissPlayer> list;
        std::unordered_map<int, std::int64_t> account_of;
        for (auto& [account, entry] : swiss) {
            account_of[entry.number] = account;
            list.push_back(std::move(entry));
        }
        std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
        if (list.size() >= 2) {
            const auto paired = tournaments::swiss_round(list);
            for (const auto& game : paired.games) pairs.push_back({account_of.at(game.white), account_of.at(game.black)});
            if (paired.bye) bye = account_of.at(*paired.bye);
        } else if (list.size() == 1) {
            bye = account_of.begin()->second;
        }
    }
    store_pairing(round + 1, pairs, bye, now);
}

std::optional<std::int64_t> Director::next_round_at(int round, std::int64_t now) const {
    if (!tournament_.round_every_ms || round == 0 || round >= rounds_in_all()) return std::nullopt;
    std::int64_t first = now;
    for (const auto& game : games_)
        if (game.round == 1) first = std::min(first, game.paired_at_ms);
    return tournaments::next_round_at(first, *tournament_.round_every_ms, round, now);
}

void Director::store_pairing(int round, const std::vector<Pair>& pairs, std::optional<std::int64_t> bye, std::int64_t now) {
    if (pairs.empty() && round == 0) return;
    db::TournamentPairing pairing{id_, round, {}, bye, now, next_round_at(round, now)};
    auto units = std::make_shared<std::vector<db::GameStore::Unit>>();
    auto matches = std::make_shared<std::vector<std::unique_ptr<Match>>>();
    std::vector<db::TournamentGame> made;
    for (const Pair& pair : pairs) {
        MatchSettings settings{tournament_.variant, protocol_time(tournament_.time), parts_.config.grace_seconds * 1000, std::nullopt,
                               std::nullopt};
        settings.lobby = true;  // names shown
        settings.rated = tournament_.rated;
        settings.tournament = id_;
        for (const auto& [seat, account] : {std::pair{0, pair.first}, std::pair{1, pair.second}}) {
            const auto* found = player(account);
            settings.accounts[static_cast<std::size_t>(seat)] =
                SeatAccount{account, found ? found->name : std::string(), found ? std::optional(found->rating) : std::nullopt,
                            std::nullopt, std::nullopt};
        }
        auto [match, writes] = Match::create_for_tournament(std::move(settings), now);
        pairing.games.push_back({match->id(), pair.first, pair.second});
        db::TournamentGame game;
        game.game_id = match->id();
        game.round = round;
        game.first_account = pair.first;
        game.second_account = pair.second;
        game.paired_at_ms = now;
        made.push_back(std::move(game));
        units->push_back(std::move(writes));
        matches->push_back(std::move(match));
    }
    busy_ = true;
    auto refused = std::make_shared<bool>(false);
    parts_.writes.submit(
        [pairing, units, refused](db::GameStore& store) {
            try {
                store.pair_in_tournament(pairing, *units);
            } catch (const db::PairingRefused& refusal) {
                spdlog::warn("tournament {}: pairing refused: {}", pairing.tournament_id, refusal.what());
                *refused = true;
                throw;
            }
        },
        [self = shared_from_this(), matches, made = std::move(made), refused, round, bye, now,
         next = pairing.next_round_at_ms](bool stored) mutable {
            asio::post(self->strand_, [self, matches, made = std::move(made), refused, round, bye, now, next, stored]() mutable {
                self->busy_ = false;
                if (!stored) {
                    const std::lock_guard lock(self->figures_mutex_);
                    if (*refused) {
                        ++self->figures_.refused;
                        self->loaded_ = false;  // another director paired: read what it stored
                    } else {
                        self->quiet_until_ = now + 1'000;  // storage fails: try again in a second
                    }
                    return;
                }
                {
                    const std::lock_guard lock(self->figures_mutex_);
                    ++self->figures_.pairings;
                    self->figures_.games += made.size();
                }
                // Stored: now the games are served and their players told (never before).
                for (auto& match : *matches) self->parts_.registry.add(std::move(match), {});
                if (round > 0) {
                    self->tournament_.round = round;
                    self->tournament_.next_round_at_ms = next;
                }
                if (bye) self->byes_.push_back({round, *bye});
                for (auto& game : made) {
                    self->game_index_[game.game_id] = self->games_.size();
                    self->in_play_.insert(game.game_id);
                    self->games_.push_back(std::move(game));
                    self->tell_paired(self->games_.back());
                }
                self->changed_ = true;
                self->tell(now_ms(), false);
                if (self->tick_missed_ && !self->stopped_) {
                    self->tick_missed_ = false;
                    self->read(now_ms());
                }
            });
        });
}

void Director::tell_paired(const db::TournamentGame& game) {
    const auto variant = new_game(tournament_.variant);
    for (const int seat : {0, 1}) {
        const std::int64_t account = seat == 0 ? game.first_account : game.second_account;
        const std::int64_t other = seat == 0 ? game.second_account : game.first_account;
        const auto* opponent = player(other);
        const std::string side = variant ? (*variant)->variant().side_name(static_cast<Side>(seat)) : std::string();
        const auto message = std::make_shared<const std::string>(
            protocol::tournament_game_message(id_, game.game_id, side, opponent ? opponent->name : std::string()));
        for (const auto& [key, follower] : followers_)
            if (const auto socket = follower.socket.lock(); socket && follower.account == account) send(socket, message);
        // And wherever else they are on the site (their events sockets, on any node).
        protocol::PlayerEvent event;
        event.kind = protocol::PlayerEventKind::tournament_game;
        event.game = game.game_id;
        event.variant = tournament_.variant;
        if (opponent) event.opponent = opponent->name;
        event.side = side;
        event.tournament = id_;
        parts_.registry.tell_player(account, protocol::player_event_message(event));
    }
}

protocol::TournamentView Director::view() const {
    return tournament_view(tournament_, organiser_, players_, rounds_in_all());
}

void Director::tell(std::int64_t now, bool at_once) {
    if (!loaded_ || followers_.empty()) return;
    if (!changed_ || (!at_once && now - told_at_ < told_every_ms)) return;
    changed_ = false;
    told_at_ = now;
    const auto rows = table();
    std::vector<protocol::TournamentGameView> playing;
    std::unordered_map<std::int64_t, std::string> game_of;  // each player in a game, its id (not a scan a follower)
    for (const std::string& id : in_play_) {
        const auto& game = games_[game_index_.at(id)];
        const auto* first = player(game.first_account);
        const auto* second = player(game.second_account);
        playing.push_back({id, game.round, first ? first->name : "", second ? second->name : ""});
        game_of[game.first_account] = id;
        game_of[game.second_account] = id;
    }
    const auto page = standing_page(rows, 1);
    last_told_ = std::make_shared<const std::string>(protocol::tournament_message(
        protocol::tournament_page_json(view(), page, rows.size(), 1, games_shown(playing, page), playing.size(), std::nullopt)));
    std::unordered_map<std::int64_t, const StandingRow*> by_account;
    for (const auto& row : rows) by_account[row.account_id] = &row;
    std::unordered_map<std::int64_t, std::shared_ptr<const std::string>> yours;
    for (const auto& [key, follower] : followers_) {
        const auto socket = follower.socket.lock();
        if (!socket) continue;
        send(socket, last_told_);
        const auto& account = follower.account;
        if (!account) continue;
        const auto row = by_account.find(*account);
        if (row == by_account.end()) continue;
        auto& message = yours[*account];
        if (!message) {
            auto you = standing_view(*row->second);
            if (const auto found = game_of.find(*account); found != game_of.end()) you.game = found->second;
            auto text = protocol::tournament_you_message(you);
            if (rows_told_[*account] == text && !at_once) continue;
            rows_told_[*account] = text;
            message = std::make_shared<const std::string>(std::move(text));
        }
        send(socket, message);
    }
}

void Director::send(const std::shared_ptr<Subscriber>& socket, std::shared_ptr<const std::string> message) {
    {
        const std::lock_guard lock(figures_mutex_);
        ++figures_.messages_sent;
        figures_.bytes_sent += message->size();
    }
    socket->deliver(std::move(message));
}

void Director::follow(std::shared_ptr<Subscriber> socket) {
    asio::post(strand_, [self = shared_from_this(), socket = std::move(socket)] {
        if (self->stopped_) return socket->move_elsewhere();
        if (self->followers_.size() >= max_followers) return socket->move_elsewhere();
        const auto account = socket->account_id();
        if (!self->followers_.emplace(socket.get(), Follower{socket, account}).second) return;
        if (account) {
            ++self->present_[*account];
            self->rows_told_.erase(*account);
        }
        self->forgettable_ = false;
        // A newcomer hears the standings at once: the last told, or new ones if none was told yet.
        if (self->last_told_) {
            self->send(socket, self->last_told_);
            self->changed_ = true;  // its own row, at the next tell
        } else {
            self->changed_ = true;
            self->tell(now_ms(), true);
        }
    });
}

void Director::unfollow(const Subscriber* socket) {
    asio::post(strand_, [self = shared_from_this(), socket] {
        const auto found = self->followers_.find(socket);
        if (found == self->followers_.end()) return;
        const auto account = found->second.account;
        self->followers_.erase(found);
        if (account && --self->present_[*account] <= 0) self->present_.erase(*account);
        if (self->followers_.empty() && self->over()) self->forgettable_ = true;
    });
}

void Director::stop() {
    asio::post(strand_, [self = shared_from_this()] {
        self->stopped_ = true;
        for (const auto& [key, follower] : std::exchange(self->followers_, {}))
            if (const auto socket = follower.socket.lock()) socket->move_elsewhere();
        self->present_.clear();
        self->forgettable_ = true;
    });
}

}  // namespace petteia::server
