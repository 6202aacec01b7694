// The browser module's native twin, for the parity test (tests/wasm/): the same requests answered
// by the same C++ built for this machine. One request per line on standard input, one answer per
// line on standard output.
#include <iostream>
#include <string>

#include "protocol/browser_engine_messages.hpp"
#include "wasm/module_engine.hpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line))
        std::cout << petteia::protocol::answer_browser_engine_request(line, petteia::wasm::module_engine()) << '\n' << std::flush;
    return 0;
}
