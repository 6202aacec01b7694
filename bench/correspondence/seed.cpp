// correspondence-seed: stores N correspondence games (issue 38, deliverable 6's measurement) as the
// server would have stored them: two seated players, a few legal moves each, 1 to 14 days a move,
// each turn begun at a random moment of its allowance so that deadlines fall evenly over the days to
// come (as many pass each minute as would on a site with that many games in play). Each seat's secret
// is derived from the game's number, so that bench/correspondence/open.mjs can resume a seat as its
// player does.
//
//   correspondence-seed --database sqlite:FILE --games 100000 [--seed 1]
// Prints, one a line, "<game id> <secret of the side to move>" for every game, on standard output.
#include <algorithm>
#include <array>
#include <cstdint>
#include <iostream>
#include <random>
#include <string>
#include <string_view>
#include <ctime>

#include "db/game_store.hpp"
#include "db/location.hpp"
#include "rules/variants.hpp"
#include "server/common/secrets.hpp"

namespace {

using namespace petteia;

constexpr std::int64_t day_ms = 86'400'000;
constexpr std::array<std::int64_t, 6> days_offered{1, 2, 3, 5, 7, 14};
constexpr std::array<std::string_view, 3> variants{"petteia-8x8", "petteia-6x6", "grec"};

// 16 base64url characters: the game ids the server makes are of this shape.
std::string game_id(std::int64_t number) {
    const std::string digits = std::to_string(number);
    return "corr" + std::string(12 - std::min<std::size_t>(12, digits.size()), '0') + digits;
}

// A seat's secret (22 to 64 base64url characters, as the server hands them out).
std::string seat_secret(std::int64_t number, int side) {
    return "bench-seat-" + game_id(number) + "-side-" + std::to_string(side);
}

struct Options {
    std::string database;
    std::int64_t games = 100'000;
    unsigned seed = 1;
};

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string_view name = argv[i];
        if (name == "--database") options.database = argv[i + 1];
        else if (name == "--games") options.games = std::stoll(argv[i + 1]);
        else if (name == "--seed") options.seed = static_cast<unsigned>(std::stoul(argv[i + 1]));
        else throw std::invalid_argument("unknown option " + std::string(name));
    }
    if (options.database.empty() || options.games <= 0)
        throw std::invalid_argument("usage: correspondence-seed --database sqlite:FILE --games N [--seed S]");
    return options;
}

// One game of `days` a move whose current turn began `into_turn_ms` ago, after `plies` random legal moves.
db::StoredGame make_game(std::int64_t number, std::mt19937_64& random, std::int64_t now_ms) {
    const std::int64_t days = days_offered[random() % days_offered.size()];
    const std::string_view variant = variants[random() % variants.size()];
    const std::int64_t allowance = days * day_ms;
    db::StoredGame stored;
    stored.id = game_id(number);
    stored.variant = std::string(variant);
    stored.time_control = db::TimeControl{allowance, 0, days};
    stored.seat_hashes = {server::hash_secret(seat_secret(number, 0)), server::hash_secret(seat_secret(number, 1))};

    auto game = new_game(variant).value();
    const int plies = 2 + static_cast<int>(random() % 30);
    // Moves a few hours apart, the last turn begun within the allowance, so deadlines are spread.
    const std::int64_t into_turn = static_cast<std::int64_t>(random() % static_cast<std::uint64_t>(allowance));
    const std::int64_t turn_started = now_ms - into_turn;
    std::int64_t at = turn_started - plies * (day_ms / 6);
    stored.created_at_ms = at - 60'000;
    stored.started_at_ms = at;
    for (int ply = 0; ply < plies && !game->is_over(); ++ply) {
        const auto moves = game->legal_moves();
        const Move move = moves[random() % moves.size()];
        const std::string text = game->move_text(move);
        game->play(move).value();
        if (game->is_over()) {  // a finished game is not what this measures: keep it one move short
            game->undo();
            break;
        }
        at += day_ms / 6;
        stored.moves.push_back({text, allowance, at});
    }
    stored.turn_started_at_ms = turn_started;
    stored.remaining_ms = {allowance, allowance};
    stored.last_seen_at_ms = turn_started;
    stored.version = static_cast<std::int64_t>(stored.moves.size()) + 2;
    return stored;
}

}  // namespace

int main(int argc, char** argv) try {
    const Options options = parse(argc, argv);
    db::GameStore store(db::DatabaseLocation::parse(options.database));
    std::mt19937_64 random(options.seed);
    const std::int64_t now_ms = static_cast<std::int64_t>(std::time(nullptr)) * 1000;
    constexpr std::int64_t batch = 1000;
    for (std::int64_t first = 0; first < options.games; first += batch) {
        store.in_one_transaction([&] {
            for (std::int64_t number = first; number < std::min(first + batch, options.games); ++number) {
                const db::StoredGame game = make_game(number, random, now_ms);
                store.create(game);
                std::cout << game.id << ' ' << seat_secret(number, static_cast<int>(game.moves.size() % 2)) << '\n';
            }
        });
    }
    return 0;
} catch (const std::exception& error) {
    std::cerr << "correspondence-seed: " << error.what() << '\n';
    return 2;
}
