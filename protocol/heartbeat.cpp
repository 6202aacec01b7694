#include "protocol/heartbeat.hpp"

#include <nlohmann/json.hpp>

namespace petteia::protocol {

namespace {
// Longer than any spelling of {"type":"ping"} with spaces a client would send.
constexpr std::size_t max_ping_bytes = 64;
}  // namespace

bool is_ping(std::string_view text) {
    if (text.size() > max_ping_bytes || text.find("ping") == std::string_view::npos) return false;
    const auto object = nlohmann::json::parse(text, nullptr, false);
    if (!object.is_object() || object.size() != 1) return false;
    const auto type = object.find("type");
    return type != object.end() && type->is_string() && type->get_ref<const std::string&>() == "ping";
}

const std::string& pong_message() {
    static const std::string pong = R"({"type":"pong"})";
    return pong;
}

}  // namespace petteia::protocol
