#pragma once
// JSON written straight into a string, for the messages sent at every move (server_messages.cpp):
// building them as nlohmann::json objects first cost a sixth of the server's CPU under load
// (bench/README.md), a map node and a string copy for every key and value. The output is what
// nlohmann's dump() gives for the same object, byte for byte (tests/protocol: each message equals
// its own parse and dump), provided the caller writes each object's keys in sorted order, as
// nlohmann's std::map-based objects keep them. Strings are written as given: the caller writes only
// texts the server made (ids, moves, positions, names), never a client's bytes, which could be
// invalid UTF-8 (nlohmann would throw; error_message() keeps nlohmann and its replacement).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace petteia::protocol {

class JsonWriter {
public:
    // `expected`: the bytes the message will likely take, reserved at once: a string grown a
    // character at a time is allocated again at each doubling (issue 41: a move's allocations).
    explicit JsonWriter(std::size_t expected = 256) { out_.reserve(expected); }

    void begin_object() { open('{'); }
    void end_object() { close('}'); }
    void begin_array() { open('['); }
    void end_array() { close(']'); }
    // An object's key; its value follows.
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(std::int64_t number);
    void value(bool flag);
    void null();
    // A value already written as JSON (a nested message part).
    void raw(std::string_view json);

    void strings(const std::vector<std::string>& texts);  // an array of strings

    std::string take() { return std::move(out_); }

private:
    void open(char bracket);
    void close(char bracket);
    void separate();  // the comma before a value that is not the first of its array or object

    static constexpr int max_depth = 64;  // far more than any message nests

    std::string out_;
    std::uint64_t first_ = 0;  // bit d: nothing written yet in the array or object open at depth d
    int depth_ = 0;            // arrays and objects open
    bool after_key_ = false;
};

}  // namespace petteia::protocol
