// The guarded pages in chromium against a real server of their own (an admin needs `npm run
// admin -- grant`, which only runs while the embedded server is stopped): /subscribe, /admin and
// /admin-analytics for a visitor who is signed out, a member and an admin (SPEC.md sections 2, 6).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { launchBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const PASSWORD = 'lantern-Guard1';
const MEMBER = 'Wren';
const ADMIN = 'Keeper';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-guards-'));
const serverEnv = { DATA_DIR: dataDir, BCRYPT_COST: '10' };

function grantAdmin(username: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/infra/cli/admin.ts', 'grant', username],
    {
      env: { ...process.env, ...serverEnv, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (result.status !== 0) throw new Error(`admin grant failed: ${result.stderr}`);
}

describe('guarded pages in the browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const url = (pathAndQuery: string) => `${server.url}${pathAndQuery}`;
  const h1 = (name: string) =>
    page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

  /** Opens a page and waits until the router has settled on `expected` (path and query). */
  async function visit(from: string, expected: string) {
    await page.goto(url(from));
    await page.waitForURL((current) => `${current.pathname}${current.search}` === expected);
  }

  /**
   * The serious or critical axe-core violations in the page's main content, in light and then
   * dark theme (the theme follows the system preference while none is saved). The site suite
   * meets these pages only signed out, redirected away.
   */
  async function seriousViolations(): Promise<string[]> {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // The theme is chosen when the page loads.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.reload();
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(
        (dark) => document.documentElement.classList.contains('dark') === dark,
        colorScheme === 'dark',
      );
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      const ids = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const result = await axe.run('main', { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      found.push(...ids.map((id) => `${colorScheme} ${id}`));
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    return found;
  }

  async function logInAs(username: string) {
    await context?.close();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(url('/login?redirect=/account'));
    const main = page.getByRole('main');
    await main.getByLabel('Username or Email').fill(username);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(url('/account'));
  }

  beforeAll(async () => {
    server = await startServerProcess(serverEnv);
    const client = new HttpClient(server.url);
    for (const username of [MEMBER, ADMIN]) {
      const signup = await client.post('/api/auth/signup', {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password: PASSWORD,
      });
      expect(signup.status).toBe(201);
    }
    expect(await server.stop()).toBe(0);
    grantAdmin(ADMIN);
    server = await startServerProcess(serverEnv);
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends a signed-out visitor to log in', async () => {
    await visit('/subscribe', '/login?redirect=/subscribe');
    await h1('Log In').waitFor();

    await visit('/admin', '/auth?redirect=/admin');
    await h1('Log In or Sign Up').waitFor();

    await visit('/admin-analytics', '/login');
    await h1('Log In').waitFor();
  });

  it('lets a member subscribe, sends them from /admin to /account and denies the analytics', async () => {
    await logInAs(MEMBER);

    await visit('/subscribe', '/subscribe');
    await h1('Upgrade to Unlimited Journeys').waitFor();
    expect(await seriousViolations()).toEqual([]);

    await visit('/admin', '/account');
    await h1('My Account').waitFor();

    await visit('/admin-analytics', '/admin-analytics');
    await h1('Access Denied').waitFor();
    expect(await seriousViolations()).toEqual([]);
    const main = page.getByRole('main');
    // waitFor, not isVisible(): an instant look raced the render under load.
    await main.getByText("You don't have permission to view this page.").waitFor();
    expect(await main.getByText('Analytics Dashboard').count()).toBe(0);
    await main.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(url('/'));
  });

  it('shows an admin both dashboards', async () => {
    await logInAs(ADMIN);

    await visit('/admin', '/admin');
    await h1('Admin Dashboard').waitFor();
    expect(await seriousViolations()).toEqual([]);

    await visit('/admin-analytics', '/admin-analytics');
    await h1('Analytics Dashboard').waitFor();
    expect(await seriousViolations()).toEqual([]);
  });
});
