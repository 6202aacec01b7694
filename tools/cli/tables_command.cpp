// petteia tables build [--variant petteia-6x6|petteia-8x8] [--dir DIR]
// petteia tables probe --variant V --position TEXT [--dir DIR]
// petteia tables exercises --seed S --count K [--add-to FILE] [--dir DIR]
// build solves the Petteia endgame tables of the catalogue (engine/petteia_tables.hpp; one board
// size with --variant) and writes one file a table into DIR (by default where the engine reads
// them), then prints each table's figures as JSON. probe prints what the tables say of a position:
// its value for the side to move, the best moves and every legal move's value. exercises prints an
// exercise file (db/data/exercises.json's format) of "win this ending" finishes drawn from the
// tables (engine/exercises/table_endings.hpp); with --add-to, that file's exercises followed by the
// new ones, numbered after its last 6×6 finish (check the result with `petteia exercises verify`).
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "engine/exercises/table_endings.hpp"
#include "engine/petteia_table_file.hpp"
#include "engine/petteia_table_probe.hpp"
#include "engine/petteia_table_solver.hpp"
#include "engine/petteia_tables.hpp"
#include "rules/petteia_game.hpp"
#include "rules/position_game.hpp"
#include "rules/variants.hpp"
#include "tools/cli/commands.hpp"
#include "tools/cli/exercise_json.hpp"
#include "tools/cli/game_json.hpp"
#include "tools/cli/options.hpp"
#include "tools/cli/solved_json.hpp"

namespace petteia::cli {

namespace {

using nlohmann::ordered_json;

// The board size of a Petteia variant, learnt from its game; a usage error for any other game.
int petteia_board_size(const std::string& variant) {
    auto game = new_game(variant);
    if (!game) throw UsageError(game.error().reason);
    if (!dynamic_cast<const PositionGame<PetteiaPosition>*>(game->get()))
        throw UsageError("endgame tables are for Petteia only (petteia-6x6, petteia-8x8)");
    return (*game)->variant().width;
}

int build(const Arguments& arguments) {
    const Options options(arguments, {"variant", "dir"});
    const auto variant = options.get("variant");
    const int only_size = variant ? petteia_board_size(*variant) : 0;
    const std::string directory = options.get("dir").value_or(engine::default_table_directory());
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error) {
        std::cerr << "petteia tables build: cannot make the directory " << directory << ": " << error.message() << '\n';
        return 1;
    }

    engine::TableSet built;
    ordered_json json;
    json["directory"] = directory;
    json["tables"] = ordered_json::array();
    const auto start = std::chrono::steady_clock::now();
    for (const engine::TableShape& shape : engine::table_catalogue()) {
        if ((only_size && shape.size != only_size) || built.find(shape)) continue;
        const auto solve_start = std::chrono::steady_clock::now();
        auto tables = engine::solve_tables(shape.size, shape.movers, shape.others, built);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - solve_start).count();
        for (auto& table : tables) {
            const engine::TableShape& made = table->index.shape();
            const std::string path = directory + "/" + engine::table_file_name(made);
            std::ofstream out(path, std::ios::binary | std::ios::trunc);
            engine::write_table_file(*table, out);
            out.close();
            if (!out) {
                std::cerr << "petteia tables build: cannot write " << path << '\n';
                return 1;
            }
            const engine::TableFigures figures = engine::table_figures(*table);
            ordered_json entry;
            entry["table"] = engine::shape_name(made);
            entry["file"] = engine::table_file_name(made);
            entry["positions"] = figures.positions;
            entry["wins"] = figures.wins;
            entry["losses"] = figures.losses;
            entry["draws"] = figures.draws;
            entry["beyond_100_plies"] = figures.beyond_rule;
            entry["longest_plies"] = figures.longest;
            entry["file_bytes"] = std::filesystem::file_size(path, error);
            entry["checksum"] = engine::entries_checksum(*table);
            entry["solve_seconds"] = seconds;  // for the pair solved together
            json["tables"].push_back(entry);
            built.add(std::move(table));
        }
    }
    json["seconds"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << json.dump() << '\n';
    return 0;
}

int probe(const Arguments& arguments) {
    const Options options(arguments, {"variant", "position", "dir"});
    auto game = game_from_options(options);
    petteia_board_size(options.required("variant"));
    const auto directory = options.get("dir");
    const engine::PetteiaTables own(directory.value_or(""));
    const engine::TableLookup& tables = directory ? static_cast<const engine::TableLookup&>(own)
                                                  : engine::PetteiaTables::shared();
    const auto probed = engine::probe(*game, tables);

    ordered_json json;
    json["variant"] = game->variant().name;
    json["position"] = game->position_text();
    json["to_move"] = game->variant().side_name(game->side_to_move());
    json["in_table"] = probed.has_value();
    if (probed) {
        json.update(solved_value_json(probed->value));
        auto best = ordered_json::array();
        for (const Move& move : probed->best_moves) best.push_back(game->move_text(move));
        json["best_moves"] = best;
        auto moves = ordered_json::array();
        for (const auto& move : probed->moves) {
            ordered_json entry{{"move", game->move_text(move.move)}};
            entry.update(solved_value_json(move.value));
            moves.push_back(entry);
        }
        json["moves"] = moves;
    }
    std::cout << json.dump() << '\n';
    return 0;
}

// The number of an id like "p6-finish-12" with the prefix given ("p6-finish-"), else 0.
int number_after(const std::string& id, const std::string& prefix) {
    if (!id.starts_with(prefix)) return 0;
    try {
        return std::stoi(id.substr(prefix.size()));
    } catch (const std::exception&) {
        return 0;
    }
}

int exercises(const Arguments& arguments) {
    const Options options(arguments, {"seed", "count", "add-to", "dir"});
    engine::exercises::EndingOptions setup;
    setup.seed = static_cast<std::uint64_t>(options.integer("seed", 0, std::numeric_limits<long long>::max()));
    setup.count = static_cast<int>(options.integer("count", 1, 60));
    const std::string command =
        "petteia tables exercises --seed " + std::to_string(setup.seed) + " --count " + std::to_string(setup.count);

    ordered_json file;
    file["format"] = 1;
    file["generated_by"] = command;
    file["exercises"] = ordered_json::array();
    if (const auto existing = options.get("add-to")) {
        file = read_exercise_file(*existing);
        file["generated_by"] = file.value("generated_by", std::string()) + "; " + command;
    }
    const std::string prefix = engine::exercises::id_prefix("petteia-6x6", engine::exercises::Family::finish);
    int last = 0;
    for (const auto& exercise : file["exercises"])
        if (exercise.contains("id") && exercise["id"].is_string())
            last = std::max(last, number_after(exercise["id"].get<std::string>(), prefix));

    const auto directory = options.get("dir");
    const engine::PetteiaTables own(directory.value_or(""));
    const engine::TableLookup& tables = directory ? static_cast<const engine::TableLookup&>(own)
                                                  : engine::PetteiaTables::shared();
    auto made = engine::exercises::ending_exercises(tables, setup);
    for (auto& exercise : made) {
        if (++last > 99) throw UsageError("the 6x6 finish ids would pass 99");
        exercise.id = prefix + (last < 10 ? "0" : "") + std::to_string(last);
        file["exercises"].push_back(exercise_json(exercise));
    }
    std::cout << file.dump(2) << '\n';
    std::cerr << made.size() << " ending exercises\n";
    return made.size() == static_cast<std::size_t>(setup.count) ? 0 : 1;
}

}  // namespace

int tables_command(const Arguments& arguments) {
    if (arguments.empty()) throw UsageError("say build, probe or exercises");
    const Arguments rest(arguments.begin() + 1, arguments.end());
    if (arguments[0] == "build") return build(rest);
    if (arguments[0] == "probe") return probe(rest);
    if (arguments[0] == "exercises") return exercises(rest);
    throw UsageError("unknown tables command \"" + arguments[0] + "\" (build, probe or exercises)");
}

}  // namespace petteia::cli
