#include "bench/events/http_call.hpp"

#include <memory>
#include <optional>

namespace petteia::events {
namespace {

class Call : public std::enable_shared_from_this<Call> {
public:
    Call(asio::io_context& io, ServerAddress server, std::function<void(HttpAnswer)> done)
        : server_(std::move(server)), done_(std::move(done)) {
        if (server_.tls) tls_.emplace(io, *server_.tls);
        else plain_.emplace(io);
    }

    void start(http::verb method, std::string target, std::string body, const std::string& cookie) {
        request_ = {method, target, 11};
        request_.set(http::field::host, server_.host);
        request_.set(http::field::user_agent, "petteia-events-load");
        if (!body.empty()) request_.set(http::field::content_type, "application/json");
        if (!cookie.empty()) request_.set(http::field::cookie, cookie);
        request_.keep_alive(false);
        request_.body() = std::move(body);
        request_.prepare_payload();
        if (beast::error_code error; !bind_source(lowest().socket(), server_, error)) return finish("bind: " + error.message());
        lowest().expires_after(std::chrono::seconds(60));
        lowest().async_connect(server_.endpoint, [self = shared_from_this()](beast::error_code error) {
            if (error) return self->finish("connect: " + error.message());
            if (!self->tls_) return self->write();
            if (!prepare_tls(*self->tls_, self->server_)) return self->finish("tls_server_name");
            self->tls_->async_handshake(ssl::stream_base::client, [self](beast::error_code tls_error) {
                if (tls_error) return self->finish("tls_handshake: " + tls_error.message());
                self->write();
            });
        });
    }

private:
    beast::tcp_stream& lowest() { return tls_ ? beast::get_lowest_layer(*tls_) : *plain_; }
    template <class F>
    void with_stream(F&& f) {
        if (tls_) f(*tls_);
        else f(*plain_);
    }

    void write() {
        with_stream([&](auto& stream) {
            http::async_write(stream, request_, [self = shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->finish("write: " + error.message());
                self->with_stream([&](auto& stream) {
                    http::async_read(stream, self->buffer_, self->response_, [self](beast::error_code read_error, std::size_t) {
                        if (read_error) return self->finish("read: " + read_error.message());
                        HttpAnswer answer;
                        answer.status = self->response_.result_int();
                        answer.body = std::move(self->response_.body());
                        for (const auto& field : self->response_.base()) {
                            if (field.name() != http::field::set_cookie) continue;
                            const std::string value(field.value());
                            const std::string pair = value.substr(0, value.find(';'));
                            if (pair.find("petteia_session=") != std::string::npos && pair.back() != '=') answer.session_cookie = pair;
                        }
                        self->finish({}, std::move(answer));
                    });
                });
            });
        });
    }

    void finish(std::string failure, HttpAnswer answer = {}) {
        beast::error_code ignored;
        lowest().socket().shutdown(tcp::socket::shutdown_both, ignored);
        lowest().socket().close(ignored);
        answer.failure = std::move(failure);
        auto done = std::move(done_);
        if (done) done(std::move(answer));
    }

    ServerAddress server_;
    std::function<void(HttpAnswer)> done_;
    std::optional<beast::tcp_stream> plain_;
    std::optional<beast::ssl_stream<beast::tcp_stream>> tls_;
    beast::flat_buffer buffer_;
    http::request<http::string_body> request_;
    http::response<http::string_body> response_;
};

}  // namespace

void http_call(asio::io_context& io, const ServerAddress& server, http::verb method, std::string target, std::string body,
               std::string cookie, std::function<void(HttpAnswer)> done) {
    std::make_shared<Call>(io, server, std::move(done))->start(method, std::move(target), std::move(body), cookie);
}

}  // namespace petteia::events
