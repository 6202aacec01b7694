// The Content-Security-Policy the server sends, and the guard that fails a test on a violation.
import { join } from 'node:path';
import { assert } from '../helpers.mjs';

export default [
  ['the page has a strict Content-Security-Policy, and the CSP guard catches an injected inline script', async ({ server, newContext, csp }) => {
    const page = await (await newContext()).newPage();
    const response = await page.goto(`${server.url}/`);
    await page.getByTestId('home').waitFor();
    const headers = response.headers();
    const policy = headers['content-security-policy'];
    assert.ok(policy, 'the home page has no Content-Security-Policy');
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]));
    for (const [name, sources] of [['script-src', "'self'"], ['style-src', "'self'"], ['object-src', "'none'"], ['base-uri', "'none'"], ['frame-ancestors', "'none'"], ['worker-src', "'self'"], ['manifest-src', "'self'"]])
      assert.equal(directives[name], sources, `${name} in ${policy}`);
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'/);
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['referrer-policy'], 'no-referrer');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(await csp.violations(), [], 'the home page itself breaks its policy');

    // An inline script put into the page does not run, and the guard records that one refusal,
    // heard both as the document's event and as Chromium's console line.
    await assert.rejects(page.addScriptTag({ content: 'window.__injected = true;' }), /Content Security Policy/);
    assert.equal(await page.evaluate(() => window.__injected), undefined, 'the injected inline script ran');
    let violations = [];
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await page.waitForTimeout(50)) {
      violations = await csp.violations();
      if (violations.some((violation) => violation.heardBy === 'event + console')) break;
    }
    assert.equal(violations.length, 1, JSON.stringify(violations, null, 2));
    const [violation] = violations;
    assert.equal(violation.directive, 'script-src-elem');
    assert.equal(violation.blockedURI, 'inline');
    assert.equal(violation.heardBy, 'event + console');
    assert.equal(violation.documentURI, `${server.url}/`);
    assert.equal(violation.console.length, 1);
    // Chromium's wording, older or newer: "Refused to execute inline script because it violates …" / "Executing inline script violates …".
    assert.match(violation.console[0], /(execute|Executing) inline script .*violates the following Content Security Policy directive:? ["']script-src 'self'/);
    csp.clear(); // expected here: this test itself passes
  }],
];
