#pragma once
// The Petteia endgame tables the project builds (`petteia tables build`) and where a process finds
// them: files in one directory, each read on the first look-up that needs it and constant from
// then on. A table whose file is missing or damaged is simply not there ("not in a table").
//
// The directory: $PETTEIA_TABLES when set, else the one the build was configured with
// (engine/tables/ in the source tree, where the files are committed).
//
// Or no directory at all: a set of supplied tables, which the caller hands over as a file's bytes
// (supply). The browser module has no file system: its page fetches the files a position needs
// (wasm/README.md), and the module and its native twin make the process's tables supplied ones
// (use_supplied_shared_tables) so that both load them the same way.
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/petteia_table_set.hpp"
#include "rules/expected.hpp"

namespace petteia::engine {

// The shapes built, in an order where every capture leads into a table built earlier.
const std::vector<TableShape>& table_catalogue();

// The directory a process reads its tables from.
std::string default_table_directory();

// The catalogue's shape of a file name without its extension ("petteia-6x6-3v2"); none otherwise.
std::optional<TableShape> catalogue_shape_named(std::string_view name);

class PetteiaTables final : public TableLookup {
public:
    // The process's tables: from default_table_directory(), or supplied ones when
    // use_supplied_shared_tables() was called before the first call of shared().
    static const PetteiaTables& shared();
    // For the browser module and its native twin: the process's tables are given by supply(), never
    // read from a directory. Has no effect once shared() has been called.
    static void use_supplied_shared_tables();

    explicit PetteiaTables(std::string directory);
    struct Supplied {};
    explicit PetteiaTables(Supplied);
    ~PetteiaTables() override;

    // Loads the table on its first look-up (threads asking at once wait for the one load). Null for
    // a shape outside the catalogue, or a file that is missing or refused (error() says why). A
    // supplied set: the table once supplied, else null.
    const EndgameTable* find(const TableShape& shape) const override;
    std::string error(const TableShape& shape) const;
    const std::string& directory() const { return directory_; }
    bool supplied() const { return supplied_; }

    // A supplied set only: the file's bytes of the catalogue's table `name` ("petteia-6x6-3v2"),
    // read and checked as a file is (a damaged one is refused and changes nothing); the table's
    // shape. Supplying a table already there keeps the first. Safe beside find() on other threads.
    // Const as a load on first use is: the set's tables are what its look-ups may find.
    Expected<TableShape, std::string> supply(std::string_view name, std::string_view bytes) const;

    // A supplied set only: the shapes looked up and not there since the last call, each once, in the
    // order first asked (the browser fetches those files and asks again).
    std::vector<TableShape> take_missing() const;

private:
    struct Slot;
    const Slot* slot(const TableShape& shape) const;

    std::string directory_;
    bool supplied_ = false;
    std::vector<std::unique_ptr<Slot>> slots_;  // one per catalogue shape, in its order
    mutable std::mutex missing_mutex_;
    mutable std::vector<TableShape> missing_;
};

}  // namespace petteia::engine
