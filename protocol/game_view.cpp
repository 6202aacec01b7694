#include "protocol/game_view.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace petteia::protocol {

namespace {

constexpr std::array<std::pair<ResultState, std::string_view>, 4> result_state_names{{
    {ResultState::ongoing, "ongoing"},
    {ResultState::win, "win"},
    {ResultState::draw, "draw"},
    {ResultState::aborted, "aborted"},
}};

constexpr std::array<std::pair<EventKind, std::string_view>, 12> event_kind_names{{
    {EventKind::seat, "seat"},
    {EventKind::started, "started"},
    {EventKind::connection, "connection"},
    {EventKind::move, "move"},
    {EventKind::takeback, "takeback"},
    {EventKind::offer, "offer"},
    {EventKind::result, "result"},
    {EventKind::rematch, "rematch"},
    {EventKind::offline, "offline"},
    {EventKind::rated, "rated"},
    {EventKind::listing, "listing"},
    {EventKind::berserk, "berserk"},
}};

template <class Table, class Key>
std::string_view name_in(const Table& table, Key key) {
    const auto found = std::find_if(table.begin(), table.end(), [&](const auto& entry) { return entry.first == key; });
    return found == table.end() ? std::string_view("unknown") : found->second;
}

}  // namespace

std::string_view to_string(ResultState state) { return name_in(result_state_names, state); }

std::optional<ResultState> result_state_named(std::string_view name) {
    const auto found = std::find_if(result_state_names.begin(), result_state_names.end(),
                                    [&](const auto& entry) { return entry.second == name; });
    if (found == result_state_names.end()) return std::nullopt;
    return found->first;
}

std::string_view to_string(EventKind kind) { return name_in(event_kind_names, kind); }

}  // namespace petteia::protocol
