// A request's Cookie header (all its lines joined with "; "), read for both site cookies in both
// modes: cookie_value never crashes; a value it gives is 1 to 128 characters with no separator or
// outer blank in it, reads back from the cookie the server would set, and is refused once the
// header carries the cookie twice.
#include <string>

#include "server/accounts/session_cookie.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia::server;

void read_as(std::string_view header, SiteCookie cookie, bool secure) {
    const auto value = cookie_value(header, cookie, secure);
    if (!value) return;
    FUZZ_CHECK(!value->empty() && value->size() <= 128);
    FUZZ_CHECK(value->find(';') == std::string::npos);
    for (char edge : {value->front(), value->back()}) FUZZ_CHECK(edge != ' ' && edge != '\t');
    FUZZ_CHECK(header.find(cookie_name(cookie, secure) ) != std::string_view::npos);
    // The browser sends back what Set-Cookie gave it: name=value, before the attributes.
    const std::string set = set_cookie(cookie, *value, 60, secure);
    FUZZ_CHECK(cookie_value(set.substr(0, set.find(';')), cookie, secure) == value);
    // Twice is never once, however it got there.
    const std::string twice = std::string(header) + "; " + std::string(header);
    FUZZ_CHECK(!cookie_value(twice, cookie, secure));
    FUZZ_CHECK(!cookie_value(twice, cookie, !secure));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view header = petteia_fuzz::as_text(data, size);
    for (SiteCookie cookie : {SiteCookie::session, SiteCookie::device})
        for (bool secure : {false, true}) read_as(header, cookie, secure);
    return 0;
}
