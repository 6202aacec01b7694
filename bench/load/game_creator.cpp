#include "bench/load/game_creator.hpp"

#include "bench/load/json_scan.hpp"

namespace petteia::load {

class GameCreator::Connection : public std::enable_shared_from_this<Connection> {
public:
    Connection(asio::io_context& io, GameCreator& owner) : stream_(asio::make_strand(io)), owner_(owner) {}

    void wake() {
        asio::post(stream_.get_executor(), [self = shared_from_this()] { self->next(); });
    }

private:
    void next() {
        auto waiting = owner_.next_request(*this);
        if (!waiting) return;
        create_ = std::move(waiting->request);
        done_ = std::move(waiting->done);
        retried_ = false;
        send();
    }

    void send() {
        if (connected_) return write();
        stream_.expires_after(std::chrono::seconds(10));
        stream_.async_connect(owner_.server_, [self = shared_from_this()](beast::error_code error) {
            if (error) return self->fail("create_connect", error);
            self->connected_ = true;
            self->stream_.socket().set_option(tcp::no_delay(true));
            self->write();
        });
    }

    void write() {
        request_ = {http::verb::post, "/api/games", 11};
        request_.set(http::field::host, owner_.server_.address().to_string() + ":" + std::to_string(owner_.server_.port()));
        request_.set(http::field::content_type, "application/json");
        if (!create_.forwarded_for.empty()) request_.set("X-Forwarded-For", create_.forwarded_for);
        request_.keep_alive(true);
        request_.body() = create_.body;
        request_.prepare_payload();
        stream_.expires_after(std::chrono::seconds(10));
        http::async_write(stream_, request_, [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->fail("create_write", error);
            self->read();
        });
    }

    void read() {
        response_ = {};
        http::async_read(stream_, buffer_, response_, [self = shared_from_this()](beast::error_code error, std::size_t) {
            if (error) return self->fail("create_read", error);
            self->stream_.expires_never();
            self->on_response();
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
        owner_.stats_.error(std::string(what) + ": " + error.message());
        finish(std::nullopt);
    }

    void finish(std::optional<CreatedGame> created) {
        auto done = std::move(done_);
        done(std::move(created));
        next();
    }

    void disconnect() {
        beast::error_code ignored;
        stream_.socket().shutdown(tcp::socket::shutdown_both, ignored);
        stream_.socket().close(ignored);
        buffer_.clear();
        connected_ = false;
    }

    beast::tcp_stream stream_;
    GameCreator& owner_;
    beast::flat_buffer buffer_;
    http::request<http::string_body> request_;
    http::response<http::string_body> response_;
    CreateRequest create_;
    CreateDone done_;
    bool connected_ = false;
    bool retried_ = false;
};

GameCreator::GameCreator(asio::io_context& io, tcp::endpoint server, std::string variant, int connections, Stats& stats)
    : server_(std::move(server)), body_(R"({"variant":")" + variant + R"(","time":null,"color":"first"})"), stats_(stats) {
    for (int i = 0; i < connections; ++i) {
        connections_.push_back(std::make_shared<Connection>(io, *this));
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
