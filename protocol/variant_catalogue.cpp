#include "protocol/variant_catalogue.hpp"

#include "rules/variants.hpp"

namespace petteia::protocol {

nlohmann::json variant_catalogue_json() {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& name : variant_names()) {
        const auto& info = (*new_game(name))->variant();
        nlohmann::json goals = nlohmann::json::object();
        for (const Side side : {Side::first, Side::second}) {
            nlohmann::json ranks = nlohmann::json::array();
            for (const int rank : info.goal_ranks[index_of(side)]) ranks.push_back(rank + 1);
            goals[info.side_name(side)] = std::move(ranks);
        }
        list.push_back({{"name", info.name},
                        {"width", info.width},
                        {"height", info.height},
                        {"sides", info.side_names},
                        {"goal_ranks", std::move(goals)}});
    }
    return list;
}

}  // namespace petteia::protocol
