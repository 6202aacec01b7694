// The Worker that holds the browser module (rules/ and engine/ compiled to WebAssembly, ../../wasm/):
// it loads /engine/petteia-engine.mjs and its .wasm on the first request, then answers each request
// text with the module's answer text (protocol/browser_engine_messages.hpp), one at a time. A long
// analysis never blocks the page; stopping it is terminating this Worker (./browser-engine.ts).
// Petteia's endgame tables are fetched here when an analysis needs them (./endgame-tables.ts).
import { TABLE_ROUNDS, tableRequest, tablesToFetch, tableUrl } from './endgame-tables';

interface EngineModule {
  ccall(name: string, returns: 'string', args: ['number'], values: [number]): string;
  _malloc(bytes: number): number;
  _free(at: number): void;
  HEAPU8: Uint8Array;
}
type CreateEngine = (options: { wasmBinary: ArrayBuffer }) => Promise<EngineModule>;

const MODULE_URL = '/engine/petteia-engine.mjs';
const WASM_URL = '/engine/petteia-engine.wasm';

let loading: Promise<EngineModule> | null = null;

/** One request text's answer: the text written into the module's heap (a table in base64 is too big for ccall's stack). */
function ask(engine: EngineModule, request: string): string {
  const bytes = new TextEncoder().encode(request);
  const at = engine._malloc(bytes.length + 1);
  engine.HEAPU8.set(bytes, at);
  engine.HEAPU8[at + bytes.length] = 0;
  try {
    return engine.ccall('petteia_request', 'string', ['number'], [at]);
  } finally {
    engine._free(at);
  }
}
/** Each table this Worker fetched, or is fetching, or failed to fetch: each file at most once. */
const tableLoads = new Map<string, Promise<void>>();

async function fetchTable(engine: EngineModule, name: string): Promise<void> {
  try {
    const response = await fetch(tableUrl(name));
    if (!response.ok) return;
    ask(engine, tableRequest(name, new Uint8Array(await response.arrayBuffer())));
  } catch {
    // Offline, or the file is not there: the analysis keeps the search's value.
  }
}

/** The module's answer, asked again while it names tables not yet awaited for this request. */
async function answered(engine: EngineModule, request: string): Promise<string> {
  let answer = ask(engine, request);
  const awaited = new Set<string>();
  for (let round = 0; round < TABLE_ROUNDS; round++) {
    const wanted = tablesToFetch(answer, awaited);
    if (wanted.length === 0) break;
    for (const name of wanted) {
      awaited.add(name);
      if (!tableLoads.has(name)) tableLoads.set(name, fetchTable(engine, name));
    }
    await Promise.all(wanted.map((name) => tableLoads.get(name)));
    answer = ask(engine, request);
  }
  return answer;
}

async function load(): Promise<EngineModule> {
  const [loader, bytes] = await Promise.all([
    import(/* @vite-ignore */ MODULE_URL) as Promise<{ default: CreateEngine }>,
    fetch(WASM_URL).then((response) => {
      if (!response.ok) throw new Error(`the engine could not be fetched (${response.status})`);
      return response.arrayBuffer();
    }),
  ]);
  return loader.default({ wasmBinary: bytes });
}

self.onmessage = async (event: MessageEvent<{ id: number; request: string }>) => {
  const { id, request } = event.data;
  try {
    loading ??= load();
    const engine = await loading;
    self.postMessage({ id, answer: await answered(engine, request) });
  } catch (error) {
    loading = null; // a failed fetch is tried again at the next request
    self.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
