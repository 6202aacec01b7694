#pragma once
// A deliberately naive Le Grec, written straight from the rules text to cross-check the library.
// Black is the first side and moves towards rank 4; White moves towards rank 1.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "rules/types.hpp"
#include "tests/rules/reference_common.hpp"

namespace reference {

class Grec {
public:
    static constexpr int size = 4;
    using Board = std::array<std::array<int, size>, size>;  // [rank][file]

    Grec() {
        for (auto& row : board_) row.fill(empty);
        for (const char* name : {"A1", "A2", "B1", "B2", "C1", "C2", "D1"}) put(name, first);
        for (const char* name : {"A4", "B3", "B4", "C3", "C4", "D3", "D4"}) put(name, second);
        keys_.push_back(key());
    }

    // Any position; nothing is checked, the game is ongoing.
    Grec(const Board& board, int to_move) : board_(board), to_move_(to_move) { keys_.push_back(key()); }

    int cell(Sq square) const { return board_[square.rank][square.file]; }
    int to_move() const { return to_move_; }
    const petteia::GameStatus& status() const { return status_; }
    // Nothing is ever captured in Le Grec: no count of quiet plies, no threats.
    int quiet_plies() const { return 0; }
    std::vector<Sq> threatened(int) const { return {}; }
    bool over() const { return status_.state != petteia::GameState::ongoing; }

    int occurrences() const {
        return static_cast<int>(std::count(keys_.begin(), keys_.end(), key()));
    }

    std::string key() const {
        std::string text;
        for (int rank = 0; rank < size; ++rank)
            for (int file = 0; file < size; ++file) text += static_cast<char>('0' + board_[rank][file]);
        text += static_cast<char>('0' + to_move_);
        return text;
    }

    std::string text() const {
        return board_text(board_, size, size, 'B', 'W') + (to_move_ == first ? " black" : " white");
    }

    // Every piece of `side` stands in the other side's home half (Black: ranks 3-4, White: ranks 1-2).
    bool arrived(int side) const {
        for (int rank = 0; rank < size; ++rank) {
            for (int file = 0; file < size; ++file) {
                if (board_[rank][file] != side) continue;
                bool in_target = side == first ? rank >= 2 : rank <= 1;
                if (!in_target) return false;
            }
        }
        return true;
    }

    // Steps and jumps of `side`'s pieces, whoever is to move.
    std::vector<RefMove> moves_for(int side) const {
        std::vector<RefMove> moves;
        int forward = side == first ? 1 : -1;
        // Forward, both diagonals forward, and both sideways directions; never backward.
        const std::array<std::array<int, 2>, 5> directions{
            {{0, forward}, {-1, forward}, {1, forward}, {-1, 0}, {1, 0}}};
        for (int rank = 0; rank < size; ++rank) {
            for (int file = 0; file < size; ++file) {
                if (board_[rank][file] != side) continue;
                for (const auto& [df, dr] : directions) {
                    int sf = file + df;
                    int sr = rank + dr;
                    if (!on_board(sf, sr)) continue;
                    if (board_[sr][sf] == empty) {
                        moves.push_back({{file, rank}, {sf, sr}});
                        continue;
                    }
                    if (board_[sr][sf] != other(side)) continue;  // never over one's own piece
                    int jf = file + 2 * df;
                    int jr = rank + 2 * dr;
                    if (on_board(jf, jr) && board_[jr][jf] == empty) moves.push_back({{file, rank}, {jf, jr}});
                }
            }
        }
        std::sort(moves.begin(), moves.end(), [](const RefMove& a, const RefMove& b) {
            return std::tie(a.from.file, a.from.rank, a.to.file, a.to.rank) <
                   std::tie(b.from.file, b.from.rank, b.to.file, b.to.rank);
        });
        return moves;
    }

    std::vector<RefMove> legal_moves() const {
        if (over()) return {};
        return moves_for(to_move_);
    }

    // Plays a legal move (not checked) and applies the end rules in their order. Captures nothing.
    std::vector<Sq> play(const RefMove& move) {
        undo_stack_.push_back({board_, to_move_, status_});
        int mover = to_move_;
        board_[move.from.rank][move.from.file] = empty;
        board_[move.to.rank][move.to.file] = mover;
        to_move_ = other(mover);
        keys_.push_back(key());

        petteia::Side winner = mover == first ? petteia::Side::first : petteia::Side::second;
        if (arrived(mover)) {
            status_ = {petteia::GameState::win, winner, petteia::EndReason::arrived};
        } else if (moves_for(to_move_).empty()) {
            status_ = {petteia::GameState::win, winner, petteia::EndReason::no_moves};
        } else if (occurrences() >= 3) {
            status_ = {petteia::GameState::draw, std::nullopt, petteia::EndReason::repetition};
        }
        return {};
    }

    void undo() {
        const Snapshot& last = undo_stack_.back();
        board_ = last.board;
        to_move_ = last.to_move;
        status_ = last.status;
        undo_stack_.pop_back();
        keys_.pop_back();
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
        petteia::GameStatus status;
    };

    static bool on_board(int file, int rank) { return file >= 0 && file < size && rank >= 0 && rank < size; }

    void put(const char* name, int side) { board_[name[1] - '1'][name[0] - 'A'] = side; }

    Board board_{};
    int to_move_ = first;
    petteia::GameStatus status_;
    std::vector<std::string> keys_;
    std::vector<Snapshot> undo_stack_;
};

}  // namespace reference
