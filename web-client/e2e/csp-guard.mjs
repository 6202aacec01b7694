// The CSP guard: a test fails when the browser refuses anything under the server's
// Content-Security-Policy. The harness watches every browser context a test makes; a violation
// is heard twice, and either is enough:
// - the `securitypolicyviolation` event, recorded by an init script in every document and frame
//   and handed at once to Node through a binding (so a later reload or navigation loses nothing);
//   it names the effective directive, the blocked URI and where it happened;
// - Chromium's console line "… violates the following Content Security Policy directive …"
//   (also for what no document event reports).
// The two reports of the same violation are paired, so each violation counts once.

const BINDING = '__petteiaCspViolation';

/** Listens on one browser context; `record` gets each report. */
async function watch(context, record) {
  await context.exposeBinding(BINDING, ({ page }, report) => record({ source: 'event', page, ...report }));
  await context.addInitScript((binding) => {
    const report = globalThis[binding];
    addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        where: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
        sample: event.sample,
      });
    }, true);
  }, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (!/Content[- ]Security[- ]Policy/i.test(text)) return;
    const page = message.page();
    record({ source: 'console', page, ...parseConsole(text), documentURI: page?.url() ?? '', text });
  });
}

/**
 * The directive and blocked URI named by Chromium's console line, in its older wording ("Refused to
 * load the image 'URL' because it violates the following Content Security Policy directive:
 * "img-src 'self'".") or its newer one ("Loading the image 'URL' violates …", "Executing inline
 * script violates … directive 'script-src 'self''.", "Evaluating a string as JavaScript violates …"),
 * or a second line for the same refusal ("Fetch API cannot load URL. Refused to connect because it
 * violates the document's Content Security Policy.", no directive named).
 */
export function parseConsole(text) {
  const after = text.slice(text.search(/Content Security Policy directive/));
  const directive = /(?:^|[:\s])["']([a-z]+(?:-[a-z]+)+)\s/.exec(after)?.[1] ?? 'unknown directive';
  const what = text.split(/ violates | because /)[0];
  const blockedURI = /'([^']+)'/.exec(what)?.[1] ?? /cannot load (\S+?)\.?(?:\s|$)/.exec(what)?.[1]
    ?? (/inline/.test(what) ? 'inline' : /evaluat|string as JavaScript/i.test(what) ? 'eval' : 'unknown');
  return { directive, blockedURI };
}

// A console line written "script-src" stands for an event's "script-src-elem" or "script-src-attr";
// "default-src" (or none named) for anything.
const sameDirective = (written, effective) => written === effective || effective.startsWith(`${written}-`)
  || written === 'default-src' || written === 'unknown directive';
const sameURI = (a, b) => a === b || a === 'unknown' || b === 'unknown' || a.startsWith(b) || b.startsWith(a);

/** One test's guard: `watch` each context, then `violations()` (paired, each once) and `clear()`. */
export function createCspGuard() {
  let reports = [];
  const pages = new Set();
  return {
    async watch(context) {
      await watch(context, (report) => reports.push(report));
      context.on('page', (page) => pages.add(page));
    },

    /** Every violation so far, once each, after the open pages' pending reports have arrived. */
    async violations() {
      // A round trip to each open page: the binding calls it made before have been handled (a page
      // that does not answer within a second, say one stuck in a dialog, is not waited for).
      const roundTrip = (page) => Promise.race([
        page.evaluate(() => new Promise((done) => setTimeout(done, 50))).catch(() => undefined),
        new Promise((done) => setTimeout(done, 1000)),
      ]);
      await Promise.all([...pages].filter((page) => !page.isClosed()).map(roundTrip));
      // Each console line goes with an event of the same page, directive and URI (one without a line
      // yet first: a refused fetch is told in two lines); a line that matches none counts by itself.
      const events = reports.filter((report) => report.source === 'event').map((report) => ({ ...report, console: [] }));
      const unpaired = [];
      for (const line of reports.filter((report) => report.source === 'console')) {
        const matches = (candidate) => candidate.page === line.page
          && sameDirective(line.directive, candidate.directive) && sameURI(line.blockedURI, candidate.blockedURI);
        const event = events.find((candidate) => matches(candidate) && candidate.console.length === 0) ?? events.find(matches);
        if (event) event.console.push(line.text);
        else unpaired.push({ ...line, console: [line.text] });
      }
      return [...events, ...unpaired].map(({ page, source, ...violation }) => ({ heardBy: heardBy(source, violation), ...violation }));
    },

    clear() {
      reports = [];
    },

    /** Throws a CspViolationError, naming each violated directive and blocked URI, if there was any violation. */
    async check() {
      const found = await this.violations();
      if (found.length) throw new CspViolationError(found);
    },
  };
}

export class CspViolationError extends Error {
  constructor(violations) {
    super(`${violations.length} Content-Security-Policy violation(s):\n${violations.map(describe).join('\n')}`);
    this.name = 'CspViolationError';
    this.violations = violations;
  }
}

function heardBy(source, violation) {
  if (source === 'console') return 'console';
  return violation.console.length ? 'event + console' : 'event';
}

export function describe(violation) {
  const lines = [`- ${violation.directive} blocked ${violation.blockedURI} on ${violation.documentURI}`
    + `${violation.where ? ` (at ${violation.where})` : ''} [${violation.heardBy}]`];
  if (violation.sample) lines.push(`    sample: ${violation.sample}`);
  for (const line of violation.console) lines.push(`    console: ${line}`);
  return lines.join('\n');
}
