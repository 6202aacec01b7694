#pragma once
// The Petteia endgame tables the project builds (`petteia tables build`) and where a process finds
// them: files in one directory, each read on the first look-up that needs it and constant from
// then on. A table whose file is missing or damaged is simply not there ("not in a table").
//
// The directory: $PETTEIA_TABLES when set, else the one the build was configured with
// (engine/tables/ in the source tree, where the files are committed).
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/petteia_table_set.hpp"

namespace petteia::engine {

// The shapes built, in an order where every capture leads into a table built earlier.
const std::vector<TableShape>& table_catalogue();

// The directory a process reads its tables from.
std::string default_table_directory();

class PetteiaTables final : public TableLookup {
public:
    // The process's tables, from default_table_directory().
    static const PetteiaTables& shared();

    explicit PetteiaTables(std::string directory);
    ~PetteiaTables() override;

    // Loads the table on its first look-up (threads asking at once wait for the one load). Null for
    // a shape outside the catalogue, or a file that is missing or refused (error() says why).
    const EndgameTable* find(const TableShape& shape) const override;
    std::string error(const TableShape& shape) const;
    const std::string& directory() const { return directory_; }

private:
    struct Slot;
    const Slot* slot(const TableShape& shape) const;

    std::string directory_;
    std::vector<std::unique_ptr<Slot>> slots_;  // one per catalogue shape, in its order
};

}  // namespace petteia::engine
