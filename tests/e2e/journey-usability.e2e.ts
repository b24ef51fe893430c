// Issue 9, the journey screen in chromium at 1280×800 and 375×812: the story is read in the page
// (most of the viewport shows it), the reply to an answer comes into view even when the person
// had scrolled up, a reader further up is not pulled down by a new message but offered a "New
// message" control, the sentence read aloud is brought into view clear of the sticky bars, the
// allowance badge reads "2 left" on a phone, and Begin Your Journey asks before erasing an active
// journey. Screenshots go to /tmp/shots (set SHOTS_DIR to change; they are not test results).
//
// The chat types instantly here (local storage lanternTypingScale=0; the story still streams in).
// Two replies are held back a moment (page.route) so that the person can scroll before they land.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { inClearView, stickyInset, storyPixelsInView, viewBox } from './support/journey-view';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious or critical axe-core violations on the page, as "rule: targets". */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
const HOLD_MS = 2500;

describe('journey screen usability', () => {
  const baseUrl = inject('baseUrl');
  const stamp = Date.now();
  let browser: Browser;
  let page: Page;
  /** Figures measured, printed at the end. */
  const figures: Record<string, number | string> = {};

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
  });
  afterAll(async () => {
    console.log('journey usability figures', figures);
    await browser?.close();
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const main = () => page.getByRole('main');
  const chatInput = () => main().getByRole('textbox', { name: 'Your message' });
  const turns = () => main().getByRole('log', { name: 'Conversation' }).locator('ol > li');
  const story = () => main().getByRole('article');
  const newMessage = () => page.getByRole('button', { name: 'New message' });
  const scrollY = () => page.evaluate(() => window.scrollY);

  /** Holds the answers of one endpoint back, so the person has time to scroll first. */
  async function holdBack(endpoint: string): Promise<() => Promise<void>> {
    const pattern = `**${endpoint}`;
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    return () => page.unroute(pattern);
  }

  async function waitForInputFree() {
    await expect.poll(() => chatInput().isEnabled(), { timeout: 20_000 }).toBe(true);
  }

  /** A mood and a format; waits until the story is typed out in full. */
  async function startStory(mood: string, format: 'Fable' | 'Poem') {
    await page.goto(`${baseUrl}/journey`);
    await chatInput().waitFor();
    await chatInput().fill(mood);
    await chatInput().press('Enter');
    const choice = main().getByRole('group', { name: 'Choose a format' });
    await choice.getByRole('button', { name: new RegExp(`^${format}`) }).click();
    await story().getByRole('heading').waitFor({ timeout: 20_000 });
    await expect.poll(() => story().getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
  }

  /**
   * Types an answer, scrolls up to the story's title before sending (the box keeps the focus),
   * sends it with Enter and waits for the reply: both must be in view.
   */
  async function answerFromAbove(answer: string) {
    await waitForInputFree();
    const before = await turns().count();
    await chatInput().fill(answer);
    await story()
      .getByRole('heading')
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await inClearView(page, turns().last())).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => turns().count(), { timeout: 20_000 }).toBeGreaterThan(before + 1);
    await waitForInputFree();
    const mine = turns().nth(before);
    const reply = turns().last();
    expect(await mine.textContent()).toContain(answer);
    await expect.poll(() => inClearView(page, reply)).toBe(true);
    return { mine, reply };
  }

  /**
   * Scrolls the story's first line just under the sticky bars and checks that the story fills
   * most of the viewport (all of it when it is shorter than that); records the figures.
   */
  async function expectStoryFillsView(size: string) {
    const shown = await storyPixelsInView(page, story());
    const inset = await stickyInset(page);
    const { viewportHeight } = await viewBox(story());
    const height = await story().evaluate((el) => el.getBoundingClientRect().height);
    figures[`story px in view at ${size}`] = Math.round(shown);
    figures[`story height at ${size}`] = Math.round(height);
    figures[`sticky bars at ${size}`] = Math.round(inset);
    expect(shown).toBeGreaterThanOrEqual(Math.min(height, 0.6 * viewportHeight) - 1);
  }

  it('signs up', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main()
      .getByLabel('Username')
      .fill(`Lark${stamp % 100000}`);
    await main().getByLabel('Email').fill(`lark.${stamp}@example.com`);
    await main().getByLabel('Password', { exact: true }).fill('usability-Password1');
    await main().getByLabel('Confirm Password').fill('usability-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
  });

  it('1280×800: an empty journey offers example prompts', async () => {
    await page.goto(`${baseUrl}/journey`);
    const prompts = main().getByRole('group', { name: /Not sure where to begin/ });
    await prompts.waitFor();
    expect(await prompts.getByRole('button').count()).toBeGreaterThanOrEqual(3);
    await shot('empty-1280');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('1280×800: the story is read in the page; a new message waits for a reader above it', async () => {
    // The first reflection question comes a moment after the story: the reader is reading.
    const release = await holdBack('/api/reflection/initial');
    await startStory('I feel tired and a little lost after a long week at work', 'Fable');
    // Following stopped at the story's top: its first line shows, under the sticky bars.
    const inset = await stickyInset(page);
    const storyTop = await story().evaluate((el) => el.getBoundingClientRect().top);
    expect(storyTop).toBeGreaterThanOrEqual(inset - 1);
    expect(storyTop).toBeLessThan(400);
    const reading = await scrollY();
    const afterStory = await turns().count();
    await shot('story-1280');

    // The question lands below; the reader is not moved, and is offered the way down.
    await expect.poll(() => turns().count(), { timeout: 20_000 }).toBeGreaterThan(afterStory);
    await newMessage().waitFor();
    expect(Math.abs((await scrollY()) - reading)).toBeLessThan(2);
    await shot('new-message-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await newMessage().click();
    await expect.poll(() => inClearView(page, turns().last())).toBe(true);
    expect(await newMessage().count()).toBe(0);
    await release();

    await expectStoryFillsView('1280×800');
  });

  it('1280×800: after an answer sent from further up, the message and the reply are in view', async () => {
    const { mine } = await answerFromAbove('That patience is a kind of courage nobody sees');
    expect(await inClearView(page, mine)).toBe(true);
    await shot('reply-1280');
  });

  it('1280×800: a reader who scrolls up while a reply is on its way is not pulled down', async () => {
    const release = await holdBack('/api/reflection/followup');
    await waitForInputFree();
    const before = await turns().count();
    await chatInput().fill('I would like to rest this weekend without guilt');
    await chatInput().press('Enter');
    await expect.poll(() => turns().count()).toBe(before + 1);
    const sent = await scrollY();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -900);
    // The wheel scrolls smoothly: wait until it has come to rest.
    await expect.poll(scrollY).toBeLessThan(sent - 850);
    const reading = await scrollY();
    await expect.poll(() => turns().count(), { timeout: 20_000 }).toBeGreaterThan(before + 1);
    await newMessage().waitFor();
    expect(Math.abs((await scrollY()) - reading)).toBeLessThan(2);
    await newMessage().click();
    await expect.poll(() => inClearView(page, turns().last())).toBe(true);
    await release();
  });

  it('1280×800: the sentence read aloud is brought into view, clear of the sticky bars', async () => {
    await waitForInputFree();
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const listen = story().getByRole('button', { name: 'Listen to the story' });
    await listen.click();
    const mark = story().locator('mark').first();
    await mark.waitFor({ timeout: 30_000 });
    await expect.poll(() => inClearView(page, mark), { timeout: 5000 }).toBe(true);
    await shot('read-aloud-1280');
    await main().getByRole('button', { name: 'Stop reading aloud' }).first().click();
  });

  it('1280×800: Start new journey asks first and offers Email & End', async () => {
    await main().getByRole('button', { name: 'Start new journey' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Start a new journey?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Email & End' }).waitFor();
    await shot('start-new-1280');
    await ask.getByRole('button', { name: 'Keep My Journey' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await story().count()).toBe(1);
    await main().getByText('closing the tab erases it', { exact: false }).waitFor();
  });

  it('375×812: the badge reads "2 left", the story fills the screen, the reply comes into view', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    // End the first journey so a second can begin.
    await page
      .getByRole('region', { name: 'Active journey' })
      .getByRole('button', { name: 'End Without Emailing' })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'End Without Emailing' })
      .click();
    await page.waitForURL(`${baseUrl}/`);

    const badge = page.getByRole('banner').getByRole('button', { name: /left this month/ });
    await expect
      .poll(async () => (await badge.innerText()).replace(/\s+/g, ' ').trim())
      .toBe('2 left');

    await page.goto(`${baseUrl}/journey`);
    await main()
      .getByRole('group', { name: /Not sure where to begin/ })
      .waitFor();
    await shot('empty-375');
    expect(await seriousViolations(page)).toEqual([]);
    await startStory('Quietly hopeful, like the first warm day of spring', 'Poem');
    await shot('story-375');
    await waitForInputFree();
    await expectStoryFillsView('375×812');
    await shot('story-read-375');

    const { mine } = await answerFromAbove('The line about the window made me think of home');
    expect(await inClearView(page, mine)).toBe(true);
    await shot('reply-375');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('375×812: Begin Your Journey asks before erasing the active journey', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Active journey' }).waitFor();
    const begin = main().getByRole('button', { name: 'Begin Your Journey' }).first();
    await begin.click();
    const ask = page.getByRole('alertdialog', { name: 'Start a new journey?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Email & End' }).waitFor();
    await shot('begin-ask-375');
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Keep My Journey' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Active journey' }).waitFor();

    await begin.click();
    await ask.getByRole('button', { name: 'Erase and Start New' }).click();
    await page.waitForURL(`${baseUrl}/journey`);
    await main()
      .getByRole('group', { name: /Not sure where to begin/ })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Active journey' }).count()).toBe(0);
  });
});
