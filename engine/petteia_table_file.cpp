#include "engine/petteia_table_file.hpp"

#include <array>
#include <cstring>
#include <istream>
#include <ostream>

namespace petteia::engine {

namespace ptb {

constexpr char magic[8] = {'P', 'E', 'T', 'T', 'E', 'I', 'A', 'T'};
constexpr std::uint16_t format = 1;
constexpr std::size_t header_bytes = 40;

void put(std::string& out, std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
}
std::uint64_t get(const unsigned char* in, int bytes) {
    std::uint64_t value = 0;
    for (int i = 0; i < bytes; ++i) value |= std::uint64_t{in[i]} << (8 * i);
    return value;
}

void put_leb128(std::string& out, std::uint64_t value) {
    do {
        const auto low = static_cast<unsigned char>(value & 0x7F);
        value >>= 7;
        out.push_back(static_cast<char>(value ? low | 0x80 : low));
    } while (value);
}

std::string encode_runs(const std::vector<EndgameEntry>& entries) {
    std::string body;
    for (std::size_t i = 0; i < entries.size();) {
        std::size_t end = i;
        if (entries[i] == draw_entry) {
            while (end < entries.size() && entries[end] == draw_entry) ++end;
            put_leb128(body, (end - i) << 1);
        } else {
            while (end < entries.size() && entries[end] != draw_entry) ++end;
            put_leb128(body, (end - i) << 1 | 1);
            body.append(reinterpret_cast<const char*>(entries.data() + i), end - i);
        }
        i = end;
    }
    return body;
}

// False when the body is malformed or does not fill the entries exactly.
bool decode_runs(const std::string& body, std::vector<EndgameEntry>& entries) {
    std::size_t at = 0, filled = 0;
    while (filled < entries.size()) {
        std::uint64_t h = 0;
        for (int shift = 0;; shift += 7) {
            if (at >= body.size() || shift > 56) return false;
            const auto byte = static_cast<unsigned char>(body[at++]);
            h |= std::uint64_t{byte & 0x7Fu} << shift;
            if (!(byte & 0x80)) break;
        }
        const std::uint64_t run = h >> 1;
        if (run == 0 || run > entries.size() - filled) return false;
        if (h & 1) {
            if (run > body.size() - at) return false;
            std::memcpy(entries.data() + filled, body.data() + at, run);
            at += run;
        }  // a zero run: the entries are draws already
        filled += run;
    }
    return at == body.size();
}

}  // namespace ptb


std::string table_file_name(const TableShape& shape) { return "petteia-" + shape_name(shape) + ".ptb"; }

std::uint64_t entries_checksum(const EndgameTable& table) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const EndgameEntry entry : table.entries) hash = (hash ^ entry) * 0x100000001b3ULL;
    return hash;
}

void write_table_file(const EndgameTable& table, std::ostream& out) {
    const TableShape& shape = table.index.shape();
    const std::string body = ptb::encode_runs(table.entries);
    std::string header(ptb::magic, sizeof ptb::magic);
    ptb::put(header, ptb::format, 2);
    ptb::put(header, static_cast<std::uint64_t>(shape.size), 1);
    ptb::put(header, static_cast<std::uint64_t>(shape.movers), 1);
    ptb::put(header, static_cast<std::uint64_t>(shape.others), 1);
    ptb::put(header, max_table_plies, 1);
    ptb::put(header, 0, 2);
    ptb::put(header, table.entries.size(), 8);
    ptb::put(header, entries_checksum(table), 8);
    ptb::put(header, body.size(), 8);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
    out.write(body.data(), static_cast<std::streamsize>(body.size()));
}

Expected<std::unique_ptr<EndgameTable>, std::string> read_table_file(std::istream& in, const TableShape& shape) {
    std::array<unsigned char, ptb::header_bytes> header{};
    if (!in.read(reinterpret_cast<char*>(header.data()), ptb::header_bytes)) return unexpected(std::string("no header"));
    if (std::memcmp(header.data(), ptb::magic, sizeof ptb::magic) != 0) return unexpected(std::string("not a Petteia table"));
    if (ptb::get(&header[8], 2) != ptb::format) return unexpected(std::string("unknown format"));
    const TableShape found{static_cast<int>(header[10]), static_cast<int>(header[11]), static_cast<int>(header[12])};
    if (found != shape) return unexpected("the table of " + shape_name(found) + ", not " + shape_name(shape));
    if (header[13] != max_table_plies) return unexpected(std::string("another bound on plies"));
    auto table = std::make_unique<EndgameTable>(shape);
    if (ptb::get(&header[16], 8) != table->entries.size()) return unexpected(std::string("wrong number of positions"));
    const std::uint64_t body_bytes = ptb::get(&header[32], 8);
    if (body_bytes > 2 * table->entries.size() + 16) return unexpected(std::string("body too long"));
    std::string body(body_bytes, '\0');
    if (!in.read(body.data(), static_cast<std::streamsize>(body_bytes)) || in.peek() != std::char_traits<char>::eof())
        return unexpected(std::string("the body's length is not the header's"));
    if (!ptb::decode_runs(body, table->entries)) return unexpected(std::string("malformed body"));
    if (entries_checksum(*table) != ptb::get(&header[24], 8)) return unexpected(std::string("checksum mismatch"));
    return table;
}

}  // namespace petteia::engine
