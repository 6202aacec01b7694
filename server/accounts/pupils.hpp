#pragma once
// Pupil accounts (issue 39, deliverable 3): a teacher names the pupils of a class, and the site makes
// an account for each, with a user name from the given name and a first password the teacher prints
// on a card (shown this once; stored as every password is, hashed: passwords.hpp). No e-mail: a pupil
// who forgets it asks the teacher, who resets it. Blocks (Argon2, the store): run it on the password
// threads.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "db/account_store.hpp"
#include "db/club_store.hpp"
#include "protocol/club_messages.hpp"

namespace petteia::server {

// A first password a child can copy from paper: four syllables of a consonant and a vowel, with no
// letter that looks like another (no i, l, o), and two digits, "tabo-kemu-47": about 28 bits, and the
// sign-in's limits (accounts.hpp) allow a guesser some forty tries an hour.
std::string new_first_password();

struct PupilsMade {
    std::vector<protocol::PupilCardEntry> card;
    std::vector<protocol::PupilRefusal> refused;
};
// One account a name, in the class, each all or nothing; a name whose user name is taken tries other
// digits (four tries), one whose user name breaks the rules, or past the class's size, is refused.
PupilsMade make_pupils(db::AccountStore& accounts, db::ClubStore& clubs, std::string_view class_id,
                       const std::vector<std::string>& names, std::int64_t now_ms);

// A new first password for the pupil, and every session of theirs ended (a pupil who forgot it, or
// whose card went astray).
std::string reset_pupil_password(db::AccountStore& accounts, std::int64_t account_id);

}  // namespace petteia::server
