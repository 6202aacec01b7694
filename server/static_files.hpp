#pragma once
// Maps a request path to a file of the web client, refusing anything outside its folder.
#include <filesystem>
#include <optional>
#include <string_view>

namespace petteia::server {

// The file for `target` under `root`: "/" and app routes such as "/g/<id>" give index.html.
// Nothing when the path is unsafe or the file does not exist.
std::optional<std::filesystem::path> static_file_for(const std::filesystem::path& root, std::string_view target);

std::string_view mime_type(const std::filesystem::path& file);

}  // namespace petteia::server
