#include "server/net/static_files.hpp"

#include "server/net/percent_decoding.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace petteia::server {

namespace {

namespace fs = std::filesystem;

bool is_control(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7f;
}

// Whether `path` is `root` itself or lies below it, comparing whole components ("/srv/web2" is not
// inside "/srv/web").
bool is_beneath(const fs::path& path, const fs::path& root) {
    const auto [root_end, path_at] = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
    return root_end == root.end();
}

fs::path canonical_or_empty(const fs::path& path) {
    if (path.empty()) return {};
    std::error_code error;
    fs::path resolved = fs::weakly_canonical(fs::absolute(path, error), error);
    return error ? fs::path{} : resolved;
}

}  // namespace

std::optional<std::string> safe_request_path(std::string_view target) {
    const std::string_view raw = target.substr(0, target.find('?'));
    if (raw.empty() || raw.front() != '/' || raw.size() > 1024) return std::nullopt;
    auto path = percent_decoded(raw);
    if (!path) return std::nullopt;
    if (std::any_of(path->begin(), path->end(), [](char c) { return is_control(c) || c == '\\' || c == '#'; }))
        return std::nullopt;
    if (*path == "/") return path;
    // Every segment between slashes: not empty, and not starting with a dot.
    for (std::size_t start = 1; start <= path->size();) {
        const std::size_t end = std::min(path->find('/', start), path->size());
        if (end == start || (*path)[start] == '.') return std::nullopt;
        start = end + 1;
    }
    return path;
}

bool is_app_route(std::string_view path) {
    const auto last_segment = path.substr(path.rfind('/') + 1);
    return last_segment.find('.') == std::string_view::npos;
}

StaticFiles::StaticFiles(const fs::path& root, const fs::path& database_file)
    : root_(canonical_or_empty(root)), database_dir_(canonical_or_empty(database_file.parent_path().empty()
                                                                          ? fs::path(".")
                                                                          : database_file.parent_path())),
      database_name_(database_file.filename().string()) {}

std::optional<fs::path> StaticFiles::file_for(std::string_view target) const {
    if (root_.empty()) return std::nullopt;
    const auto path = safe_request_path(target);
    if (!path) return std::nullopt;
    // The web client is one page that routes itself: its views (/, /g/<id>, /rules, and any unknown
    // page, which it answers with its own not-found view) all get index.html, unless something
    // by that name is there (a link that leads out of the folder, say): that is judged as itself.
    fs::path relative = fs::path(path->substr(1));
    if (relative.is_absolute() || relative.has_root_name()) return std::nullopt;
    std::error_code error;
    const bool something_there = *path != "/" && fs::symlink_status(root_ / relative, error).type() != fs::file_type::not_found;
    if (is_app_route(*path) && !something_there) relative = "index.html";
    const fs::path real = fs::canonical(root_ / relative, error);
    if (error || !is_beneath(real, root_) || real == root_) return std::nullopt;
    if (real.parent_path() == database_dir_ && real.filename().string().starts_with(database_name_)) return std::nullopt;
    if (!fs::is_regular_file(real, error)) return std::nullopt;
    return real;
}

std::string_view mime_type(const fs::path& file) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 13> types{{
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
        {".wasm", "application/wasm"},  // the browser engine (wasm/), fetched by its Worker
    }};
    const std::string extension = file.extension().string();
    const auto found = std::find_if(types.begin(), types.end(), [&](const auto& type) { return type.first == extension; });
    return found == types.end() ? "application/octet-stream" : found->second;
}

}  // namespace petteia::server
