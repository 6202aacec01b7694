// Known game lines the tests play (each checked with `petteia replay`).

// A short 6×6 game that Light wins by captures: Dark walks each piece down next to a Light piece and
// Light's hunter on rank 3 sandwiches it against rank 1.
export const PETTEIA_WIN = ['B1-B3', 'A6-A2', 'B3-A3', 'C6-C2', 'A3-C3', 'D6-D2', 'C3-D3', 'E6-E2', 'D3-E3', 'F6-F2', 'E3-F3'];

// Le Grec to the end: Black brings all seven pieces into White's half (19 plies).
export const GREC_WIN = ['A2-A3', 'A4-A2', 'C2-A4', 'B3-C2', 'D1-B3', 'C3-D2', 'C1-C3', 'C2-C1', 'B1-C2', 'D3-B1', 'C2-D3', 'C4-C2',
  'B3-C4', 'B4-B3', 'B2-B4', 'D4-B2', 'C3-D4', 'C2-D1', 'A1-C3'];
