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

// Neuter, as κομμάτι ("piece") is.
std::string number_el(int n) {
    static const char* const words[] = {"μηδέν", "ένα", "δύο", "τρία", "τέσσερα"};
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
    if (captures == 1)
        return {"Capture a piece with one move.", "Prenez une pièce en un seul coup.", "Πάρτε ένα κομμάτι με μία κίνηση."};
    return {"Capture " + number_en(captures) + " pieces with one move.",
            "Prenez " + number_fr(captures) + " pièces en un seul coup.",
            "Πάρτε " + number_el(captures) + " κομμάτια με μία κίνηση."};
}

GoalText defence_goal(const std::vector<std::string>& squares) {
    if (squares.size() == 1)
        return {"Your piece on " + squares[0] + " is threatened: save it without losing another.",
                "Votre pièce en " + squares[0] + " est menacée : sauvez-la sans en perdre une autre.",
                "Ο πεσσός σας στο " + squares[0] + " απειλείται: σώστε τον χωρίς να χάσετε άλλον."};
    return {"Your pieces on " + list_of(squares, "and") + " are threatened: save them all with one move.",
            "Vos pièces en " + list_of(squares, "et") + " sont menacées : sauvez-les toutes en un seul coup.",
            "Οι πεσσοί σας στα " + list_of(squares, "και") + " απειλούνται: σώστε τους όλους με μία κίνηση."};
}

GoalText finish_goal(int moves) {
    if (moves == 1) return {"Win in one move.", "Gagnez en un coup.", "Κερδίστε με μία κίνηση."};
    return {"Win in " + std::to_string(moves) + " moves, whatever the defence.",
            "Gagnez en " + std::to_string(moves) + " coups, quelle que soit la défense.",
            "Κερδίστε σε " + std::to_string(moves) + " κινήσεις, όποια κι αν είναι η άμυνα."};
}

GoalText mate_goal(int moves) {
    if (moves == 1) return {"Checkmate in one move.", "Faites mat en un coup.", "Κάντε ματ με μία κίνηση."};
    return {"Checkmate in " + std::to_string(moves) + " moves, whatever the defence.",
            "Faites mat en " + std::to_string(moves) + " coups, quelle que soit la défense.",
            "Κάντε ματ σε " + std::to_string(moves) + " κινήσεις, όποια κι αν είναι η άμυνα."};
}

GoalText material_goal() {
    return {"Find the capture that wins a piece.", "Trouvez la prise qui gagne une pièce.",
            "Βρείτε την αιχμαλωσία που κερδίζει ένα κομμάτι."};
}

GoalText sacrifice_goal() {
    return {"Only one move saves your King from mate: find it.", "Un seul coup sauve votre Roi du mat : trouvez-le.",
            "Μόνο μία κίνηση σώζει τον Βασιλιά σας από το ματ: βρείτε την."};
}

GoalText grec_win_goal() {
    return {"This position is won: find the only move that keeps the win.",
            "Cette position est gagnée : trouvez le seul coup qui garde la victoire.",
            "Αυτή η θέση κερδίζεται: βρείτε τη μόνη κίνηση που κρατά τη νίκη."};
}

GoalText grec_hold_goal() {
    return {"Every move but one loses: find the one that keeps the draw.",
            "Tous les coups sauf un perdent : trouvez celui qui garde la nulle.",
            "Όλες οι κινήσεις εκτός από μία χάνουν: βρείτε αυτήν που κρατά την ισοπαλία."};
}

}  // namespace petteia::engine::exercises
