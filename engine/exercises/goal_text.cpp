#include "engine/exercises/goal_text.hpp"

namespace petteia::engine::exercises {

namespace {

std::string number_en(int n) {
    static const char* const words[] = {"zero", "one", "two", "three", "four"};
    return n >= 0 && n <= 4 ? words[n] : std::to_string(n);
}

std::string number_fr(int n) {
    static const char* const words[] = {"zéro", "une", "deux", "trois", "quatre"};
    return n >= 0 && n <= 4 ? words[n] : std::to_string(n);
}

// "C3", "C3 and D4", "C3, D4 and E5".
std::string list_of(const std::vector<std::string>& items, const std::string& and_word) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " " + and_word + " " : ", ";
        text += items[i];
    }
    return text;
}

}  // namespace

GoalText capture_goal(int captures) {
    if (captures == 1) return {"Capture a piece with one move.", "Prenez une pièce en un seul coup."};
    return {"Capture " + number_en(captures) + " pieces with one move.",
            "Prenez " + number_fr(captures) + " pièces en un seul coup."};
}

GoalText defence_goal(const std::vector<std::string>& squares) {
    if (squares.size() == 1)
        return {"Your piece on " + squares[0] + " is threatened: save it without losing another.",
                "Votre pièce en " + squares[0] + " est menacée : sauvez-la sans en perdre une autre."};
    return {"Your pieces on " + list_of(squares, "and") + " are threatened: save them all with one move.",
            "Vos pièces en " + list_of(squares, "et") + " sont menacées : sauvez-les toutes en un seul coup."};
}

GoalText finish_goal(int moves) {
    if (moves == 1) return {"Win in one move.", "Gagnez en un coup."};
    return {"Win in " + std::to_string(moves) + " moves, whatever the defence.",
            "Gagnez en " + std::to_string(moves) + " coups, quelle que soit la défense."};
}

GoalText mate_goal(int moves) {
    if (moves == 1) return {"Checkmate in one move.", "Faites mat en un coup."};
    return {"Checkmate in " + std::to_string(moves) + " moves, whatever the defence.",
            "Faites mat en " + std::to_string(moves) + " coups, quelle que soit la défense."};
}

GoalText material_goal() { return {"Find the capture that wins a piece.", "Trouvez la prise qui gagne une pièce."}; }

GoalText sacrifice_goal() {
    return {"Only one move saves your King from mate: find it.", "Un seul coup sauve votre Roi du mat : trouvez-le."};
}

GoalText grec_win_goal() {
    return {"This position is won: find the only move that keeps the win.",
            "Cette position est gagnée : trouvez le seul coup qui garde la victoire."};
}

GoalText grec_hold_goal() {
    return {"Every move but one loses: find the one that keeps the draw.",
            "Tous les coups sauf un perdent : trouvez celui qui garde la nulle."};
}

}  // namespace petteia::engine::exercises
