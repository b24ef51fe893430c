import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';

describe('the app shell in chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the landing route', async () => {
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await page.getByRole('contentinfo').waitFor();
    expect(await page.title()).toContain('Lantern Tales');
    expect(await page.getByRole('banner').textContent()).toContain('Lantern Tales');
  });

  it('shows the 404 text on an unknown route', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
  });

  it('loads a deep link directly', async () => {
    const response = await page.goto(`${baseUrl}/journey`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
  });

  it('logged no console errors (CSP or otherwise)', () => {
    expect(consoleErrors).toEqual([]);
  });
});
