// JsonWriter writes what nlohmann's dump() writes for the same values: commas and nesting, numbers
// at their limits, and every character that must be escaped.
#include <cstdint>
#include <limits>
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

}  // namespace
