#pragma once
// Unguessable game ids and seat secrets from libsodium, and the hashes under which secrets are
// stored: the database never holds a secret itself.
#include <string>
#include <string_view>

namespace petteia::server {

// Call once before any other function here (initialises libsodium); false if it cannot start.
bool init_secrets();

// 96 random bits as 16 base64url characters: the id in an invitation link.
std::string new_game_id();
// 256 random bits as 43 base64url characters.
std::string new_secret();
// BLAKE2b-256 of the secret, as 32 raw bytes.
std::string hash_secret(std::string_view secret);
// Compares in constant time.
bool secret_matches(std::string_view secret, std::string_view stored_hash);

}  // namespace petteia::server
