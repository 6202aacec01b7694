// Every page of the site on a 1280×800 desktop in French, light and dark (issue 40, deliverable 5): no
// serious or critical axe-core violation, one h1, no heading level skipped (e2e/every-page.mjs; the
// pages: e2e/site-pages.mjs). Devices and languages are six files (70-110 s each on a loaded 2-core
// machine) so that CI's two workers share them.
import { everyPageTests } from '../every-page.mjs';
import { DESKTOP } from '../helpers.mjs';

export default everyPageTests('desktop', DESKTOP, 'fr-FR');
