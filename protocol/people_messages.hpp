#pragma once
// People one knows (issue 38, deliverable 4): the answers of /api/players/<name>/follow and /block,
// and of the account's lists /api/account/following and /api/account/blocked. The wire is
// protocol/README.md, "HTTP: people one knows".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace petteia::protocol {

// A game a followed player plays now, to watch.
struct PlayingView {
    std::string game;
    std::string variant;
    std::optional<std::string> opponent;
};

struct KnownPlayerView {
    std::string name;
    std::int64_t since_ms = 0;
    bool online = false;  // following only: an events socket of theirs is open on the node that answers
    std::vector<PlayingView> playing{};  // following only: their games in play that anyone may watch
};

// {"name":"Theseus","following":true} / {"name":"Theseus","blocked":false}
nlohmann::json relation_json(const std::string& name, const char* relation, bool on);
// {"following":[{"name":…,"since_ms":…,"online":…,"playing":[{"game":…,"link":"/g/<id>","variant":…,
//  "opponent":…|null}, …]}, …]}
nlohmann::json following_json(const std::vector<KnownPlayerView>& players);
// {"blocked":[{"name":…,"since_ms":…}, …]}
nlohmann::json blocked_json(const std::vector<KnownPlayerView>& players);

}  // namespace petteia::protocol
