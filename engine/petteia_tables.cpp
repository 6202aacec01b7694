#include "engine/petteia_tables.hpp"

#include <cstdlib>
#include <fstream>

#include "engine/petteia_table_file.hpp"

#ifndef PETTEIA_TABLES_DIR
#define PETTEIA_TABLES_DIR "engine/tables"
#endif

namespace petteia::engine {

const std::vector<TableShape>& table_catalogue() {
    // The budget (engine/README.md, "Petteia endgame tables"): every table with up to three pieces
    // a side on 6×6, and 2v2 on 8×8.
    static const std::vector<TableShape> shapes{
        {6, 2, 2}, {6, 3, 2}, {6, 2, 3}, {6, 3, 3}, {8, 2, 2},
    };
    return shapes;
}

std::string default_table_directory() {
    if (const char* directory = std::getenv("PETTEIA_TABLES"); directory && *directory) return directory;
    return PETTEIA_TABLES_DIR;
}

struct PetteiaTables::Slot {
    TableShape shape;
    mutable std::once_flag loaded;
    mutable std::unique_ptr<EndgameTable> table;
    mutable std::string error;
};

const PetteiaTables& PetteiaTables::shared() {
    static const PetteiaTables tables(default_table_directory());
    return tables;
}

PetteiaTables::PetteiaTables(std::string directory) : directory_(std::move(directory)) {
    for (const TableShape& shape : table_catalogue()) {
        slots_.push_back(std::make_unique<Slot>());
        slots_.back()->shape = shape;
    }
}

PetteiaTables::~PetteiaTables() = default;

const PetteiaTables::Slot* PetteiaTables::slot(const TableShape& shape) const {
    for (const auto& slot : slots_)
        if (slot->shape == shape) return slot.get();
    return nullptr;
}

const EndgameTable* PetteiaTables::find(const TableShape& shape) const {
    const Slot* found = slot(shape);
    if (!found) return nullptr;
    std::call_once(found->loaded, [&] {
        const std::string path = directory_ + "/" + table_file_name(shape);
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            found->error = "no file " + path;
            return;
        }
        auto table = read_table_file(in, shape);
        if (!table)
            found->error = path + ": " + table.error();
        else
            found->table = std::move(*table);
    });
    return found->table.get();
}

std::string PetteiaTables::error(const TableShape& shape) const {
    const Slot* found = slot(shape);
    if (!found) return "no table of shape " + shape_name(shape) + " in the catalogue";
    find(shape);
    return found->error;
}

}  // namespace petteia::engine
