#include "server/static_files.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace petteia::server {

std::optional<std::filesystem::path> static_file_for(const std::filesystem::path& root, std::string_view target) {
    if (root.empty()) return std::nullopt;
    std::string_view path = target.substr(0, target.find_first_of("?#"));
    if (path.empty() || path.front() != '/' || path.find("..") != std::string_view::npos ||
        path.find('\\') != std::string_view::npos || path.find('\0') != std::string_view::npos)
        return std::nullopt;
    // The web client is one page that routes itself: its views (/, /g/<id>, /rules, and any unknown
    // page, which it answers with its own not-found view) have paths without a file extension.
    const auto last_segment = path.substr(path.rfind('/') + 1);
    const bool app_route = last_segment.find('.') == std::string_view::npos;
    const std::filesystem::path file = app_route ? root / "index.html" : root / std::filesystem::path(path.substr(1));
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) return std::nullopt;
    return file;
}

std::string_view mime_type(const std::filesystem::path& file) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 12> types{{
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".json", "application/json"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".webmanifest", "application/manifest+json"},
        {".woff2", "font/woff2"},
        {".mp3", "audio/mpeg"},
        {".txt", "text/plain; charset=utf-8"},
    }};
    const std::string extension = file.extension().string();
    const auto found = std::find_if(types.begin(), types.end(), [&](const auto& type) { return type.first == extension; });
    return found == types.end() ? "application/octet-stream" : found->second;
}

}  // namespace petteia::server
