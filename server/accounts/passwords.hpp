#pragma once
// Password hashes: Argon2id through libsodium's crypto_pwhash_str, at its "interactive" cost
// (64 MiB and a few passes: about a tenth of a second here). Slow on purpose, so never call these
// on an I/O thread. init_secrets() (secrets.hpp) must have run.
#include <string>
#include <string_view>

namespace petteia::server {

// The self-describing hash text (algorithm, cost, salt, hash) to store.
std::string hash_password(std::string_view password);

// Whether `password` matches the stored hash. With no stored hash (an unknown user name) the work is
// done anyway against a hash of nothing, so that the answer's timing does not tell which names exist.
bool password_matches(std::string_view password, const std::string* stored_hash);

}  // namespace petteia::server
