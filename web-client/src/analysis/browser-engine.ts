// The page's side of the engine Worker (./engine-worker.ts): requests as typed values, answers as
// promises, and a stop that ends whatever the Worker is thinking about (it is terminated, and a new
// one starts at the next request: the module is fetched again from the browser's cache).
export type EngineLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';

/** A game as the module takes it: its variant, its start (the usual one when absent) and its moves. */
export interface EngineGame {
  variant: string;
  position?: string;
  moves: string[];
}

export interface EngineStatus {
  state: 'ongoing' | 'win' | 'draw';
  winner: string | null;
  reason: string;
}

export interface LegalAnswer {
  position: string;
  to_move: string;
  moves: string[];
  status: EngineStatus;
  /** The squares the last of the request's moves took. */
  captured: string[];
  /** Per side's name, as in a server's snapshot. */
  threatened: Record<string, string[]>;
  in_check: string[];
  special_moves: Record<string, string[]>;
  /** Each side's material now, per side's name, in the engine's units; null for a game without captures. */
  material?: Record<string, number> | null;
}

export interface ChooseAnswer {
  move: string;
  score: number;
}

export interface AnalyseAnswer {
  /** The side to move, for whom the score is. */
  to_move: string;
  move: string;
  /** For the side to move; 100 is about one piece; beyond ±29,000 a forced win or loss. */
  score: number;
  depth: number;
  nodes: number;
  /** Read from a solved game's table (exact), not searched. */
  solved: boolean;
  line: string[];
  /** A Petteia endgame table's exact value for the side to move (plies to the next capture, null for a draw). */
  table?: TableValue;
  /** Each side's material at the end of `line`, per side's name; null for a game without captures. */
  line_material?: Record<string, number> | null;
  /** The best lines, best first, when more than one was asked (MultiPV). */
  lines?: BestLine[];
}

/** One of the best lines: its first move, its score for the side to move, its moves and the material at its end. */
export interface BestLine {
  move: string;
  score: number;
  line: string[];
  line_material: Record<string, number> | null;
}

export interface TableValue {
  result: 'win' | 'draw' | 'loss';
  plies: number | null;
}

export interface EngineRefusal {
  code: 'invalid_message' | 'illegal_move' | 'game_over';
  message: string;
  index?: number;
  /** A refused move's reason code in the rules ("blocked", "occupied"…), as the server's errors give it. */
  detail?: string;
}

/** The computer's clock, for a move thought as the server's computer would (null: untimed). */
export interface EngineClock {
  remaining_ms: number | null;
  increment_ms: number;
}

export class EngineStopped extends Error {
  constructor() {
    super('the engine was stopped');
  }
}

type Pending = { resolve: (answer: Record<string, unknown>) => void; reject: (error: Error) => void };

export class BrowserEngine {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  legal(game: EngineGame): Promise<LegalAnswer | { error: EngineRefusal }> {
    return this.ask({ op: 'legal', ...game }) as Promise<LegalAnswer | { error: EngineRefusal }>;
  }

  /** The best move, its score and line; with `lines` 2 or 3, that many best lines too (one search each). */
  analyse(game: EngineGame, level: EngineLevel, lines = 1): Promise<AnalyseAnswer | { error: EngineRefusal }> {
    return this.ask({ op: 'analyse', level, ...(lines > 1 ? { lines } : {}), ...game }) as Promise<AnalyseAnswer | { error: EngineRefusal }>;
  }

  /** The computer's move at `level`, as in a game against it; the same seed gives the same move. */
  choose(game: EngineGame, level: EngineLevel, seed: number, clock?: EngineClock): Promise<ChooseAnswer | { error: EngineRefusal }> {
    return this.ask({ op: 'choose', level, seed, ...(clock ? { clock } : {}), ...game }) as Promise<ChooseAnswer | { error: EngineRefusal }>;
  }

  /** Ends the request in progress and every one waiting: each is rejected with EngineStopped. */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const waiting of this.pending.values()) waiting.reject(new EngineStopped());
    this.pending.clear();
  }

  private ask(request: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const worker = this.started();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, request: JSON.stringify({ id, ...request }) });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./engine-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; answer?: string; failure?: string }>) => {
      const waiting = this.pending.get(event.data.id);
      if (!waiting) return;
      this.pending.delete(event.data.id);
      if (event.data.answer !== undefined) waiting.resolve(JSON.parse(event.data.answer) as Record<string, unknown>);
      else waiting.reject(new Error(event.data.failure ?? 'the engine failed'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const waiting of this.pending.values()) waiting.reject(new Error(event.message || 'the engine failed'));
      this.pending.clear();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}
