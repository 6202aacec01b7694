// Petteia chess, rule by rule (../shared/rules/petteia-chess.md): the Snake's paths, the King's
// Sacrifice, en passant, promotion, no castling, check, checkmate, stalemate and the 100-ply rule,
// each from a position written for it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "rules/game.hpp"
#include "rules/variants.hpp"

namespace {

std::unique_ptr<petteia::Game> chess(const std::string& text = {}) {
    auto game = text.empty() ? petteia::new_game("petteia-chess") : petteia::new_game("petteia-chess", text);
    if (!game) throw std::runtime_error(game.error().reason);
    return std::move(*game);
}

std::set<std::string> legal(const petteia::Game& game) {
    std::set<std::string> texts;
    for (const petteia::Move& move : game.legal_moves()) texts.insert(game.move_text(move));
    return texts;
}

// The legal moves of the piece on `square`.
std::set<std::string> moves_from(const petteia::Game& game, const std::string& square) {
    std::set<std::string> texts;
    for (const std::string& move : legal(game))
        if (move.substr(1, 2) == square) texts.insert(move);
    return texts;
}

void play(petteia::Game& game, const std::string& move) {
    const auto played = game.play(move);
    ASSERT_TRUE(played) << move << ": " << played.error().reason << " in " << game.position_text();
}

std::string refusal(petteia::Game& game, const std::string& move) {
    const std::string before = game.position_text();
    const auto played = game.play(move);
    EXPECT_FALSE(played) << move << " was played";
    EXPECT_EQ(game.position_text(), before) << "a refused move changes nothing";
    return played ? "" : played.error().reason;
}

// Kings in the corners (a0 White, j9 Black) and the pieces in `rank4`, the text of rank 4.
std::string on_rank4(const std::string& rank4, const std::string& to_move = "white") {
    return "9k/10/10/10/10/" + rank4 + "/10/10/10/K9 " + to_move + " Ss - 0";
}

TEST(ChessSnake, WindsToTheEightEndsOfItsPathsAsTheSpecSays) {
    auto game = chess(on_rank4("4S5"));
    EXPECT_EQ(moves_from(*game, "e4"), (std::set<std::string>{"Se4-b3", "Se4-b5", "Se4-d1", "Se4-d7", "Se4-f1", "Se4-f7",
                                                               "Se4-h3", "Se4-h5"}))
        << "never simply onto the squares it passes over";
}

TEST(ChessSnake, PassesOverAnyPieceAndCapturesOnlyOnTheSquaresItPassesOrEndsOn) {
    // Black pieces on two first steps (d3, f5) and two bends (c4, e6); White pawns on d5 and e2.
    auto game = chess("9k/10/10/4p5/3P1p4/2p1S5/3p6/4P5/10/K9 white Ss - 0");
    const auto snake = moves_from(*game, "e4");
    for (const char* capture : {"Se4xd3", "Se4xf5", "Se4xc4", "Se4xe6"}) EXPECT_TRUE(snake.contains(capture)) << capture;
    // Over the pieces to the ends: d1 (over d3 and e2), b3 (over d3 and c4), f7 (over f5 and e6), d7 (over d5 and e6).
    for (const char* end : {"Se4-d1", "Se4-b3", "Se4-f7", "Se4-d7", "Se4-h5", "Se4-h3"}) EXPECT_TRUE(snake.contains(end)) << end;
    EXPECT_FALSE(snake.contains("Se4-d5")) << "never onto a friend";
    EXPECT_FALSE(snake.contains("Se4-g4")) << "an empty bend is passed, not stopped on";
    EXPECT_EQ(refusal(*game, "Se4-g4"), "the Snake on e4 passes over g4, and may stop there only to capture");
}

TEST(ChessSnake, AFriendOnAnEndSquareBlocksThatPathOnly) {
    auto game = chess("9k/10/10/10/10/4S5/1P8/10/10/K9 white Ss - 0");
    const auto snake = moves_from(*game, "e4");
    EXPECT_FALSE(snake.contains("Se4-b3"));
    EXPECT_TRUE(snake.contains("Se4-d1")) << "the other path through d3 still ends on d1";
    EXPECT_TRUE(snake.contains("Se4-b5"));
}

TEST(ChessSnake, PathsLeavingTheBoardDoNotExist) {
    // From i8 the paths towards j9 bend off the board: no capture on j9 or j8 that way.
    auto game = chess("k8e/8S1/10/10/10/10/10/10/10/K9 white Ss - 0");
    EXPECT_FALSE(moves_from(*game, "i8").contains("Si8xj9"));
    EXPECT_EQ(refusal(*game, "Si8xj9"), "the Snake on i8 cannot move to j9");
}

TEST(ChessSnake, GivesCheckFromASquareItPassesOver) {
    // The Black King stands on c4, a bend of the White Snake on e4.
    auto game = chess("10/9p/10/10/10/2k1S5/10/10/10/K9 black Ss - 0");
    EXPECT_EQ(game->threatened(petteia::Side::second), (std::vector<petteia::Square>{{2, 4}}));
    EXPECT_EQ(game->checked_kings(), (std::vector<petteia::Square>{{2, 4}}));
    EXPECT_EQ(game->square_text(game->checked_kings().front()), "c4");
    EXPECT_EQ(refusal(*game, "Pj8-j7"), "your King is in check, and this move does not save it");
    for (const std::string& move : legal(*game)) EXPECT_EQ(move[0], 'K') << move << " leaves the King in check";
}

TEST(ChessSacrifice, OnceAGameOntoAnyNeighbouringPieceAndATakebackGivesItBack) {
    auto game = chess();
    const std::vector<std::string> sacrifice{"sacrifice"};
    EXPECT_EQ(moves_from(*game, "f0"), (std::set<std::string>{"Kf0*e0", "Kf0*e1", "Kf0*f1", "Kf0*g0", "Kf0*g1"}));
    play(*game, "Kf0*f1");
    EXPECT_TRUE(game->special_moves_left(petteia::Side::first).empty());
    EXPECT_EQ(game->special_moves_left(petteia::Side::second), sacrifice);
    EXPECT_FALSE(game->piece_at({5, 0}));
    EXPECT_EQ(game->piece_at({5, 1})->kind, 0) << "the King stands where the pawn was";
    EXPECT_EQ(game->history().back().captured, (std::vector<petteia::Square>{{5, 1}}));
    EXPECT_EQ(game->position_text(), "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPKPPPP/EHCSM1SCHE black s - 0");
    play(*game, "Pa8-a7");
    EXPECT_EQ(refusal(*game, "Kf1*e1"), "white's Sacrifice has already been used");
    EXPECT_FALSE(moves_from(*game, "f1").contains("Kf1*g1"));
    ASSERT_TRUE(game->undo());
    ASSERT_TRUE(game->undo());
    EXPECT_EQ(game->position_text(), "ehcsmksche/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/EHCSMKSCHE white Ss - 0");
    EXPECT_TRUE(legal(*game).contains("Kf0*f1"));
    EXPECT_EQ(game->special_moves_left(petteia::Side::first), sacrifice);
}

TEST(ChessSacrifice, GetsTheKingOutOfCheckButNeverIntoIt) {
    // The White King on a0, walled in by its own pieces, is checked by the Horse on b2.
    auto game = chess("9k/10/10/10/10/10/10/1h8/PP8/KE8 white Ss - 0");
    const auto king = moves_from(*game, "a0");
    EXPECT_EQ(king, (std::set<std::string>{"Ka0*a1", "Ka0*b0", "Ka0*b1"}));
    play(*game, "Ka0*b1");

    // Onto e1 the King would stand on the open file of the Elephant on e9.
    auto exposed = chess("4e4k/10/10/10/10/10/10/10/4P5/4K5 white Ss - 0");
    EXPECT_FALSE(legal(*exposed).contains("Ke0*e1"));
    EXPECT_EQ(refusal(*exposed, "Ke0*e1"), "this move would leave your King in check");
}

TEST(ChessPawns, EnPassantOnlyAtOnce) {
    auto game = chess("9k/10/10/10/10/10/3p6/10/4P5/K9 white Ss - 0");
    play(*game, "Pe1-e3");
    EXPECT_EQ(game->position_text(), "9k/10/10/10/10/10/3pP5/10/10/K9 black Ss e2 0");
    EXPECT_TRUE(legal(*game).contains("Pd3xe2"));
    play(*game, "Pd3xe2");
    EXPECT_FALSE(game->piece_at({4, 3})) << "the pawn that passed is taken";
    EXPECT_EQ(game->history().back().captured, (std::vector<petteia::Square>{{4, 3}}));

    auto later = chess("9k/10/10/10/10/10/3p6/10/4P5/K9 white Ss - 0");
    play(*later, "Pe1-e3");
    play(*later, "Kj9-j8");
    play(*later, "Ka0-a1");
    EXPECT_FALSE(legal(*later).contains("Pd3xe2")) << "only on the move right after";
    // Written as a capture; a quiet move there is refused with the reason.
    auto black = chess("9k/10/10/10/10/10/3p6/10/4P5/K9 white Ss - 0");
    play(*black, "Pe1-e3");
    EXPECT_EQ(refusal(*black, "Pd3-e2"), "this move captures: write Pd3xe2");
    EXPECT_EQ(black->play("Pd3-e2").error().code, petteia::MoveErrorCode::capture_notation);
}

// Each refusal has a code a browser says in its language; the notation's sign is questioned only for
// a move the piece can make (advising "write Kf9xf1" for a King eight squares away would mislead).
TEST(ChessRefusals, SayWhyWithACodeAndNeverBlameTheSignOfAMoveThePieceCannotMake) {
    auto game = chess();
    play(*game, "Pe1-e3");
    const auto far = game->play("Kf9-f1");
    ASSERT_FALSE(far);
    EXPECT_EQ(far.error().code, petteia::MoveErrorCode::cannot_reach);
    EXPECT_EQ(far.error().reason, "the King on f9 cannot move to f1");
    EXPECT_EQ(game->play("Kf9xf1").error().code, petteia::MoveErrorCode::cannot_reach) << "written as a capture: the same fault";
    EXPECT_EQ(game->play("Pe8-e5").error().code, petteia::MoveErrorCode::cannot_reach);
    EXPECT_EQ(game->play("He8-e6").error().code, petteia::MoveErrorCode::wrong_piece);
    auto promotion = chess("9k/P9/10/10/10/10/10/10/10/K9 white Ss - 0");
    EXPECT_EQ(promotion->play("Pa8-a9").error().code, petteia::MoveErrorCode::promotion);
}

// A move on the piece's pattern that a piece stands in the way of is "blocked", with the square named:
// a line piece's ray and a pawn's two-step. A Snake's empty bend and a pawn straight onto a piece say
// why the pattern does not allow it.
TEST(ChessRefusals, APathBlockedByAPieceIsSaidApartFromAPatternThePieceDoesNotHave) {
    auto game = chess();
    for (const auto& [move, reason] : std::vector<std::pair<std::string, std::string>>{
             {"Me0-e5", "the Minister on e0 cannot pass e1: a piece stands there"},
             {"Me0-h3", "the Minister on e0 cannot pass f1: a piece stands there"},
             {"Ea0-a4", "the Elephant on a0 cannot pass a1: a piece stands there"},
             {"Cc0-e2", "the Camel on c0 cannot pass d1: a piece stands there"}}) {
        const auto refused = game->play(move);
        ASSERT_FALSE(refused) << move;
        EXPECT_EQ(refused.error().code, petteia::MoveErrorCode::blocked) << move;
        EXPECT_EQ(refused.error().reason, reason);
    }
    EXPECT_EQ(game->play("Ea0-b2").error().code, petteia::MoveErrorCode::cannot_reach) << "off the Elephant's lines: not blocked";
    EXPECT_EQ(game->play("Cc0-c2").error().code, petteia::MoveErrorCode::cannot_reach) << "off the Camel's diagonals: not blocked";

    auto pawns = chess("9k/10/10/10/10/10/10/4p5/4P5/K9 white Ss - 0");
    EXPECT_EQ(pawns->play("Pe1-e3").error().code, petteia::MoveErrorCode::blocked);
    EXPECT_EQ(refusal(*pawns, "Pe1-e3"), "the pawn on e1 cannot pass e2: a piece stands there");
    EXPECT_EQ(refusal(*pawns, "Pe1-e2"), "the pawn on e1 captures diagonally forward, never straight ahead");

    auto snake = chess("9k/10/10/10/10/10/10/10/10/K2S6 white Ss - 0");
    EXPECT_EQ(refusal(*snake, "Sd0-e1"), "the Snake on d0 passes over e1, and may stop there only to capture");
    EXPECT_EQ(snake->play("Sd0-e1").error().code, petteia::MoveErrorCode::cannot_reach);
    EXPECT_TRUE(snake->play("Sd0-e3")) << "its path's end, over the empty bends";
}

TEST(ChessPawns, PromoteToEachOfTheFivePiecesAndMustPromote) {
    auto game = chess("9k/2P7/10/10/10/10/10/10/7p2/K9 white Ss - 0");
    EXPECT_EQ(moves_from(*game, "c8"), (std::set<std::string>{"Pc8-c9=C", "Pc8-c9=E", "Pc8-c9=H", "Pc8-c9=M", "Pc8-c9=S"}));
    EXPECT_EQ(refusal(*game, "Pc8-c9"), "a pawn reaching rank 9 must be promoted: add =M, =E, =S, =C or =H");
    EXPECT_EQ(refusal(*game, "Pc8-c9=K"), "a pawn becomes a Minister, Elephant, Snake, Camel or Horse");
    const std::string kinds = "MESCH";
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        auto copy = game->clone();
        play(*copy, std::string("Pc8-c9=") + kinds[i]);
        const auto piece = copy->piece_at({2, 9});
        ASSERT_TRUE(piece);
        EXPECT_EQ(copy->variant().piece_kinds[piece->kind].letters[0], kinds[i]);
    }
    play(*game, "Pc8-c9=S");
    play(*game, "Ph1-h0=H");
    EXPECT_EQ(game->position_text(), "2S6k/10/10/10/10/10/10/10/10/K6h2 white Ss - 0");
}

TEST(ChessKing, NoCastling) {
    auto game = chess("e3k4e/10/10/10/10/10/10/10/10/E4K3E white Ss - 0");
    EXPECT_EQ(moves_from(*game, "f0"), (std::set<std::string>{"Kf0-e0", "Kf0-e1", "Kf0-f1", "Kf0-g0", "Kf0-g1"}));
    EXPECT_EQ(refusal(*game, "Kf0-h0"), "the King on f0 cannot move to h0");
}

TEST(ChessEnd, CheckmateWins) {
    auto game = chess("9k/10/7K2/10/10/8M1/10/10/10/10 white Ss - 0");
    EXPECT_TRUE(game->checked_kings().empty());
    play(*game, "Mi4-i8");
    EXPECT_EQ(game->checked_kings(), (std::vector<petteia::Square>{{9, 9}}));
    EXPECT_EQ(game->status(), (petteia::GameStatus{petteia::GameState::win, petteia::Side::first, petteia::EndReason::checkmate}));
    EXPECT_TRUE(game->legal_moves().empty());
}

TEST(ChessEnd, StalemateIsADraw) {
    auto game = chess("9k/10/10/10/10/10/7M2/10/10/K9 white Ss - 0");
    play(*game, "Mh3-h8");
    EXPECT_EQ(game->status(), (petteia::GameStatus{petteia::GameState::draw, std::nullopt, petteia::EndReason::stalemate}));
}

TEST(ChessEnd, TheHundredthQuietPlyDrawsAndAPawnMoveOrSacrificeResetsTheCount) {
    auto game = chess("9k/10/10/10/10/10/10/10/1P8/KE8 white Ss - 99");
    auto pawn = game->clone();
    play(*pawn, "Pb1-b2");
    EXPECT_EQ(pawn->quiet_plies(), 0);
    auto sacrifice = game->clone();
    play(*sacrifice, "Ka0*b0");
    EXPECT_EQ(sacrifice->quiet_plies(), 0);
    play(*game, "Eb0-c0");
    EXPECT_EQ(game->status(), (petteia::GameStatus{petteia::GameState::draw, std::nullopt, petteia::EndReason::quiet_moves}));
}

TEST(ChessEnd, ThirdRepetitionDraws) {
    auto game = chess();
    for (int round = 0; round < 2; ++round)
        for (const char* move : {"Hb0-c2", "Hb9-c7", "Hc2-b0", "Hc7-b9"}) play(*game, move);
    EXPECT_EQ(game->status(), (petteia::GameStatus{petteia::GameState::draw, std::nullopt, petteia::EndReason::repetition}));
}

TEST(ChessNotation, SaysWhatIsWrongWithAMoveText) {
    auto game = chess();
    EXPECT_EQ(refusal(*game, "He1-e3"), "e1 holds a Pawn (P), not a Horse (H)");
    EXPECT_EQ(refusal(*game, "Pe1xe3"), "there is nothing to capture on e3: write Pe1-e3");
    EXPECT_EQ(refusal(*game, "Kf0-f1"), "a King onto its own piece is the Sacrifice: write Kf0*f1");
    EXPECT_EQ(refusal(*game, "Pe1*e2"), "* is the King's Sacrifice of a neighbouring piece of its own");
    EXPECT_EQ(refusal(*game, "Pk1-k2"), "k1 is not on the board");
    EXPECT_EQ(refusal(*game, "Pe8-e7"), "e8 holds a black piece; white is to move");
    EXPECT_EQ(refusal(*game, "Pe1-e4"), "the pawn on e1 cannot move to e4");
    EXPECT_FALSE(game->play("e1-e3")) << "the piece letter is required";
    play(*game, "pE1-E3+");  // squares and letter in any case; a check mark is ignored
    EXPECT_EQ(game->position_text(), "ehcsmksche/pppppppppp/10/10/10/10/4P5/10/PPPP1PPPPP/EHCSMKSCHE black Ss - 0")
        << "no en-passant square: no Black pawn can take";
}

}  // namespace
