#pragma once
// A naive Petteia chess written straight from ../shared/rules/petteia-chess.md, to cross-check the
// library: a board of letters, every (from, to) pair tried against per-piece geometry, the King's
// safety found by asking every enemy piece whether it attacks the King. No tables, no undo.
#include <array>
#include <cctype>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace reference::chess {

struct Position {
    std::array<char, 100> board{};  // '.' empty; uppercase White, lowercase Black
    bool white_to_move = true;
    std::array<bool, 2> sacrifice{true, true};  // White, Black
    int en_passant = -1;                        // the square a pawn skipped on the last move
    int quiet = 0;
    std::map<std::string, int> seen;            // repetition keys since the last irreversible move
};

inline bool on(int f, int r) { return f >= 0 && f < 10 && r >= 0 && r < 10; }
inline int sq(int f, int r) { return r * 10 + f; }
inline bool white(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
inline char kind(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }
inline bool own(char c, bool white_side) { return c != '.' && white(c) == white_side; }
inline bool foe(char c, bool white_side) { return c != '.' && white(c) != white_side; }

inline std::string square_name(int s) { return std::string(1, static_cast<char>('a' + s % 10)) + static_cast<char>('0' + s / 10); }

// Every square between two squares on a line is empty.
inline bool clear(const std::array<char, 100>& b, int from, int to) {
    const int df = to % 10 - from % 10, dr = to / 10 - from / 10;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = from % 10 + sf, r = from / 10 + sr; sq(f, r) != to; f += sf, r += sr)
        if (b[static_cast<std::size_t>(sq(f, r))] != '.') return false;
    return true;
}

// The Snake's paths from `from` as the spec draws them: (dx,dy) then (2dx,0) then (3dx,dy), or
// (dx,dy) then (0,2dy) then (dx,3dy); only paths wholly on the board.
struct SnakePath {
    int first, bend, end;
};
inline std::vector<SnakePath> snake_paths(int from) {
    std::vector<SnakePath> paths;
    const int f = from % 10, r = from / 10;
    for (int dx : {1, -1})
        for (int dy : {1, -1}) {
            const int a[2][4] = {{2 * dx, 0, 3 * dx, dy}, {0, 2 * dy, dx, 3 * dy}};
            for (const auto& p : a)
                if (on(f + dx, r + dy) && on(f + p[0], r + p[1]) && on(f + p[2], r + p[3]))
                    paths.push_back({sq(f + dx, r + dy), sq(f + p[0], r + p[1]), sq(f + p[2], r + p[3])});
        }
    return paths;
}

// Whether the piece on `from` could capture on `to` (geometry and blocking only).
inline bool attacks(const std::array<char, 100>& b, int from, int to) {
    const char piece = b[static_cast<std::size_t>(from)];
    const int df = to % 10 - from % 10, dr = to / 10 - from / 10;
    const int af = std::abs(df), ar = std::abs(dr);
    switch (kind(piece)) {
        case 'K': return std::max(af, ar) == 1;
        case 'H': return (af == 1 && ar == 2) || (af == 2 && ar == 1);
        case 'E': return (df == 0) != (dr == 0) && clear(b, from, to);
        case 'C': return af == ar && af > 0 && clear(b, from, to);
        case 'M': return ((df == 0) != (dr == 0) || (af == ar && af > 0)) && clear(b, from, to);
        case 'P': return af == 1 && dr == (white(piece) ? 1 : -1);
        case 'S':
            for (const SnakePath& path : snake_paths(from))
                if (path.first == to || path.bend == to || path.end == to) return true;
            return false;
    }
    return false;
}

inline bool in_check(const std::array<char, 100>& b, bool white_side) {
    int king = -1;
    for (int s = 0; s < 100; ++s)
        if (b[static_cast<std::size_t>(s)] == (white_side ? 'K' : 'k')) king = s;
    for (int s = 0; s < 100; ++s)
        if (foe(b[static_cast<std::size_t>(s)], white_side) && attacks(b, s, king)) return true;
    return false;
}

struct Move {
    int from, to;
    char promotion;  // 0 or the letter
};

// The moves that follow the pieces' paths, in no particular order.
inline std::vector<Move> pseudo_moves(const Position& p) {
    std::vector<Move> moves;
    const auto& b = p.board;
    const bool w = p.white_to_move;
    for (int from = 0; from < 100; ++from) {
        const char piece = b[static_cast<std::size_t>(from)];
        if (!own(piece, w)) continue;
        for (int to = 0; to < 100; ++to) {
            if (to == from) continue;
            const char target = b[static_cast<std::size_t>(to)];
            const int df = to % 10 - from % 10, dr = to / 10 - from / 10;
            bool ok = false;
            switch (kind(piece)) {
                case 'K': ok = std::max(std::abs(df), std::abs(dr)) == 1 && (!own(target, w) || p.sacrifice[w ? 0 : 1]); break;
                case 'S': {
                    for (const SnakePath& path : snake_paths(from)) {
                        if ((path.first == to || path.bend == to) && foe(target, w)) ok = true;
                        if (path.end == to && !own(target, w)) ok = true;
                    }
                    break;
                }
                case 'P': {
                    const int step = w ? 1 : -1, start = w ? 1 : 8;
                    if (df == 0 && dr == step && target == '.') ok = true;
                    if (df == 0 && dr == 2 * step && from / 10 == start && target == '.' &&
                        b[static_cast<std::size_t>(from + 10 * step)] == '.')
                        ok = true;
                    if (std::abs(df) == 1 && dr == step && (foe(target, w) || to == p.en_passant)) ok = true;
                    break;
                }
                default: ok = attacks(b, from, to) && !own(target, w);
            }
            if (!ok) continue;
            if (kind(piece) == 'P' && to / 10 == (w ? 9 : 0))
                for (char into : {'M', 'E', 'S', 'C', 'H'}) moves.push_back({from, to, into});
            else moves.push_back({from, to, 0});
        }
    }
    return moves;
}

inline std::array<char, 100> board_after(const Position& p, const Move& m) {
    std::array<char, 100> b = p.board;
    const char piece = b[static_cast<std::size_t>(m.from)];
    if (kind(piece) == 'P' && m.from % 10 != m.to % 10 && b[static_cast<std::size_t>(m.to)] == '.')
        b[static_cast<std::size_t>(sq(m.to % 10, m.from / 10))] = '.';
    b[static_cast<std::size_t>(m.to)] = m.promotion ? (white(piece) ? m.promotion : static_cast<char>(std::tolower(m.promotion))) : piece;
    b[static_cast<std::size_t>(m.from)] = '.';
    return b;
}

inline std::vector<Move> legal_moves(const Position& p) {
    std::vector<Move> legal;
    for (const Move& m : pseudo_moves(p))
        if (!in_check(board_after(p, m), p.white_to_move)) legal.push_back(m);
    return legal;
}

inline std::string move_text(const Position& p, const Move& m) {
    const char piece = p.board[static_cast<std::size_t>(m.from)];
    const char target = p.board[static_cast<std::size_t>(m.to)];
    char separator = '-';
    if (own(target, p.white_to_move)) separator = '*';
    else if (target != '.' || (kind(piece) == 'P' && m.from % 10 != m.to % 10)) separator = 'x';
    std::string text = std::string(1, kind(piece)) + square_name(m.from) + separator + square_name(m.to);
    if (m.promotion) text += std::string("=") + m.promotion;
    return text;
}

// The en-passant square that counts for repetition: only when a pawn of the side to move stands beside.
inline int live_en_passant(const Position& p) {
    if (p.en_passant < 0) return -1;
    const int pawn_at = p.en_passant + (p.white_to_move ? -10 : 10);
    for (int df : {-1, 1}) {
        const int f = pawn_at % 10 + df;
        if (on(f, pawn_at / 10) && p.board[static_cast<std::size_t>(sq(f, pawn_at / 10))] == (p.white_to_move ? 'P' : 'p')) return p.en_passant;
    }
    return -1;
}

inline std::string key(const Position& p) {
    return std::string(p.board.begin(), p.board.end()) + (p.white_to_move ? 'w' : 'b') + (p.sacrifice[0] ? 'S' : '-') +
           (p.sacrifice[1] ? 's' : '-') + std::to_string(live_en_passant(p));
}

inline void play(Position& p, const Move& m) {
    const char piece = p.board[static_cast<std::size_t>(m.from)];
    const char target = p.board[static_cast<std::size_t>(m.to)];
    const bool sacrifice = own(target, p.white_to_move);
    const bool en_passant = kind(piece) == 'P' && m.from % 10 != m.to % 10 && target == '.';
    const bool irreversible = target != '.' || en_passant || kind(piece) == 'P';
    if (sacrifice) p.sacrifice[p.white_to_move ? 0 : 1] = false;
    p.board = board_after(p, m);
    p.en_passant = kind(piece) == 'P' && std::abs(m.to - m.from) == 20 ? (m.from + m.to) / 2 : -1;
    p.quiet = irreversible ? 0 : p.quiet + 1;
    p.white_to_move = !p.white_to_move;
    if (irreversible || sacrifice) p.seen.clear();
    ++p.seen[key(p)];
}

// "checkmate", "stalemate", "repetition", "quiet-moves" or "" while the game goes on.
inline std::string end_reason(const Position& p) {
    if (legal_moves(p).empty()) return in_check(p.board, p.white_to_move) ? "checkmate" : "stalemate";
    const auto found = p.seen.find(key(p));
    if (found != p.seen.end() && found->second >= 3) return "repetition";
    if (p.quiet >= 100) return "quiet-moves";
    return "";
}

inline Position start() {
    Position p;
    const std::string back = "EHCSMKSCHE";
    p.board.fill('.');
    for (int f = 0; f < 10; ++f) {
        p.board[static_cast<std::size_t>(f)] = back[static_cast<std::size_t>(f)];
        p.board[static_cast<std::size_t>(10 + f)] = 'P';
        p.board[static_cast<std::size_t>(80 + f)] = 'p';
        p.board[static_cast<std::size_t>(90 + f)] = static_cast<char>(std::tolower(back[static_cast<std::size_t>(f)]));
    }
    ++p.seen[key(p)];
    return p;
}

inline std::uint64_t perft(const Position& p, int depth) {
    if (depth == 0) return 1;
    const std::string reason = end_reason(p);
    if (reason == "repetition" || reason == "quiet-moves") return 0;
    std::uint64_t leaves = 0;
    for (const Move& m : legal_moves(p)) {
        if (depth == 1) {
            ++leaves;
            continue;
        }
        Position next = p;
        play(next, m);
        leaves += perft(next, depth - 1);
    }
    return leaves;
}

}  // namespace reference::chess
