#include "server/accounts/passwords.hpp"

#include <sodium.h>

#include <stdexcept>

namespace petteia::server {

namespace {

constexpr unsigned long long ops_limit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr std::size_t memory_limit = crypto_pwhash_MEMLIMIT_INTERACTIVE;

// Should libsodium's interactive cost change, the written hash is made again at that cost.
const std::string& hash_of_nothing() {
    static const std::string hash = [] {
        std::string made(written_hash_of_nothing);
        if (crypto_pwhash_str_needs_rehash(made.c_str(), ops_limit, memory_limit) != 0) made = hash_password("");
        return made;
    }();
    return hash;
}

}  // namespace

std::string hash_password(std::string_view password) {
    char hash[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str(hash, password.data(), password.size(), ops_limit, memory_limit) != 0)
        throw std::runtime_error("crypto_pwhash_str failed: out of memory");
    return hash;
}

void prepare_password_checks() { hash_of_nothing(); }

bool password_matches(std::string_view password, const std::string* stored_hash) {
    const std::string& hash = stored_hash ? *stored_hash : hash_of_nothing();
    const bool matches = crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
    return matches && stored_hash != nullptr;
}

}  // namespace petteia::server
