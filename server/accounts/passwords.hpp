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

// Argon2id of the empty password at libsodium's interactive cost, made once and written here (an
// unknown name is checked against it): making it at each start cost two Argon2 runs, about a quarter
// of a second of CPU, half of a server's start, paid by every test that starts one.
inline constexpr std::string_view written_hash_of_nothing =
    "$argon2id$v=19$m=65536,t=2,p=1$qLvJvHbLVIAfTq/al5/rdw$W7TQSEfuKk4RVZRd95Y6zZdo9EuDIaxj6prZJvkN5qc";

// Makes the hash of nothing ready (nothing to do unless libsodium's cost changed), so that the first
// check of an unknown name costs what the others do.
void prepare_password_checks();

}  // namespace petteia::server
