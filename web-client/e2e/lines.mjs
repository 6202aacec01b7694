// Known game lines the tests play (each checked with `petteia replay`).

// A short 6×6 game that Light wins by captures: Dark walks each piece down next to a Light piece and
// Light's hunter on rank 3 sandwiches it against rank 1.
export const PETTEIA_WIN = ['B1-B3', 'A6-A2', 'B3-A3', 'C6-C2', 'A3-C3', 'D6-D2', 'C3-D3', 'E6-E2', 'D3-E3', 'F6-F2', 'E3-F3'];

// Le Grec to the end: Black brings all seven pieces into White's half (19 plies).
export const GREC_WIN = ['A2-A3', 'A4-A2', 'C2-A4', 'B3-C2', 'D1-B3', 'C3-D2', 'C1-C3', 'C2-C1', 'B1-C2', 'D3-B1', 'C2-D3', 'C4-C2',
  'B3-C4', 'B4-B3', 'B2-B4', 'D4-B2', 'C3-D4', 'C2-D1', 'A1-C3'];

// Petteia chess (10×10) to checkmate in 13 plies, checked with `petteia replay --variant petteia-chess`:
// Black's King sacrifices its Snake (Kf9*g9) and its Minister fills f9 (Me9-f9); White's i-pawn runs
// up, takes the Elephant on j8, and promotes on i9 by taking the Horse — to a Snake, whose winding
// path through h8 reaches the boxed-in King on g9: checkmate.
export const CHESS_MATE = ['Pi1-i3', 'Pj8-j6', 'Pi3-i4', 'Ej9-j8', 'Pi4-i5', 'Kf9*g9', 'Pi5-i6', 'Me9-f9', 'Pi6-i7', 'Pa8-a7', 'Pi7xj8',
  'Pa7-a6', 'Pj8xi9=S'];
