#pragma once
// A deliberately naive Petteia, written straight from the rules text to cross-check the library:
// a 2D array, loops over the four directions, positions remembered as strings. Slow and obvious.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rules/types.hpp"
#include "tests/rules/reference_common.hpp"

namespace reference {

class Petteia {
public:
    using Board = std::array<std::array<int, 8>, 8>;  // [rank][file]

    // The starting position: Light (first) fills rank 1, Dark (second) the last rank.
    explicit Petteia(int size) : size_(size) {
        for (auto& row : board_) row.fill(empty);
        for (int file = 0; file < size_; ++file) {
            board_[0][file] = first;
            board_[size_ - 1][file] = second;
        }
        keys_.push_back(key());
    }

    // Any position; nothing is checked, the game is ongoing.
    Petteia(int size, const Board& board, int to_move, int quiet_plies)
        : size_(size), board_(board), to_move_(to_move), quiet_(quiet_plies) {
        keys_.push_back(key());
    }

    int size() const { return size_; }
    int cell(Sq square) const { return board_[square.rank][square.file]; }
    int to_move() const { return to_move_; }
    int quiet_plies() const { return quiet_; }
    const petteia::GameStatus& status() const { return status_; }
    bool over() const { return status_.state != petteia::GameState::ongoing; }

    int occurrences() const {
        return static_cast<int>(std::count(keys_.begin(), keys_.end(), key()));
    }

    std::string key() const {
        std::string text;
        for (int rank = 0; rank < size_; ++rank)
            for (int file = 0; file < size_; ++file) text += static_cast<char>('0' + board_[rank][file]);
        text += static_cast<char>('0' + to_move_);
        return text;
    }

    std::string text() const {
        return board_text(board_, size_, size_, 'L', 'D') + (to_move_ == first ? " light " : " dark ") +
               std::to_string(quiet_);
    }

    int count(int side) const {
        int pieces = 0;
        for (int rank = 0; rank < size_; ++rank)
            for (int file = 0; file < size_; ++file) pieces += board_[rank][file] == side;
        return pieces;
    }

    // Every rook move of `side`'s pieces, whoever is to move.
    std::vector<RefMove> moves_for(int side) const {
        std::vector<RefMove> moves;
        for (int rank = 0; rank < size_; ++rank) {
            for (int file = 0; file < size_; ++file) {
                if (board_[rank][file] != side) continue;
                for (const auto& [df, dr] : directions) {
                    int f = file + df;
                    int r = rank + dr;
                    while (on_board(f, r) && board_[r][f] == empty) {
                        moves.push_back({{file, rank}, {f, r}});
                        f += df;
                        r += dr;
                    }
                }
            }
        }
        return moves;
    }

    std::vector<RefMove> legal_moves() const {
        if (over()) return {};
        return moves_for(to_move_);
    }

    // What `move` would capture, made by the owner of its from-square, on the current board.
    std::vector<Sq> captures_of(const RefMove& move) const {
        Board after = board_;
        int mover = after[move.from.rank][move.from.file];
        after[move.from.rank][move.from.file] = empty;
        after[move.to.rank][move.to.file] = mover;
        return captures_on(after, move.to, mover);
    }

    // Plays a legal move (not checked) and applies the end rules in their order.
    std::vector<Sq> play(const RefMove& move) {
        undo_stack_.push_back({board_, to_move_, quiet_, status_});
        int mover = to_move_;
        std::vector<Sq> captured = captures_of(move);
        board_[move.from.rank][move.from.file] = empty;
        board_[move.to.rank][move.to.file] = mover;
        for (const Sq& square : captured) board_[square.rank][square.file] = empty;
        quiet_ = captured.empty() ? quiet_ + 1 : 0;
        to_move_ = other(mover);
        keys_.push_back(key());

        petteia::Side winner = mover == first ? petteia::Side::first : petteia::Side::second;
        if (count(to_move_) <= 1) {
            status_ = {petteia::GameState::win, winner, petteia::EndReason::pieces};
        } else if (moves_for(to_move_).empty()) {
            status_ = {petteia::GameState::win, winner, petteia::EndReason::no_moves};
        } else if (occurrences() >= 3) {
            status_ = {petteia::GameState::draw, std::nullopt, petteia::EndReason::repetition};
        } else if (quiet_ >= 100) {
            status_ = {petteia::GameState::draw, std::nullopt, petteia::EndReason::quiet_moves};
        }
        return captured;
    }

    void undo() {
        const Snapshot& last = undo_stack_.back();
        board_ = last.board;
        to_move_ = last.to_move;
        quiet_ = last.quiet;
        status_ = last.status;
        undo_stack_.pop_back();
        keys_.pop_back();
    }

    // Pieces of `side` that the other side could capture with one of its moves.
    std::vector<Sq> threatened(int side) const {
        std::vector<Sq> result;
        for (const RefMove& move : moves_for(other(side)))
            for (const Sq& square : captures_of(move)) result.push_back(square);
        std::sort(result.begin(), result.end());
        result.erase(std::unique(result.begin(), result.end()), result.end());
        return result;
    }

    std::uint64_t perft(int depth) {
        if (depth == 0) return 1;
        std::vector<RefMove> moves = legal_moves();
        if (depth == 1) return moves.size();
        std::uint64_t leaves = 0;
        for (const RefMove& move : moves) {
            play(move);
            leaves += perft(depth - 1);
            undo();
        }
        return leaves;
    }

private:
    struct Snapshot {
        Board board;
        int to_move;
        int quiet;
        petteia::GameStatus status;
    };

    static constexpr std::array<std::array<int, 2>, 4> directions{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

    bool on_board(int file, int rank) const { return file >= 0 && file < size_ && rank >= 0 && rank < size_; }

    // Custodial capture by the piece standing on `to`: in each direction, exactly one enemy piece
    // next to it and one of the mover's own pieces right behind that enemy.
    std::vector<Sq> captures_on(const Board& board, Sq to, int mover) const {
        std::vector<Sq> captured;
        for (const auto& [df, dr] : directions) {
            int nf = to.file + df;
            int nr = to.rank + dr;
            int bf = to.file + 2 * df;
            int br = to.rank + 2 * dr;
            if (!on_board(nf, nr) || !on_board(bf, br)) continue;
            if (board[nr][nf] == other(mover) && board[br][bf] == mover) captured.push_back({nf, nr});
        }
        std::sort(captured.begin(), captured.end());
        return captured;
    }

    int size_;
    Board board_{};
    int to_move_ = first;
    int quiet_ = 0;
    petteia::GameStatus status_;
    std::vector<std::string> keys_;
    std::vector<Snapshot> undo_stack_;
};

}  // namespace reference
