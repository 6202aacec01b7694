#include "rules/variants.hpp"

#include "rules/chess_game.hpp"
#include "rules/grec_game.hpp"
#include "rules/petteia_game.hpp"
#include "rules/position_text.hpp"

namespace petteia {

namespace {

// Every variant, by name: its description and how to make a game of it, from its start or from a
// position text.
struct Entry {
    const VariantInfo& (*info)();
    std::unique_ptr<Game> (*start)();
    Expected<std::unique_ptr<Game>, TextError> (*from_text)(std::string_view);
};

// The variants whose position text is the shared one (position_text.hpp).
template <const VariantInfo& (*Info)(), std::unique_ptr<Game> (*FromSetup)(const PositionSetup&)>
Expected<std::unique_ptr<Game>, TextError> from_shared_text(std::string_view text) {
    auto setup = parse_position(text, Info());
    if (!setup) return unexpected(setup.error());
    return FromSetup(*setup);
}

const VariantInfo& petteia6_info() { return petteia_variant_info(6); }
const VariantInfo& petteia8_info() { return petteia_variant_info(8); }
std::unique_ptr<Game> petteia6_from(const PositionSetup& setup) { return make_petteia_game(6, setup); }
std::unique_ptr<Game> petteia8_from(const PositionSetup& setup) { return make_petteia_game(8, setup); }
std::unique_ptr<Game> grec_from(const PositionSetup& setup) { return make_grec_game(setup); }
std::unique_ptr<Game> grec_mirror_from(const PositionSetup& setup) { return make_grec_game(setup, grec_mirror_goals); }

const std::vector<Entry>& entries() {
    static const std::vector<Entry> all{
        {petteia6_info, [] { return make_petteia_game(6); }, from_shared_text<petteia6_info, petteia6_from>},
        {petteia8_info, [] { return make_petteia_game(8); }, from_shared_text<petteia8_info, petteia8_from>},
        {grec_variant_info, [] { return make_grec_game(); }, from_shared_text<grec_variant_info, grec_from>},
        {grec_mirror_variant_info, [] { return make_grec_game(grec_mirror_goals); },
         from_shared_text<grec_mirror_variant_info, grec_mirror_from>},
        {chess_variant_info, [] { return make_chess_game(); }, [](std::string_view text) { return make_chess_game(text); }},
    };
    return all;
}

const Entry* find(std::string_view name) {
    for (const Entry& entry : entries())
        if (entry.info().name == name) return &entry;
    return nullptr;
}

TextError unknown(std::string_view name) {
    std::string known;
    for (const auto& variant : variant_names()) known += (known.empty() ? "" : ", ") + variant;
    return {"unknown variant \"" + std::string(name) + "\" (known: " + known + ")"};
}

}  // namespace

const std::vector<std::string>& variant_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> all;
        for (const Entry& entry : entries()) all.push_back(entry.info().name);
        return all;
    }();
    return names;
}

Expected<std::unique_ptr<Game>, TextError> new_game(std::string_view variant) {
    const Entry* entry = find(variant);
    if (!entry) return unexpected(unknown(variant));
    return entry->start();
}

Expected<std::unique_ptr<Game>, TextError> new_game(std::string_view variant, std::string_view position_text) {
    const Entry* entry = find(variant);
    if (!entry) return unexpected(unknown(variant));
    return entry->from_text(position_text);
}

}  // namespace petteia
