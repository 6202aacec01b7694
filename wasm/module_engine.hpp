#pragma once
// The one Engine of the browser module, and of the native twin that the parity test compares it
// with: built the same way in both, since a search's answer may depend on what its table could keep.
#include <cstddef>

#include "engine/engine.hpp"
#include "engine/petteia_tables.hpp"

namespace petteia::wasm {

// 8 MiB, as on the server: within a phone's means, and every level's answers as the server's.
inline constexpr std::size_t table_bytes = std::size_t{8} << 20;

inline engine::Engine& module_engine() {
    static engine::Engine engine = [] {
        // Petteia's endgame tables come from the page (the `table` request), in the twin as in the
        // module: no file is read, so both know the same tables at every request.
        engine::PetteiaTables::use_supplied_shared_tables();
        engine::Engine made(table_bytes);
        // Budgets in positions only, never in time: the answer is the same on a slow phone and in
        // the parity test, and a throttled browser still gets the level's full depth.
        made.set_max_milliseconds(0);
        return made;
    }();
    return engine;
}

}  // namespace petteia::wasm
