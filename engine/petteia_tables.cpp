#include "engine/petteia_tables.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>

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

std::optional<TableShape> catalogue_shape_named(std::string_view name) {
    for (const TableShape& shape : table_catalogue())
        if (name == "petteia-" + shape_name(shape)) return shape;
    return std::nullopt;
}

struct PetteiaTables::Slot {
    TableShape shape;
    mutable std::once_flag loaded;
    mutable std::unique_ptr<EndgameTable> table;
    mutable std::string error;
    // A supplied set's table: set once under supply_mutex, read without a lock.
    mutable std::atomic<const EndgameTable*> supplied{nullptr};
    mutable std::mutex supply_mutex;
};

namespace {
std::atomic<bool> shared_tables_supplied{false};
}

void PetteiaTables::use_supplied_shared_tables() { shared_tables_supplied = true; }

const PetteiaTables& PetteiaTables::shared() {
    static const PetteiaTables tables = shared_tables_supplied ? PetteiaTables(Supplied{}) : PetteiaTables(default_table_directory());
    return tables;
}

PetteiaTables::PetteiaTables(std::string directory) : directory_(std::move(directory)) {
    for (const TableShape& shape : table_catalogue()) {
        slots_.push_back(std::make_unique<Slot>());
        slots_.back()->shape = shape;
    }
}

PetteiaTables::PetteiaTables(Supplied) : PetteiaTables(std::string()) { supplied_ = true; }

PetteiaTables::~PetteiaTables() = default;

const PetteiaTables::Slot* PetteiaTables::slot(const TableShape& shape) const {
    for (const auto& slot : slots_)
        if (slot->shape == shape) return slot.get();
    return nullptr;
}

const EndgameTable* PetteiaTables::find(const TableShape& shape) const {
    const Slot* found = slot(shape);
    if (!found) return nullptr;
    if (supplied_) {
        if (const EndgameTable* table = found->supplied.load(std::memory_order_acquire)) return table;
        const std::lock_guard lock(missing_mutex_);
        if (std::find(missing_.begin(), missing_.end(), shape) == missing_.end()) missing_.push_back(shape);
        return nullptr;
    }
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
    if (supplied_) return found->supplied.load() ? std::string() : "the table " + shape_name(shape) + " was not supplied";
    find(shape);
    return found->error;
}

Expected<TableShape, std::string> PetteiaTables::supply(std::string_view name, std::string_view bytes) const {
    if (!supplied_) return unexpected(std::string("these tables are read from a directory"));
    const auto shape = catalogue_shape_named(name);
    if (!shape) return unexpected("no table named " + std::string(name) + " in the catalogue");
    const Slot* found = slot(*shape);
    const std::lock_guard lock(found->supply_mutex);
    if (found->supplied.load()) return *shape;
    std::istringstream in{std::string(bytes)};
    auto table = read_table_file(in, *shape);
    if (!table) return unexpected(std::string(name) + ": " + table.error());
    found->table = std::move(*table);
    found->supplied.store(found->table.get(), std::memory_order_release);
    return *shape;
}

std::vector<TableShape> PetteiaTables::take_missing() const {
    const std::lock_guard lock(missing_mutex_);
    std::vector<TableShape> missing;
    for (const TableShape& shape : missing_)
        if (!slot(shape)->supplied.load()) missing.push_back(shape);
    missing_.clear();
    return missing;
}

}  // namespace petteia::engine
