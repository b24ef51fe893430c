// The audit pages in chromium, as an auditor would use them: granted with `npm run admin --
// grant-auditor`, they read the streams, one person's history and a passing verification, at
// 1280×800 and 375×812; the admin pages stay closed to them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { launchBrowser } from './support/browser';
import { QUIET, startServerProcess, type ServerProcess } from './support/server-process';

const PASSWORD = 'lantern-Audit1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-audit-e2e-'));
const serverEnv = { DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET };
const shots = process.env.E2E_SCREENSHOTS_DIR;

describe('the audit pages in the browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let memberId: number;

  beforeAll(async () => {
    server = await startServerProcess(serverEnv);
    for (const username of ['Ledger', 'Bramble']) {
      const signup = await new HttpClient(server.url).post('/api/auth/signup', {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password: PASSWORD,
      });
      expect(signup.status).toBe(201);
      if (username === 'Bramble') memberId = (signup.body.user as { id: number }).id;
    }
    expect(await server.stop()).toBe(0);
    const grant = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant-auditor', 'Ledger'], {
      env: { ...process.env, ...serverEnv, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(grant.status, grant.stderr).toBe(0);
    server = await startServerProcess(serverEnv);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function logIn(page: Page, redirect: string) {
    await page.goto(`${server.url}/login?redirect=${redirect}`);
    const main = page.getByRole('main');
    await main.getByLabel('Username or Email').fill('Ledger');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Log In' }).click();
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`${viewport.width}×${viewport.height}: streams, a person's history and a passing verification`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, '/audit');
      const main = page.getByRole('main');
      await expect
        .poll(() => main.getByRole('heading', { name: 'Audit Log' }).count(), { timeout: 15_000 })
        .toBe(1);
      const streams = main.getByRole('table', { name: 'Streams' });
      await expect
        .poll(() => streams.getByRole('cell', { name: `user-${memberId}`, exact: true }).count())
        .toBe(1);

      await main.getByRole('tab', { name: 'Person history' }).click();
      await main.getByLabel('User ID').fill(String(memberId));
      await main.getByRole('button', { name: 'Show events' }).click();
      const events = main.getByRole('table', { name: 'Events' });
      await expect
        .poll(() => events.getByRole('cell', { name: 'UserSignedUp', exact: true }).count())
        .toBe(1);

      await main.getByRole('tab', { name: 'Verify' }).click();
      await main.getByRole('button', { name: 'Run verification' }).click();
      await expect.poll(() => main.getByText('Audit passed.').count(), { timeout: 30_000 }).toBe(1);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      if (shots)
        await page.screenshot({
          path: path.join(shots, `audit-${viewport.width}.png`),
          fullPage: true,
        });
      await context.close();
    }, 90_000);
  }

  it('keeps the admin dashboard closed to an auditor', async () => {
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/login', { usernameOrEmail: 'Ledger', password: PASSWORD });
    expect((await tab.get('/api/audit/streams')).status).toBe(200);
    expect((await tab.get('/api/admin/users')).status).toBe(403);
  });
});
