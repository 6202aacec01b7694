#pragma once
// The answer to a HEAD request: the very header GET would get, Content-Length included (RFC 9110
// §9.3.2), and not one byte of body, which the client would otherwise read as the start of the
// next answer on the connection. The session applies it to whatever a route answered, so that no
// route (JSON, pages, files, errors) has to know about HEAD.
#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include "server/net/beast.hpp"

namespace petteia::server {

// A buffers generator (beast::async_write takes it as it takes the message_generator it wraps)
// that passes the wrapped answer's bytes on up to the end of its header, the first empty line, and
// is done there. The header section cannot hold an empty line before its end: a field's value
// never holds CR or LF (the server writes no client text into headers unchecked, and HTTP/1.1 has
// no line folding in answers), so the first CRLF CRLF is the header's end.
class HeaderOnly {
public:
    using const_buffers_type = std::vector<asio::const_buffer>;

    explicit HeaderOnly(http::message_generator answer) : answer_(std::move(answer)) {}

    bool keep_alive() const noexcept { return answer_.keep_alive(); }
    bool is_done() const { return header_sent_ || answer_.is_done(); }

    const_buffers_type prepare(beast::error_code& error) {
        prepared_.clear();
        header_bytes_ = not_found;
        auto matched = matched_;
        std::size_t offset = 0;
        for (const asio::const_buffer buffer : answer_.prepare(error)) {
            const std::string_view bytes(static_cast<const char*>(buffer.data()), buffer.size());
            const std::size_t end = scan(bytes, matched);
            if (end != not_found) {
                prepared_.emplace_back(buffer.data(), end);
                header_bytes_ = offset + end;
                break;
            }
            prepared_.push_back(buffer);
            offset += bytes.size();
        }
        return prepared_;
    }

    void consume(std::size_t sent) {
        if (header_bytes_ != not_found && sent >= header_bytes_) {
            header_sent_ = true;
            return;
        }
        // Part of the header went out: remember how much of the empty line its last bytes began.
        std::size_t left = sent;
        for (const asio::const_buffer buffer : prepared_) {
            if (left == 0) break;
            const std::size_t n = std::min(left, buffer.size());
            scan(std::string_view(static_cast<const char*>(buffer.data()), n), matched_);
            left -= n;
        }
        answer_.consume(sent);
    }

private:
    static constexpr std::size_t not_found = static_cast<std::size_t>(-1);
    static constexpr std::string_view end_of_header = "\r\n\r\n";

    // Advances `matched` (how many bytes of CRLF CRLF the bytes so far end with) over `bytes`;
    // returns how many bytes of them reach the end of the header, or not_found.
    static std::size_t scan(std::string_view bytes, std::size_t& matched) {
        for (std::size_t i = 0; i < bytes.size(); ++i) {
            if (bytes[i] == end_of_header[matched]) ++matched;
            else matched = bytes[i] == '\r' ? 1 : 0;
            if (matched == end_of_header.size()) return i + 1;
        }
        return not_found;
    }

    http::message_generator answer_;
    const_buffers_type prepared_;
    std::size_t matched_ = 0;             // of CRLF CRLF, at the end of what has been sent
    std::size_t header_bytes_ = not_found;  // in prepared_, when it holds the header's end
    bool header_sent_ = false;
};

}  // namespace petteia::server
