#pragma once
// For the exercise verifier's tests (Petteia's families and those of the other games): what the
// verifier says of an exercise, "accepted" or its reason, so a test reads as the verdict it expects.
#include <string>

#include "engine/exercises/verify.hpp"

namespace exercise_test {

inline std::string reason_of(const petteia::engine::exercises::Exercise& exercise) {
    const auto verified = petteia::engine::exercises::verify(exercise);
    return verified ? "accepted" : verified.error();
}

}  // namespace exercise_test
