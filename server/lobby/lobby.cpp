#include "server/lobby/lobby.hpp"

#include <algorithm>
#include <random>

#include <spdlog/spdlog.h>

#include "protocol/server_messages.hpp"
#include "ratings/categories.hpp"
#include "ratings/glicko2.hpp"
#include "server/common/clock_source.hpp"
#include "server/common/secrets.hpp"
#include "server/lobby/pairing.hpp"
#include "server/lobby/wire_time.hpp"

namespace petteia::server {

namespace {

using protocol::ErrorCode;

constexpr std::int64_t players_told_every_ms = 5'000;

std::optional<std::string> category_of(const std::string& variant, const std::optional<db::TimeControl>& time) {
    if (!time) return std::nullopt;
    return ratings::category(variant, ratings::speed_of(time->initial_ms, time->increment_ms, time->days_per_move));
}

std::optional<db::TimeControl> stored_time(const std::optional<protocol::TimeControl>& time) {
    if (!time) return std::nullopt;
    return db::TimeControl{time->initial_ms, time->increment_ms, time->days_per_move};
}

std::string_view color_word(protocol::ColorChoice color) {
    switch (color) {
        case protocol::ColorChoice::first: return "first";
        case protocol::ColorChoice::second: return "second";
        case protocol::ColorChoice::random: break;
    }
    return "random";
}

protocol::ColorChoice color_of(std::string_view word) {
    if (word == "first") return protocol::ColorChoice::first;
    if (word == "second") return protocol::ColorChoice::second;
    return protocol::ColorChoice::random;
}

}  // namespace

Lobby::Lobby(asio::any_io_executor executor, db::GroupCommit& writes, GameRegistry& registry, const Config& config,
             AccountLookup look_up)
    : strand_(asio::make_strand(executor)), writes_(writes), registry_(registry), config_(config), look_up_(std::move(look_up)) {}

void Lobby::handle(std::shared_ptr<Subscriber> socket, protocol::LobbyRequest request) {
    asio::post(strand_, [self = shared_from_this(), socket = std::move(socket), request = std::move(request)]() mutable {
        if (!self->loaded_) {
            if (self->waiting_for_load_.size() < 10'000) self->waiting_for_load_.emplace_back(std::move(socket), std::move(request));
            if (self->waiting_for_load_.size() == 1) self->load_stored();
            return;
        }
        if (const auto* join = std::get_if<protocol::LobbyJoin>(&request.message)) return self->join(socket, *join, request.ref);
        Browser* browser = self->browser_of(socket);
        if (!browser) return self->error(socket, ErrorCode::not_in_lobby, "say lobby_join first", request.ref);
        std::visit(
            [&](const auto& message) {
                using Message = std::decay_t<decltype(message)>;
                if constexpr (std::is_same_v<Message, protocol::PostChallenge>) self->post(*browser, socket, message, request.ref);
                else if constexpr (std::is_same_v<Message, protocol::Seek>) self->seek(*browser, socket, message, request.ref);
                else if constexpr (std::is_same_v<Message, protocol::AcceptChallenge>)
                    self->accept(*browser, socket, message.id, request.ref);
                else if constexpr (std::is_same_v<Message, protocol::CancelChallenge>)
                    self->cancel(*browser, socket, message.id, false, request.ref);
                else if constexpr (std::is_same_v<Message, protocol::CancelSeek>)
                    self->cancel(*browser, socket, std::nullopt, true, request.ref);
            },
            request.message);
    });
}

void Lobby::load_stored() {
    auto loaded = std::make_shared<std::vector<db::StoredChallenge>>();
    const std::int64_t since = now_ms() - paired_memory_ms;
    writes_.submit(
        [loaded, since](db::GameStore& store) { *loaded = store.load_challenges(since); },
        [self = shared_from_this(), loaded](bool stored) {
            asio::post(self->strand_, [self, loaded, stored] {
                if (!stored) {
                    // Nothing can be promised without the store: every waiting request hears so.
                    for (auto& [socket, request] : std::exchange(self->waiting_for_load_, {}))
                        self->error(socket, ErrorCode::storage_unavailable, "the lobby cannot be read now; try again soon",
                                    request.ref);
                    return;
                }
                const std::int64_t now = now_ms();
                for (db::StoredChallenge& stored : *loaded) {
                    if (stored.game_id) continue;  // paired: its posters hear of it from the game's page
                    Challenge challenge;
                    challenge.stored = std::move(stored);
                    // Its browser is away until it comes back (a new node serves the lobby).
                    auto& browser = self->browsers_[challenge.stored.browser_hash];
                    if (!browser) {
                        browser = std::make_unique<Browser>();
                        browser->hash = challenge.stored.browser_hash;
                        browser->away_since_ms = now;
                    }
                    const std::string id = challenge.stored.id;
                    self->challenges_.emplace(id, std::move(challenge));
                }
                self->loaded_ = true;
                spdlog::info("lobby: serving, {} challenges read back", self->challenges_.size());
                for (auto& [socket, request] : std::exchange(self->waiting_for_load_, {}))
                    self->handle(std::move(socket), std::move(request));
            });
        });
}

void Lobby::join(const std::shared_ptr<Subscriber>& socket, const protocol::LobbyJoin& join,
                 const std::optional<nlohmann::json>& ref) {
    if (browser_of(socket) || joining_.contains(socket.get()))
        return error(socket, ErrorCode::invalid_message, "this socket is in the lobby already", ref);
    joining_[socket.get()] = socket;
    const std::string hash = hash_secret(join.browser);
    const auto account = socket->account_id();
    if (!account) return joined(socket, hash, std::nullopt);
    look_up_(*account, [self = shared_from_this(), socket, hash](std::optional<LobbyAccount> found) {
        asio::post(self->strand_, [self, socket, hash, found = std::move(found)]() mutable {
            self->joined(socket, hash, std::move(found));
        });
    });
}

void Lobby::joined(const std::shared_ptr<Subscriber>& socket, const std::string& hash, std::optional<LobbyAccount> account) {
    // Only a socket still waiting for its join: one that left meanwhile is gone (and its address
    // in memory may already be another socket's).
    const auto waiting = joining_.find(socket.get());
    if (waiting == joining_.end() || waiting->second.lock() != socket) return;
    joining_.erase(waiting);
    auto& slot = browsers_[hash];
    if (!slot) {
        slot = std::make_unique<Browser>();
        slot->hash = hash;
    }
    Browser& browser = *slot;
    // A browser is one player: the latest socket's account is the browser's.
    browser.account = std::move(account);
    browser.address = socket->address();
    if (browser.account) {
        std::erase(browser.accounts_seen, browser.account->id);
        browser.accounts_seen.push_back(browser.account->id);
        if (browser.accounts_seen.size() > max_accounts_seen) browser.accounts_seen.erase(browser.accounts_seen.begin());
    }
    browser.sockets.push_back(socket);
    socket_browser_[socket.get()] = hash;
    const bool was_away = browser.away_since_ms.has_value();
    browser.away_since_ms.reset();

    std::optional<protocol::SeekView> seek;
    for (auto& [id, challenge] : challenges_) {
        if (challenge.stored.browser_hash != hash || challenge.storing) continue;
        if (browser.account && challenge.stored.account_id == browser.account->id && !challenge.poster_name) {
            challenge.poster_name = browser.account->name;
            challenge.poster_rating = browser.rating_in(category_of(challenge.stored.variant, challenge.stored.time_control));
        }
        if (!challenge.open())
            seek = protocol::SeekView{id, challenge.stored.variant, wire_time(challenge.stored.time_control),
                                      challenge.stored.rated, challenge.stored.posted_at_ms};
    }
    if (was_away)
        for (auto& [id, challenge] : challenges_)
            if (challenge.stored.browser_hash == hash && challenge.open() && !challenge.pairing && !challenge.storing)
                show(challenge);

    // Its own first, then the newest others, first_listed at most: the rest are counted, not listed.
    std::vector<const Challenge*> mine, others;
    for (const auto& [id, challenge] : challenges_) {
        if (!challenge.shown) continue;
        (challenge.stored.browser_hash == hash ? mine : others).push_back(&challenge);
    }
    const std::size_t shown_in_all = mine.size() + others.size();
    const std::size_t others_listed = std::min(others.size(), first_listed - std::min(first_listed, mine.size()));
    std::partial_sort(others.begin(), others.begin() + static_cast<std::ptrdiff_t>(others_listed), others.end(),
                      [](const Challenge* a, const Challenge* b) {
                          return std::tie(a->stored.posted_at_ms, a->stored.id) > std::tie(b->stored.posted_at_ms, b->stored.id);
                      });
    others.resize(others_listed);
    std::vector<std::pair<const protocol::ChallengeView*, bool>> listed;
    std::vector<protocol::ChallengeView> views;
    views.reserve(mine.size() + others.size());  // never reallocated: `listed` points into it
    for (const Challenge* challenge : mine) {
        views.push_back(view_of(*challenge));
        listed.emplace_back(&views.back(), true);
    }
    for (const Challenge* challenge : others) {
        views.push_back(view_of(*challenge));
        listed.emplace_back(&views.back(), false);
    }
    std::vector<std::pair<std::string, protocol::RatingShown>> ratings;
    if (browser.account)
        for (const auto& [category, rated] : browser.account->ratings)
            ratings.emplace_back(category, protocol::RatingShown{std::llround(rated.rating),
                                                                 ratings::provisional({rated.rating, rated.deviation})});
    socket->deliver(std::make_shared<const std::string>(protocol::lobby_message(
        browser.account ? std::optional(browser.account->name) : std::nullopt, ratings, listed, seek, browsers_.size(),
        shown_in_all, pools())));
    // Pairings made while it was away.
    if (const auto found = paired_.find(hash); found != paired_.end()) {
        for (const auto& [at, message] : found->second) socket->deliver(std::make_shared<const std::string>(message));
        paired_.erase(found);
    }
    pair_seeks();
}

void Lobby::leave(std::shared_ptr<Subscriber> socket) {
    asio::post(strand_, [self = shared_from_this(), socket = std::move(socket)] {
        if (const auto waiting = self->joining_.find(socket.get());
            waiting != self->joining_.end() && waiting->second.lock() == socket)
            self->joining_.erase(waiting);
        const auto found = self->socket_browser_.find(socket.get());
        if (found == self->socket_browser_.end()) return;
        const std::string hash = found->second;
        self->socket_browser_.erase(found);
        const auto browser = self->browsers_.find(hash);
        if (browser == self->browsers_.end()) return;
        auto& sockets = browser->second->sockets;
        std::erase_if(sockets, [&](const std::weak_ptr<Subscriber>& held) {
            const auto live = held.lock();
            return !live || live == socket;
        });
        if (!sockets.empty()) return;
        // Away: its challenges are hidden after hide_after_ms, withdrawn if it does not come back (tick()).
        browser->second->away_since_ms = now_ms();
    });
}

Lobby::Browser* Lobby::browser_of(const std::shared_ptr<Subscriber>& socket) {
    const auto found = socket_browser_.find(socket.get());
    if (found == socket_browser_.end()) return nullptr;
    const auto browser = browsers_.find(found->second);
    return browser == browsers_.end() ? nullptr : browser->second.get();
}

bool Lobby::limited(const std::shared_ptr<Subscriber>& socket, const std::optional<nlohmann::json>& ref) {
    const std::int64_t wait = posts_.try_spend(socket->address(), now_ms());
    if (wait == 0) return false;
    const std::string seconds = std::to_string((wait + 999) / 1000);
    error(socket, ErrorCode::too_many_challenges, "too many challenges from your address; try again in " + seconds + " s", ref,
          seconds);
    return true;
}

void Lobby::post(Browser& browser, const std::shared_ptr<Subscriber>& socket, const protocol::PostChallenge& post,
                 const std::optional<nlohmann::json>& ref) {
    if (browser.account && browser.account->protected_pupil)
        return error(socket, ErrorCode::protected_account, "a pupil's account plays strangers from the lobby only if its teacher allows it", ref);
    if (post.rated && !browser.account) return error(socket, ErrorCode::rated_needs_account, "sign in to play rated games", ref);
    // Those still being stored count too: a burst of posts cannot pass the limits before the first is stored.
    std::size_t of_browser = 0;
    std::size_t of_address = 0;
    std::size_t in_all = 0;
    for (const auto& [id, challenge] : challenges_) {
        if (!challenge.open()) continue;
        ++in_all;
        of_browser += challenge.stored.browser_hash == browser.hash;
        of_address += challenge.address == socket->address();
    }
    if (of_browser >= max_challenges_per_browser)
        return error(socket, ErrorCode::too_many_challenges, "you have 3 open challenges already; cancel one first", ref);
    if (of_address >= max_challenges_per_address)
        return error(socket, ErrorCode::too_many_challenges, "too many open challenges from your address", ref);
    // Site-wide, hidden ones (their browsers away a moment) included: what a newcomer may be sent,
    // and what the lobby holds, stays bounded however many addresses post.
    if (in_all >= static_cast<std::size_t>(config_.lobby_challenges))
        return error(socket, ErrorCode::lobby_full,
                     "the lobby holds " + std::to_string(in_all) +
                         " open challenges, as many as it may; accept one, use quick pairing, or try again soon",
                     ref);
    if (limited(socket, ref)) return;
    const std::string secret = new_secret();
    add(new_challenge(browser, socket->address(), "open", post.variant, stored_time(post.time), post.rated,
                      color_word(post.color), secret),
        secret, socket, ref);
}

void Lobby::seek(Browser& browser, const std::shared_ptr<Subscriber>& socket, const protocol::Seek& seek,
                 const std::optional<nlohmann::json>& ref) {
    if (browser.account && browser.account->protected_pupil)
        return error(socket, ErrorCode::protected_account, "a pupil's account plays strangers from the lobby only if its teacher allows it", ref);
    if (seek.rated && !browser.account) return error(socket, ErrorCode::rated_needs_account, "sign in to play rated games", ref);
    if (limited(socket, ref)) return;
    // One seek a browser: a new one replaces it.
    std::vector<std::string> old;
    for (const auto& [id, challenge] : challenges_)
        if (!challenge.open() && challenge.stored.browser_hash == browser.hash && !challenge.pairing) old.push_back(id);
    withdraw(old);
    const std::string secret = new_secret();
    add(new_challenge(browser, socket->address(), "quick", seek.variant, stored_time(seek.time), seek.rated, "random", secret),
        secret, socket, ref);
}

Lobby::Challenge Lobby::new_challenge(const Browser& browser, const std::string& address, std::string_view kind,
                                      const std::string& variant, const std::optional<db::TimeControl>& time, bool rated,
                                      std::string_view color, const std::string& secret) const {
    Challenge challenge;
    challenge.address = address;
    challenge.stored = db::StoredChallenge{new_game_id(), std::string(kind), variant, time, rated, std::string(color), browser.hash,
                                           browser.account ? std::optional(browser.account->id) : std::nullopt,
                                           hash_secret(secret), now_ms(), std::nullopt, std::nullopt};
    if (browser.account) {
        challenge.poster_name = browser.account->name;
        challenge.poster_rating = browser.rating_in(category_of(variant, time));
    }
    return challenge;
}

void Lobby::add(Challenge challenge, std::optional<std::string> secret, std::shared_ptr<Subscriber> poster,
                std::optional<nlohmann::json> ref) {
    // Counted from now (Lobby::post), shown and paired once stored.
    const std::string id = challenge.stored.id;
    challenge.storing = true;
    auto row = std::make_shared<db::StoredChallenge>(challenge.stored);
    challenges_.emplace(id, std::move(challenge));
    writes_.submit(
        [row](db::GameStore& store) { store.post_challenge(*row); },
        [self = shared_from_this(), id, secret = std::move(secret), poster = std::move(poster), ref = std::move(ref)](bool stored) {
            asio::post(self->strand_, [self, id, secret, poster, ref, stored] {
                const auto it = self->challenges_.find(id);
                // Withdrawn meanwhile (a new seek, a pairing): its row went with a later write.
                if (it == self->challenges_.end()) return;
                if (!stored) {
                    self->challenges_.erase(it);
                    return self->error(poster, ErrorCode::storage_unavailable,
                                       "the challenge could not be stored; nothing was posted, try again", ref);
                }
                Challenge& challenge = it->second;
                challenge.storing = false;
                const auto browser = self->browsers_.find(challenge.stored.browser_hash);
                const bool here = browser != self->browsers_.end() && !browser->second->away_since_ms;
                if (challenge.open()) {
                    if (browser != self->browsers_.end())
                        self->send(*browser->second, protocol::challenge_posted_message(self->view_of(challenge), *secret));
                    if (here) self->show(challenge);
                } else {
                    if (browser != self->browsers_.end())
                        self->send(*browser->second,
                                   protocol::seeking_message({id, challenge.stored.variant, wire_time(challenge.stored.time_control),
                                                              challenge.stored.rated, challenge.stored.posted_at_ms},
                                                             *secret));
                    self->pair_seeks();
                }
            });
        });
}

const std::vector<std::int64_t>& Lobby::blocks_of(const std::string& browser_hash) const {
    static const std::vector<std::int64_t> none;
    const auto found = browsers_.find(browser_hash);
    if (found == browsers_.end() || !found->second->account) return none;
    return found->second->account->blocks;
}

void Lobby::accept(Browser& browser, const std::shared_ptr<Subscriber>& socket, const std::string& id,
                   const std::optional<nlohmann::json>& ref) {
    const auto found = challenges_.find(id);
    if (found == challenges_.end() || !found->second.open() || !found->second.shown || found->second.pairing)
        return error(socket, ErrorCode::challenge_not_found, "that challenge is no longer open", ref);
    Challenge& challenge = found->second;
    const bool same_account = browser.account && challenge.stored.account_id == browser.account->id;
    if (challenge.stored.browser_hash == browser.hash || same_account)
        return error(socket, ErrorCode::own_challenge, "this challenge is yours; wait for an opponent", ref);
    if (challenge.stored.rated && !browser.account)
        return error(socket, ErrorCode::rated_needs_account, "sign in to play rated games", ref);
    if (browser.account && browser.account->protected_pupil)
        return error(socket, ErrorCode::protected_account, "a pupil's account plays strangers from the lobby only if its teacher allows it", ref);
    // Either blocks the other (issue 38): the acceptor learns no more than that.
    const std::vector<std::int64_t> none;
    const auto& acceptor_blocks = browser.account ? browser.account->blocks : none;
    const auto& poster_blocks = blocks_of(challenge.stored.browser_hash);
    const auto lists = [](const std::vector<std::int64_t>& blocks, std::optional<std::int64_t> account) {
        return account && std::find(blocks.begin(), blocks.end(), *account) != blocks.end();
    };
    if (lists(poster_blocks, browser.account ? std::optional(browser.account->id) : std::nullopt) ||
        lists(acceptor_blocks, challenge.stored.account_id))
        return error(socket, ErrorCode::challenge_refused, "this player does not accept your challenges", ref);
    // The game it makes counts against the acceptor's games a minute, as any game made.
    if (!registry_.allow_new_game(socket->address()))
        return error(socket, ErrorCode::too_many_games, "too many new games from your address; try again in a minute", ref);
    // The acceptor's side of the pairing: a challenge of its own making, never stored as open.
    const std::string secret = new_secret();
    Challenge acceptor = new_challenge(browser, socket->address(), "quick", challenge.stored.variant, challenge.stored.time_control,
                                       challenge.stored.rated, "random", secret);
    challenge.pairing = true;
    hide(challenge);
    pair(challenge, std::move(acceptor), secret, socket, ref);
}

void Lobby::cancel(Browser& browser, const std::shared_ptr<Subscriber>& socket, const std::optional<std::string>& id,
                   bool seek, const std::optional<nlohmann::json>& ref) {
    std::vector<std::string> ids;
    for (const auto& [key, challenge] : challenges_) {
        if (challenge.stored.browser_hash != browser.hash || challenge.pairing || challenge.storing) continue;
        if (seek ? !challenge.open() : (challenge.open() && key == *id)) ids.push_back(key);
    }
    if (!seek && ids.empty()) return error(socket, ErrorCode::challenge_not_found, "that challenge is no longer open", ref);
    // Cancelling counts like posting: a post and cancel loop cannot flood everyone's list.
    if (!ids.empty() && limited(socket, ref)) return;
    withdraw(ids);
    if (seek) send(browser, protocol::seek_ended_message());
}

void Lobby::withdraw(const std::vector<std::string>& ids) {
    if (ids.empty()) return;
    for (const std::string& id : ids) {
        const auto found = challenges_.find(id);
        if (found == challenges_.end()) continue;
        hide(found->second);
        challenges_.erase(found);
    }
    // Hidden at once; the rows go with the next commit. Should that fail, a lobby that reads them
    // back later withdraws them when their browsers do not come back.
    writes_.submit([ids](db::GameStore& store) { store.remove_challenges(ids); });
}

void Lobby::pair(Challenge first, Challenge second, std::optional<std::string> second_secret,
                 std::shared_ptr<Subscriber> asker, std::optional<nlohmann::json> ref) {
    const auto& time = first.stored.time_control;
    MatchSettings settings{first.stored.variant, wire_time(time), config_.grace_seconds * 1000, std::nullopt, std::nullopt};
    settings.first_move_ms = config_.first_move_seconds * 1000LL;
    settings.lobby = true;
    settings.rated = first.stored.rated && first.stored.account_id && second.stored.account_id;
    // Rating farming: two accounts of one network or browser play, but their game counts for nothing.
    const auto casual_because = settings.rated ? casual_reason(first, second) : std::nullopt;
    if (casual_because) {
        settings.rated = false;
        spdlog::info("lobby: {} and {} paired casual ({})", first.stored.id, second.stored.id,
                     protocol::casual_reason_name(*casual_because));
    }
    const bool rated = settings.rated;
    // The first poster's colour wish decides; random is a coin.
    static thread_local std::mt19937 coin{std::random_device{}()};
    const auto wish = color_of(first.stored.color);
    const int first_seat = wish == protocol::ColorChoice::first ? 0
                           : wish == protocol::ColorChoice::second ? 1
                                                                   : static_cast<int>(coin() % 2);
    const auto seat_account = [&](const Challenge& challenge) -> std::optional<SeatAccount> {
        if (!challenge.stored.account_id || !challenge.poster_name) return std::nullopt;
        SeatAccount account{*challenge.stored.account_id, *challenge.poster_name, std::nullopt, std::nullopt, std::nullopt};
        // The rating in the game's category: a newcomer's in a rated game; none shown in a casual
        // game by a player never rated there.
        const auto rating = settings.rated ? challenge.poster_rating.value_or(LobbyAccount::Rated{}) : challenge.poster_rating;
        if (rating && time) {
            account.rating = rating->rating;
            account.deviation = rating->deviation;
        }
        return account;
    };
    settings.accounts[static_cast<std::size_t>(first_seat)] = seat_account(first);
    settings.accounts[static_cast<std::size_t>(1 - first_seat)] = seat_account(second);
    std::array<std::string, 2> hashes;
    hashes[static_cast<std::size_t>(first_seat)] = first.stored.seat_hash;
    hashes[static_cast<std::size_t>(1 - first_seat)] = second.stored.seat_hash;
    auto [match, writes] = Match::create_paired(std::move(settings), std::move(hashes), now_ms());

    // The ids to close: the first's, and the second's when it was stored (a seek, not an acceptor).
    std::vector<std::string> closed{first.stored.id};
    if (!second_secret) closed.push_back(second.stored.id);
    auto held = std::make_shared<std::unique_ptr<Match>>(std::move(match));
    auto unit = std::make_shared<db::GameStore::Unit>(std::move(writes));
    const std::int64_t now = now_ms();
    writes_.submit(
        [closed, unit, now](db::GameStore& store) { store.pair_challenges(closed, *unit, now); },
        [self = shared_from_this(), held, closed, first = std::move(first), second = std::move(second),
         second_secret = std::move(second_secret), first_seat, asker = std::move(asker), ref = std::move(ref), rated,
         casual_because](bool stored) mutable {
            asio::post(self->strand_, [self, held, closed, first = std::move(first), second = std::move(second),
                                       second_secret = std::move(second_secret), first_seat, asker, ref, stored, rated,
                                       casual_because]() mutable {
                if (!stored) {
                    // Nothing was made: the challenges are as they were (unless another lobby took them).
                    for (const std::string& id : closed) {
                        const auto found = self->challenges_.find(id);
                        if (found == self->challenges_.end()) continue;
                        found->second.pairing = false;
                        const auto browser = self->browsers_.find(found->second.stored.browser_hash);
                        if (found->second.open() && browser != self->browsers_.end() && !browser->second->away_since_ms)
                            self->show(found->second);
                    }
                    if (asker)
                        self->error(asker, ErrorCode::storage_unavailable, "the game could not be made; nothing changed, try again",
                                    ref);
                    return;
                }
                const Match& match = **held;
                const std::string game = match.id();
                const auto side_name = [&](int seat) { return std::string(match.variant().side_name(static_cast<Side>(seat))); };
                for (const std::string& id : closed) self->challenges_.erase(id);
                self->registry_.add(std::move(*held), {});
                const auto tell = [&](const Challenge& challenge, int seat, const std::optional<std::string>& secret) {
                    const std::string message = protocol::paired_message(game, secret, side_name(seat), challenge.stored.id, rated,
                                                                                 casual_because);
                    const auto browser = self->browsers_.find(challenge.stored.browser_hash);
                    // A browser away now hears of it when it comes back (within paired_memory_ms).
                    if (browser == self->browsers_.end() || browser->second->away_since_ms)
                        self->paired_[challenge.stored.browser_hash].emplace_back(now_ms(), message);
                    if (browser == self->browsers_.end()) return;
                    self->send(*browser->second, message);
                    // A player paired starts another game: every other challenge and seek of theirs ends.
                    std::vector<std::string> others;
                    for (const auto& [id, other] : self->challenges_)
                        if (other.stored.browser_hash == challenge.stored.browser_hash && !other.pairing) others.push_back(id);
                    const bool had_seek = std::any_of(others.begin(), others.end(),
                                                      [&](const std::string& id) { return !self->challenges_.at(id).open(); });
                    self->withdraw(others);
                    if (had_seek) self->send(*browser->second, protocol::seek_ended_message());
                };
                // A poster's secret is the page's since it posted (challenge_posted, seeking): the server
                // keeps only its hash. Only an acceptor gets one now.
                tell(first, first_seat, std::nullopt);
                tell(second, 1 - first_seat, second_secret);
                spdlog::info("lobby: paired {} and {} in game {}", first.stored.id, second.stored.id, game);
            });
        });
}

std::optional<protocol::CasualReason> Lobby::casual_reason(const Challenge& a, const Challenge& b) const {
    const auto browser_of_challenge = [&](const Challenge& challenge) -> const Browser* {
        const auto found = browsers_.find(challenge.stored.browser_hash);
        return found == browsers_.end() ? nullptr : found->second.get();
    };
    const Browser* browser_a = browser_of_challenge(a);
    const Browser* browser_b = browser_of_challenge(b);
    const auto seen_in = [](const Browser* browser, const std::optional<std::int64_t>& account) {
        return browser && account && std::ranges::find(browser->accounts_seen, *account) != browser->accounts_seen.end();
    };
    if (seen_in(browser_a, b.stored.account_id) || seen_in(browser_b, a.stored.account_id))
        return protocol::CasualReason::same_browser;
    if (!config_.casual_same_network) return std::nullopt;
    // "unknown" (an address a trusted proxy wrote unreadably) is nobody's network, and neither is the
    // empty address of a challenge read back from the store (its poster's address is not stored).
    const auto known = [](const std::string& address) { return !address.empty() && address != "unknown"; };
    const auto networks = [&](const Challenge& challenge, const Browser* browser) {
        std::vector<std::string> found;
        if (known(challenge.address)) found.push_back(challenge.address);
        if (browser)
            for (const auto& weak : browser->sockets)
                if (const auto socket = weak.lock(); socket && known(socket->address())) found.push_back(socket->address());
        return found;
    };
    const auto networks_b = networks(b, browser_b);
    for (const std::string& address : networks(a, browser_a))
        if (std::ranges::find(networks_b, address) != networks_b.end()) return protocol::CasualReason::same_network;
    return std::nullopt;
}

void Lobby::pair_seeks() {
    std::vector<const Challenge*> seeks;
    for (const auto& [id, challenge] : challenges_) {
        if (challenge.open() || challenge.pairing || challenge.storing) continue;
        const auto browser = browsers_.find(challenge.stored.browser_hash);
        if (browser == browsers_.end() || browser->second->away_since_ms) continue;
        seeks.push_back(&challenge);
    }
    std::sort(seeks.begin(), seeks.end(), [](const Challenge* a, const Challenge* b) {
        return std::tie(a->stored.posted_at_ms, a->stored.id) < std::tie(b->stored.posted_at_ms, b->stored.id);
    });
    std::vector<pairing::Waiting> waiting;
    waiting.reserve(seeks.size());
    for (const Challenge* seek : seeks) {
        const auto& time = seek->stored.time_control;
        waiting.push_back({seek->stored.browser_hash, seek->stored.account_id, seek->stored.variant,
                           time ? std::optional(std::pair(time->initial_ms, time->increment_ms)) : std::nullopt,
                           seek->stored.rated, seek->poster_rating ? seek->poster_rating->rating : ratings::newcomer.rating,
                           seek->stored.posted_at_ms, blocks_of(seek->stored.browser_hash)});
    }
    for (const auto& [older, newer] : pairing::pairs(waiting, now_ms())) {
        Challenge& first = challenges_.at(seeks[older]->stored.id);
        Challenge& second = challenges_.at(seeks[newer]->stored.id);
        first.pairing = second.pairing = true;
        pair(first, second, std::nullopt, nullptr, std::nullopt);
    }
}

void Lobby::tick() {
    asio::post(strand_, [self = shared_from_this()] {
        if (!self->loaded_) return;
        const std::int64_t now = now_ms();
        std::vector<std::string> gone;
        for (auto& [id, challenge] : self->challenges_) {
            const auto browser = self->browsers_.find(challenge.stored.browser_hash);
            if (challenge.pairing || challenge.storing) continue;
            const auto away = browser == self->browsers_.end() ? std::optional<std::int64_t>(0) : browser->second->away_since_ms;
            if (away && now - *away >= away_grace_ms) gone.push_back(id);
            else if (away && now - *away >= hide_after_ms) self->hide(challenge);
        }
        self->withdraw(gone);
        std::erase_if(self->browsers_, [&](const auto& entry) {
            const Browser& browser = *entry.second;
            if (!browser.away_since_ms || now - *browser.away_since_ms < away_grace_ms) return false;
            return std::none_of(self->challenges_.begin(), self->challenges_.end(),
                                [&](const auto& c) { return c.second.stored.browser_hash == browser.hash; });
        });
        for (auto it = self->paired_.begin(); it != self->paired_.end();) {
            std::erase_if(it->second, [&](const auto& told) { return now - told.first > paired_memory_ms; });
            it = it->second.empty() ? self->paired_.erase(it) : std::next(it);
        }
        self->pair_seeks();
        self->tell_pools();
        const std::size_t players = self->socket_browser_.empty() ? 0 : self->browsers_.size();
        if (players != self->players_told_ && now - self->players_told_at_ms_ >= players_told_every_ms) {
            self->players_told_ = players;
            self->players_told_at_ms_ = now;
            self->send_all(protocol::lobby_players_message(players));
        }
    });
}

void Lobby::set_serving(bool serving) {
    if (serving_.exchange(serving) == serving || serving) return;
    spdlog::info("lobby: nginx sends it to another node now; its sockets are sent there");
    asio::post(strand_, [self = shared_from_this()] {
        for (auto& [hash, browser] : self->browsers_)
            for (const auto& weak : browser->sockets)
                if (auto socket = weak.lock()) socket->move_elsewhere();
        self->browsers_.clear();
        self->socket_browser_.clear();
        self->joining_.clear();
        self->challenges_.clear();
        self->paired_.clear();
        self->loaded_ = false;
    });
}

protocol::ChallengeView Lobby::view_of(const Challenge& challenge) const {
    protocol::ChallengeView view;
    view.id = challenge.stored.id;
    view.variant = challenge.stored.variant;
    view.time = wire_time(challenge.stored.time_control);
    view.rated = challenge.stored.rated;
    view.color = color_of(challenge.stored.color);
    view.category = category_of(challenge.stored.variant, challenge.stored.time_control);
    view.posted_at_ms = challenge.stored.posted_at_ms;
    if (challenge.poster_name) {
        protocol::ChallengerView by{*challenge.poster_name, std::nullopt};
        if (view.category) {
            const auto rating = challenge.poster_rating.value_or(LobbyAccount::Rated{});
            by.rating = protocol::RatingShown{std::llround(rating.rating), ratings::provisional({rating.rating, rating.deviation})};
        }
        view.by = std::move(by);
    }
    return view;
}

void Lobby::show(const Challenge& challenge) {
    if (challenge.shown || !challenge.open()) return;
    const_cast<Challenge&>(challenge).shown = true;
    const protocol::ChallengeView view = view_of(challenge);
    const auto mine = std::make_shared<const std::string>(protocol::challenge_added_message(view, true));
    const auto theirs = std::make_shared<const std::string>(protocol::challenge_added_message(view, false));
    for (const auto& [hash, browser] : browsers_)
        for (const auto& weak : browser->sockets)
            if (auto socket = weak.lock()) socket->deliver(hash == challenge.stored.browser_hash ? mine : theirs);
}

void Lobby::hide(const Challenge& challenge) {
    if (!challenge.shown) return;
    const_cast<Challenge&>(challenge).shown = false;
    send_all(protocol::challenge_removed_message(challenge.stored.id));
}

void Lobby::send(const Browser& browser, const std::string& message) {
    const auto shared = std::make_shared<const std::string>(message);
    for (const auto& weak : browser.sockets)
        if (auto socket = weak.lock()) socket->deliver(shared);
}

void Lobby::send_all(const std::string& message, const std::string* except_browser) {
    const auto shared = std::make_shared<const std::string>(message);
    for (const auto& [hash, browser] : browsers_) {
        if (except_browser && hash == *except_browser) continue;
        for (const auto& weak : browser->sockets)
            if (auto socket = weak.lock()) socket->deliver(shared);
    }
}

void Lobby::error(const std::shared_ptr<Subscriber>& socket, ErrorCode code, std::string message,
                  const std::optional<nlohmann::json>& ref, std::optional<std::string> detail) {
    if (!socket) return;
    socket->deliver(std::make_shared<const std::string>(
        protocol::error_message({code, std::move(message), std::move(detail)}, ref)));
}

}  // namespace petteia::server
