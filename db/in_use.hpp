#pragma once
// A reused prepared statement, reset on leaving the scope however it is left, so that no half-read
// query keeps a read snapshot open or leaks its parameters into the next call. Internal to db/.
#include "db/database.hpp"

namespace petteia::db {

class InUse {
public:
    explicit InUse(Statement& statement) : statement_(statement) {}
    ~InUse() { statement_.reset(); }
    InUse(const InUse&) = delete;
    InUse& operator=(const InUse&) = delete;
    Statement* operator->() { return &statement_; }
    Statement& operator*() { return statement_; }

private:
    Statement& statement_;
};

}  // namespace petteia::db
