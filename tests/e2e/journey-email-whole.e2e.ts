// Issue 34, items 1 and 3, end to end in chromium. The emailed journey is the only copy of it, so
// it must carry the whole reflection conversation: a journey with three answers, the second of
// which gets a crisis reply in the chat, is emailed, and the email holds every question, answer
// and reply of the chat in order (the crisis reply with its help lines). Before that, the email
// dialog waits for the address to be confirmed: Send Email is disabled while it is not, and once
// the link is opened in another tab, coming back to this one lets the email go (no 403, no
// console error).
//
// The chat types instantly here (local storage lanternTypingScale=0).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmationTokenFor } from '../support/confirm-email';
import { recipientOf, waitForMail } from '../support/outbox';
import { launchBrowser } from './support/browser';

/** An answer the crisis detector reads as a crisis (as in tests/integration). */
const CRISIS_ANSWER = 'Honestly I am going to end my life';
const ANSWERS = [
  'That patience is a kind of courage, even when nobody sees it',
  CRISIS_ANSWER,
  'A friend is sitting with me now and I feel a little steadier',
];

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

interface StoredMessage {
  role: 'ai' | 'user';
  kind: 'message' | 'story' | 'reflection';
  text: string;
}

describe('an emailed journey with a crisis reply in its chat (issue 34)', () => {
  const baseUrl = inject('baseUrl');
  const outbox = path.join(inject('dataDir'), 'outbox');
  const stamp = Date.now();
  const email = `plover.${stamp}@example.com`;
  const username = `Plover${stamp % 100000}`;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];
  const emailRequests: number[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/journeys/email')) emailRequests.push(response.status());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  const main = () => page.getByRole('main');
  const chatInput = () => main().getByRole('textbox', { name: 'Your message' });
  const messages = () => main().getByRole('log', { name: 'Conversation' }).locator('ol > li');
  const dialog = () => page.getByRole('dialog', { name: 'Email Your Journey' });
  const sendButton = () => dialog().getByRole('button', { name: 'Send Email' });
  const confirmFirst = () => dialog().getByText('Please confirm your email address first');

  async function say(text: string, replies: number): Promise<void> {
    await expect.poll(() => chatInput().isEnabled(), { timeout: 15_000 }).toBe(true);
    const before = await messages().count();
    await chatInput().fill(text);
    await chatInput().press('Enter');
    await expect
      .poll(() => messages().count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before + 1 + replies);
    await expect.poll(() => chatInput().isEnabled(), { timeout: 15_000 }).toBe(true);
  }

  /** The chat as the flow stored it: every message after the story, in order. */
  async function conversationAfterStory(): Promise<StoredMessage[]> {
    const flow = await page.evaluate(() => window.sessionStorage.getItem('lanternStoryFlow'));
    const stored = JSON.parse(flow ?? '{}') as { messages?: StoredMessage[] };
    const all = stored.messages ?? [];
    return all.slice(all.findIndex((m) => m.kind === 'story') + 1);
  }

  it('signs up (the address is not confirmed yet)', async () => {
    await page.goto(`${baseUrl}/signup`);
    await main().getByLabel('Username').fill(username);
    await main().getByLabel('Email', { exact: true }).fill(email);
    await main().getByLabel('Password', { exact: true }).fill('plover-Password1');
    await main().getByLabel('Confirm Password').fill('plover-Password1');
    await main().getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${baseUrl}/account`);
  });

  it('takes a journey whose second answer gets a crisis reply in the chat', async () => {
    await page.goto(`${baseUrl}/journey`);
    await say('I feel tired and a little lost after a long week at work', 1);
    const choice = main().getByRole('group', { name: 'Choose a format' });
    await choice.getByRole('button', { name: /^Fable/ }).click();
    await main()
      .getByRole('region', { name: 'Grounding tools' })
      .getByText('Take a grounding pause?')
      .waitFor({ timeout: 20_000 });

    await say(ANSWERS[0] ?? '', 2);
    await say(CRISIS_ANSWER, 1);
    expect(await messages().last().textContent()).toContain('988');
    await say(ANSWERS[2] ?? '', 2);
  });

  it('keeps Send Email disabled until the address is confirmed, in another tab', async () => {
    await page
      .getByRole('region', { name: 'Active journey' })
      .getByRole('button', { name: 'Email & End Journey' })
      .click();
    await confirmFirst().waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'email-unconfirmed-1280.png') });
    expect.soft(await sendButton().isDisabled(), 'Send Email while unconfirmed').toBe(true);

    // The link from the welcome email, opened in a second tab of the same browser.
    const other = await context.newPage();
    await other.goto(`${baseUrl}/confirm-email/${await confirmationTokenFor(outbox, email)}`);
    await other.getByRole('main').getByText('Email confirmed').waitFor();
    // The confirmation page says what happens next, and how to get back to the journey.
    const next = other.getByRole('main').getByText('switch back to it', { exact: false });
    const saysWhatNext = await next.waitFor({ timeout: 5000 }).then(
      () => true,
      () => false,
    );
    expect.soft(saysWhatNext, 'the confirmation page says what happens next').toBe(true);
    await other.screenshot({ path: path.join(SHOTS, 'confirmed-other-tab-1280.png') });

    // Back in the journey's tab, the dialog reads the user again.
    await page.bringToFront();
    const warningGone = await confirmFirst()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    expect.soft(warningGone, '"confirm first" gone once confirmed').toBe(true);
    expect(await sendButton().isEnabled()).toBe(true);
    await other.close();
  });

  it('emails every question, answer and reply of the chat, in order', async () => {
    const chat = await conversationAfterStory();
    // The initial question, then three answers, each followed by the reply and what it asks.
    expect(chat.filter((m) => m.role === 'user').map((m) => m.text)).toEqual(ANSWERS);
    const crisisReply = chat[chat.findIndex((m) => m.text === CRISIS_ANSWER) + 1];
    expect(crisisReply?.role).toBe('ai');
    expect(crisisReply?.text).toContain('988');
    const title = (await main().getByRole('article').getByRole('heading').textContent())?.trim();

    await sendButton().click();
    await page.waitForURL(`${baseUrl}/`);
    const mail = await waitForMail(
      outbox,
      (m) => recipientOf(m) === email && (m.subject ?? '').includes(title ?? '?'),
    );
    const text = (mail.text ?? '').replace(/\r\n/g, '\n');

    let from = text.indexOf('YOUR REFLECTIONS');
    expect(from).toBeGreaterThan(0);
    for (const message of chat) {
      const at = text.indexOf(message.text, from);
      expect(at, `"${message.text.slice(0, 60)}" in order in the email`).toBeGreaterThan(from);
      from = at + message.text.length;
    }
    // The answer that got the crisis reply, then the reply with its help lines.
    expect(text).toContain(`Your answer\n${CRISIS_ANSWER}\n\nReply\n${crisisReply?.text ?? '?'}`);
    expect(text).toContain('988 Suicide & Crisis Lifeline');
    expect(emailRequests).toEqual([200]);
    expect(consoleErrors).toEqual([]);
  });
});
