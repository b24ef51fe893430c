// Issue 34, items 4 and 5, in chromium at 390×844 (a phone: no scrollbar, touch) and 1280×800:
// the landing page's pricing says the truth about Trailblazer; the chat box shows its whole
// placeholder at every step; the "New message" control covers no text of the chat; the buttons
// of "Start a new journey?" stay inside their dialog; the voice picker's Done is on screen; and
// every column of the analytics table (Conversion too) shows on a phone. Its own server: an admin
// needs `npm run admin -- grant`, which only runs while the embedded server is stopped.
// Screenshots go to /tmp/shots (set SHOTS_DIR to change; they are not test results).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { launchBrowser } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PASSWORD = 'phone-Password1';
const MEMBER = 'Sandpiper';
const ADMIN = 'Warden';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const HOLD_MS = 2500;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-phone-'));
const serverEnv = { DATA_DIR: dataDir, BCRYPT_COST: '10' };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/** An element's content box: inside its padding, where its content belongs. */
const contentBoxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const { left, right, top, bottom } = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const px = (value: string) => Number.parseFloat(value) || 0;
    return {
      left: left + px(style.borderLeftWidth) + px(style.paddingLeft),
      right: right - px(style.borderRightWidth) - px(style.paddingRight),
      top: top + px(style.borderTopWidth) + px(style.paddingTop),
      bottom: bottom - px(style.borderBottomWidth) - px(style.paddingBottom),
    };
  });

/** True when `inner` lies within `outer` (half a pixel of rounding allowed). */
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** True when nothing covers the element's centre (a click there reaches it). */
const onTop = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    return hit !== null && el.contains(hit);
  });

/** The texts of the page's main content that `control` covers (each text line's own boxes). */
function textsCovered(control: Locator): Promise<string[]> {
  return control.evaluate((pill) => {
    const p = pill.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent?.trim() || pill.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 2 || r.height < 2) continue; // visually hidden text
        if (r.right > p.left && r.left < p.right && r.bottom > p.top && r.top < p.bottom) {
          covered.push(node.textContent.trim().slice(0, 50));
          break;
        }
      }
    }
    return covered;
  });
}

/** Whether the chat box is tall enough for its placeholder (measured on a copy of the box). */
function placeholderFits(box: Locator): Promise<{ fits: boolean; placeholder: string }> {
  return box.evaluate((el: HTMLTextAreaElement) => {
    const copy = el.cloneNode() as HTMLTextAreaElement;
    const style = getComputedStyle(el);
    copy.style.cssText = style.cssText;
    Object.assign(copy.style, {
      position: 'absolute',
      visibility: 'hidden',
      height: 'auto',
      width: `${el.getBoundingClientRect().width}px`,
      maxHeight: 'none',
    });
    copy.value = el.placeholder;
    el.parentElement!.appendChild(copy);
    const needed = copy.scrollHeight;
    copy.remove();
    return { fits: needed <= el.clientHeight + 1, placeholder: el.placeholder };
  });
}

function grantAdmin(username: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/infra/cli/admin.ts', 'grant', username],
    {
      env: { ...process.env, ...serverEnv, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (result.status !== 0) throw new Error(`admin grant failed: ${result.stderr}`);
}

describe('phone and dialogs (issue 34)', () => {
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const url = (to: string) => `${server.url}${to}`;
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const main = () => page.getByRole('main');
  const chatInput = () => main().getByRole('textbox', { name: 'Your message' });
  const story = () => main().getByRole('article');
  const newMessage = () => page.getByRole('button', { name: 'New message' });

  async function openAs(username: string, options: typeof PHONE | typeof DESKTOP) {
    await context?.close();
    context = await browser.newContext(options);
    await context.addInitScript(() => window.localStorage.setItem('lanternTypingScale', '0'));
    page = await context.newPage();
    await page.goto(url('/login'));
    await main().getByLabel('Username or Email').fill(username);
    await main().getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main().getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(url('/'));
  }

  async function expectPlaceholderFits(step: string) {
    await expect.poll(() => chatInput().isEnabled(), { timeout: 20_000 }).toBe(true);
    const measured = await placeholderFits(chatInput());
    expect.soft(measured, `${step}: "${measured.placeholder}"`).toMatchObject({ fits: true });
  }

  /** A mood and a fable, the first question held back so the reader is still on the story. */
  async function storyWithQuestionHeldBack(size: string) {
    const pattern = '**/api/reflection/initial';
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue().catch(() => {});
    });
    await main()
      .getByRole('group', { name: 'Choose a format' })
      .getByRole('button', { name: /^Fable/ })
      .click();
    await story().getByRole('heading').waitFor({ timeout: 20_000 });
    await newMessage().waitFor({ timeout: 20_000 });
    await shot(`new-message-${size}`);
    expect.soft(await textsCovered(newMessage()), `text under New message at ${size}`).toEqual([]);
    await newMessage().click();
    await page.unroute(pattern);
  }

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    server = await startServerProcess(serverEnv);
    const client = new HttpClient(server.url);
    for (const username of [MEMBER, ADMIN]) {
      const signup = await client.post('/api/auth/signup', {
        username,
        email: `${username.toLowerCase()}@example.com`,
        password: PASSWORD,
      });
      expect(signup.status).toBe(201);
    }
    expect(await server.stop()).toBe(0);
    grantAdmin(ADMIN);
    server = await startServerProcess(serverEnv);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the landing page says Trailblazer can be had now, not "coming soon"', async () => {
    context = await browser.newContext(DESKTOP);
    page = await context.newPage();
    await page.goto(url('/'));
    const pricing = page.locator('#pricing');
    await pricing.getByRole('link', { name: 'Become a Trailblazer' }).waitFor();
    const text = (await pricing.textContent()) ?? '';
    expect(text.toLowerCase()).not.toContain('coming soon');
    expect(text).toContain('Trailblazer');
  });

  it('390×844: the chat box shows its whole placeholder at every step', async () => {
    await openAs(MEMBER, PHONE);
    await page.goto(url('/journey'));
    await chatInput().waitFor();
    await expectPlaceholderFits('mood');
    await chatInput().fill('I feel tired and a little lost after a long week at work');
    await chatInput().press('Enter');
    await main().getByRole('group', { name: 'Choose a format' }).waitFor({ timeout: 15_000 });
    await expectPlaceholderFits('mood_response');
    await shot('chat-box-390');
  });

  it('390×844: the New message control covers no text', async () => {
    await storyWithQuestionHeldBack('390');
    await expectPlaceholderFits('story');
  });

  it('390×844 and 1280×800: the buttons of "Start a new journey?" stay inside it', async () => {
    for (const size of [PHONE.viewport, DESKTOP.viewport]) {
      await page.setViewportSize(size);
      await main().getByRole('button', { name: 'Start new journey' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Start a new journey?' });
      await ask.waitFor();
      await page.waitForTimeout(300); // the opening animation
      await shot(`start-new-${size.width}`);
      const dialog = await contentBoxOf(ask);
      for (const name of ['Keep My Journey', 'Email & End', 'Erase and Start New']) {
        const button = ask.getByRole('button', { name });
        expect.soft(inside(await boxOf(button), dialog), `${name} at ${size.width}`).toBe(true);
        const label = await button.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect.soft(label, `${name}'s label fits at ${size.width}`).toBe(true);
      }
      await ask.getByRole('button', { name: 'Keep My Journey' }).click();
      await ask.waitFor({ state: 'detached' });
    }
  });

  it('1280×800 and 390×844: the voice picker shows Done on screen', async () => {
    for (const size of [DESKTOP.viewport, PHONE.viewport]) {
      await page.setViewportSize(size);
      await page
        .getByRole('button', { name: /^Voice:/ })
        .first()
        .click();
      const picker = page.getByRole('dialog', { name: 'Reading voice' });
      await picker.getByRole('radio').first().waitFor();
      await page.waitForTimeout(300);
      await shot(`voice-picker-${size.width}`);
      const screen = { left: 0, top: 0, right: size.width, bottom: size.height };
      expect.soft(inside(await boxOf(picker), screen), `dialog at ${size.width}`).toBe(true);
      const done = picker.getByRole('button', { name: 'Done' });
      expect.soft(inside(await boxOf(done), screen), `Done at ${size.width}`).toBe(true);
      // Every voice can still be reached (the list scrolls inside the dialog).
      const last = picker.getByRole('button', { name: 'Play a sample of Shimmer' });
      await last.scrollIntoViewIfNeeded();
      expect(inside(await boxOf(last), screen)).toBe(true);
      expect.soft(await onTop(last), `Shimmer's Sample not under Done at ${size.width}`).toBe(true);
      expect.soft(await onTop(done), `Done clickable at ${size.width}`).toBe(true);
      await done.click();
      await picker.waitFor({ state: 'detached' });
    }
  });

  it('1280×800: the New message control covers no text', async () => {
    await page.setViewportSize(DESKTOP.viewport);
    await main().getByRole('button', { name: 'Start new journey' }).click();
    await page
      .getByRole('alertdialog', { name: 'Start a new journey?' })
      .getByRole('button', { name: 'Erase and Start New' })
      .click();
    await chatInput().fill('Quietly hopeful, like the first warm day of spring');
    await chatInput().press('Enter');
    await storyWithQuestionHeldBack('1280');
  });

  it('390×844: every column of the analytics table shows, Conversion too', async () => {
    await openAs(ADMIN, PHONE);
    await page.goto(url('/admin-analytics'));
    const table = main().getByRole('table', { name: 'Hero messages' });
    await table.waitFor();
    await page.waitForTimeout(300);
    await table.scrollIntoViewIfNeeded();
    await shot('analytics-390');
    const screen = { left: 0, top: -1e6, right: PHONE.viewport.width, bottom: 1e6 };
    const firstRow = table.getByRole('row').nth(1);
    const cells = firstRow.getByRole('cell');
    expect(await cells.count()).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      expect.soft(inside(await boxOf(cells.nth(index)), screen), `cell ${index}`).toBe(true);
    }
    // Each figure says what it is, without scrolling sideways to its column's heading.
    const rowText = (await firstRow.innerText()).replace(/\s+/g, ' ');
    for (const label of ['Impressions', 'Clicks', 'Conversion', '95% interval']) {
      expect(rowText).toContain(label);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
