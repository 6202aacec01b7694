#pragma once
// The log's line format. Whatever a log line quotes — a user name, a request path, an Origin, an
// exception's text — it stays one line of printable text: control characters (a newline that
// would forge a line of its own), backslashes and bytes that are not UTF-8 are written as escapes.
#include <string>
#include <string_view>

namespace petteia::server {

// `text` with \n, \r, \t and \\ escaped, other control characters and invalid UTF-8 as \xNN.
std::string escaped_for_log(std::string_view text);

// Installs the format "<time> <level> <message, escaped>" on every logger.
void use_log_format();

}  // namespace petteia::server
