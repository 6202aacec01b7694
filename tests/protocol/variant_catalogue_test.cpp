// GET /api/variants: every variant with its board, its sides and the ranks a side wins by filling.
#include <gtest/gtest.h>

#include "protocol/variant_catalogue.hpp"

namespace {

using petteia::protocol::variant_catalogue_json;

nlohmann::json entry(const std::string& name) {
    for (const auto& variant : variant_catalogue_json())
        if (variant.at("name") == name) return variant;
    ADD_FAILURE() << "no variant " << name;
    return nullptr;
}

TEST(VariantCatalogue, ListsEveryGameWithItsBoardAndSides) {
    const auto six = entry("petteia-6x6");
    EXPECT_EQ(six.at("width"), 6);
    EXPECT_EQ(six.at("height"), 6);
    EXPECT_EQ(six.at("sides"), nlohmann::json({"light", "dark"}));
    EXPECT_EQ(entry("petteia-8x8").at("width"), 8);
    EXPECT_EQ(entry("grec").at("sides"), nlohmann::json({"black", "white"}));
}

TEST(VariantCatalogue, LeGrecNamesTheHalvesEachSideMustFill) {
    // Ranks as move text numbers them: Black fills ranks 3–4, White ranks 1–2.
    EXPECT_EQ(entry("grec").at("goal_ranks"), nlohmann::json::parse(R"({"black":[3,4],"white":[1,2]})"));
}

TEST(VariantCatalogue, PetteiaHasNoGoalRanks) {
    EXPECT_EQ(entry("petteia-8x8").at("goal_ranks"), nlohmann::json::parse(R"({"light":[],"dark":[]})"));
}

}  // namespace
