#pragma once
// The soak's own lines on stderr, told apart from the server's log by their prefix.
#include <iostream>
#include <string>

namespace petteia::soak {

inline void log(const std::string& text) { std::cerr << "petteia-soak: " << text << std::endl; }

}  // namespace petteia::soak
