// GET /api/variants: every variant with its board, sides, square names, pieces, ends and special
// moves, and the squares a side wins by standing on: all a browser knows of a game.
#include <gtest/gtest.h>

#include <vector>

#include "protocol/variant_catalogue.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"

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
    // Squares as move text names them, by file then rank: Black fills ranks 3–4, White ranks 1–2.
    EXPECT_EQ(entry("grec").at("goal_squares"),
              nlohmann::json::parse(R"({"black":["A3","A4","B3","B4","C3","C4","D3","D4"],
                                        "white":["A1","A2","B1","B2","C1","C2","D1","D2"]})"));
}

TEST(VariantCatalogue, LeGrecMirrorNamesTheSquaresWhereTheOtherSideStarted) {
    const auto mirror = entry("grec-mirror");
    EXPECT_EQ(mirror.at("goal_squares"), nlohmann::json::parse(R"({"black":["A4","B3","B4","C3","C4","D3","D4"],
                                                                  "white":["A1","A2","B1","B2","C1","C2","D1"]})"));
    EXPECT_EQ(mirror.at("title"), nlohmann::json::parse(R"({"en":"Le Grec, mirror arrival","fr":"Le Grec, arrivée en miroir","el":"Le Grec, κατοπτρική άφιξη"})"));
    // Everything else is Le Grec's.
    auto grec = entry("grec");
    for (const char* key : {"width", "height", "sides", "files", "first_rank", "move_example", "pieces",
                            "position_fields", "has_captures", "quiet_move_rule", "end_reasons", "special_moves", "start"})
        EXPECT_EQ(mirror.at(key), grec.at(key)) << key;
}

TEST(VariantCatalogue, GivesEachGamesStartingPositionAsPositionsAreWritten) {
    for (const auto& name : petteia::variant_names()) {
        const auto game = petteia::new_game(name);
        ASSERT_TRUE(game) << name;
        EXPECT_EQ(entry(name).at("start"), petteia::format_position(**game)) << name;
    }
    EXPECT_EQ(entry("petteia-6x6").at("start").get<std::string>().substr(0, 7), "DDDDDD/") << "the far rank first, as positions are written";
}

TEST(VariantCatalogue, GroupsTheVariantsOfOneGame) {
    EXPECT_EQ(entry("petteia-6x6").at("family").at("key"), "petteia");
    EXPECT_EQ(entry("petteia-8x8").at("family").at("key"), "petteia");
    EXPECT_EQ(entry("petteia-8x8").at("family").at("choice"), nlohmann::json::parse(R"({"en":"8×8","fr":"8×8","el":"8×8"})"));
    EXPECT_EQ(entry("grec").at("family").at("key"), "grec");
    EXPECT_EQ(entry("grec-mirror").at("family").at("title"), nlohmann::json::parse(R"({"en":"Le Grec","fr":"Le Grec","el":"Le Grec"})"));
    EXPECT_EQ(entry("petteia-chess").at("family").at("title"), nlohmann::json::parse(R"({"en":"Petteia chess","fr":"Petteia échecs","el":"Πεττεία-σκάκι"})"));
    for (const auto& name : petteia::variant_names()) {
        const auto family = entry(name).at("family");
        EXPECT_FALSE(family.at("key").get<std::string>().empty()) << name;
        EXPECT_FALSE(family.at("choice").at("en").get<std::string>().empty()) << name;
        EXPECT_FALSE(family.at("choice").at("fr").get<std::string>().empty()) << name;
    }
}

// Every text a browser shows from the catalogue exists in each of the site's languages: a language
// missing here would show the game's key instead of its name.
TEST(VariantCatalogue, NamesEveryGameAndPieceInEachLanguage) {
    for (const auto& name : petteia::variant_names()) {
        const auto item = entry(name);
        std::vector<nlohmann::json> texts{item.at("title"), item.at("family").at("title"), item.at("family").at("choice")};
        for (const auto& piece : item.at("pieces")) texts.push_back(piece.at("names"));
        for (const auto& text : texts)
            for (const char* lang : {"en", "fr", "el"})
                EXPECT_FALSE(text.at(lang).get<std::string>().empty()) << name << " " << lang << " " << text.dump();
    }
    EXPECT_EQ(entry("petteia-6x6").at("title").at("el"), "Πεττεία 6×6");
}

TEST(VariantCatalogue, PetteiaHasNoGoalSquares) {
    EXPECT_EQ(entry("petteia-8x8").at("goal_squares"), nlohmann::json::parse(R"({"light":[],"dark":[]})"));
    EXPECT_FALSE(entry("petteia-8x8").contains("goal_ranks"));
}


TEST(VariantCatalogue, PetteiaChessSaysHowItsSquaresPiecesAndEndsAreWritten) {
    const auto chess = entry("petteia-chess");
    EXPECT_EQ(chess.at("title"), nlohmann::json::parse(R"j({"en":"Petteia chess (10×10)","fr":"Petteia échecs (10×10)","el":"Πεττεία-σκάκι (10×10)"})j"));
    EXPECT_EQ(chess.at("files"), "abcdefghij");
    EXPECT_EQ(chess.at("first_rank"), 0) << "squares a0 to j9";
    EXPECT_EQ(chess.at("move_example"), "Pe1-e3");
    ASSERT_EQ(chess.at("pieces").size(), 7u);
    EXPECT_EQ(chess.at("pieces")[3], nlohmann::json::parse(
                                         R"({"kind":"snake","letters":{"white":"S","black":"s"},"names":{"en":"Snake","fr":"Serpent","el":"Φίδι"}})"));
    EXPECT_EQ(chess.at("position_fields"),
              nlohmann::json({"placement", "to_move", "special_moves", "en_passant", "quiet_plies"}));
    EXPECT_EQ(chess.at("end_reasons"), nlohmann::json({"checkmate", "stalemate", "repetition", "quiet-moves"}));
    EXPECT_EQ(chess.at("special_moves"), nlohmann::json::parse(R"([{"name":"sacrifice","mark":"*","takes_own_piece":true}])"));
    EXPECT_EQ(chess.at("has_captures"), true);
    EXPECT_EQ(chess.at("goal_squares"), nlohmann::json::parse(R"({"white":[],"black":[]})"));
}

TEST(VariantCatalogue, PetteiaAndLeGrecWriteCapitalFilesFromRankOne) {
    const auto six = entry("petteia-6x6");
    EXPECT_EQ(six.at("files"), "ABCDEF");
    EXPECT_EQ(six.at("first_rank"), 1);
    EXPECT_EQ(six.at("pieces"), nlohmann::json::parse(
                                    R"([{"kind":"pessos","letters":{"light":"L","dark":"D"},"names":{"en":"Piece","fr":"Pion","el":"Πεσσός"}}])"));
    EXPECT_EQ(six.at("position_fields"), nlohmann::json({"placement", "to_move", "quiet_plies"}));
    EXPECT_EQ(six.at("special_moves"), nlohmann::json::array());
    const auto grec = entry("grec");
    EXPECT_EQ(grec.at("files"), "ABCD");
    EXPECT_EQ(grec.at("has_captures"), false);
    EXPECT_EQ(grec.at("quiet_move_rule"), false);
    EXPECT_EQ(grec.at("end_reasons"), nlohmann::json({"arrived", "no-moves", "repetition"}));
}

}  // namespace
