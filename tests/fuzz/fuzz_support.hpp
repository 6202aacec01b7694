#pragma once
// What every fuzz target shares: the input as text, and a check that stops the run (libFuzzer then
// saves the input) when a parser breaks one of its promises.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace petteia_fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

[[noreturn]] inline void failed(const char* file, int line, const char* condition) {
    std::fprintf(stderr, "%s:%d: check failed: %s\n", file, line, condition);
    std::fflush(stderr);
    std::abort();
}

}  // namespace petteia_fuzz

// FUZZ_CHECK(condition): a property the parser promises, beyond not crashing.
#define FUZZ_CHECK(condition) \
    ((condition) ? static_cast<void>(0) : ::petteia_fuzz::failed(__FILE__, __LINE__, #condition))

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);
