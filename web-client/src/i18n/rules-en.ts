// The Rules and Sources pages' words in English: loaded with those pages (a lazy chunk), not with the site.
// Their shape is the type the French ones must match.

export interface Section {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Ids of the diagrams (src/data/rule-diagrams.json) drawn after the section's text. */
  diagrams?: string[];
  /** A link of the site after the section's text (the Le Grec answers page). */
  link?: { href: string; text: string };
}

/** A diagram's words: the caption under it, and what a screen reader says instead of the picture. */
export interface DiagramText {
  caption: string;
  description: string;
}

export const rulesEn = {
  rules: {
    title: 'Rules',
    intro: 'The rules this site plays by. Petteia’s ancient rules are lost: these are a modern reconstruction (see “Sources and limits”). Le Grec is a modern game by Dominique Huguenin and Yves Chédel. Petteia chess follows its source text, completed where it is silent (marked [R]).',
    contents: 'Contents',
    diagrams: {
      'grec-step': {
        caption: 'Step: Black moves A2 forward to A3. A piece steps forward, diagonally forward or sideways onto an empty square, never backwards.',
        description: 'A 4×4 board at the start of Le Grec: Black on A1, A2, B1, B2, C1, C2 and D1; White on A4, B3, B4, C3, C4, D3 and D4. An arrow shows Black moving from A2 to A3.',
      },
      'grec-jump': {
        caption: 'Jump: Black jumps from B2 over the White piece on B3 to the empty B4. Nothing is taken.',
        description: 'A 4×4 board. Black pieces on A1, B1 and B2, a White piece on B3. An arrow shows Black moving from B2 to B4, over B3.',
      },
      'grec-win-arrived': {
        caption: 'Arrival: Black moves C2 to C3; all seven Black pieces now stand in ranks 3 and 4, and Black wins.',
        description: 'A 4×4 board. Black pieces on A4, B4, C4, D4, A3, B3 and C2; White pieces on D3, A2, B2, A1, B1, C1 and D1. An arrow shows Black moving from C2 to C3, completing the arrival.',
      },
      'grec-win-no-moves': {
        caption: 'Blocked: Black moves D3 to C3; no White piece can step or jump any more, and White, who cannot move, loses.',
        description: 'A 4×4 board. Black pieces on B4, C4, D4, B3, D3, C2 and A1; White pieces on A3, A2, B2, D2, B1, C1 and D1. An arrow shows Black moving from D3 to C3, after which White has no legal move.',
      },
      move: {
        caption: 'Moving: the Light piece on C2 goes straight up to C5, like a rook.',
        description: 'A 6×6 board. Light pieces on A1 and C2, Dark pieces on A6 and B6. An arrow shows the Light piece moving from C2 to C5 over the empty squares C3 and C4.',
      },
      capture: {
        caption: 'Capture: Light moves C1 to C3; the Dark piece on D3 is now between C3 and Light’s E3, and is removed.',
        description: 'A 6×6 board. Light pieces on C1 and E3, Dark pieces on D3, A6 and B6. An arrow shows Light moving from C1 to C3. The Dark piece on D3 is crossed out: it sits between the Light pieces on C3 and E3.',
      },
      'multiple-capture': {
        caption: 'Multiple capture: one move, C1 to C3, sandwiches two pieces in two directions, C4 and D3.',
        description: 'A 6×6 board. Light pieces on C1, C5 and E3, Dark pieces on C4, D3, A6 and B6. An arrow shows Light moving from C1 to C3. Two Dark pieces are crossed out: C4, between C3 and C5, and D3, between C3 and E3.',
      },
      'safe-entry': {
        caption: 'Safe entry: Dark moves C6 to C3, between the Light pieces on B3 and D3, and is not captured.',
        description: 'A 6×6 board. Light pieces on B3 and D3, Dark pieces on A6 and C6. An arrow shows Dark moving from C6 down to C3, between the two Light pieces. Nothing is crossed out: a piece that moves between two enemies is safe.',
      },
      'win-pieces': {
        caption: 'First way to win: Light captures D3 and Dark has only one piece left.',
        description: 'A 6×6 board. Light pieces on C1 and E3, Dark pieces on D3 and A6. An arrow shows Light moving from C1 to C3; the Dark piece on D3 is crossed out. Dark is left with one piece, on A6: Light wins.',
      },
      'win-no-moves': {
        caption: 'Second way to win: Light moves D4 to A4 and Dark, to move, has no legal move.',
        description: 'A 6×6 board. Dark pieces on A6 and A5, in the corner; Light pieces on B6, B5 and D4. An arrow shows Light moving from D4 to A4. Both Dark pieces are now walled in by Light pieces, the edge and each other: Dark cannot move, and Light wins.',
      },
    } as Record<string, DiagramText>,
    petteiaTitle: 'Petteia',
    petteia: [
      {
        heading: 'Board and pieces',
        paragraphs: [
          'Two players, Light and Dark. The board has 6×6 squares with 6 pieces a side, or 8×8 with 8 pieces a side. Files are lettered from A, ranks numbered from 1 on Light’s side.',
          'Light fills rank 1, Dark fills the last rank. Light moves first. Square names never change, but each player sees the board from their own side: your pieces are always at the bottom.',
        ],
      },
      {
        heading: 'Moving',
        paragraphs: [
          'On your turn, move one of your pieces in a straight line along its rank or file, over as many empty squares as you like, like a rook in chess. No jumping, no diagonal moves, no passing.',
        ],
        diagrams: ['move'],
      },
      {
        heading: 'Capturing',
        paragraphs: [
          'After your move, every enemy piece that now sits directly between the piece you just moved and another of your pieces, on the same rank or file, is captured and removed.',
        ],
        items: [
          'One move can capture in up to three directions at once.',
          'Only a single piece is ever sandwiched: two enemy pieces in a row between yours are not captured.',
          'Only the piece that moved captures. The edges and corners of the board do not help.',
          'Safe entry: you may move a piece between two enemy pieces without being captured. It can be captured later if the opponent sandwiches it anew.',
        ],
        diagrams: ['capture', 'multiple-capture', 'safe-entry'],
      },
      {
        heading: 'End of the game',
        paragraphs: ['After every move, in this order:'],
        items: [
          'You win when your opponent has one piece or none left.',
          'You win when your opponent, now to move, has no legal move.',
          'The game is drawn when the same position (same pieces on the same squares and the same player to move) occurs for the third time; the starting position counts.',
          'The game is drawn after 100 moves in a row (50 by each side) without a capture.',
        ],
        diagrams: ['win-pieces', 'win-no-moves'],
      },
      {
        heading: 'Online play',
        paragraphs: [
          'You also lose by resigning, by running out of time, or by staying away: when a player is disconnected for longer than the grace period, the opponent may claim the win. A draw can be agreed, and a move can be taken back if the opponent agrees (time used is not given back).',
          'With a clock, each player has their own time, and it starts when your friend arrives. Leaving the page does not stop it: the server keeps the time.',
          'Against the computer the game and its clock start at once, and its clock runs while it thinks. You can always take back your last move (with the computer’s reply); the computer accepts a draw only when it judges its own position worse.',
        ],
      },
    ] as Section[],
    grecTitle: 'Le Grec',
    grec: [
      {
        heading: 'Board and pieces',
        paragraphs: [
          'A 4×4 board, files A–D and ranks 1–4, with seven black and seven white pieces. Black starts on A1, A2, B1, B2, C1, C2 and D1 (D2 is empty); White on A4, B3, B4, C3, C4, D3 and D4 (A3 is empty). Black moves first. Black moves towards rank 4, White towards rank 1.',
        ],
      },
      {
        heading: 'Moves',
        paragraphs: ['Always onto an empty square. Moving is compulsory: you cannot pass.'],
        items: [
          'Step one square forward, diagonally forward, or sideways. Never backwards.',
          'Or jump over one adjacent opponent’s piece in one of those directions, landing on the empty square just beyond it. One jump per move, never over your own piece, and nothing is captured.',
        ],
        diagrams: ['grec-step', 'grec-jump'],
      },
      {
        heading: 'End of the game',
        items: [
          'You win as soon as all seven of your pieces stand in the opponent’s half (ranks 3–4 for Black, ranks 1–2 for White).',
          'A player who has no legal move on their turn loses.',
          'The third occurrence of the same position with the same player to move is a draw.',
        ],
        paragraphs: ['The last two rules complete the original text, which leaves these cases open. Jumping is never compulsory.'],
        link: { href: '/grec/answers', text: 'Le Grec solved: the four questions of the original text answered' },
        diagrams: ['grec-win-arrived', 'grec-win-no-moves'],
      },
      {
        heading: 'Variant: mirror arrival',
        paragraphs: [
          'The original text suggests imposing the arrival squares: each side must end with its seven pieces exactly on the squares the other side started on — Black on A4, B3, B4, C3, C4, D3 and D4, White on A1, A2, B1, B2, C1, C2 and D1. Everything else is as in Le Grec.',
        ],
        link: { href: '/grec/answers#grec-mirror', text: 'The four questions answered for the mirror arrival too' },
      },
    ] as Section[],
    chessTitle: 'Petteia chess (10×10)',
    chessSource: 'A chess-like game presented by its source text as “Petteia, the Mother of Chess”. The source gives the board, the pieces’ letters and names, the Snake’s move, the King’s Sacrifice Move, how the game ends and how it is written down. It does not say how the Minister, Elephant, Camel and Horse move, nor where the pieces start: those rules, and every other rule marked [R], are this site’s reconstruction — the most consistent reading of the names (the Indian-chess names of the modern pieces) and of the source’s own notation examples. Everything not marked is the source’s.',
    chess: [
      {
        heading: 'Board and pieces',
        paragraphs: [
          'A 10×10 board: files a to j from left to right, ranks 0 to 9, both counted from White’s side. Two sides, White and Black. White moves first. [R]',
          'Each side has ten pieces and ten pawns: King (K), Minister (M), Elephant (E), Snake (S), Camel (C), Horse (H) and Pawn (P).',
          'The start [R]: White’s rank 0 holds, from a0 to j0, Elephant, Horse, Camel, Snake, Minister, King, Snake, Camel, Horse, Elephant, with White’s pawns on rank 1. Black mirrors it on ranks 9 and 8, on the same files (Black’s King on f9, its Minister on e9).',
        ],
      },
      {
        heading: 'How the pieces move',
        paragraphs: ['No piece jumps except the Horse and the Snake. A piece takes an enemy piece by moving onto its square.'],
        items: [
          'King: one step in any of the eight directions. No castling. [R]',
          'Minister: like a chess queen, any distance along a rank, file or diagonal. [R]',
          'Elephant: like a chess rook, any distance along a rank or file. [R]',
          'Camel: like a chess bishop, any distance along a diagonal. [R]',
          'Horse: like a chess knight, a leap of one square one way and two the other. [R]',
          'Pawn: as in chess — one step forward to an empty square, two from its starting rank, takes one step diagonally forward, takes en passant. [R] On the last rank it must be promoted to a Minister, Elephant, Snake, Camel or Horse: the board asks which.',
        ],
      },
      {
        heading: 'The Snake',
        paragraphs: [
          'The Snake moves along winding paths: a diagonal step, a diagonal step at right angles to the first, then a diagonal step parallel to the first. It ends one square to the side and three ahead (a long leap of 1 by 3), eight squares in all.',
          'It passes over the two squares its path bends through, whatever stands there. It may stop on one of them only to take an enemy piece there, never on an empty square. At the end of its path it takes an enemy piece, or moves to an empty square; a piece of its own side blocks that path. A Snake on e4 may go to d1, f1, b3, h3, b5, h5, d7 or f7, and may only take on d3, f3, d5, f5, c4, g4, e2 and e6.',
        ],
      },
      {
        heading: 'The Sacrifice Move',
        paragraphs: [
          'Once per game each side may, instead of a normal move, let its King sacrifice one of its own pieces on a neighbouring square (any of the eight, any kind of piece, a pawn too): the piece leaves the board and the King steps onto its square. It may be used to get out of check, but never to move into check. Each player’s bar says whether their Sacrifice is still available.',
          'On the board: tap your King; the neighbours it may sacrifice are marked with a dashed ring and a star; tap one to play the Sacrifice.',
        ],
      },
      {
        heading: 'End of the game',
        items: [
          'As in chess, no move may leave your own King attacked. Checkmate wins; stalemate is a draw. Running out of time on your move loses.',
          'The third occurrence of the same position (pieces, side to move, Sacrifices still available, en passant) is a draw. [R]',
          '100 moves in a row (50 by each side) without a capture, a Sacrifice or a pawn move is a draw. [R]',
          'There is no other automatic draw. [R]',
        ],
        paragraphs: ['A King in check is marked on the board by a red burst, and the status line says “check”.'],
      },
      {
        heading: 'Writing the moves down',
        paragraphs: [
          'A move is written with the piece’s letter, the square it leaves, - for a quiet move or x for a capture, and the square it reaches: Pe1-e3, Hc9xd7. A Sacrifice uses *: Kf9*e9. A promotion adds = and the new piece’s letter: Pe8-e9=M. En passant is written as a capture onto the square the pawn moves to. [R] You can type moves this way (in any case).',
        ],
      },
      {
        heading: 'Two sets of pieces',
        paragraphs: ['The game can be played with its own pieces or with familiar chess pieces (Queen for the Minister, Rook for the Elephant, Bishop for the Camel, Knight for the Horse; the Snake keeps its own): the rules are the same, only the drawing changes. Choose under the game’s moves; this browser remembers it.'],
      },
    ] as Section[],
    reconstructed: 'reconstructed by this site',
    notationTitle: 'Notation',
    notation: 'A move is written from-square, arrow, to-square: D2 → D4. You can type it as d2-d4.',
  },
  sources: {
    title: 'Sources and limits of this reconstruction',
    intro: 'Nobody knows the exact rules of petteia: they are lost. What survives are passing mentions by writers who took the game for granted, and a brief description of a game called poleis. This page says what they tell us and what this site had to choose.',
    evidenceTitle: 'What the ancient texts say',
    // The references themselves (authors, works, passages) come from ./references.ts, never from here.
    evidence: {
      homer: 'Penelope’s suitors amuse themselves with pessoi (the game’s pieces) before the palace doors. It is the oldest mention of the game’s name, and says nothing about its rules.',
      plato: (others: string) => `Unskilled players are hemmed in by skilled ones until they cannot move. Plato mentions petteia as a game of skill in other dialogues too (${others}).`,
      aristotle: 'A man without a city is compared to an isolated piece (azux) in petteia. A piece on its own is weak, which fits capture by enclosure.',
      pollux: 'Describes a game called poleis (“cities”), played on a board divided into squares with pieces of two colours, where a piece is taken by enclosing it between two enemy pieces.',
      latrunculiHeading: 'The Roman ludus latrunculorum',
      latrunculi: (sources: string) => `Latin texts mention it (${sources}); it is usually taken to be a related game of capture by enclosure.`,
    },
    choicesTitle: 'What is not known, and what this site chose',
    choices: [
      'Board size and number of pieces: unknown. This site offers 6×6 with 6 pieces a side and 8×8 with 8.',
      'How pieces move: unknown. Moving like a chess rook follows most modern reconstructions.',
      'Whether two pieces in a row can be taken together, whether entering between two enemies is safe, how the game is won, and the draw rules: modern choices made for a coherent, playable game.',
    ],
    readingTitle: 'Reading further',
    reading: 'The references use the standard numbering of each work (book and line for Homer, Stephanus pages for Plato, Bekker pages for Aristotle, book and section for Pollux), so they can be found in any edition or translation that gives it.',
    grecNote: 'Le Grec is not ancient: it is a modern game by Dominique Huguenin and Yves Chédel. This site completes its rules where the original text leaves questions open (no legal move loses; a third repetition is a draw).',
  },
};

export type RulesCatalogue = typeof rulesEn;
