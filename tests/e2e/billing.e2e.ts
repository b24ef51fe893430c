// Trailblazer in chromium through the offline sandbox (the embedded default: no Stripe keys), as a
// person would: with no free journeys left, subscribe monthly on /subscribe, pay on the sandbox
// checkout, land on the account with the plan active and the top bar saying Unlimited journeys,
// take a 4th journey, cancel (confirmation, Cancelling, Reactivate) and reactivate. A declined
// card leaves another person on the free plan with the spec's Subscription Error. A subscriber
// switches from monthly to annual and updates the card, each page headed for what it does
// (issue 34). At 1280×800 and 375×812.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { launchBrowser } from './support/browser';

const PASSWORD = 'trailblazer-Pass1';
const shots = process.env.E2E_SCREENSHOTS_DIR;

describe('Trailblazer in the browser (sandbox checkout)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A person with an account (made over the API), signed in in a new page. */
  async function personIn(viewport: { width: number; height: number }, prefix: string) {
    const username = `${prefix}${Date.now() % 1_000_000}`;
    const client = new HttpClient(baseUrl);
    const signup = await client.post('/api/auth/signup', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
    await page.goto(`${baseUrl}/login?redirect=/subscribe`);
    const main = page.getByRole('main');
    await main.getByLabel('Username or Email').fill(username);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/subscribe`);
    return { page, client, username };
  }

  const shoot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  };

  /** The top bar's plan, however the width shows it (a phone folds the menu). */
  const unlimitedInTopBar = (page: Page) =>
    page.getByRole('banner').getByText('Unlimited journeys').first();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`${size}: subscribe monthly, unlimited journeys, cancel and reactivate`, async () => {
      const { page, client } = await personIn(viewport, 'Poppy');
      // The free journeys are used up (over the API, as three whole journeys are tested elsewhere).
      for (let n = 0; n < 3; n++) {
        const story = await client.post('/api/story', {
          mood: 'restless and hopeful',
          format: 'fable',
          journeyId: randomUUID(),
        });
        expect(story.status).toBe(200);
      }
      await page.reload();
      const main = page.getByRole('main');
      const free = main.getByRole('region', { name: 'Free Account' });
      await free.getByText('Active Plan').waitFor();
      await shoot(page, `subscribe-${size}`);

      await main
        .getByRole('region', { name: 'Trailblazer Monthly' })
        .getByRole('button', { name: 'Choose Monthly' })
        .click();
      await page.waitForURL(/\/sandbox-checkout\?session=cs_/);
      await main.getByText('$10.00', { exact: true }).waitFor();
      await shoot(page, `sandbox-checkout-${size}`);
      await main.getByRole('button', { name: 'Pay $10.00' }).click();

      await page.waitForURL(`${baseUrl}/account`);
      await page.getByText('Welcome, Trailblazer!', { exact: true }).waitFor();
      const plan = main
        .getByRole('heading', { name: 'Subscription Management' })
        .locator('xpath=ancestor::*[@data-slot="card"][1]');
      await plan.getByText('Active', { exact: true }).waitFor();
      await plan.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      if (viewport.width >= 640) await unlimitedInTopBar(page).waitFor();
      await main.getByText('Unlimited journeys').first().waitFor();
      await shoot(page, `account-trailblazer-${size}`);

      // A 4th journey: the mood step, not the Journey Limit Reached card.
      await page.goto(`${baseUrl}/journey`);
      const input = main.getByRole('textbox', { name: 'Your message' });
      await input.waitFor();
      expect(await main.getByText('Journey Limit Reached').count()).toBe(0);
      await input.fill('I feel light today, and curious');
      await input.press('Enter');
      await main
        .getByRole('group', { name: 'Choose a format' })
        .getByRole('button', { name: /^Poem/ })
        .click();
      await main.getByRole('article').getByRole('heading').waitFor({ timeout: 20_000 });

      // Cancel: asked first, then Cancelling with Reactivate; then reactivate.
      await page.goto(`${baseUrl}/account`);
      await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(/You keep unlimited journeys until/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
      await plan.getByText('Cancelling', { exact: true }).waitFor();
      await plan.getByRole('button', { name: 'Reactivate Subscription' }).waitFor();
      await shoot(page, `account-cancelling-${size}`);
      await plan.getByRole('button', { name: 'Reactivate Subscription' }).click();
      await plan.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
      await plan.getByText('Active', { exact: true }).waitFor();
      await page.context().close();
    }, 90_000);

    it(`${size}: switch monthly to annual and update the card, each page saying what it does`, async () => {
      const { page } = await personIn(viewport, 'Tansy');
      const main = page.getByRole('main');
      await main
        .getByRole('region', { name: 'Trailblazer Monthly' })
        .getByRole('button', { name: 'Choose Monthly' })
        .click();
      await page.waitForURL(/\/sandbox-checkout\?session=cs_/);
      await main.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await main.getByRole('button', { name: 'Pay $10.00' }).click();
      await page.waitForURL(`${baseUrl}/account`);
      const plan = main
        .getByRole('heading', { name: 'Subscription Management' })
        .locator('xpath=ancestor::*[@data-slot="card"][1]');
      await plan.getByText(/^Trailblazer Monthly:/).waitFor();

      // The other plan on /subscribe says how to switch, and is not greyed out.
      await page.goto(`${baseUrl}/subscribe`);
      const annualCard = main.getByRole('region', { name: 'Trailblazer Annual' });
      await annualCard.getByText("You're on Trailblazer Monthly.", { exact: false }).waitFor();
      const switchButton = annualCard.getByRole('button', { name: 'Switch to Annual' });
      await switchButton.waitFor();
      expect(await switchButton.isEnabled()).toBe(true);
      await switchButton.click();
      await page.waitForURL(/\/sandbox-checkout\?portal=bps_/);
      await main.getByRole('heading', { level: 1, name: 'Switch plan' }).waitFor();
      await main.getByText('From Trailblazer Monthly to Trailblazer Annual').waitFor();
      await shoot(page, `sandbox-switch-plan-${size}`);
      await main.getByRole('button', { name: 'Switch to Trailblazer Annual' }).click();
      await page.waitForURL(`${baseUrl}/account`);
      await page.getByText('Plan switched', { exact: true }).waitFor();
      await plan.getByText(/^Trailblazer Annual:/).waitFor();
      await plan.getByRole('button', { name: 'Switch to Monthly' }).waitFor();

      // The card update is headed as a card update, not as a checkout.
      await plan.getByRole('button', { name: 'Update payment method' }).click();
      await page.waitForURL(/\/sandbox-checkout\?portal=bps_/);
      await main.getByRole('heading', { level: 1, name: 'Update payment method' }).waitFor();
      expect(await main.getByText('Confirm your Trailblazer plan.').count()).toBe(0);
      await shoot(page, `sandbox-card-update-${size}`);
      await main.getByRole('button', { name: 'Use the new card' }).click();
      await page.waitForURL(`${baseUrl}/account`);
      await page.getByText('Payment method updated', { exact: true }).waitFor();
      await page.context().close();
    }, 90_000);

    it(`${size}: a declined card leaves the person on the free plan with Subscription Error`, async () => {
      const { page } = await personIn(viewport, 'Sorrel');
      const main = page.getByRole('main');
      await main
        .getByRole('region', { name: 'Trailblazer Annual' })
        .getByRole('button', { name: 'Choose Annual' })
        .click();
      await page.waitForURL(/\/sandbox-checkout\?session=cs_/);
      await main.getByRole('button', { name: 'Decline card' }).click();
      await page.waitForURL(`${baseUrl}/subscribe`);
      await page.getByText('Subscription Error', { exact: true }).waitFor();
      await page.getByText('Your card was declined.', { exact: true }).waitFor();
      await main.getByRole('region', { name: 'Free Account' }).getByText('Active Plan').waitFor();
      await shoot(page, `subscribe-declined-${size}`);
      await page.context().close();
    }, 60_000);
  }
});
