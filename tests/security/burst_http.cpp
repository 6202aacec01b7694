#include "tests/security/burst_http.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace petteia_security_test {

namespace {

int connect_from(const std::string& source, std::uint16_t port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) throw std::runtime_error("socket failed");
    sockaddr_in from{};
    from.sin_family = AF_INET;
    if (::inet_pton(AF_INET, source.c_str(), &from.sin_addr) != 1 ||
        ::bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) {
        ::close(fd);
        throw std::runtime_error("cannot bind to " + source);
    }
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(port);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

std::string request_text(const BurstRequest& request) {
    std::string text = "GET " + request.target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
    for (const auto& [name, value] : request.headers) text += name + ": " + value + "\r\n";
    return text + "\r\n";
}

// The status and Retry-After of a response whose headers have all come; nullopt-like status 0 otherwise.
BurstAnswer read_head(const std::string& text) {
    BurstAnswer answer;
    const auto end = text.find("\r\n\r\n");
    if (end == std::string::npos || text.size() < 12 || !text.starts_with("HTTP/1.1 ")) return answer;
    answer.status = std::stoi(text.substr(9, 3));
    std::string head = text.substr(0, end);
    std::string lower = head;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (const auto at = lower.find("\r\nretry-after:"); at != std::string::npos) {
        const auto from = head.find_first_not_of(' ', at + 14);
        answer.retry_after = head.substr(from, head.find("\r\n", from) - from);
    }
    return answer;
}

}  // namespace

std::vector<BurstAnswer> send_at_once(std::uint16_t port, const std::vector<BurstRequest>& requests,
                                      std::chrono::milliseconds deadline) {
    std::vector<int> fds;
    fds.reserve(requests.size());
    for (const auto& request : requests) fds.push_back(connect_from(request.source, port));
    // All open: now every request, in one go.
    for (std::size_t i = 0; i < requests.size(); ++i) {
        if (fds[i] < 0) continue;
        const std::string text = request_text(requests[i]);
        if (::send(fds[i], text.data(), text.size(), MSG_NOSIGNAL) != static_cast<ssize_t>(text.size())) {
            ::close(fds[i]);
            fds[i] = -1;
        }
    }
    std::vector<BurstAnswer> answers(requests.size());
    std::vector<std::string> received(requests.size());
    const auto until = std::chrono::steady_clock::now() + deadline;
    for (;;) {
        std::vector<pollfd> waiting;
        std::vector<std::size_t> which;
        for (std::size_t i = 0; i < fds.size(); ++i)
            if (fds[i] >= 0) {
                waiting.push_back({fds[i], POLLIN, 0});
                which.push_back(i);
            }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
        if (waiting.empty() || left.count() <= 0) break;
        if (::poll(waiting.data(), waiting.size(), static_cast<int>(left.count())) <= 0) break;
        for (std::size_t k = 0; k < waiting.size(); ++k) {
            if (!waiting[k].revents) continue;
            const std::size_t i = which[k];
            char buffer[4096];
            const ssize_t n = ::recv(fds[i], buffer, sizeof buffer, 0);
            if (n > 0) received[i].append(buffer, static_cast<std::size_t>(n));
            answers[i] = read_head(received[i]);
            if (n <= 0 || answers[i].status != 0) {
                ::close(fds[i]);
                fds[i] = -1;
            }
        }
    }
    for (const int fd : fds)
        if (fd >= 0) ::close(fd);
    return answers;
}

int count_status(const std::vector<BurstAnswer>& answers, int status) {
    return static_cast<int>(std::count_if(answers.begin(), answers.end(), [&](const BurstAnswer& a) { return a.status == status; }));
}

}  // namespace petteia_security_test
