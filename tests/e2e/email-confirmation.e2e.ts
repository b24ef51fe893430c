// Issue 11 end to end in chromium: sign up, see the address unconfirmed on Account, ask for a new
// link (the welcome email's link then stops working), open the new link from the outbox and see
// the address confirmed on Account.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmationTokenFor } from '../support/confirm-email';
import { launchBrowser } from './support/browser';

describe('email confirmation in the browser', () => {
  const baseUrl = inject('baseUrl');
  const outbox = path.join(inject('dataDir'), 'outbox');
  const stamp = Date.now();
  const email = `linnet.${stamp}@example.com`;
  const username = `Linnet${stamp % 100000}`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const main = () => page.getByRole('main');
  const emailCard = () =>
    main()
      .locator('[data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Email Address' }) });

  it('signs up with an address that is not confirmed yet', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main().getByLabel('Username').fill(username);
    await main().getByLabel('Email').fill(email);
    await main().getByLabel('Password', { exact: true }).fill('linnet-Password1');
    await main().getByLabel('Confirm Password').fill('linnet-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await emailCard().getByText('Not confirmed yet').waitFor();
  });

  it('sends a new link from Account, which voids the welcome email’s link', async () => {
    const welcomeToken = await confirmationTokenFor(outbox, email);
    await emailCard().getByRole('button', { name: 'Resend confirmation email' }).click();
    await page.getByText('Confirmation email sent').first().waitFor();
    let newToken = welcomeToken;
    await expect
      .poll(async () => (newToken = await confirmationTokenFor(outbox, email)), { timeout: 10_000 })
      .not.toBe(welcomeToken);

    await page.goto(`${baseUrl}/confirm-email/${welcomeToken}`);
    await main().getByText('Email not confirmed').waitFor();

    await page.goto(`${baseUrl}/confirm-email/${newToken}`);
    await main().getByText('Email confirmed').waitFor();
  });

  it('shows the address confirmed on Account', async () => {
    await main().getByRole('link', { name: 'Go to your account' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await emailCard().getByText('Confirmed', { exact: true }).waitFor();
    expect(
      await emailCard().getByRole('button', { name: 'Resend confirmation email' }).count(),
    ).toBe(0);
    // And after a reload, from the server.
    await page.reload();
    await emailCard().getByText('Confirmed', { exact: true }).waitFor();
  });
});
