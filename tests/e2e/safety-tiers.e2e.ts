// The safety tiers in the browser (issue 35), against the real server and its detector: a mood
// that gets a check-in answered "Yes" gets crisis care; one answered "No, not like that" goes on
// to a story; a check-in in the chat comes back after a reload and "No, not like that" brings the
// next question. (Before a story, a reload clears the journey, as SPEC.md section 4 says.) "Need help now?" is on the journey
// screen at phone and desktop sizes and in the footer, and opens the crisis lines.
//
// The moods were tried against the server (POST /api/mood-response) and get a check-in each time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

const CHECK_IN_MOOD = 'lately i just feel like everyone would be better off without me around';
const SECOND_CHECK_IN_MOOD = "i don't see the point in anything anymore";
const CHAT_CHECK_IN_ANSWER = 'sometimes i wish i could just disappear and not wake up';
const CHECK_IN_QUESTION =
  'Are you having any thoughts of ending your life, or of hurting yourself?';
const SHOTS = process.env.SAFETY_SHOTS_DIR ?? path.join(os.tmpdir(), 'safety-tiers-shots');

describe('safety tiers in the chat', () => {
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
  const chatInput = () => main().getByRole('textbox', { name: 'Your message' });
  const conversation = () => main().getByRole('log', { name: 'Conversation' });
  const answers = () => conversation().getByRole('group', { name: 'Your answer' }).last();
  const lastMessage = () => conversation().locator('ol > li').last();

  async function say(text: string) {
    await expect.poll(() => chatInput().isEnabled(), { timeout: 15_000 }).toBe(true);
    await chatInput().fill(text);
    await chatInput().press('Enter');
  }

  const checkIns = () =>
    conversation()
      .locator('ol > li')
      .filter({ has: page.getByRole('group', { name: 'Your answer' }) });

  /** The check-in (the `count`th) is in the chat with its tappable help lines and three answers. */
  async function expectCheckIn(count: number) {
    await expect.poll(() => checkIns().count(), { timeout: 20_000 }).toBe(count);
    const asked = checkIns().last();
    expect(await asked.textContent()).toContain(CHECK_IN_QUESTION);
    const group = answers();
    for (const label of ['Yes', 'No, not like that', "I'd rather not say"]) {
      await expect.poll(() => group.getByRole('button', { name: label }).isEnabled()).toBe(true);
    }
    expect(await asked.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe(
      'tel:988',
    );
    expect(await asked.getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe(
      'sms:988',
    );
  }

  it('signs up', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main()
      .getByLabel('Username')
      .fill(`Tier${stamp % 100000}`);
    await main().getByLabel('Email').fill(`tier.${stamp}@example.com`);
    await main().getByLabel('Password', { exact: true }).fill('journey-Password1');
    await main().getByLabel('Confirm Password').fill('journey-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
  });

  it('shows "Need help now?" on the journey screen at desktop and phone sizes, and in the footer', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${baseUrl}/journey`);
      await chatInput().waitFor();
      // In the sticky site header: in view however far the chat has scrolled.
      const link = page.getByRole('banner').getByRole('button', { name: 'Need help now?' });
      await link.waitFor();
      await page.mouse.wheel(0, 2000);
      const box = await link.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(SHOTS, `journey-${width}x${height}.png`) });

      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Need help now?' });
      await dialog.waitFor();
      expect(await dialog.getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe(
        'tel:988',
      );
      expect(await dialog.getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe(
        'tel:116123',
      );
      await dialog
        .getByText(/findahelpline\.com/)
        .first()
        .waitFor();
      await page.screenshot({ path: path.join(SHOTS, `need-help-${width}x${height}.png`) });
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Need help now?' }).waitFor();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a check-in answered "Yes" gets crisis care, with its help lines', async () => {
    await page.goto(`${baseUrl}/journey`);
    await say(CHECK_IN_MOOD);
    await expectCheckIn(1);
    await page.screenshot({ path: path.join(SHOTS, 'check-in.png'), fullPage: true });
    await answers().getByRole('button', { name: 'Yes' }).click();
    // The tap is the person's message; the answers close.
    await conversation()
      .locator('li[data-role="user"]', { hasText: /^You: Yes$/ })
      .waitFor();
    await expect
      .poll(() => answers().getByRole('button', { name: 'No, not like that' }).isDisabled())
      .toBe(true);
    await lastMessage().getByText('People you can reach right now').waitFor({ timeout: 20_000 });
    expect(await lastMessage().textContent()).toContain('I am really glad you told me');
    expect(await lastMessage().getByRole('link', { name: 'Call 988' }).count()).toBe(1);
    // No story is offered.
    expect(await main().getByRole('group', { name: 'Choose a format' }).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'crisis-care.png'), fullPage: true });
  });

  it('a check-in answered "No, not like that" goes on to a story', async () => {
    await say(SECOND_CHECK_IN_MOOD);
    await expectCheckIn(2);
    await answers().getByRole('button', { name: 'No, not like that' }).click();
    await conversation()
      .locator('li[data-role="user"]', { hasText: 'No, not like that' })
      .waitFor();
    const choice = main().getByRole('group', { name: 'Choose a format' });
    await choice.waitFor({ timeout: 20_000 });
    expect(await conversation().textContent()).toContain(
      'Thank you for telling me, and for letting me ask.',
    );
    await choice.getByRole('button', { name: /^Fable/ }).click();
    const story = main().getByRole('article');
    await story.getByRole('heading').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => ((await story.textContent()) ?? '').split(/\s+/).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(100);
    // The first reflection question follows the story.
    await conversation().locator('li[data-kind="reflection"]').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(SHOTS, 'story-after-no.png') });
  });

  it('a check-in in the chat survives a reload, and "No, not like that" brings the next question', async () => {
    await say(CHAT_CHECK_IN_ANSWER);
    await expectCheckIn(3);
    // Typing waits for the answer to the check-in.
    expect(await chatInput().isDisabled()).toBe(true);
    await page.reload();
    await chatInput().waitFor();
    await expectCheckIn(3);
    const reflections = await conversation().locator('li[data-kind="reflection"]').count();
    await answers().getByRole('button', { name: 'No, not like that' }).click();
    await expect
      .poll(() => conversation().locator('li[data-kind="reflection"]').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(reflections);
    const said = (await conversation().textContent()) ?? '';
    expect(said.split('Thank you for telling me, and for letting me ask.').length).toBe(3);
    await expect.poll(() => chatInput().isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'chat-after-no.png'), fullPage: true });
  });
});
