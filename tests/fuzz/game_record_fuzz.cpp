// A game record (headers or tags, then the moves), read with the variant from its header or, when
// the input's length says so, from outside as well: read_record never crashes, and a record it
// accepts is written back to a record that reads to the same game and is written the same again.
// The viewer's reading (read_record_until_refused) never crashes either, and what it kept, written
// as a tagged record, reads back to the same game.
#include <memory>
#include <string>

#include "rules/game_record.hpp"
#include "rules/position_text.hpp"
#include "rules/variants.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace petteia;

void check_round_trip(const Game& game) {
    const std::string record = write_record(game);
    const auto again = read_record(record);
    FUZZ_CHECK(again);
    const Game& reread = **again;
    FUZZ_CHECK(reread.variant().name == game.variant().name);
    FUZZ_CHECK(reread.history() == game.history());
    FUZZ_CHECK(format_position(reread) == format_position(game));
    FUZZ_CHECK(reread.status() == game.status());
    FUZZ_CHECK(write_record(reread) == record);
}

// What the viewer kept: every move legal, so its tagged record (with the tags it read) is whole.
void check_viewer_reading(std::string_view text, std::string_view variant) {
    const auto reading = read_record_until_refused(text, variant);
    if (!reading) {
        FUZZ_CHECK(!reading.error().reason.empty());
        return;
    }
    const Game& game = *reading->game;
    if (reading->error) FUZZ_CHECK(reading->error->index == static_cast<int>(game.history().size()));
    const std::string tagged = write_tagged_record(game, reading->tags, "*");
    const auto again = read_record(tagged);
    FUZZ_CHECK(again);
    FUZZ_CHECK((*again)->history() == game.history());
    FUZZ_CHECK(format_position(**again) == format_position(game));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = petteia_fuzz::as_text(data, size);
    // The API's callers give the variant they expect; the command-line tool gives none.
    const std::string& expected = variant_names()[size % variant_names().size()];
    for (std::string_view variant : {std::string_view(), std::string_view(expected)}) {
        const auto game = read_record(text, variant);
        if (!game) {
            FUZZ_CHECK(!game.error().reason.empty());
            continue;
        }
        if (!variant.empty()) FUZZ_CHECK((*game)->variant().name == variant);
        check_round_trip(**game);
    }
    check_viewer_reading(text, expected);
    return 0;
}
