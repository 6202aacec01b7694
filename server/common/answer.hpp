#pragma once
// What the server's logic answers: a value, or the ProtocolError a client is told.
#include "protocol/errors.hpp"
#include "rules/expected.hpp"

namespace petteia::server {

template <class T>
using Answer = Expected<T, protocol::ProtocolError>;

}  // namespace petteia::server
