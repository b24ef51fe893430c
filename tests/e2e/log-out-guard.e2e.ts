// Issue 34, item 2, end to end in chromium: logging out erases the journey kept in this tab (its
// story, its reflections, the journey spent), so Log out asks first, as Start new journey does.
// Keep My Journey keeps it (still signed in, the story still there); Erase and Log Out logs out,
// and nothing of the journey stays in the tab. Asked from the top bar and from the Account page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

describe('log out with a journey under way (issue 34)', () => {
  const baseUrl = inject('baseUrl');
  const stamp = Date.now();
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const main = () => page.getByRole('main');
  const topBar = () => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const ask = () => page.getByRole('alertdialog', { name: 'Log out and erase your journey?' });
  const storedJourney = () =>
    page.evaluate(() => window.sessionStorage.getItem('lanternJourneyState'));

  it('signs up and takes a journey up to its first question', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main()
      .getByLabel('Username')
      .fill(`Dunlin${stamp % 100000}`);
    await main().getByLabel('Email', { exact: true }).fill(`dunlin.${stamp}@example.com`);
    await main().getByLabel('Password', { exact: true }).fill('dunlin-Password1');
    await main().getByLabel('Confirm Password').fill('dunlin-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);

    await page.goto(`${baseUrl}/journey`);
    const input = main().getByRole('textbox', { name: 'Your message' });
    await input.fill('Restless and worried about a conversation I keep putting off');
    await input.press('Enter');
    await main()
      .getByRole('group', { name: 'Choose a format' })
      .getByRole('button', { name: /^Story/ })
      .click();
    await main()
      .getByRole('region', { name: 'Grounding tools' })
      .getByText('Take a grounding pause?')
      .waitFor({ timeout: 20_000 });
    expect(JSON.parse((await storedJourney()) ?? '{}').isActive).toBe(true);
  });

  it('asks before logging out from the top bar; Keep My Journey keeps it', async () => {
    // The Active Journey bar (loaded once the journey is active) puts the question.
    await page.getByRole('region', { name: 'Active journey' }).waitFor();
    await topBar().getByRole('button', { name: 'Log out' }).click();
    await ask().waitFor();
    await ask().getByText('cannot be recovered', { exact: false }).waitFor();
    await ask().getByRole('button', { name: 'Email & Log Out' }).waitFor();
    await page.waitForTimeout(300); // the opening animation
    await page.screenshot({ path: path.join(SHOTS, 'log-out-ask-1280.png') });
    await ask().getByRole('button', { name: 'Keep My Journey' }).click();
    await ask().waitFor({ state: 'detached' });

    expect(page.url()).toBe(`${baseUrl}/journey`);
    await topBar().getByRole('link', { name: 'Account' }).waitFor();
    expect(await main().getByRole('article').count()).toBe(1);
    expect(JSON.parse((await storedJourney()) ?? '{}').isActive).toBe(true);
  });

  it('asks on the Account page too', async () => {
    await page.getByRole('region', { name: 'Active journey' }).waitFor();
    await topBar().getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await main().getByRole('button', { name: 'Log out' }).click();
    await ask().waitFor();
    await ask().getByRole('button', { name: 'Keep My Journey' }).click();
    await ask().waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/account`);
    expect(JSON.parse((await storedJourney()) ?? '{}').isActive).toBe(true);
  });

  it('logs out on Erase and Log Out, and nothing of the journey stays in the tab', async () => {
    await topBar().getByRole('button', { name: 'Log out' }).click();
    await ask().getByRole('button', { name: 'Erase and Log Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await topBar().getByRole('link', { name: 'Log in' }).waitFor();
    expect(await storedJourney()).toBeNull();
    expect(await page.getByRole('region', { name: 'Active journey' }).count()).toBe(0);
  });
});
