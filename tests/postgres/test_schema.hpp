#pragma once
// A schema of its own in the tests' PostgreSQL (started by `cluster`, the ctest fixture
// "postgresql"), so that every test starts from an empty database while they all share one
// server: creating a schema takes milliseconds, a cluster seconds. The stores reach it through a
// connection URI whose search_path names the schema; it is dropped, with everything in it, at the end.
//
// When the cluster is not running the constructor throws, and the test fails saying so: the
// PostgreSQL half of a test never passes by being skipped.
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

#include "db/database.hpp"
#include "db/location.hpp"

namespace petteia::testing_postgres {

// Where `cluster start` wrote the URI: PETTEIA_TEST_POSTGRES_DIR from the environment, else the
// build tree's (compiled in).
inline std::string cluster_uri() {
    const char* from_environment = std::getenv("PETTEIA_TEST_POSTGRES_DIR");
    const std::string dir = from_environment ? from_environment : PETTEIA_TEST_POSTGRES_DIR;
    std::ifstream file(dir + "/url");
    std::string uri;
    if (!(file >> uri)) {
        throw std::runtime_error("the tests' PostgreSQL is not running (no " + dir +
                                 "/url): run the tests through ctest, whose fixture 'postgresql' starts it, or "
                                 "start it with tests/postgres/cluster start " + dir);
    }
    return uri;
}

class TestSchema {
public:
    TestSchema() : uri_(cluster_uri()) {
        static std::atomic<int> counter{0};
        name_ = "test_" + std::to_string(getpid()) + "_" + std::to_string(counter++);
        db::Database admin(db::DatabaseLocation::parse(uri_));
        admin.exec("DROP SCHEMA IF EXISTS " + name_ + " CASCADE; CREATE SCHEMA " + name_);
        // libpq's URI: options=-c search_path=<schema>, percent-encoded.
        location_ = db::DatabaseLocation::parse(uri_ + "?options=-csearch_path%3D" + name_);
    }
    ~TestSchema() {
        try {
            db::Database admin(db::DatabaseLocation::parse(uri_));
            admin.exec("DROP SCHEMA IF EXISTS " + name_ + " CASCADE");
        } catch (...) {
            // The cluster is thrown away after the run anyway.
        }
    }
    TestSchema(const TestSchema&) = delete;
    TestSchema& operator=(const TestSchema&) = delete;

    const db::DatabaseLocation& location() const { return location_; }
    const std::string& name() const { return name_; }

private:
    std::string uri_;
    std::string name_;
    db::DatabaseLocation location_;
};

}  // namespace petteia::testing_postgres
