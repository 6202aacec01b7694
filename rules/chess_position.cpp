#include "rules/chess_position.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "rules/zobrist.hpp"

namespace petteia::chess {

namespace {

constexpr std::array<Kind, 5> promotions{minister, elephant, snake, camel, horse};

// Keys for each square content on each square, the second side to move, each side's Sacrifice and
// each en-passant square.
struct Keys {
    std::array<std::array<std::uint64_t, square_count>, 16> piece{};
    std::uint64_t second_to_move = 0;
    std::array<std::uint64_t, 2> sacrifice{};
    std::array<std::uint64_t, square_count> en_passant{};
};

constexpr Keys make_keys(std::uint64_t seed) {
    Keys keys;
    for (auto& code : keys.piece)
        for (auto& key : code) key = zobrist::splitmix64(seed);
    keys.second_to_move = zobrist::splitmix64(seed);
    for (auto& key : keys.sacrifice) key = zobrist::splitmix64(seed);
    for (auto& key : keys.en_passant) key = zobrist::splitmix64(seed);
    return keys;
}

constexpr Keys keys = make_keys(0x6368657373313078ULL);

int last_rank(Side side) { return side == Side::first ? board_size - 1 : 0; }
int pawn_start_rank(Side side) { return side == Side::first ? 1 : board_size - 2; }

bool is(Code code, Side side, Kind kind) { return code == code_of(side, kind); }

}  // namespace

ChessPosition::ChessPosition(const Board& board, const ChessState& state) : board_(board), state_(state) {
    std::array<int, 2> kings{0, 0};
    for (int square = 0; square < square_count; ++square) {
        const Code code = board_[static_cast<std::size_t>(square)];
        if (code != empty && kind_of(code) == king) {
            kings_[index_of(side_of(code))] = square;
            ++kings[index_of(side_of(code))];
        }
    }
    if (kings[0] != 1 || kings[1] != 1) throw std::invalid_argument("each side needs exactly one King");
    if (state_.en_passant) {
        // Kept only where the side to move has a pawn that could take there.
        const int skipped = *state_.en_passant;
        const Side mover = opponent(state_.to_move);
        state_.en_passant = en_passant_after(skipped, skipped + forward(mover), mover);
    }
    repetitions_.reset(compute_hash());
}

ChessPosition ChessPosition::start() {
    Board board{};
    constexpr std::array<Kind, board_size> back{elephant, horse, camel, snake, minister, king, snake, camel, horse, elephant};
    for (int file = 0; file < board_size; ++file) {
        board[static_cast<std::size_t>(file)] = code_of(Side::first, back[static_cast<std::size_t>(file)]);
        board[static_cast<std::size_t>(board_size + file)] = code_of(Side::first, pawn);
        board[static_cast<std::size_t>(8 * board_size + file)] = code_of(Side::second, pawn);
        board[static_cast<std::size_t>(9 * board_size + file)] = code_of(Side::second, back[static_cast<std::size_t>(file)]);
    }
    return ChessPosition(board, ChessState{});
}

std::uint64_t ChessPosition::compute_hash() const {
    std::uint64_t hash = 0;
    for (int square = 0; square < square_count; ++square)
        if (const Code code = board_[static_cast<std::size_t>(square)]) hash ^= keys.piece[code][static_cast<std::size_t>(square)];
    if (state_.to_move == Side::second) hash ^= keys.second_to_move;
    for (int side = 0; side < 2; ++side)
        if (state_.sacrifice[static_cast<std::size_t>(side)]) hash ^= keys.sacrifice[static_cast<std::size_t>(side)];
    if (state_.en_passant) hash ^= keys.en_passant[static_cast<std::size_t>(*state_.en_passant)];
    return hash;
}

bool ChessPosition::attacked(const Board& board, int square, Side by) {
    const auto& g = geometry()[static_cast<std::size_t>(square)];
    const auto at = [&](int s) { return board[static_cast<std::size_t>(s)]; };
    for (const int s : g.king)
        if (is(at(s), by, king)) return true;
    for (const int s : g.horse)
        if (is(at(s), by, horse)) return true;
    for (const int s : g.snake_attackers)
        if (is(at(s), by, snake)) return true;
    // A pawn attacks the two squares diagonally in front of it.
    const int behind = square - forward(by);
    if (behind >= 0 && behind < square_count) {
        const int file = file_of(square);
        if (file > 0 && is(at(behind - 1), by, pawn)) return true;
        if (file < board_size - 1 && is(at(behind + 1), by, pawn)) return true;
    }
    for (std::size_t d = 0; d < 8; ++d) {
        const Kind line = d < 4 ? elephant : camel;
        for (const int s : g.rays[d]) {
            const Code code = at(s);
            if (code == empty) continue;
            if (side_of(code) == by && (kind_of(code) == line || kind_of(code) == minister)) return true;
            break;
        }
    }
    return false;
}

std::optional<int> ChessPosition::en_passant_after(int skipped, int to, Side mover) const {
    const int file = file_of(to);
    const Code enemy_pawn = code_of(opponent(mover), pawn);
    if ((file > 0 && board_[static_cast<std::size_t>(to - 1)] == enemy_pawn) ||
        (file < board_size - 1 && board_[static_cast<std::size_t>(to + 1)] == enemy_pawn))
        return skipped;
    return std::nullopt;
}

void ChessPosition::generate_pseudo(ChessMoveList& moves) const {
    const Side us = state_.to_move;
    const auto push = [&](int from, int to) {
        moves.push({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), 0});
    };
    const auto enemy = [&](Code code) { return code != empty && side_of(code) != us; };
    for (int from = 0; from < square_count; ++from) {
        const Code code = board_[static_cast<std::size_t>(from)];
        if (code == empty || side_of(code) != us) continue;
        const auto& g = geometry()[static_cast<std::size_t>(from)];
        const Kind kind = kind_of(code);
        switch (kind) {
            case king:
                for (const int to : g.king) {
                    const Code target = board_[to];
                    // Onto a friend: the Sacrifice, while it is available.
                    if (target == empty || enemy(target) || state_.sacrifice[static_cast<std::size_t>(index_of(us))]) push(from, to);
                }
                break;
            case horse:
                for (const int to : g.horse)
                    if (board_[to] == empty || enemy(board_[to])) push(from, to);
                break;
            case snake: {
                SquareList<16> bends_taken;
                for (std::uint8_t p = 0; p < g.snake_path_count; ++p) {
                    const SnakePath& path = g.snake_paths[p];
                    // It passes over the bends, and stops on one only to capture (each square once).
                    for (const int bend : path.bends) {
                        if (!enemy(board_[static_cast<std::size_t>(bend)])) continue;
                        if (std::find(bends_taken.begin(), bends_taken.end(), bend) != bends_taken.end()) continue;
                        bends_taken.squares[bends_taken.size++] = static_cast<std::uint8_t>(bend);
                        push(from, bend);
                    }
                    if (board_[path.end] == empty || enemy(board_[path.end])) push(from, path.end);
                }
                break;
            }
            case pawn: {
                const int step = forward(us);
                const int one = from + step;
                const bool promotes = rank_of(one) == last_rank(us);
                const auto push_pawn = [&](int to) {
                    if (!promotes) return push(from, to);
                    for (const Kind into : promotions)
                        moves.push({static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to), static_cast<std::uint8_t>(1 + into)});
                };
                if (board_[static_cast<std::size_t>(one)] == empty) {
                    push_pawn(one);
                    const int two = one + step;
                    if (rank_of(from) == pawn_start_rank(us) && board_[static_cast<std::size_t>(two)] == empty) push(from, two);
                }
                for (const int side_step : {-1, 1}) {
                    const int file = file_of(from) + side_step;
                    if (file < 0 || file >= board_size) continue;
                    const int to = one + side_step;
                    if (enemy(board_[static_cast<std::size_t>(to)]) || state_.en_passant == to) push_pawn(to);
                }
                break;
            }
            default: {
                const std::size_t first = kind == camel ? 4 : 0;
                const std::size_t last = kind == elephant ? 4 : 8;
                for (std::size_t d = first; d < last; ++d) {
                    for (const int to : g.rays[d]) {
                        const Code target = board_[to];
                        if (target == empty) {
                            push(from, to);
                            continue;
                        }
                        if (enemy(target)) push(from, to);
                        break;
                    }
                }
            }
        }
    }
}

ChessPosition::Board ChessPosition::board_after(const ChessMove& move) const {
    Board board = board_;
    const Code moved = board[move.from];
    if (kind_of(moved) == pawn && file_of(move.from) != file_of(move.to) && board[move.to] == empty)
        board[static_cast<std::size_t>(move.to - forward(side_of(moved)))] = empty;  // en passant
    board[move.to] = move.promotion ? code_of(side_of(moved), static_cast<Kind>(move.promotion - 1)) : moved;
    board[move.from] = empty;
    return board;
}

bool ChessPosition::is_legal(const ChessMove& move) const {
    const Board after = board_after(move);
    const Side us = state_.to_move;
    const int king_at = kind_of(board_[move.from]) == king ? move.to : kings_[index_of(us)];
    return !attacked(after, king_at, opponent(us));
}

void ChessPosition::generate(ChessMoveList& moves) const {
    ChessMoveList pseudo;
    generate_pseudo(pseudo);
    for (const ChessMove& move : pseudo)
        if (is_legal(move)) moves.push(move);
}

std::size_t ChessPosition::count_moves() const {
    ChessMoveList moves;
    generate(moves);
    return moves.size();
}

bool ChessPosition::is_sacrifice(const ChessMove& move) const {
    const Code target = board_[move.to];
    return kind_of(board_[move.from]) == king && target != empty && side_of(target) == side_of(board_[move.from]);
}

bool ChessPosition::is_capture(const ChessMove& move) const {
    const Code mover = board_[move.from];
    const Code target = board_[move.to];
    if (target != empty) return side_of(target) != side_of(mover);
    return kind_of(mover) == pawn && file_of(move.from) != file_of(move.to);
}

void ChessPosition::make(const ChessMove& move) {
    Undo undo{move, board_[move.from], empty, -1, state_};
    const Side us = state_.to_move;
    const Code moved = board_[move.from];
    const Kind kind = kind_of(moved);
    int taken = board_[move.to] != empty ? move.to : -1;
    if (kind == pawn && file_of(move.from) != file_of(move.to) && taken < 0) taken = move.to - forward(us);
    if (taken >= 0) {
        undo.captured = board_[static_cast<std::size_t>(taken)];
        undo.captured_square = taken;
        board_[static_cast<std::size_t>(taken)] = empty;
    }
    const bool sacrifice = taken >= 0 && side_of(undo.captured) == us;
    board_[move.to] = move.promotion ? code_of(us, static_cast<Kind>(move.promotion - 1)) : moved;
    board_[move.from] = empty;
    if (kind == king) kings_[index_of(us)] = move.to;
    if (sacrifice) state_.sacrifice[static_cast<std::size_t>(index_of(us))] = false;

    state_.en_passant.reset();
    if (kind == pawn && std::abs(move.to - move.from) == 2 * board_size)
        state_.en_passant = en_passant_after((move.from + move.to) / 2, move.to, us);
    const bool irreversible = taken >= 0 || kind == pawn;
    state_.quiet_plies = irreversible ? 0 : state_.quiet_plies + 1;
    state_.to_move = opponent(us);
    undo_.push_back(undo);
    repetitions_.push(compute_hash(), irreversible);
}

void ChessPosition::unmake() {
    const Undo undo = undo_.back();
    undo_.pop_back();
    repetitions_.pop();
    const ChessMove& move = undo.move;
    board_[move.from] = undo.moved;
    board_[move.to] = empty;
    if (undo.captured_square >= 0) board_[static_cast<std::size_t>(undo.captured_square)] = undo.captured;
    if (kind_of(undo.moved) == king) kings_[index_of(side_of(undo.moved))] = move.from;
    state_ = undo.state;
}

std::optional<int> ChessPosition::last_captured() const {
    if (undo_.empty() || undo_.back().captured_square < 0) return std::nullopt;
    return undo_.back().captured_square;
}

bool ChessPosition::ended_before_moves() const { return occurrences() >= 3 || state_.quiet_plies >= 100; }

GameStatus ChessPosition::status() const {
    if (count_moves() == 0) {
        if (in_check(state_.to_move)) return {GameState::win, opponent(state_.to_move), EndReason::checkmate};
        return {GameState::draw, std::nullopt, EndReason::stalemate};
    }
    if (occurrences() >= 3) return {GameState::draw, std::nullopt, EndReason::repetition};
    if (state_.quiet_plies >= 100) return {GameState::draw, std::nullopt, EndReason::quiet_moves};
    return {};
}

std::vector<int> ChessPosition::threatened(Side side) const {
    // The other side's legal captures, as if it were its move (no en passant: that belongs to a turn).
    ChessState flipped = state_;
    flipped.to_move = opponent(side);
    flipped.en_passant.reset();
    const ChessPosition other(board_, flipped);
    ChessMoveList moves;
    other.generate(moves);
    std::vector<int> squares;
    for (const ChessMove& move : moves) {
        const Code target = board_[move.to];
        if (target != empty && side_of(target) == side && !other.is_sacrifice(move)) squares.push_back(move.to);
    }
    std::sort(squares.begin(), squares.end());
    squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
    return squares;
}

}  // namespace petteia::chess
