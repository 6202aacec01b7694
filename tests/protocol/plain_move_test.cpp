// The quick reading of a plain move (protocol/plain_move.hpp) never answers otherwise than the
// general reader: what it reads, parse_client_message() reads the same way from the same JSON
// written with a trailing space (which the quick reading leaves to it); what it leaves, it leaves
// whole. It must also take the move as the web client writes it, or it saves nothing.
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "protocol/client_messages.hpp"
#include "protocol/plain_move.hpp"

namespace {

using namespace petteia::protocol;

// The general reader's answer for the same JSON (a trailing space: the quick reading refuses it).
void expect_same_as_general(const std::string& text) {
    const auto quick = read_plain_move(text);
    if (!quick) return;
    const auto general = parse_client_message(text + " ");
    ASSERT_TRUE(general) << text << ": read quickly, refused generally: " << general.error().error.message;
    const auto* move = std::get_if<PlayMove>(&general->message);
    ASSERT_NE(move, nullptr) << text;
    EXPECT_EQ(move->move, quick->move) << text;
    EXPECT_EQ(move->ply, quick->ply) << text;
    EXPECT_FALSE(general->ref) << text;
}

TEST(PlainMove, ReadsTheMoveAsTheWebClientWritesIt) {
    const auto move = read_plain_move(R"({"type":"move","move":"E6-E3","ply":12})");
    ASSERT_TRUE(move);
    EXPECT_EQ(move->move, "E6-E3");
    EXPECT_EQ(move->ply, 12);
    const auto parsed = parse_client_message(R"({"type":"move","move":"E6-E3","ply":12})");
    ASSERT_TRUE(parsed);
    EXPECT_EQ(std::get<PlayMove>(parsed->message).move, "E6-E3");
}

TEST(PlainMove, ReadsItsMembersInAnyOrderAndThePlyOptional) {
    for (const std::string text : {R"({"move":"a1-a2","type":"move","ply":0})", R"({"ply":999999,"move":"Pe1-e3","type":"move"})",
                                   R"({"type":"move","move":"K*")", R"({"type":"move","move":"x"})"}) {
        const auto move = read_plain_move(text + (text.back() == '}' ? "" : "}"));
        EXPECT_TRUE(move) << text;
        expect_same_as_general(text + (text.back() == '}' ? "" : "}"));
    }
    EXPECT_FALSE(read_plain_move(R"({"type":"move","move":"x"})")->ply);
}

TEST(PlainMove, LeavesEverythingElseToTheGeneralReader) {
    const std::string long_move(33, 'a');
    for (const std::string& text : std::vector<std::string>{
             R"({ "type":"move","move":"E6-E3"})",           // a space
             R"({"type":"move","move":"E6-E3"} )",           // a trailing space
             R"({"type":"move","move":"E6\u002dE3"})",       // an escape
             R"({"type":"move","move":"E6-E3","ref":7})",    // a ref
             R"({"type":"move","move":"E6-E3","move":"x"})", // a member twice
             R"({"type":"move","type":"move","move":"x"})",
             R"({"type":"move","move":"E6-E3","extra":1})",
             R"({"type":"resign"})",
             R"({"type":"move"})",                            // no move
             R"({"move":"E6-E3"})",                           // no type
             R"({"type":"move","move":""})",
             R"({"type":"move","move":")" + long_move + "\"}",
             R"({"type":"move","move":"E6-E3","ply":-1})",
             R"({"type":"move","move":"E6-E3","ply":01})",
             R"({"type":"move","move":"E6-E3","ply":1.0})",
             R"({"type":"move","move":"E6-E3","ply":1e3})",
             R"({"type":"move","move":"E6-E3","ply":1000001})",
             R"({"type":"move","move":"E6-E3","ply":"3"})",
             R"({"type":"move","move":"Ε6-Ε3"})",             // Greek letters: not ASCII
             R"({"type":"move","move":"E6-E3"}x)",
             R"({"type":"move","move":"E6-E3",})",
             R"({"type":"move","move":"E6-E3")",
             R"({})",
             "",
             "{",
         })
        EXPECT_FALSE(read_plain_move(text)) << text;
}

TEST(PlainMove, AgreesWithTheGeneralReaderOnRandomTexts) {
    // Texts built from the pieces of move messages and their usual mistakes.
    const std::vector<std::string> pieces{"{", "}", ",", ":", "\"type\"", "\"move\"", "\"ply\"", "\"ref\"", "\"E6-E3\"",
                                          "\"\"", "0", "12", "007", "1000000", "1000001", "-1", "\"", "\\", " ", "x", "\"a\""};
    std::mt19937 random(41);
    std::size_t read_quickly = 0;
    for (int trial = 0; trial < 200'000; ++trial) {
        std::string text = "{";
        // Mostly well-formed members, sometimes anything.
        const int members = static_cast<int>(random() % 4);
        for (int m = 0; m < members; ++m) {
            if (m > 0) text += random() % 20 ? "," : pieces[random() % pieces.size()];
            if (random() % 10) {
                static const char* keys[] = {"\"type\"", "\"move\"", "\"ply\""};
                static const char* values[] = {"\"move\"", "\"E6-E3\"", "12", "0", "\"\"", "1000000", "\"x\"", "07"};
                text += keys[random() % 3];
                text += ':';
                text += values[random() % 8];
            } else {
                for (int k = static_cast<int>(random() % 4); k >= 0; --k) text += pieces[random() % pieces.size()];
            }
        }
        text += random() % 20 ? "}" : pieces[random() % pieces.size()];
        if (read_plain_move(text)) ++read_quickly;
        expect_same_as_general(text);
        if (HasFailure()) return;
    }
    EXPECT_GT(read_quickly, 300u);  // the comparison compared something
}

}  // namespace
