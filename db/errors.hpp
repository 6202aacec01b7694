#pragma once
// The one error type of the storage layer. A failed store call is a server fault (a full disk, a
// broken file, a bug that named a game that does not exist), never a player's mistake, so it is an
// exception rather than a value.
#include <stdexcept>
#include <string>

namespace petteia::db {

class DatabaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace petteia::db
