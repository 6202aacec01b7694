#pragma once
// Maps a request path to a file of the web client, refusing anything that could leave its folder.
//
// A request path is hostile until checked: it is percent-decoded once, and any control character,
// backslash, empty segment ("//", a trailing "/"), or segment that starts with a dot ("." and "..",
// and every hidden file) refuses it outright. What is left is joined to the folder as a *relative*
// path, resolved with every symbolic link followed, and served only if the result is still inside
// the folder and is not the database or one of its companion files (whatever --data and --static
// are: the same folder, or one inside the other).
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace petteia::server {

// The decoded path of a request target ("/g/abc?x=1" gives "/g/abc"), or nothing when the target is
// not a plain absolute path or has any of the hostile parts above.
std::optional<std::string> safe_request_path(std::string_view target);

// Whether a (safe) path names a page of the web client, which routes itself, rather than a file:
// its last segment has no extension ("/", "/g/<id>", "/rules").
bool is_app_route(std::string_view path);

class StaticFiles {
public:
    // `root`: the web client's folder (empty: none is served). `database_file`: never served, nor
    // any file beside it whose name starts with its name (its -wal, -shm and -journal files).
    StaticFiles(const std::filesystem::path& root, const std::filesystem::path& database_file);

    // The file to answer `target` with: index.html for app routes. Nothing when the path is
    // unsafe, the file does not exist, or it resolves outside the folder or to the database.
    std::optional<std::filesystem::path> file_for(std::string_view target) const;

    bool serving() const { return !root_.empty(); }

private:
    std::filesystem::path root_;            // canonical; empty when nothing is served
    std::filesystem::path database_dir_;    // canonical
    std::string database_name_;
};

std::string_view mime_type(const std::filesystem::path& file);

}  // namespace petteia::server
