// A newcomer's first start: a fresh copy of the repository (no dist/, no .data), `npm start`
// exactly as the README says (no NODE_ENV, no APP_URL), then sign-up and log-in in chromium at
// both http://127.0.0.1:PORT and http://localhost:PORT.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freshCheckout } from './support/fresh-checkout';
import { freePort } from '../support/free-port';

/** The environment a person has in their own shell: none of the test runner's settings. */
function newcomerEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  env.PORT = String(port);
  return env;
}

describe('the first npm start of a fresh clone', () => {
  let checkout: { dir: string; remove(): void };
  let child: ChildProcess;
  let output = '';
  let port: number;
  let browser: Browser;

  beforeAll(async () => {
    checkout = freshCheckout();
    expect(fs.existsSync(path.join(checkout.dir, 'dist'))).toBe(false);
    expect(fs.existsSync(path.join(checkout.dir, '.data'))).toBe(false);
    port = await freePort();
    child = spawn('npm', ['start'], {
      cwd: checkout.dir,
      env: newcomerEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`npm start did not become ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    checkout?.remove();
  });

  it('built the client and printed the address', () => {
    expect(output).toContain('Building the web client');
    expect(output).toContain(`http://localhost:${port}`);
  });

  const password = 'first-Password1';
  const username = `Newcomer${Date.now() % 100000}`;

  async function signUp(page: Page, origin: string, name: string) {
    await page.goto(`${origin}/signup`);
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill(name);
    await main.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByLabel('Confirm Password').fill(password);
    await main.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${origin}/account`);
    await main.getByRole('heading', { name: 'My Account' }).waitFor();
  }

  async function logOutAndIn(page: Page, origin: string, name: string) {
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${origin}/`);
    await page.goto(`${origin}/login?redirect=/account`);
    await main.getByLabel('Username or Email').fill(name);
    await main.getByLabel('Password', { exact: true }).fill(password);
    await main.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${origin}/account`);
    await main.getByText(name).first().waitFor();
  }

  it('signs up and logs in at http://127.0.0.1 (desktop)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const origin = `http://127.0.0.1:${port}`;
    await signUp(page, origin, username);
    await logOutAndIn(page, origin, username);
    await page.close();
  });

  it('signs up and logs in at http://localhost (phone)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const origin = `http://localhost:${port}`;
    await signUp(page, origin, `${username}b`);
    await logOutAndIn(page, origin, `${username}b`);
    await page.close();
  });
});
