// JsonWriter writes what nlohmann's dump() writes for the same values: commas and nesting, numbers
// at their limits, and every character that must be escaped.
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "protocol/json_writer.hpp"

namespace {

using petteia::protocol::JsonWriter;
using nlohmann::json;

TEST(JsonWriter, NestsAndSeparatesAsNlohmannDoes) {
    JsonWriter out;
    out.begin_object();
    out.key("a");
    out.begin_array();
    out.begin_object();
    out.end_object();
    out.begin_array();
    out.end_array();
    out.value(std::int64_t{0});
    out.null();
    out.end_array();
    out.key("b");
    out.value(true);
    out.key("c");
    out.strings({"x", "y"});
    out.key("d");
    out.raw("[1,2]");
    out.end_object();
    const json expected{{"a", json::array({json::object(), json::array(), 0, nullptr})},
                        {"b", true},
                        {"c", {"x", "y"}},
                        {"d", {1, 2}}};
    EXPECT_EQ(out.take(), expected.dump());
}

TEST(JsonWriter, NumbersAtTheirLimits) {
    for (const std::int64_t number : {std::numeric_limits<std::int64_t>::min(), std::int64_t{-1}, std::int64_t{0},
                                      std::int64_t{1'000'000}, std::numeric_limits<std::int64_t>::max()}) {
        JsonWriter out;
        out.value(number);
        EXPECT_EQ(out.take(), json(number).dump());
    }
}

TEST(JsonWriter, EscapesEveryCharacterJsonRequires) {
    std::string text = "quote \" backslash \\ slash / accents é ü 漢 ";
    for (int c = 0; c < 0x20; ++c) text += static_cast<char>(c);
    text += '\x7f';
    JsonWriter out;
    out.begin_object();
    out.key(text);
    out.value(text);
    out.end_object();
    json expected = json::object();
    expected[text] = text;
    EXPECT_EQ(out.take(), expected.dump());
}

// Each open array or object keeps its "nothing written yet" in a bit of its own: 64 levels, the
// commas right at each, and a 65th refused rather than written wrong.
TEST(JsonWriter, NestsSixtyFourDeepAndRefusesMore) {
    JsonWriter out;
    json expected = json::array({1, 2});
    for (int depth = 1; depth < 64; ++depth) expected = json::array({depth, expected, depth});
    const auto write = [&](auto& self, int depth) -> void {
        out.begin_array();
        if (depth == 64) {
            out.value(std::int64_t{1});
            out.value(std::int64_t{2});
        } else {
            out.value(std::int64_t{64 - depth});
            self(self, depth + 1);
            out.value(std::int64_t{64 - depth});
        }
        out.end_array();
    };
    write(write, 1);
    EXPECT_EQ(out.take(), expected.dump());

    JsonWriter deep;
    for (int depth = 0; depth < 64; ++depth) deep.begin_array();
    EXPECT_THROW(deep.begin_array(), std::logic_error);
    JsonWriter closed;
    EXPECT_THROW(closed.end_object(), std::logic_error);
}

}  // namespace
