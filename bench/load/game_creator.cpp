#include "bench/load/game_creator.hpp"

#include "bench/load/json_scan.hpp"

namespace petteia::load {

class GameCreator::Connection : public std::enable_shared_from_this<Connection> {
public:
    Connection(asio::io_context& io, GameCreator& owner, int index)
        : strand_(asio::make_strand(io)), owner_(owner), server_(owner.server_) {
        server_.source = client_address(owner.client_addresses_, index);
    }

    void wake() {
        asio::post(strand_, [self = shared_from_this()] { self->next(); });
    }

private:
    using TlsStream = beast::ssl_stream<beast::tcp_stream>;
    // Calls `f` with the connection's stream, whichever kind it is.
    template <class F>
    void with_stream(F&& f) {
        if (tls_) f(*tls_);
        else f(*plain_);
    }
    beast::tcp_stream& lowest() { return tls_ ? beast::get_lowest_layer(*tls_) : *plain_; }

    void next() {
        auto waiting = owner_.next_request(*this);
        if (!waiting) return;
        create_ = std::move(waiting->request);
        done_ = std::move(waiting->done);
        retried_ = false;
        send();
    }

    // A fresh stream for each connection (a TLS stream cannot be used again after a close).
    void send() {
        if (connected_) return write();
        if (server_.tls) {
            plain_.reset();
            tls_.emplace(strand_, *server_.tls);
        } else {
            plain_.emplace(strand_);
        }
        if (beast::error_code bind_error; !bind_source(lowest().socket(), server_, bind_error))
            return fail("create_bind", bind_error);
        lowest().expires_after(std::chrono::seconds(10));
        lowest().async_connect(server_.endpoint, [self = shared_from_this()](beast::error_code error) {
            if (error) return self->fail("create_connect", error);
            self->lowest().socket().set_option(tcp::no_delay(true));
            if (!self->tls_) {
                self->connected_ = true;
                return self->write();
            }
            if (!prepare_tls(*self->tls_, self->server_)) return self->fail("create_tls_server_name", {});
            self->tls_->async_handshake(ssl::stream_base::client, [self](beast::error_code tls_error) {
                if (tls_error) return self->fail("create_tls_handshake", tls_error);
                self->connected_ = true;
                self->write();
            });
        });
    }

    void write() {
        request_ = {http::verb::post, "/api/games", 11};
        request_.set(http::field::host, server_.host);
        request_.set(http::field::content_type, "application/json");
        if (!create_.forwarded_for.empty()) request_.set("X-Forwarded-For", create_.forwarded_for);
        request_.keep_alive(true);
        request_.body() = create_.body;
        request_.prepare_payload();
        lowest().expires_after(std::chrono::seconds(10));
        with_stream([&](auto& stream) {
            http::async_write(stream, request_, [self = shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->fail("create_write", error);
                self->read();
            });
        });
    }

    void read() {
        response_ = {};
        with_stream([&](auto& stream) {
            http::async_read(stream, buffer_, response_, [self = shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->fail("create_read", error);
                self->lowest().expires_never();
                self->on_response();
            });
        });
    }

    void on_response() {
        if (!response_.keep_alive()) disconnect();
        const std::string& body = response_.body();
        const auto id = json_string_at(body, {"game"});
        const auto secret = json_string_at(body, {"secret"});
        std::optional<CreatedGame> created;
        if (response_.result() != http::status::created || !id || !secret) {
            const auto code = json_string_at(body, {"code"});
            owner_.stats_.error("create_http_" + std::to_string(response_.result_int()) + (code ? "_" + std::string(*code) : ""));
        } else {
            created = CreatedGame{std::string(*id), std::string(*secret)};
        }
        finish(std::move(created));
    }

    // A kept-alive connection the server has closed meanwhile fails once: reconnect and retry.
    void fail(const char* what, beast::error_code error) {
        const bool was_reused = connected_ && !retried_;
        disconnect();
        if (was_reused) {
            retried_ = true;
            return send();
        }
        owner_.stats_.error(error ? std::string(what) + ": " + error.message() : std::string(what));
        finish(std::nullopt);
    }

    void finish(std::optional<CreatedGame> created) {
        auto done = std::move(done_);
        done(std::move(created));
        next();
    }

    void disconnect() {
        if (plain_ || tls_) {
            beast::error_code ignored;
            lowest().socket().shutdown(tcp::socket::shutdown_both, ignored);
            lowest().socket().close(ignored);
        }
        buffer_.clear();
        connected_ = false;
    }

    asio::strand<asio::io_context::executor_type> strand_;
    std::optional<beast::tcp_stream> plain_;
    std::optional<TlsStream> tls_;
    GameCreator& owner_;
    ServerAddress server_;  // the owner's, from this connection's own client address
    beast::flat_buffer buffer_;
    http::request<http::string_body> request_;
    http::response<http::string_body> response_;
    CreateRequest create_;
    CreateDone done_;
    bool connected_ = false;
    bool retried_ = false;
};

GameCreator::GameCreator(asio::io_context& io, tcp::endpoint server, std::string variant, int connections, Stats& stats)
    : GameCreator(io, ServerAddress::plain(server), std::move(variant), connections, stats) {}

namespace {

// The new game's "time": null, or {"minutes":M,"increment":I} from "M+I" (checked by the options).
std::string time_json(const std::string& clock) {
    const auto plus = clock.find('+');
    if (plus == std::string::npos) return "null";
    return R"({"minutes":)" + clock.substr(0, plus) + R"(,"increment":)" + clock.substr(plus + 1) + "}";
}

}  // namespace

GameCreator::GameCreator(asio::io_context& io, ServerAddress server, std::string variant, int connections, Stats& stats,
                         int client_addresses, const std::string& clock)
    : server_(std::move(server)),
      client_addresses_(client_addresses),
      body_(R"({"variant":")" + variant + R"(","time":)" + time_json(clock) + R"(,"color":"first"})"),
      stats_(stats) {
    for (int i = 0; i < connections; ++i) {
        connections_.push_back(std::make_shared<Connection>(io, *this, i));
        idle_.push_back(connections_.back().get());
    }
}

GameCreator::~GameCreator() = default;

void GameCreator::create(CreateDone done) { create(CreateRequest{body_, ""}, std::move(done)); }

void GameCreator::create(CreateRequest request, CreateDone done) {
    Connection* wake = nullptr;
    {
        std::lock_guard lock(mutex_);
        waiting_.push_back(Waiting{std::move(request), std::move(done)});
        if (!idle_.empty()) {
            wake = idle_.back();
            idle_.pop_back();
        }
    }
    if (wake) wake->wake();
}

std::optional<GameCreator::Waiting> GameCreator::next_request(Connection& asking) {
    std::lock_guard lock(mutex_);
    if (waiting_.empty()) {
        idle_.push_back(&asking);
        return std::nullopt;
    }
    auto next = std::move(waiting_.front());
    waiting_.pop_front();
    return next;
}

}  // namespace petteia::load
