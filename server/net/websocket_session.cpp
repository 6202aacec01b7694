#include "server/net/websocket_session.hpp"

#include <algorithm>

#include <spdlog/spdlog.h>

#include "protocol/heartbeat.hpp"
#include "protocol/lobby_messages.hpp"
#include "protocol/server_messages.hpp"
#include "server/net/api_routes.hpp"
#include "server/common/blocking_work.hpp"
#include "server/common/clock_source.hpp"
#include "server/events/event_sockets.hpp"
#include "server/limits/limit.hpp"
#include "server/lobby/lobby.hpp"
#include "server/net/response_headers.hpp"
#include "server/tournaments/directors.hpp"

namespace petteia::server {

namespace {

// A browser sends a move or an action now and then; 10 a second with bursts of 20 leaves room for
// fast play and reconnection, and a flood (40 refused in a row) closes the connection.
constexpr double messages_per_second = 10;
constexpr double message_burst = 20;
constexpr int flood_refusals = 40;
// A reader that lets this much pile up is too slow to keep up with its game, and is dropped.
constexpr std::size_t max_queued_bytes = 1 << 20;
constexpr std::size_t max_queued_messages = 512;
// Frames up to this size are read and refused with an error; larger ones close the connection.
constexpr std::size_t hard_frame_limit = 64 * 1024;
// Messages kept while a join waits for its game to be loaded.
constexpr std::size_t max_held_messages = 16;
// The page's heartbeat pings (one every 2 s when it hears nothing) are answered outside the message
// budget, so that a quiet page never becomes rate-limited; past one a second (bursts of 3) they count
// as messages, and are not answered: no flood of pongs.
constexpr double pings_per_second = 1;
constexpr double ping_burst = 3;

protocol::ProtocolError too_many_lookups(std::int64_t wait_ms) {
    return {protocol::ErrorCode::rate_limited, "too many games looked for; try again soon", std::to_string((wait_ms + 999) / 1000)};
}

}  // namespace

WebsocketSession::WebsocketSession(beast::tcp_stream&& stream, ServerContext& context, Connections::Slot slot,
                                   std::string name, std::string address, protocol::SocketTarget target)
    : ws_(std::move(stream)), context_(context), slot_(std::move(slot)), name_(std::move(name)), address_(std::move(address)),
      kind_(target.kind), url_game_(std::move(target.game)), limiter_(messages_per_second, message_burst),
      ping_limiter_(pings_per_second, ping_burst) {}

WebsocketSession::~WebsocketSession() {
    context_.connections.remove(this);
    spdlog::info("{}: closed", name_);
}

void WebsocketSession::run(http::request<http::string_body> upgrade) {
    if (!has_session_cookie(upgrade, context_.config)) return accept(std::move(upgrade));
    // A signed-in player's seats are linked to the account: its session is looked up (SQLite) on a
    // blocking thread, never this I/O thread, and the handshake goes on after. A failure, or a pool
    // too busy to take the lookup, costs only that link, never the connection.
    auto held = std::make_shared<http::request<http::string_body>>(std::move(upgrade));
    const bool posted = context_.blocking.try_post([self = shared_from_this(), held] {
        std::optional<std::int64_t> account;
        std::vector<std::int64_t> blocked;
        std::optional<std::vector<std::int64_t>> circle;
        bool unchecked = false;
        try {
            const auto session = current_session(*held, self->context_);
            // A game's socket: whom the account blocks, whose quick messages it never hears. Read
            // before the account is taken: one whose blocks cannot be read is not signed in here.
            if (session && self->kind_ == protocol::SocketKind::game) {
                for (const auto& other : self->context_.people.blocked(session->account.id, db::PeopleStore::max_blocks))
                    blocked.push_back(other.id);
                circle = self->context_.clubs.circle(session->account.id);
            }
            if (session) account = session->account.id;
        } catch (const std::exception& fault) {
            spdlog::error("{}: the session cookie could not be checked: {}", self->name_, fault.what());
            unchecked = true;
        }
        asio::post(self->ws_.get_executor(),
                   [self, held, account, blocked = std::move(blocked), circle = std::move(circle), unchecked]() mutable {
            self->account_id_ = account;
            self->blocked_ = std::move(blocked);
            self->circle_ = std::move(circle);
            self->session_unchecked_ = unchecked;
            self->accept(std::move(*held));
        });
    });
    if (!posted) {
        spdlog::warn("{}: too busy to check the session cookie; this connection's seats are not linked", name_);
        session_unchecked_ = true;
        accept(std::move(*held));
    }
}

bool WebsocketSession::blocks(std::int64_t other) const {
    return std::find(blocked_.begin(), blocked_.end(), other) != blocked_.end();
}

bool WebsocketSession::keeps_apart(std::optional<std::int64_t> other) const {
    return circle_ && (!other || std::find(circle_->begin(), circle_->end(), *other) == circle_->end());
}

void WebsocketSession::accept(http::request<http::string_body> upgrade) {
    beast::get_lowest_layer(ws_).expires_never();  // the websocket's own timeouts take over
    websocket::stream_base::timeout timeouts{};
    timeouts.handshake_timeout = std::chrono::seconds(10);
    timeouts.idle_timeout = std::chrono::seconds(60);
    timeouts.keep_alive_pings = true;  // a ping at half the idle time keeps live peers in
    ws_.set_option(timeouts);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& response) { set_common_headers(response.base()); }));
    ws_.read_message_max(hard_frame_limit);
    context_.connections.add(shared_from_this());
    ws_.async_accept(upgrade, beast::bind_front_handler(&WebsocketSession::on_accept, shared_from_this()));
}

void WebsocketSession::on_accept(beast::error_code error) {
    if (error) {
        spdlog::info("{}: handshake failed: {}", name_, error.message());
        return;
    }
    spdlog::info("{}: WebSocket open", name_);
    // A session that could not be checked now (the pool busy under a burst, the store failing): the
    // page comes back in a moment, as after any 1013, rather than go on signed out — a player would
    // sit down at their own game as a spectator while its clock runs, or be absent from an arena.
    if (!account_id_ && session_unchecked_)
        return close(websocket::close_code::try_again_later, "the session could not be checked; connect again");
    if (is_lobby() && !context_.lobby.serving()) {
        // nginx sends the lobby to another node now (or will once this one's heartbeat is missed).
        return close(websocket::close_code::try_again_later, "the lobby is served by another server; connect again");
    }
    if (is_events()) return listen_to_events();
    if (is_tournament()) {
        // Its standings from its director (this node's, or the socket is sent on to it).
        enqueue(std::make_shared<const std::string>(protocol::hello_message(now_ms())));
        following_ = true;
        context_.directors.follow(url_game_, shared_from_this());
        return read();
    }
    enqueue(std::make_shared<const std::string>(protocol::hello_message(now_ms())));
    read();
}

void WebsocketSession::listen_to_events() {
    // A player's events are their account's: a browser without a session has none to hear.
    if (!account_id_) {
        reply_error({protocol::ErrorCode::not_signed_in, "sign in to hear your games' events", {}});
        return close(websocket::close_code::policy_error, "not signed in");
    }
    if (!context_.events.add(*account_id_, shared_from_this())) {
        reply_error({protocol::ErrorCode::rate_limited, "too many event sockets open for this account", {}});
        return close(websocket::close_code::policy_error, "too many event sockets");
    }
    listening_ = true;
    enqueue(std::make_shared<const std::string>(protocol::hello_message(now_ms())));
    read();
}

void WebsocketSession::read() {
    ws_.async_read(buffer_, beast::bind_front_handler(&WebsocketSession::on_read, shared_from_this()));
}

void WebsocketSession::on_read(beast::error_code error, std::size_t bytes) {
    if (error) {
        if (error == websocket::error::message_too_big)
            spdlog::info("{}: frame over {} bytes, closing", name_, hard_frame_limit);
        else if (error != websocket::error::closed)
            spdlog::debug("{}: read ended: {}", name_, error.message());
        drop_room();
        return;
    }
    const std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(bytes);
    const bool ping = ws_.got_text() && protocol::is_ping(text);
    if (ping && ping_limiter_.allow(now_ms())) {
        // Answered at once, even while a join waits: the page only needs to hear that we are here.
        enqueue(std::make_shared<const std::string>(protocol::pong_message()));
    } else if (!limiter_.allow(now_ms())) {
        if (++refused_in_a_row_ >= flood_refusals) {
            spdlog::warn("{}: message flood, closing", name_);
            close(websocket::close_code::policy_error, "message flood");
            return;
        }
        if (refused_in_a_row_ == 1)
            reply_error({protocol::ErrorCode::rate_limited, "too many messages; slow down", {}});
    } else {
        refused_in_a_row_ = 0;
        if (ping) {
            // A ping beyond its budget: counted as a message, and not answered.
        } else if (!ws_.got_text())
            reply_error({protocol::ErrorCode::invalid_message, "messages are JSON text frames", {}});
        else if (text.size() > max_message_bytes)
            reply_error({protocol::ErrorCode::message_too_large,
                         "a message may have at most " + std::to_string(max_message_bytes) + " bytes", {}});
        else if (joining_ && held_.size() < max_held_messages)
            held_.push_back(text);
        else if (joining_)
            reply_error({protocol::ErrorCode::rate_limited, "wait for the game to be joined", {}});
        else
            handle_safely(text);
    }
    if (!closing_) read();
}

void WebsocketSession::handle_safely(const std::string& text) {
    try {
        handle(text);
    } catch (const std::exception& fault) {
        spdlog::error("{}: {}", name_, fault.what());
        reply_error({protocol::ErrorCode::internal, "the server failed; try again", {}});
    }
}

void WebsocketSession::handle_lobby(std::string_view text) {
    auto request = protocol::parse_lobby_message(text);
    if (!request) return reply_error(request.error().error, request.error().ref);
    context_.lobby.handle(shared_from_this(), std::move(*request));
}

void WebsocketSession::handle(std::string_view text) {
    if (is_lobby()) return handle_lobby(text);
    if (is_events())
        return reply_error({protocol::ErrorCode::unknown_type, "the events socket only tells; it takes pings alone", {}});
    if (is_tournament())
        return reply_error({protocol::ErrorCode::unknown_type, "the tournament's socket only tells; it takes pings alone", {}});
    auto request = protocol::parse_client_message(text);
    if (!request) return reply_error(request.error().error, request.error().ref);
    if (const auto* join = std::get_if<protocol::Join>(&request->message)) {
        // Behind a proxy that routes by the URL's game, another game may live on another server.
        if (join->game != url_game_)
            return reply_error({protocol::ErrorCode::invalid_message,
                                "this connection was opened for game " + url_game_ + "; open /ws?game=<id> for another", {}},
                               request->ref);
        // A game not in memory is loaded on the registry's loader thread; the messages that follow
        // the join wait for it, so that they reach the game in order.
        // Only games that are found nowhere count against the address (guessing ids): a game not in
        // memory takes a token before it is looked for (as GET /api/games/<id>, game_routes.cpp), and
        // gives it back when it is found, here or elsewhere, or the store cannot say.
        const bool maybe_guess = !context_.registry.find_in_memory(join->game);
        if (maybe_guess)
            if (const auto wait = context_.game_lookups.known_wait(address_, now_ms()))
                return reply_error(too_many_lookups(wait), request->ref);
        joining_ = true;
        auto look = [self = shared_from_this(), join = *join, ref = request->ref, maybe_guess](std::int64_t wait) mutable {
            if (wait) {
                return asio::dispatch(self->ws_.get_executor(), [self, wait, ref] {
                    self->joining_ = false;
                    self->reply_error(too_many_lookups(wait), ref);
                    // What came meanwhile goes on, in order (as after a join that found no game).
                    while (!self->joining_ && !self->held_.empty() && !self->closing_) {
                        const std::string text = std::move(self->held_.front());
                        self->held_.pop_front();
                        self->handle_safely(text);
                    }
                });
            }
            self->context_.registry.find(join.game, [self, join, ref, maybe_guess](GameRegistry::Lookup found) {
                if (maybe_guess && (found.room || found.elsewhere || found.failed))
                    self->context_.game_lookups.give_back(self->address_, now_ms());
                asio::dispatch(self->ws_.get_executor(), [self, found, join, ref] { self->on_found(found, join, ref); });
            });
        };
        if (!maybe_guess) return look(0);
        context_.game_lookups.try_spend_then(address_, now_ms(), std::move(look));
        return;
    }
    if (!room_) return reply_error({protocol::ErrorCode::not_joined, "join a game first", {}}, request->ref);
    room_->handle(shared_from_this(), std::move(*request));
}

void WebsocketSession::on_found(const GameRegistry::Lookup& found, const protocol::Join& join,
                                const std::optional<nlohmann::json>& ref) {
    joining_ = false;
    if (closing_) return;
    const auto& room = found.room;
    if (found.elsewhere) {
        // Another node serves the game (and hands it over, when nginx sends it here now): the client
        // connects again in a moment (1013, "try again later"), through nginx to the game's node.
        // Nothing held is worth keeping.
        held_.clear();
        return close(websocket::close_code::try_again_later, "the game is not served here now; connect again");
    }
    if (found.failed) {
        reply_error({protocol::ErrorCode::storage_unavailable, "the game cannot be read now; try again soon", {}}, ref);
    } else if (!room) {
        reply_error({protocol::ErrorCode::game_not_found, "there is no game " + join.game, {}}, ref);
    } else {
        if (room_ && room_ != room) room_->leave(shared_from_this());
        room_ = room;
        room_->join(shared_from_this(), join, ref);
    }
    // What came while the game was being found, in order (until another join waits in turn).
    while (!joining_ && !held_.empty() && !closing_) {
        const std::string text = std::move(held_.front());
        held_.pop_front();
        handle_safely(text);
    }
}

void WebsocketSession::reply_error(const protocol::ProtocolError& error, const std::optional<nlohmann::json>& ref) {
    enqueue(std::make_shared<const std::string>(protocol::error_message(error, ref)));
}

void WebsocketSession::deliver(std::shared_ptr<const std::string> message) {
    // Dispatched: from a room or the lobby on an I/O thread, and this socket idle, the message is
    // queued and its write begun at once on this thread; from elsewhere it waits its turn, in order.
    asio::dispatch(ws_.get_executor(), [self = shared_from_this(), message = std::move(message)]() mutable {
        self->enqueue(std::move(message));
    });
}

void WebsocketSession::enqueue(std::shared_ptr<const std::string> message) {
    if (closing_) return;
    queued_bytes_ += message->size();
    queue_.push_back(std::move(message));
    if (queued_bytes_ > max_queued_bytes || queue_.size() > max_queued_messages) {
        spdlog::warn("{}: too slow to read its messages, dropping it", name_);
        closing_ = true;
        beast::error_code ignored;
        beast::get_lowest_layer(ws_).socket().close(ignored);
        return;
    }
    if (queue_.size() == 1) write_next();
}

void WebsocketSession::write_next() {
    ws_.text(true);
    ws_.async_write(asio::buffer(*queue_.front()), beast::bind_front_handler(&WebsocketSession::on_write, shared_from_this()));
}

void WebsocketSession::on_write(beast::error_code error, std::size_t) {
    if (error) {
        spdlog::debug("{}: write failed: {}", name_, error.message());
        return;
    }
    queued_bytes_ -= queue_.front()->size();
    queue_.pop_front();
    if (!closing_ && !queue_.empty()) write_next();
    else if (!closing_ && close_when_sent_) close(websocket::close_code::policy_error, "refused");
}

void WebsocketSession::close(websocket::close_code code, const char* reason) {
    if (closing_) return;
    closing_ = true;
    drop_room();
    ws_.async_close(websocket::close_reason(code, reason), [self = shared_from_this()](beast::error_code) {});
}

void WebsocketSession::go_away() { close_soon(websocket::close_code::going_away, "server shutting down"); }

void WebsocketSession::move_elsewhere() {
    // "Try again later": the client connects again at once, and the proxy sends it to the game's node.
    close_soon(websocket::close_code::try_again_later, "the game is served by another server; connect again");
}

void WebsocketSession::refuse(std::shared_ptr<const std::string> message) {
    asio::post(ws_.get_executor(), [self = shared_from_this(), message = std::move(message)]() mutable {
        if (!self->ws_.is_open() || self->closing_) return;
        // Closed once the queue (the refusal last) is written: a close now would cut it off.
        self->close_when_sent_ = true;
        self->enqueue(std::move(message));
    });
}

void WebsocketSession::close_soon(websocket::close_code code, const char* reason) {
    asio::post(ws_.get_executor(), [self = shared_from_this(), code, reason] {
        if (!self->ws_.is_open()) return;
        // The message being written (the queue's front) must outlive its write; the rest is dropped.
        if (self->queue_.size() > 1) self->queue_.erase(self->queue_.begin() + 1, self->queue_.end());
        self->close(code, reason);
    });
}

void WebsocketSession::drop_room() {
    if (is_lobby()) context_.lobby.leave(shared_from_this());
    if (listening_) context_.events.remove(*account_id_, this);
    listening_ = false;
    if (following_) context_.directors.unfollow(url_game_, this);
    following_ = false;
    if (room_) room_->leave(shared_from_this());
    room_.reset();
}

}  // namespace petteia::server
