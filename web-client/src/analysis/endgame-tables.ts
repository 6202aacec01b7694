// Petteia's endgame tables for the engine Worker (./engine-worker.ts): the module reads no files, so
// when an analysis names the tables it looked for and did not have ("tables_missing"), the Worker
// fetches those files (/engine/tables/<name>.ptb, copied there from engine/tables/ at build time),
// gives each to the module (the `table` request, the bytes in base64) and asks again. Only the
// tables a position needs, once per Worker; a file that cannot be fetched is not asked for again,
// and the analysis keeps the search's value.

/** How many times one request is asked again with newly fetched tables (a table's moves lead into others). */
export const TABLE_ROUNDS = 4;

const TABLE_NAME = /^petteia-\d+x\d+-\dv\d$/;

export function tableUrl(name: string): string {
  return `/engine/tables/${name}.ptb`;
}

/** The tables an answer text names as missing that this Worker has not tried yet (well-formed names only). */
export function tablesToFetch(answer: string, tried: ReadonlySet<string>): string[] {
  if (!answer.includes('"tables_missing"')) return [];
  const missing = (JSON.parse(answer) as { tables_missing?: unknown }).tables_missing;
  if (!Array.isArray(missing)) return [];
  return missing.filter((name): name is string => typeof name === 'string' && TABLE_NAME.test(name) && !tried.has(name));
}

/** The bytes as standard base64 (a table file is up to 1.3 MB: built in chunks, one btoa). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The module's request that gives it one table file. */
export function tableRequest(name: string, bytes: Uint8Array): string {
  return JSON.stringify({ id: 0, op: 'table', name, bytes: base64Of(bytes) });
}
