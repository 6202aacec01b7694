// A supplied set of Petteia endgame tables (engine/petteia_tables.hpp), as the browser module and
// its native twin hold them: nothing read from a directory, a table there once its file's bytes are
// given, a damaged file refused without changing anything, the first file kept, and the look-ups
// that found nothing reported once each (the page fetches those files).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/petteia_tables.hpp"

namespace {

using namespace petteia::engine;

std::string committed_file(const std::string& name) {
    std::ifstream in(std::filesystem::path(default_table_directory()) / (name + ".ptb"), std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

TEST(SuppliedTables, ATableIsThereOnlyOnceItsFileIsGiven) {
    const PetteiaTables tables{PetteiaTables::Supplied{}};
    EXPECT_TRUE(tables.supplied());
    const TableShape two_two{6, 2, 2};
    EXPECT_EQ(tables.find(two_two), nullptr) << "a supplied set reads no directory";
    EXPECT_EQ(tables.find(two_two), nullptr);
    EXPECT_EQ(tables.take_missing(), std::vector<TableShape>{two_two}) << "asked twice, reported once";
    EXPECT_TRUE(tables.take_missing().empty()) << "taken";

    const std::string bytes = committed_file("petteia-6x6-2v2");
    ASSERT_FALSE(bytes.empty());
    const auto shape = tables.supply("petteia-6x6-2v2", bytes);
    ASSERT_TRUE(shape) << shape.error();
    EXPECT_EQ(*shape, two_two);
    const EndgameTable* found = tables.find(two_two);
    ASSERT_NE(found, nullptr);
    // Given again (a second Worker request): the first one stays, nothing is loaded twice.
    EXPECT_TRUE(tables.supply("petteia-6x6-2v2", bytes));
    EXPECT_EQ(tables.find(two_two), found);
}

TEST(SuppliedTables, ADamagedOrMisnamedFileIsRefusedAndChangesNothing) {
    const PetteiaTables tables{PetteiaTables::Supplied{}};
    std::string bytes = committed_file("petteia-6x6-2v2");
    ASSERT_GT(bytes.size(), 100u);
    std::string damaged = bytes;
    damaged[damaged.size() / 2] ^= 0x5a;
    EXPECT_FALSE(tables.supply("petteia-6x6-2v2", damaged)) << "the checksum catches it";
    EXPECT_FALSE(tables.supply("petteia-6x6-2v2", bytes.substr(0, bytes.size() - 1))) << "a short file";
    EXPECT_FALSE(tables.supply("petteia-6x6-3v2", bytes)) << "the file of another table";
    EXPECT_FALSE(tables.supply("../../etc/passwd", bytes)) << "no name outside the catalogue";
    EXPECT_FALSE(tables.supply("petteia-6x6-2v2", ""));
    EXPECT_EQ(tables.find({6, 2, 2}), nullptr) << "nothing refused was kept";
    EXPECT_TRUE(tables.supply("petteia-6x6-2v2", bytes));
    EXPECT_NE(tables.find({6, 2, 2}), nullptr);
}

}  // namespace
