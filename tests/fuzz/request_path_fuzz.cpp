// A request target, as the static files see it: safe_request_path never crashes, and a path it lets
// through is absolute, decoded, with no control character, backslash, '#', empty segment or
// segment that starts with a dot, so that joined to the web client's folder it stays inside it.
#include <algorithm>
#include <filesystem>
#include <string>

#include "server/net/static_files.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

bool is_control(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7f;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using petteia::server::safe_request_path;
    const std::string_view target = petteia_fuzz::as_text(data, size);
    const auto path = safe_request_path(target);
    // The query never matters.
    FUZZ_CHECK(safe_request_path(std::string(target) + "?x=/../..") == path);
    if (!path) return 0;

    FUZZ_CHECK(!path->empty() && path->front() == '/' && path->size() <= 1024);
    FUZZ_CHECK(std::none_of(path->begin(), path->end(), [](char c) { return is_control(c) || c == '\\' || c == '#'; }));
    FUZZ_CHECK(path->find("/.") == std::string::npos);
    FUZZ_CHECK(path->find("//") == std::string::npos);
    FUZZ_CHECK(*path == "/" || path->back() != '/');
    petteia::server::is_app_route(*path);

    // Joined to the folder as a relative path, it names something inside the folder.
    const std::filesystem::path root("/srv/web");
    const auto joined = (root / path->substr(1)).lexically_normal();
    const auto [root_end, joined_at] = std::mismatch(root.begin(), root.end(), joined.begin(), joined.end());
    FUZZ_CHECK(root_end == root.end());
    // A decoded path with nothing left to decode is its own safe path.
    if (path->find('%') == std::string::npos && path->find('?') == std::string::npos)
        FUZZ_CHECK(safe_request_path(*path) == path);
    return 0;
}
