#pragma once
// Moves as the position classes use them internally: square indices in the variant's own layout,
// kept in a fixed array so that search and perft never allocate.
#include <array>
#include <cstddef>
#include <cstdint>

namespace petteia {

struct BoardMove {
    std::uint8_t from = 0;
    std::uint8_t to = 0;
    friend bool operator==(const BoardMove&, const BoardMove&) = default;
};

class MoveList {
public:
    // Petteia 8×8: 8 pieces × 14 squares = 112 moves at most; Le Grec: 7 pieces × 5 directions.
    static constexpr std::size_t capacity = 128;

    void push(BoardMove move) { moves_[size_++] = move; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const BoardMove& operator[](std::size_t i) const { return moves_[i]; }
    const BoardMove* begin() const { return moves_.data(); }
    const BoardMove* end() const { return moves_.data() + size_; }

private:
    std::array<BoardMove, capacity> moves_;
    std::size_t size_ = 0;
};

}  // namespace petteia
