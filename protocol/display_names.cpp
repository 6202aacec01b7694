#include "protocol/display_names.hpp"

namespace petteia::protocol {

std::optional<std::string> display_name_problem(std::string_view name, std::size_t longest) {
    if (name.empty() || name.front() == ' ' || name.back() == ' ') return "a name without spaces at its ends";
    std::size_t code_points = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto byte = static_cast<unsigned char>(name[i]);
        if (byte < 0x20 || byte == 0x7f) return "a name without control characters";
        if ((byte & 0xc0) != 0x80) ++code_points;
        // The overrides and isolates are three bytes each in UTF-8: E2 80 AA–AE, E2 81 A6–A9.
        if (byte == 0xe2 && i + 2 < name.size()) {
            const auto second = static_cast<unsigned char>(name[i + 1]);
            const auto third = static_cast<unsigned char>(name[i + 2]);
            if ((second == 0x80 && third >= 0xaa && third <= 0xae) || (second == 0x81 && third >= 0xa6 && third <= 0xa9))
                return "a name without direction overrides";
        }
    }
    if (code_points < 2 || code_points > longest) return "a name of 2 to " + std::to_string(longest) + " characters";
    return std::nullopt;
}

}  // namespace petteia::protocol
