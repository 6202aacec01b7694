// How many heap allocations a plain move costs the referee (issue 41, deliverable 2: none in the
// steady state is the target). Every operator new of this program is counted while a move is
// judged and told as a room does it (server/games/game_room.cpp): the undo copy, the move, the
// view after it and the event's text. The count may only go down: the bound below is the count
// when it was last lowered, so a change that adds an allocation to every move fails here.
// Its own program: replacing the global operator new reaches every part of the binary.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdlib>
#include <new>
#include <optional>
#include <random>

#include "protocol/server_messages.hpp"
#include "server/common/secrets.hpp"
#include "server/games/undoable_match.hpp"

namespace {

thread_local bool counting = false;
thread_local std::size_t allocations = 0;

void* allocate(std::size_t size) {
    if (counting) ++allocations;
    if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
    throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t size) { return allocate(size); }
void* operator new[](std::size_t size) { return allocate(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return allocate(size);
    } catch (const std::bad_alloc&) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t& tag) noexcept { return operator new(size, tag); }
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete[](void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }
void operator delete[](void* memory, std::size_t) noexcept { std::free(memory); }

namespace {

using namespace petteia;
using namespace petteia::server;

// The allocations made while `work` runs on this thread.
template <class Work>
std::size_t allocations_in(Work&& work) {
    allocations = 0;
    counting = true;
    work();
    counting = false;
    return allocations;
}

// A timed 8×8 game between two people, both there, as the load benchmark plays it (5+3).
std::unique_ptr<UndoableMatch> timed_game() {
    auto made = Match::create({"petteia-8x8", protocol::TimeControl{300'000, 3'000}, 60'000, std::nullopt}, Side::first, 0);
    EXPECT_TRUE(made.match->join(std::nullopt, 0));
    made.match->seat_connected(Side::first, 0);
    made.match->seat_connected(Side::second, 0);
    return std::make_unique<UndoableMatch>(std::move(made.match));
}

// A move's allocations, step by step.
struct Steps {
    std::size_t copy = 0, move = 0, view = 0, text = 0;
    std::size_t all() const { return copy + move + view + text; }
    Steps& operator+=(const Steps& other) {
        copy += other.copy, move += other.move, view += other.view, text += other.text;
        return *this;
    }
};

// One move as a room makes it: the undo copy at the first change, the move, the view after it,
// the event's text, and the copy let go once the unit is stored. The moves are picked among the
// legal ones by a seeded generator: the same game at every run.
Steps play_one(UndoableMatch& match, std::int64_t now, std::mt19937& pick) {
    const protocol::GameView before = match->view(now);
    const std::string move = before.legal[std::uniform_int_distribution<std::size_t>(0, before.legal.size() - 1)(pick)];
    const Side side = before.to_move;
    Steps steps;
    Match* changing = nullptr;
    steps.copy = allocations_in([&] { changing = &match.change(); });
    std::optional<Answer<Change>> change;
    steps.move = allocations_in([&] { change.emplace(changing->move(side, move, now)); });
    EXPECT_TRUE(*change) << move;
    std::optional<protocol::GameView> view;
    steps.view = allocations_in([&] { view.emplace(match->view(now)); });
    steps.text = allocations_in([&] {
        const Change& made = **change;
        const std::string text = protocol::event_message(*view, made.kind, made.fields, made.move ? &*made.move : nullptr);
        EXPECT_FALSE(text.empty());
    });
    UndoableMatch::recycle(match.take_undo());  // stored: as the room does (GameRoom::complete)
    return steps;
}

TEST(MoveAllocations, APlainMoveInTheSteadyStateAllocatesNoMoreThanBefore) {
    ASSERT_TRUE(init_secrets());
    auto match = timed_game();
    std::mt19937 pick(41);
    std::int64_t now = 1'000;
    for (int ply = 0; ply < 10; ++ply) play_one(*match, now += 1'000, pick);  // the steady state: every buffer once grown
    constexpr int measured = 20;
    Steps total;
    for (int ply = 0; ply < measured; ++ply) {
        ASSERT_FALSE((*match)->finished()) << "the game must go on through the measured moves";
        total += play_one(*match, now += 1'000, pick);
    }
    const auto per = [&](std::size_t count) { return static_cast<double>(count) / measured; };
    const double per_move = per(total.all());
    std::printf("heap allocations a plain move: %.1f (the undo copy %.1f, the move %.1f, the view %.1f, the event's text %.1f)\n",
                per_move, per(total.copy), per(total.move), per(total.view), per(total.text));
    // Lowered as allocations leave the path; raise it only with a reason written in bench/README.md.
    constexpr double bound = 16;  // 32.0 before the undo copy was recycled and messages were reserved whole (issue 41)
    EXPECT_LE(per_move, bound);
}

}  // namespace
