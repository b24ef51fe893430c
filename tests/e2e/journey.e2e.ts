// Issue 4 end to end in chromium: sign up, take three journeys (a fable, a story and a poem),
// answer two reflections, run the breathing exercise, email a journey and find it in the outbox,
// end one without emailing, see browser storage cleared and the allowance badge at 0, and the
// Journey Limit Reached card on a fourth.
//
// The chat types at the spec's speeds (10-20 ms per character). The test sets the test-only
// localStorage flag lanternTypingScale to 0 (see TYPING_SCALE_KEY in
// src/web/features/journey/journey.constants.ts), which multiplies every typing delay, so the
// text shows at once; the server is unchanged (the offline storyteller, streamed).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmationTokenFor } from '../support/confirm-email';
import { recipientOf, waitForMail } from '../support/outbox';
import { launchBrowser } from './support/browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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

describe('journeys in the browser', () => {
  const baseUrl = inject('baseUrl');
  const outbox = path.join(inject('dataDir'), 'outbox');
  const stamp = Date.now();
  const email = `wren.${stamp}@example.com`;
  const username = `Wren${stamp % 100000}`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const main = () => page.getByRole('main');
  const chatInput = () => main().getByRole('textbox', { name: 'Your message' });
  const conversation = () => main().getByRole('log', { name: 'Conversation' });
  const messages = () => conversation().locator('ol > li');
  const activeBar = () => page.getByRole('region', { name: 'Active journey' });
  const journeysLeft = () => page.getByRole('banner').getByTestId('journeys-left');

  const storedKeys = () =>
    page.evaluate(() => [
      window.sessionStorage.getItem('lanternJourneyState'),
      window.sessionStorage.getItem('lanternStoryFlow'),
    ]);

  /** Types a message and waits until the AI has answered it (its reply typed, the box free). */
  async function say(text: string, replies = 1): Promise<void> {
    await expect.poll(() => chatInput().isEnabled()).toBe(true);
    const before = await messages().count();
    await chatInput().fill(text);
    await chatInput().press('Enter');
    await expect
      .poll(() => messages().count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before + 1 + replies);
    await expect.poll(() => chatInput().isEnabled(), { timeout: 15_000 }).toBe(true);
  }

  /** A mood, a format, and the story up to the first reflection question; returns the title. */
  async function startJourney(mood: string, format: 'Fable' | 'Story' | 'Poem'): Promise<string> {
    await page.goto(`${baseUrl}/journey`);
    await chatInput().waitFor();
    await say(mood);
    const choice = main().getByRole('group', { name: 'Choose a format' });
    await choice.getByRole('button', { name: new RegExp(`^${format}`) }).click();
    const story = main().getByRole('article');
    await story.getByRole('heading').waitFor({ timeout: 20_000 });
    // The initial reflection question is followed by the grounding card's prompt.
    await main()
      .getByRole('region', { name: 'Grounding tools' })
      .getByText('Take a grounding pause?')
      .waitFor({ timeout: 20_000 });
    const title = (await story.getByRole('heading').textContent())?.trim() ?? '';
    const content = (await story.textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(content.split(/\s+/).length).toBeGreaterThan(100);
    return title;
  }

  async function progressOf(bar: Locator): Promise<number> {
    return Number((await bar.getAttribute('aria-valuenow')) ?? '0');
  }

  it('signs up', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main().getByLabel('Username').fill(username);
    await main().getByLabel('Email').fill(email);
    await main().getByLabel('Password', { exact: true }).fill('journey-Password1');
    await main().getByLabel('Confirm Password').fill('journey-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
    await expect.poll(() => journeysLeft().textContent()).toBe('3');
    // Journeys are only emailed to a confirmed address: open the welcome email's link.
    await page.goto(`${baseUrl}/confirm-email/${await confirmationTokenFor(outbox, email)}`);
    await main().getByText('Email confirmed').waitFor();
  });

  it('takes a fable journey with two reflections and a breathing pause, and emails it', async () => {
    const title = await startJourney(
      'I feel tired and a little lost after a long week at work',
      'Fable',
    );
    await expect.poll(() => journeysLeft().textContent()).toBe('2');

    // Read the story aloud: audio plays and the progress bar (story over 500 characters) moves.
    await main().getByRole('article').getByRole('button', { name: 'Listen to the story' }).click();
    await page.waitForFunction(
      () =>
        Number(
          document
            .querySelector('[role="progressbar"][aria-label="Reading progress"]')
            ?.getAttribute('aria-valuenow') ?? 0,
        ) > 0,
      undefined,
      { timeout: 30_000 },
    );
    // The sentence being read is highlighted in the story itself.
    await main().getByRole('article').locator('mark').first().waitFor({ timeout: 10_000 });
    await main().getByRole('button', { name: 'Stop reading aloud' }).first().click();
    await activeBar().waitFor();

    // The grounding card: the breathing exercise runs, its progress moves, and it can be stopped.
    const card = main().getByRole('region', { name: 'Grounding tools' });
    await card.getByRole('button', { name: 'Try breathing' }).click();
    await card.getByRole('heading', { name: 'Breathing exercise' }).waitFor();
    const step = card.getByRole('progressbar', { name: 'This step' });
    await expect.poll(() => progressOf(step), { timeout: 5000 }).toBeGreaterThan(0);
    await card.getByText('Step 1 of', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Stop' }).click();
    await card.getByRole('button', { name: 'No thanks' }).click();

    await say('That patience is a kind of courage, even when nobody sees it', 2);
    await say('I would like to rest this weekend without feeling guilty about it', 2);
    const [journey, flow] = await storedKeys();
    expect(JSON.parse(journey ?? '{}')).toMatchObject({ isActive: true, storyTitle: title });
    expect(JSON.parse(flow ?? '{}').currentStep).toBe('dialogue');
    // The chat, the story, the Active Journey bar and the badge: no serious accessibility issue.
    expect(await seriousViolations(page)).toEqual([]);

    await activeBar().getByRole('button', { name: 'Email & End Journey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Your Journey' });
    await dialog.getByText(email).waitFor();
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Journey Completed').first().waitFor();

    const mail = await waitForMail(
      outbox,
      (m) => recipientOf(m) === email && (m.subject ?? '').includes(title),
    );
    expect(mail.text).toContain('I feel tired and a little lost after a long week at work');
    expect(mail.text).toContain('That patience is a kind of courage, even when nobody sees it');
    expect(mail.text).toContain(
      'I would like to rest this weekend without feeling guilty about it',
    );
    expect(await storedKeys()).toEqual([null, null]);
    expect(await activeBar().count()).toBe(0);
  });

  it('takes a story journey and ends it without emailing', async () => {
    await startJourney('Restless and worried about a conversation I keep putting off', 'Story');
    await expect.poll(() => journeysLeft().textContent()).toBe('1');
    await activeBar().getByRole('button', { name: 'End Without Emailing' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'End Without Emailing' })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Journey Ended').first().waitFor();
    expect(await storedKeys()).toEqual([null, null]);
  });

  it('takes a poem journey, emails it from another page, and is then out of journeys', async () => {
    const title = await startJourney('Quietly hopeful, like the first warm day of spring', 'Poem');
    await say('The line about the window made me think of home', 2);

    // From another page: Return to Journey is offered, and Email Only sends it too.
    await page.goto(`${baseUrl}/about`);
    await activeBar().getByRole('link', { name: 'Return to Journey' }).waitFor();
    await activeBar().getByRole('button', { name: 'Email Only' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await waitForMail(outbox, (m) => recipientOf(m) === email && (m.subject ?? '').includes(title));
    expect(await storedKeys()).toEqual([null, null]);

    // The allowance badge: 0 in red, with Upgrade for Unlimited.
    await expect.poll(() => journeysLeft().textContent()).toBe('0');
    expect(await journeysLeft().getAttribute('class')).toContain('text-red');
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Upgrade for Unlimited', exact: true })
      .waitFor();
  });

  it('shows Journey Limit Reached on a fourth journey', async () => {
    await page.goto(`${baseUrl}/journey`);
    await main().getByRole('heading', { name: 'Journey Limit Reached' }).waitFor();
    expect(
      await main().getByRole('link', { name: 'Upgrade to Trailblazer Now' }).getAttribute('href'),
    ).toBe('/subscribe');
    expect(await chatInput().count()).toBe(0);
  });
});
