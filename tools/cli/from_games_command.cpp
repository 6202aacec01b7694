// petteia exercises from-games --db PATH [--variant V] [--limit N] [--add-to FILE]   > exercises.json
// Reads the finished games of the site's store (an SQLite file, "sqlite:PATH" or "postgresql://…", as
// petteia-server's --database; its schema is brought up to date first, as the server does), the
// last finished first, at most N (default 1000), only V's with --variant; finds the mistakes in them
// by analysis and prints the exercises the positions before them make, verified, in the exercise
// file's format (engine/exercises/from_games.hpp). With --add-to, that file's exercises followed by
// the new ones, their ids continuing the file's; without it the ids start at 01. What it read and
// found goes to standard error. Only the positions reach an exercise: not a game's id, nor a
// player's name or account.
#include <chrono>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "db/game_store.hpp"
#include "db/location.hpp"
#include "engine/exercises/from_games.hpp"
#include "rules/variants.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/exercise_json.hpp"
#include "tools/cli/options.hpp"

namespace petteia::cli {

namespace {

namespace ex = engine::exercises;
using nlohmann::ordered_json;

db::DatabaseLocation store_location(const std::string& text) {
    if (text.starts_with("sqlite:") || text.starts_with("postgresql://") || text.starts_with("postgres://"))
        return db::DatabaseLocation::parse(text);
    return db::DatabaseLocation(std::filesystem::path(text));
}

// Only what an exercise may use: the variant, the start and the moves.
std::vector<ex::PlayedGame> played_games(const std::vector<db::StoredGame>& stored) {
    std::vector<ex::PlayedGame> games;
    for (const db::StoredGame& game : stored) {
        ex::PlayedGame played{game.variant, game.start_position, {}};
        for (const db::StoredMove& move : game.moves) played.moves.push_back(move.move);
        games.push_back(std::move(played));
    }
    return games;
}

}  // namespace

int exercises_from_games_command(const Arguments& arguments) {
    const Options options(arguments, {"db", "variant", "limit", "add-to"});
    const std::string database = options.required("db");
    const std::string variant = options.get("variant").value_or("");
    if (!variant.empty() && !new_game(variant)) throw UsageError("unknown variant \"" + variant + "\"");
    const int limit = static_cast<int>(options.integer("limit", 1, 1'000'000, 1000));
    std::string command = "petteia exercises from-games";
    if (!variant.empty()) command += " --variant " + variant;
    if (options.get("limit")) command += " --limit " + std::to_string(limit);

    ordered_json file;
    file["format"] = 1;
    file["generated_by"] = command;
    file["exercises"] = ordered_json::array();
    std::vector<ex::Exercise> existing;
    if (const auto add_to = options.get("add-to")) {
        file = read_exercise_file(*add_to);
        file["generated_by"] = file.value("generated_by", std::string()) + "; " + command;
        for (const auto& json : file["exercises"]) {
            try {
                existing.push_back(exercise_from_json(json));
            } catch (const std::exception& error) {
                throw UsageError(*add_to + " has an exercise that does not read: " + error.what());
            }
        }
    }

    const auto start = std::chrono::steady_clock::now();
    std::vector<db::StoredGame> stored;
    try {
        const db::DatabaseLocation location = store_location(database);
        // The store would make an empty file where there is none: a misspelt path says so instead.
        if (location.engine == db::Engine::sqlite && !std::filesystem::exists(location.target))
            throw db::DatabaseError("no database at " + location.target);
        stored = db::GameStore(location).load_finished(variant, limit);
    } catch (const db::DatabaseError& error) {
        std::cerr << "petteia exercises from-games: " << error.what() << '\n';
        return 1;
    }
    const ex::FromGames found = ex::exercises_from_games(played_games(stored), existing);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    for (const ex::Exercise& exercise : found.exercises) file["exercises"].push_back(exercise_json(exercise));
    std::cout << file.dump(2) << '\n';

    ex::FromGamesFigures all;
    for (const auto& [name, figures] : found.figures) {
        std::cerr << name << ": " << figures.games << " games read, " << figures.analysed << " analysed, "
                  << figures.positions << " positions, " << figures.mistakes << " mistakes; " << figures.candidates
                  << " candidates: " << figures.played << " the move played, " << figures.repeated << " already in the set, "
                  << figures.refused << " refused, " << figures.kept << " kept\n";
        all.games += figures.games;
        all.kept += figures.kept;
    }
    for (const std::string& problem : found.problems) std::cerr << "  " << problem << '\n';
    std::cerr << all.games << " games, " << all.kept << " exercises, " << seconds << " s\n";
    return 0;
}

}  // namespace petteia::cli
