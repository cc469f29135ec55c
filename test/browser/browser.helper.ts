import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WEB_APP_DIR } from '../../src/api/web-app.routes';
import { ROOT } from '../helpers/test-stack';

/** Debian's chromium (scripts/setup-browser.sh installs it); no test tool downloads a browser. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags for a closed network: without the background ones Chromium keeps calling Google's hosts. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=ko-KR',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no browser at ${CHROMIUM_PATH}: run sudo bash scripts/setup-browser.sh`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/** Builds the web app when the test run finds it missing (npm test builds it first). */
export function ensureWebAppBuilt(): void {
  if (existsSync(join(WEB_APP_DIR, 'index.html'))) return;
  const built = spawnSync('npm', ['run', '-s', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:web failed');
}

/** Where the page loads axe from: answered by the test (below), so the page's CSP ('self') allows it and needs no bypass. */
const AXE_PATH = '/app/assets/__axe-core.js';

/** axe-core's serious and critical violations on the page as it is now, as `id: target` lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const url = new URL(AXE_PATH, page.url()).toString();
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'),
    }),
  );
  await page.addScriptTag({ url });
  const violations = await page.evaluate(async () => {
    const result = await (
      globalThis as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
          }>;
        };
      }
    ).axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** A screenshot for the README, written only when UPDATE_SCREENSHOTS=1 (a test run leaves the tree as it was). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env['UPDATE_SCREENSHOTS'] !== '1') return;
  const dir = join(ROOT, 'docs', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
