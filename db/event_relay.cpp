#include "db/event_relay.hpp"

#include <pthread.h>
#include <libpq-fe.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <vector>

#include "db/errors.hpp"

namespace petteia::db {

namespace {

constexpr const char* channel_listen = "LISTEN petteia_events";
constexpr std::size_t batch_size = 100;
constexpr int first_pause_ms = 250;
constexpr int longest_pause_ms = 10'000;

// "<account>\n<message>": the account first, so that a reader need not parse the message.
std::string payload_of(std::int64_t account, const std::string& message) { return std::to_string(account) + '\n' + message; }

bool read_payload(std::string_view payload, std::int64_t& account, std::string& message) {
    const auto newline = payload.find('\n');
    if (newline == std::string_view::npos) return false;
    const auto [end, error] = std::from_chars(payload.data(), payload.data() + newline, account);
    if (error != std::errc() || end != payload.data() + newline) return false;
    message.assign(payload.substr(newline + 1));
    return true;
}

// "SELECT pg_notify('petteia_events', $1), pg_notify('petteia_events', $2), …": a batch in one round trip.
std::string notify_statement(std::size_t count) {
    std::string sql = "SELECT ";
    for (std::size_t i = 1; i <= count; ++i) {
        if (i > 1) sql += ", ";
        sql += "pg_notify('petteia_events', $" + std::to_string(i) + ")";
    }
    return sql;
}

}  // namespace

EventRelay::EventRelay(std::string uri, Heard heard, std::function<void(const std::string&)> log)
    : uri_(std::move(uri)), heard_(std::move(heard)), log_(std::move(log)) {
    wake_fd_ = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (wake_fd_ < 0) throw DatabaseError("event relay: no eventfd");
    thread_ = std::thread([this] {
        pthread_setname_np(pthread_self(), "event-relay");  // named for perf and top -H
        run();
    });
}

EventRelay::~EventRelay() {
    stopping_ = true;
    wake();
    thread_.join();
    ::close(wake_fd_);
}

void EventRelay::wake() {
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto written = ::write(wake_fd_, &one, sizeof one);
}

void EventRelay::send(std::int64_t account, const std::string& message) {
    if (message.size() > max_message_bytes) {
        dropped_.fetch_add(1);
        return;
    }
    {
        const std::lock_guard lock(mutex_);
        if (queue_.size() >= max_queued) {
            dropped_.fetch_add(1);
            return;
        }
        queue_.push_back(payload_of(account, message));
    }
    wake();
}

void EventRelay::run() {
    int pause_ms = first_pause_ms;
    const auto wait_or_stop = [this](int ms) {
        pollfd wake{wake_fd_, POLLIN, 0};
        ::poll(&wake, 1, ms);
        std::uint64_t drained = 0;
        [[maybe_unused]] const auto read = ::read(wake_fd_, &drained, sizeof drained);
    };
    while (!stopping_) {
        const char* keywords[] = {"connect_timeout", "application_name", "gssencmode", "dbname", nullptr};
        const char* values[] = {"5", "petteia-events", "disable", uri_.c_str(), nullptr};
        PGconn* connection = PQconnectdbParams(keywords, values, 1);
        PGresult* listened = PQstatus(connection) == CONNECTION_OK ? PQexec(connection, channel_listen) : nullptr;
        const bool ok = listened && PQresultStatus(listened) == PGRES_COMMAND_OK;
        PQclear(listened);
        if (!ok) {
            if (pause_ms == first_pause_ms) log_(std::string("cannot listen: ") + PQerrorMessage(connection));
            PQfinish(connection);
            wait_or_stop(pause_ms);
            pause_ms = std::min(pause_ms * 2, longest_pause_ms);
            continue;
        }
        listening_ = true;
        pause_ms = first_pause_ms;
        const int own_pid = PQbackendPID(connection);
        while (!stopping_ && PQstatus(connection) == CONNECTION_OK) {
            pollfd ready[2] = {{PQsocket(connection), POLLIN, 0}, {wake_fd_, POLLIN, 0}};
            ::poll(ready, 2, 1'000);
            if (ready[1].revents & POLLIN) {
                std::uint64_t drained = 0;
                [[maybe_unused]] const auto read = ::read(wake_fd_, &drained, sizeof drained);
            }
            std::deque<std::string> sending;
            {
                const std::lock_guard lock(mutex_);
                sending.swap(queue_);
            }
            while (!sending.empty()) {
                const std::size_t count = std::min(batch_size, sending.size());
                std::vector<const char*> params;
                for (std::size_t i = 0; i < count; ++i) params.push_back(sending[i].c_str());
                PGresult* sent = PQexecParams(connection, notify_statement(count).c_str(), static_cast<int>(count), nullptr,
                                              params.data(), nullptr, nullptr, 0);
                if (PQresultStatus(sent) != PGRES_TUPLES_OK) {
                    dropped_.fetch_add(count);
                    log_(std::string("not sent: ") + PQresultErrorMessage(sent));
                }
                PQclear(sent);
                sending.erase(sending.begin(), sending.begin() + static_cast<std::ptrdiff_t>(count));
            }
            // What arrived meanwhile (also while sending: libpq keeps it).
            if (!PQconsumeInput(connection)) break;
            while (PGnotify* notified = PQnotifies(connection)) {
                std::int64_t account = 0;
                std::string message;
                if (notified->be_pid != own_pid && read_payload(notified->extra, account, message)) {
                    try {
                        heard_(account, message);
                    } catch (const std::exception& fault) {
                        log_(std::string("a delivery failed: ") + fault.what());
                    }
                }
                PQfreemem(notified);
            }
        }
        listening_ = false;
        if (!stopping_) log_(std::string("connection lost: ") + PQerrorMessage(connection));
        PQfinish(connection);
    }
}

}  // namespace petteia::db
