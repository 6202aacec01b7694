#include "server/common/secrets.hpp"

#include <sodium.h>

#include <array>

namespace petteia::server {

namespace {

template <std::size_t Bytes>
std::string random_base64url() {
    std::array<unsigned char, Bytes> bytes;
    randombytes_buf(bytes.data(), bytes.size());
    std::string text(sodium_base64_ENCODED_LEN(Bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
    sodium_bin2base64(text.data(), text.size(), bytes.data(), bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    text.resize(text.find('\0'));
    return text;
}

}  // namespace

bool init_secrets() { return sodium_init() >= 0; }

std::string new_game_id() { return random_base64url<12>(); }
std::string new_secret() { return random_base64url<32>(); }

std::string hash_secret(std::string_view secret) {
    std::string hash(crypto_generichash_BYTES, '\0');
    crypto_generichash(reinterpret_cast<unsigned char*>(hash.data()), hash.size(),
                       reinterpret_cast<const unsigned char*>(secret.data()), secret.size(), nullptr, 0);
    return hash;
}

bool secret_matches(std::string_view secret, std::string_view stored_hash) {
    const std::string hash = hash_secret(secret);
    return stored_hash.size() == hash.size() && sodium_memcmp(hash.data(), stored_hash.data(), hash.size()) == 0;
}

}  // namespace petteia::server
