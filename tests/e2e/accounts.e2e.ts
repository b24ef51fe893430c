// Issue 3 end to end in chromium: sign up, log out, log in, reset the password through the link
// in the outbox, log in with it, delete the account, and the old credentials fail.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recipientOf, waitForMail } from '../support/outbox';
import { launchBrowser } from './support/browser';

describe('accounts in the browser', () => {
  const baseUrl = inject('baseUrl');
  const outbox = path.join(inject('dataDir'), 'outbox');
  const email = `fern.${Date.now()}@example.com`;
  const username = `Fern${Date.now() % 100000}`;
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

  async function logIn(password: string) {
    await page.goto(`${baseUrl}/login?redirect=/account`);
    await main().getByLabel('Username or Email').fill(username);
    await main().getByLabel('Password', { exact: true }).fill(password);
    await main().getByRole('button', { name: 'Log In' }).click();
  }

  it('signs up and lands on the account page', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main().getByLabel('Username').fill(username);
    await main().getByLabel('Email').fill(email);
    await main().getByLabel('Password', { exact: true }).fill('first-Password1');
    await main().getByLabel('Confirm Password').fill('first-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await main().getByRole('heading', { name: 'My Account' }).waitFor();
    // The address shows on the profile card and on the Email Address card.
    await main().getByText(email).first().waitFor();
  });

  it('logs out and back in', async () => {
    await main().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await logIn('first-Password1');
    await page.waitForURL(`${baseUrl}/account`);
    await main().getByText(username).first().waitFor();
  });

  it('resets the password through the emailed link', async () => {
    await main().getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/forgot-password`);
    await main().getByLabel('Email').fill(email);
    await main().getByRole('button', { name: 'Send Reset Link' }).click();
    const mail = await waitForMail(
      outbox,
      (m) => recipientOf(m) === email && /Reset your/.test(m.subject ?? ''),
    );
    const link = /(http\S+\/reset-password\/\S+)/.exec(mail.text ?? '')?.[1];
    expect(link?.startsWith(`${baseUrl}/reset-password/`)).toBe(true);
    await page.goto(link ?? '');
    await main().getByLabel('New Password', { exact: true }).fill('second-Password2');
    await main().getByLabel('Confirm New Password').fill('second-Password2');
    await main().getByRole('button', { name: 'Reset Password' }).click();
    await main().getByText('Go to login').waitFor();
    await logIn('second-Password2');
    await page.waitForURL(`${baseUrl}/account`);
  });

  it('deletes the account, after which the credentials fail', async () => {
    await main().getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Password').fill('second-Password2');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await logIn('second-Password2');
    await main().getByText('Login Failed').waitFor();
    expect(page.url()).toContain('/login');
  });
});
