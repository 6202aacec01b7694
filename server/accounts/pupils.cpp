#include "server/accounts/pupils.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>

#include "protocol/user_names.hpp"
#include "server/accounts/passwords.hpp"

namespace petteia::server {

namespace {

// A user name is free when none of the keys a sign-up checks is held (accounts.cpp, sign_up).
bool free_name(const db::AccountStore& accounts, const std::vector<std::string>& keys) {
    for (const auto& key : keys)
        if (accounts.find_by_name_key(key)) return false;
    return true;
}

constexpr int tries_a_name = 4;

}  // namespace

std::string new_first_password() {
    static constexpr std::string_view consonants = "bdfgkmnprstvz";
    static constexpr std::string_view vowels = "aeu";
    std::string password;
    for (int syllable = 0; syllable < 4; ++syllable) {
        if (syllable == 2) password += '-';
        password += consonants[randombytes_uniform(static_cast<std::uint32_t>(consonants.size()))];
        password += vowels[randombytes_uniform(static_cast<std::uint32_t>(vowels.size()))];
    }
    password += '-';
    password += static_cast<char>('0' + randombytes_uniform(10));
    password += static_cast<char>('0' + randombytes_uniform(10));
    return password;
}

PupilsMade make_pupils(db::AccountStore& accounts, db::ClubStore& clubs, std::string_view class_id,
                       const std::vector<std::string>& names, std::int64_t now_ms) {
    PupilsMade made;
    for (const std::string& given : names) {
        std::string reason = "taken";
        for (int attempt = 0; attempt < tries_a_name; ++attempt) {
            const std::string username = protocol::pupil_user_name(given, static_cast<int>(randombytes_uniform(10'000)));
            const auto keys = protocol::user_name_keys_to_check(username);
            if (keys.empty()) {
                reason = "bad_name";
                break;
            }
            if (!free_name(accounts, keys)) continue;
            std::string password = new_first_password();
            const auto account = clubs.create_pupil(class_id, username, keys.front(), hash_password(password), now_ms);
            if (!account) {
                // Either the class is full, or the name went meanwhile: the class's size says which.
                if (clubs.pupils(class_id).size() >= static_cast<std::size_t>(db::ClubStore::max_pupils)) {
                    reason = "full";
                    break;
                }
                continue;
            }
            spdlog::info("pupil account {} made in class {}", username, class_id);
            made.card.push_back({given, username, std::move(password)});
            reason.clear();
            break;
        }
        if (!reason.empty()) made.refused.push_back({given, reason});
    }
    return made;
}

std::string reset_pupil_password(db::AccountStore& accounts, std::int64_t account_id) {
    std::string password = new_first_password();
    accounts.set_password(account_id, hash_password(password));
    accounts.end_other_sessions(account_id, "");
    return password;
}

}  // namespace petteia::server
