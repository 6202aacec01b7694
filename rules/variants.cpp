#include "rules/variants.hpp"

#include "rules/grec_game.hpp"
#include "rules/petteia_game.hpp"
#include "rules/position_text.hpp"

namespace petteia {

namespace {

// Every variant, by name: its description and how to make a game of it.
struct Entry {
    const VariantInfo& (*info)();
    std::unique_ptr<Game> (*start)();
    std::unique_ptr<Game> (*from_setup)(const PositionSetup&);
};

const std::vector<Entry>& entries() {
    static const std::vector<Entry> all{
        {[]() -> const VariantInfo& { return petteia_variant_info(6); }, [] { return make_petteia_game(6); },
         [](const PositionSetup& setup) { return make_petteia_game(6, setup); }},
        {[]() -> const VariantInfo& { return petteia_variant_info(8); }, [] { return make_petteia_game(8); },
         [](const PositionSetup& setup) { return make_petteia_game(8, setup); }},
        {grec_variant_info, [] { return make_grec_game(); },
         [](const PositionSetup& setup) { return make_grec_game(setup); }},
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
    auto setup = parse_position(position_text, entry->info());
    if (!setup) return unexpected(setup.error());
    return entry->from_setup(*setup);
}

}  // namespace petteia
