// petteia: the command-line face of the rules library and of the engine.
#include <iostream>
#include <map>

#include "tools/cli/commands.hpp"
#include "tools/cli/options.hpp"

namespace {

constexpr const char* usage = R"(usage:
  petteia replay --variant V [--position TEXT]   < moves, one per line
  petteia perft  --variant V --depth D [--position TEXT]
  petteia bestmove --variant V --level L [--seed S] [--position TEXT]   < moves, one per line
  petteia match --variant V --a L1 --b L2 --games N [--seed S] [--threads T] [--opening-plies K] [--max-ms M]
  petteia exercises generate [--variant petteia-chess|grec] --seed S --per-group K [--games G] [--threads T]
                             [--max-plies P] [--add-to FILE]   > exercises.json
  petteia exercises verify FILE
  petteia exercises from-games --db PATH|sqlite:PATH|postgresql://... [--variant V] [--limit N] [--add-to FILE]
                               > exercises.json
  petteia solve --variant grec|grec-mirror
  petteia answers --variant grec|grec-mirror
  petteia tables build [--variant petteia-6x6|petteia-8x8] [--dir DIR]
  petteia tables probe --variant petteia-6x6|petteia-8x8 --position TEXT [--dir DIR]
  petteia tables exercises --seed S --count K [--add-to FILE] [--dir DIR]   > exercises.json
  petteia reports --db PATH|sqlite:PATH|postgresql://... [--since-hours N] [--limit N]   > reports, one JSON a line
  petteia events list --db DB [--limit N]     > the tournaments not over, one JSON a line
  petteia events show --db DB --id ID         > the tournament, then its standings, one JSON a line
  petteia events cancel --db DB --id ID
  petteia clubs show --db DB --id ID          > the club or class, then its members, one JSON a line
  petteia clubs pupil --db DB --name NAME --protected yes|no
levels: beginner, intermediate, advanced, expert
variants: petteia-6x6, petteia-8x8, grec, grec-mirror, petteia-chess
)";

}  // namespace

int main(int argc, char** argv) {
    using namespace petteia::cli;
    const std::map<std::string, int (*)(const Arguments&)> commands{
        {"replay", replay_command},
        {"perft", perft_command},
        {"bestmove", bestmove_command},
        {"match", match_command},
        {"exercises", exercises_command},
        {"solve", solve_command},
        {"answers", answers_command},
        {"tables", tables_command},
        {"reports", reports_command},
        {"events", events_command},
        {"clubs", clubs_command},
    };
    const Arguments arguments(argv + std::min(argc, 2), argv + argc);
    const auto command = argc >= 2 ? commands.find(argv[1]) : commands.end();
    if (command == commands.end()) {
        std::cerr << usage;
        return 2;
    }
    try {
        return command->second(arguments);
    } catch (const UsageError& error) {
        std::cerr << "petteia " << argv[1] << ": " << error.what() << '\n' << usage;
        return 2;
    }
}
