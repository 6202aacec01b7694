// The module's one entry point, for the browser's Worker (web-client/src/analysis/): a request
// text in, an answer text out (protocol/browser_engine_messages.hpp). One Engine for the module's
// life (wasm/module_engine.hpp): its table is allocated once, like a server worker's.
#include <emscripten/emscripten.h>

#include <string>

#include "protocol/browser_engine_messages.hpp"
#include "wasm/module_engine.hpp"

extern "C" {

// The answer stays valid until the next call (the Worker copies it out at once).
EMSCRIPTEN_KEEPALIVE const char* petteia_request(const char* request) {
    static std::string answer;
    answer = petteia::protocol::answer_browser_engine_request(request, petteia::wasm::module_engine());
    return answer.c_str();
}

}
