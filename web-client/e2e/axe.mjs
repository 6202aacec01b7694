// axe-core in the e2e tests: the engine read from node_modules (a devDependency, nothing from a
// CDN) and run in the page. It is handed to the page through Playwright's evaluate, which the page's
// Content-Security-Policy does not govern: no <script> is added, so the policy stays as strict as
// it is for visitors (the harness refuses bypassCSP).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let source = null;

/**
 * The page's axe-core violations of `impacts` (serious and critical by default), each as
 * "rule (impact): target — summary", for an assertion's message. WCAG 2.x A and AA, best practice and axe's experimental rules.
 */
export async function axeViolations(page, { impacts = ['serious', 'critical'] } = {}) {
  return (await axeFindings(page)).filter((finding) => impacts.includes(finding.impact)).map((finding) => finding.text);
}

/** Every violation axe-core finds, each node as { impact, text } with text as axeViolations says it (at most 5 a rule). */
export async function axeFindings(page) {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    // The experimental rules too: label-content-name-mismatch, which issue 40 found on the board's squares, is one.
    const experimental = Object.fromEntries(window.axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));
    const results = await window.axe.run(document, { resultTypes: ['violations'], rules: experimental });
    return results.violations.map((rule) => ({
      id: rule.id, impact: rule.impact, help: rule.help,
      nodes: rule.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
    }));
  });
  return violations.flatMap((rule) => rule.nodes.slice(0, 5).map((node) => ({ impact: rule.impact, text: `${rule.id} (${rule.impact}): ${node}` })));
}
