#pragma once
// The message a game's socket carries most, a move as the web client writes it —
// {"type":"move","move":"E6-E3","ply":12}, its members in any order, "ply" optional — read without
// building a JSON document (issue 41: nlohmann's parse was about a dozen allocations a move).
// Anything else, even the same message written otherwise (spaces, escapes, a "ref", a member twice,
// a number out of range), is not read here: parse_client_message() then reads it the general way,
// which gives the same request or says what is wrong. So this only makes the common case cheaper
// and never changes an answer (tests/protocol/plain_move_test.cpp compares the two).
#include <optional>
#include <string_view>

#include "protocol/client_messages.hpp"

namespace petteia::protocol {

std::optional<PlayMove> read_plain_move(std::string_view text);

}  // namespace petteia::protocol
