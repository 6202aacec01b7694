#pragma once
// What the files of Match (match*.cpp) share and no other file needs: how a request is refused, and
// the fields that change together with the position.
#include <optional>
#include <string>
#include <vector>

#include "protocol/errors.hpp"
#include "protocol/game_view.hpp"
#include "rules/expected.hpp"

namespace petteia::server::match_parts {

using protocol::Action;
using protocol::ErrorCode;
using protocol::EventKind;
using protocol::Field;
using protocol::ProtocolError;
using protocol::ResultState;

inline Unexpected<ProtocolError> refuse(ErrorCode code, std::string message, std::optional<std::string> detail = {}) {
    return unexpected(ProtocolError{code, std::move(message), std::move(detail)});
}

// Fields that change together when the position changes.
inline const std::vector<Field> position_fields{Field::position,      Field::to_move,    Field::last_move,
                                                Field::legal,         Field::threatened, Field::in_check,
                                                Field::special_moves, Field::clock,      Field::offers,
                                                Field::result};

}  // namespace petteia::server::match_parts
