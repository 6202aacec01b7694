#pragma once
// The checks after the soak, once the server has stopped: every game any player was told of is read
// back from the database file and compared with what each player last saw, replayed with the rules,
// and matched move by move against what the players sent.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "bench/soak/ledger.hpp"

namespace petteia::soak {

struct VerifyFigures {
    std::int64_t games = 0;              // games checked
    std::int64_t finished = 0;           // of which stored with a result
    std::int64_t moves = 0;              // stored moves replayed
    std::int64_t computer_moves = 0;     // of which the computer's (not sent by a player)
    std::int64_t views_compared = 0;     // players' last views compared with what is stored
    std::int64_t views_left_early = 0;   // of which by players who left a game still going (compared less strictly)
    std::map<std::string, std::int64_t> reasons;  // finished games by result reason
};

// Failures go to the ledger.
VerifyFigures verify(const std::filesystem::path& database, const std::map<std::string, GameRecord>& games, Ledger& ledger);

}  // namespace petteia::soak
