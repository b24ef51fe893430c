// The admin dashboard in chromium, as an operator would use it: an admin granted with `npm run
// admin -- grant` resets a member's journeys, grants unlimited journeys, resets the member's
// password (the member then logs in with it) and sends a test email; at 1280×800 and 375×812.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { outboxMessages } from '../support/outbox';
import { launchBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from '../support/fake-stripe';

const PASSWORD = 'lantern-Admin1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-admin-'));
let stripe: FakeStripe;
/** Both sets of Stripe keys (a Stripe test server), so the payment mode can be switched. */
const stripeEnv = (): Record<string, string> => ({
  ...stripe.env(),
  STRIPE_TEST_SECRET_KEY: FAKE_STRIPE.secretKey,
  STRIPE_TEST_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
  STRIPE_TEST_PRICE_MONTHLY: FAKE_STRIPE.raisedMonthly,
  STRIPE_TEST_PRICE_ANNUAL: FAKE_STRIPE.annual,
});
const serverEnv = { DATA_DIR: dataDir, BCRYPT_COST: '10' };
const shots = process.env.E2E_SCREENSHOTS_DIR;

describe('the admin dashboard in the browser', () => {
  let server: ServerProcess;
  let browser: Browser;
  let memberId: number;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServerProcess({ ...serverEnv, ...stripeEnv() });
    const client = new HttpClient(server.url);
    for (const username of ['Heron', 'Ivy']) {
      const signup = await client.post('/api/auth/signup', {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password: PASSWORD,
        engagement: true, // reminders and news are opt-in; the announcement below needs a yes
      });
      expect(signup.status).toBe(201);
      if (username === 'Ivy') memberId = (signup.body.user as { id: number }).id;
    }
    expect(await server.stop()).toBe(0);
    const grant = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/infra/cli/admin.ts', 'grant', 'Heron'],
      { env: { ...process.env, ...serverEnv, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    expect(grant.status, grant.stderr).toBe(0);
    server = await startServerProcess({ ...serverEnv, ...stripeEnv() });
    stripe.deliverTo(`${server.url}/api/webhook/stripe`);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function logIn(page: Page, username: string, password = PASSWORD) {
    await page.goto(`${server.url}/login?redirect=/admin`);
    const main = page.getByRole('main');
    await main.getByLabel('Username or Email').fill(username);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Log In' }).click();
  }

  const journeysOf = async (username: string) => {
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/login', { usernameOrEmail: username, password: PASSWORD });
    return (await tab.get('/api/auth/check')).body.user as {
      journeyCount: number;
      journeyResetDate: string;
    };
  };

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`${viewport.width}×${viewport.height}: journey limits, a password reset and a test email`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await logIn(page, 'Heron');
      await page.waitForURL(`${server.url}/admin`);
      const main = page.getByRole('main');
      const row = main.getByRole('row').filter({ hasText: 'ivy@example.com' });
      await row.waitFor();
      if (shots)
        await page.screenshot({
          path: path.join(shots, `admin-${viewport.width}.png`),
          fullPage: true,
        });

      await row.getByRole('button', { name: 'Grant Unlimited' }).click();
      await row.getByRole('cell', { name: '999' }).waitFor();
      expect((await journeysOf('Ivy')).journeyCount).toBe(999);

      await main.getByRole('tab', { name: 'Reset Passwords' }).click();
      const form = main.getByRole('form', { name: 'Reset a password' });
      const newPassword = `chosen-${viewport.width}`;
      await form.getByLabel('User ID').fill(String(memberId));
      await form.getByLabel('New Password').fill(newPassword);
      await form.getByLabel('Confirm Password').fill(newPassword);
      await form.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Password reset successfully.', { exact: false }).first().waitFor();
      const member = new HttpClient(server.url);
      const login = await member.post('/api/auth/login', {
        usernameOrEmail: 'Ivy',
        password: newPassword,
      });
      expect(login.status).toBe(200);
      // Put the shared password back for the next viewport's checks.
      await form.getByLabel('User ID').fill(String(memberId));
      await form.getByLabel('New Password').fill(PASSWORD);
      await form.getByLabel('Confirm Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Reset Password' }).click();
      await expect.poll(async () => (await journeysOf('Ivy')).journeyCount).toBe(999);

      await main.getByRole('tab', { name: 'Emails' }).click();
      await main.getByRole('tab', { name: 'Test All Templates' }).click(); // it opens on Subscription
      const emails = main.getByRole('form', { name: 'Test email templates' });
      await emails.getByLabel('Template').selectOption('receipt');
      await emails.getByLabel('Recipient Email').fill('qa@example.com');
      const before = (await outboxMessages(path.join(dataDir, 'outbox'))).length;
      await emails.getByRole('button', { name: 'Send Test Email' }).click();
      await expect
        .poll(async () => (await outboxMessages(path.join(dataDir, 'outbox'))).length)
        .toBe(before + 1);
      await context.close();
    });
  }

  it('a client error reaches the Errors tab, scrubbed, and is marked resolved', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'Heron');
    await page.waitForURL(`${server.url}/admin`);
    // A script on the page fails, its message carrying a token that must not be stored.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/errors'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e lantern failure token=8f14e45fceea167a5a36dedd4bea2543');
      });
    });
    expect((await reported).status()).toBe(201);
    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Errors' }).click();
    const entry = main.getByRole('listitem').filter({ hasText: 'e2e lantern failure' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).not.toContain('8f14e45fceea167a5a36dedd4bea2543');
    expect(await entry.textContent()).toContain('javascript_error');
    if (shots)
      await page.screenshot({ path: path.join(shots, 'admin-errors.png'), fullPage: true });
    await entry.getByRole('button', { name: 'Mark Resolved' }).click();
    await entry.getByText('Resolved', { exact: true }).waitFor();
    await context.close();
  });

  it('the Emails tab sends an announcement to everyone eligible and shows its progress', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'Heron');
    await page.waitForURL(`${server.url}/admin`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Emails' }).click();
    await main.getByRole('tab', { name: 'Engagement' }).click();
    const form = main.getByRole('form', { name: 'Engagement emails' });
    await form.getByLabel('Email').selectOption('feature-announcement');
    await form.getByLabel('Feature name').fill('Bedtime fables');
    await form.getByLabel('Feature description').fill('Short fables for the end of the day.');
    await form.getByRole('button', { name: 'Send Emails' }).click();
    await form.getByText(/^Done: \d+ of \d+ sent/).waitFor();
    const announcements = (await outboxMessages(path.join(dataDir, 'outbox'))).filter((mail) =>
      mail.subject?.includes('Bedtime fables'),
    );
    expect(announcements.map((mail) => mail.to && JSON.stringify(mail.to))).toEqual(
      expect.arrayContaining([expect.stringContaining('ivy@example.com')]),
    );
    if (shots)
      await page.screenshot({ path: path.join(shots, 'admin-emails.png'), fullPage: true });
    await context.close();
  });

  it('the Settings tab shows the configuration and switches the payment mode', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'Heron');
    await page.waitForURL(`${server.url}/admin`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Settings' }).click();
    const summary = main.getByLabel('Configuration summary');
    await summary.getByText('production').waitFor();
    await main.getByText('Payments are live: real cards are charged.').waitFor();
    expect(await main.textContent()).not.toContain(FAKE_STRIPE.secretKey);
    await main.getByRole('button', { name: 'Test Webhook' }).click();
    await page.getByText('Webhook Test Successful', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Switch to test mode' }).click();
    await summary.getByText('test', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Switch to production mode' }).waitFor();
    if (shots)
      await page.screenshot({ path: path.join(shots, 'admin-settings.png'), fullPage: true });
    await main.getByRole('tab', { name: 'Security' }).click();
    await main.getByText('SESSION_SECRET').waitFor();
    await context.close();
  });
  it("analytics: a visitor's tagline and click reach the dashboard, charted, by period and as CSV", async () => {
    // A visitor on a phone sees a tagline and presses Begin Your Journey.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const landing = await visitor.newPage();
    // Keep a copy of what the page hands to sendBeacon (the browser sends it as it is).
    await landing.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const copies: string[] = [];
      Object.assign(window, { beaconCopies: copies });
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => copies.push(text));
        return send(url, data);
      };
    });
    const answered = landing.waitForResponse((r) => r.url().endsWith('/api/analytics/track'));
    await landing.goto(server.url);
    expect((await answered).status()).toBe(200);
    await landing
      .getByRole('main')
      .getByRole('button', { name: /Begin Your Journey|Login to Begin/ })
      .first()
      .click();
    await landing.waitForURL(/\/(auth|login)/);
    const copies = () =>
      landing.evaluate(() => (window as unknown as { beaconCopies: string[] }).beaconCopies);
    await expect.poll(async () => (await copies()).length).toBeGreaterThanOrEqual(2);
    const [impression, click] = (await copies()).map(
      (body) => JSON.parse(body) as { eventType: string; data: Record<string, unknown> },
    );
    expect(impression).toMatchObject({ eventType: 'impression', data: { device: 'mobile' } });
    expect(click).toMatchObject({
      eventType: 'click',
      data: { messageId: impression!.data.messageId, buttonId: 'hero-begin-journey' },
    });
    await visitor.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await logIn(page, 'Heron');
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('main').getByRole('link', { name: 'Analytics Dashboard' }).click();
    await page.waitForURL(`${server.url}/admin-analytics`);
    const main = page.getByRole('main');
    const totals = main.getByLabel('Totals');
    await totals.waitFor();
    const shownId = impression!.data.messageId as string;
    const row = main.getByRole('row').filter({ hasText: shownId });
    await expect
      .poll(async () => Number(await row.getByRole('cell').nth(1).innerText()))
      .toBeGreaterThanOrEqual(1);
    expect(Number(await row.getByRole('cell').nth(1).innerText())).toBeGreaterThanOrEqual(1);
    expect(await main.locator('canvas').count()).toBe(4);
    await main.getByTestId('leader-verdict').waitFor();
    if (shots)
      await page.screenshot({ path: path.join(shots, 'admin-analytics-1280.png'), fullPage: true });

    // Listen before choosing: the answer can arrive before a listener set up afterwards (CI once
    // waited 30 s for a response that had already come).
    const periodAnswered = page.waitForResponse(
      (r) => r.url().includes('timeframe=24h') && r.status() === 200,
    );
    await main.getByLabel('Time period').selectOption('24h');
    await periodAnswered;
    const csv = await page.evaluate(async () =>
      (await fetch('/api/analytics/export?timeframe=24h')).text(),
    );
    expect(csv.split('\n')[0]).toBe('hour,messageId,tagline,eventType,device,buttonId,count');
    expect(csv).toContain(`,${shownId},`);
    const exported = context.waitForEvent('request', (request) =>
      request.url().endsWith('/api/analytics/export?timeframe=24h'),
    );
    await main.getByRole('button', { name: 'Export CSV' }).click();
    await exported;
    await context.close();

    // On a phone: the same page, loaded there, with no sideways scrolling.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const small = await phone.newPage();
    await logIn(small, 'Heron');
    await small.waitForURL(`${server.url}/admin`);
    await small.goto(`${server.url}/admin-analytics`);
    await small.getByRole('main').getByLabel('Totals').waitFor();
    await small.getByRole('main').locator('canvas').nth(3).waitFor();
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    if (shots)
      await small.screenshot({ path: path.join(shots, 'admin-analytics-375.png'), fullPage: true });
    await phone.close();
  });
});
