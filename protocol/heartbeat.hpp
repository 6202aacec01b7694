#pragma once
// The application heartbeat of every WebSocket (a game's and the lobby's): browsers cannot send
// WebSocket pings, so a page sends {"type":"ping"} when it has heard nothing for a while and
// expects any message back; the server answers {"type":"pong"}. A socket whose peer stopped
// answering (a phone gone offline with the socket left open) is then noticed within seconds. See
// protocol/README.md ("the heartbeat").
#include <string>
#include <string_view>

namespace petteia::protocol {

// Whether a frame is exactly a ping: a JSON object whose only field is "type":"ping" (at most 64
// bytes, so that telling costs nothing for every other message).
bool is_ping(std::string_view text);

// {"type":"pong"}
const std::string& pong_message();

}  // namespace petteia::protocol
