// The Worker that holds the browser module (rules/ and engine/ compiled to WebAssembly, ../../wasm/):
// it loads /engine/petteia-engine.mjs and its .wasm on the first request, then answers each request
// text with the module's answer text (protocol/browser_engine_messages.hpp), one at a time. A long
// analysis never blocks the page; stopping it is terminating this Worker (./browser-engine.ts).
interface EngineModule {
  ccall(name: string, returns: 'string', args: ['string'], values: [string]): string;
}
type CreateEngine = (options: { wasmBinary: ArrayBuffer }) => Promise<EngineModule>;

const MODULE_URL = '/engine/petteia-engine.mjs';
const WASM_URL = '/engine/petteia-engine.wasm';

let loading: Promise<EngineModule> | null = null;

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
    self.postMessage({ id, answer: engine.ccall('petteia_request', 'string', ['string'], [request]) });
  } catch (error) {
    loading = null; // a failed fetch is tried again at the next request
    self.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
  }
};
