#pragma once
// Clubs and classes (issue 39, deliverable 3, migration 25: db/club_schema.cpp): a club's page, its
// organiser and members; a class, whose members are the pupil accounts its teacher made, and whether
// each pupil is protected. What each reader may see and do is the server's to decide
// (server/clubs/clubs.hpp); this store answers who is what.
//
// Thread-safe: one mutex around one connection of its own (SQLite or PostgreSQL).
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/errors.hpp"
#include "db/location.hpp"
#include "db/stored_game.hpp"

namespace petteia::db {

struct StoredClub {
    std::string id;
    std::string kind;  // "club" or "class"
    std::string name;
    std::int64_t organiser_id = 0;
    std::string organiser_name;  // read only: the organiser's user name
    std::string join_key;        // the secret of the club's link (a class's is never given out)
    std::int64_t created_at_ms = 0;
    int members = 0;             // read only: the organiser included
    bool operator==(const StoredClub&) const = default;
};

struct ClubMember {
    std::int64_t account_id = 0;
    std::string name;
    std::int64_t joined_at_ms = 0;
    bool pupil = false;      // an account the class's teacher made
    bool is_protected = false;  // a pupil in protected mode
    bool operator==(const ClubMember&) const = default;
};

// An account a teacher made in a class.
struct Pupil {
    std::int64_t account_id = 0;
    std::string name;
    std::optional<std::string> class_id;  // none: its class went with its teacher's account
    std::optional<std::int64_t> teacher_id;
    bool is_protected = true;
    bool operator==(const Pupil&) const = default;
};

// A finished game of a club's member, as the club's page lists it.
struct ClubGame {
    std::string game_id;
    std::string variant;
    std::string first;                  // the name of the account at the first seat, or "" when none
    std::string second;                 // likewise at the second seat
    StoredResult result;
    std::int64_t finished_at_ms = 0;
    bool operator==(const ClubGame&) const = default;
};

class ClubStore {
public:
    static constexpr int max_club_members = 500;  // a club's members, its organiser included
    static constexpr int max_pupils = 60;         // a class's pupils: a school's class, twice over
    static constexpr int max_organised = 20;      // clubs and classes one account organises

    explicit ClubStore(const DatabaseLocation& location);
    ~ClubStore();
    ClubStore(const ClubStore&) = delete;
    ClubStore& operator=(const ClubStore&) = delete;

    enum class Made { made, too_many_today, too_many };
    // Stores the club with its organiser as its first member, unless the organiser made `most_today`
    // since `since_ms` or organises max_organised: counted and stored in one transaction under the
    // organiser's account row's lock, so that two requests at once cannot pass either bound together.
    Made create(const StoredClub& club, int most_today, std::int64_t since_ms);
    std::optional<StoredClub> find(std::string_view id);
    // The clubs and classes the account is a member of (those it organises among them), newest first.
    std::vector<StoredClub> of_member(std::int64_t account, int limit);
    // How many clubs the account made since `since_ms` (its daily limit: counted here so that every
    // node agrees).
    int made_since(std::int64_t account, std::int64_t since_ms);
    void set_join_key(std::string_view id, std::string_view join_key);

    enum class Join { joined, already, full, not_a_club, unknown };
    // Into a club (never a class: `not_a_club`), within max_club_members, counted under the club's
    // row lock so that two nodes cannot overfill it.
    Join join(std::string_view id, std::int64_t account, std::int64_t now_ms);
    enum class Leave { left, not_a_member, organiser, pupil };
    // A member leaves; its organiser cannot (its club would have nobody to run it), nor a pupil its
    // class (only the teacher decides).
    Leave leave(std::string_view id, std::int64_t account);
    bool is_member(std::string_view id, std::int64_t account);
    // Organiser first, then by name; at most `limit`.
    std::vector<ClubMember> members(std::string_view id, int limit);
    // Its members' finished games, the newest first, at most `limit`.
    std::vector<ClubGame> games(std::string_view id, int limit);

    // A pupil account made in the class with its membership and protection, all or nothing. nullopt
    // when the name key is taken (the account is not made), or the class has max_pupils. The caller
    // checks the name's other keys first, as a sign-up does (server/accounts/accounts.cpp).
    std::optional<std::int64_t> create_pupil(std::string_view class_id, std::string_view username,
                                             std::string_view name_key, std::string_view password_hash,
                                             std::int64_t now_ms);
    // The account's pupil row, if a teacher made it.
    std::optional<Pupil> pupil(std::int64_t account);
    // The pupils of the class, by name.
    std::vector<Pupil> pupils(std::string_view class_id);
    // Protected or not; its profile is hidden when it becomes protected (and stays as the pupil left
    // it otherwise). False when the account is no pupil.
    bool set_protected(std::int64_t account, bool is_protected);
    // Whom a protected pupil may meet: its teacher and its classmates (itself left out). nullopt for an
    // account that is not a protected pupil: it may meet anyone it does not block.
    std::optional<std::vector<std::int64_t>> circle(std::int64_t account);
    // Whether one of the two is a protected pupil and the other is outside its circle: they meet
    // nowhere (no challenge, no message between them).
    bool kept_apart(std::int64_t one, std::int64_t other);

private:
    struct Connection;
    std::mutex mutex_;
    std::unique_ptr<Connection> connection_;
};

}  // namespace petteia::db
