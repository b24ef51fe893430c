// The site around the journey, in Debian chromium against the real server: every route in light
// and dark theme through axe-core, a walk over every route by its links, the small-screen menu
// and the help dialog by keyboard, the theme toggle, the site config tag and the code split.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServerProcess } from './support/server-process';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every route of SPEC.md section 2, with the h1 of the pages this suite owns. The account, journey,
 * subscription and admin pages belong to other issues and may redirect a signed-out visitor (to
 * /auth or /login): for those any h1 will do.
 */
const ROUTES: [path: string, heading: string | null][] = [
  ['/', 'Stories that light the way'],
  ['/journey', null],
  ['/account', null],
  ['/auth', null],
  ['/login', null],
  ['/signup', null],
  ['/forgot-password', null],
  ['/reset-password/abc123', null],
  ['/subscribe', null],
  ['/about', 'About Lantern Tales'],
  ['/privacy', 'Privacy Policy'],
  ['/teach-the-kid-to-read', 'Teach The Kid To Read'],
  ['/founder', 'The Founder'],
  ['/guild', 'The Guild'],
  ['/admin', null],
  ['/admin-analytics', null],
  ['/mockup', 'Landing Mockup'],
  ['/terms', 'Terms of Service'],
  ['/no/such/page', '404 Page Not Found'],
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (evaluated over CDP, which the page's CSP does not block). */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

const serious = (violations: AxeViolation[]) =>
  violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Console errors, except the session check that fails until the accounts API exists. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (message.text().includes('/api/auth/check') || where.includes('/api/auth/check')) return;
    errors.push(`${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function gotoPage(page: Page, path: string, heading: string | null) {
  await page.goto(`${inject('baseUrl')}${path}`);
  const h1 = heading
    ? page.getByRole('heading', { level: 1, name: heading, exact: true })
    : page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await h1.waitFor();
  // Let a redirect of a signed-out visitor (after the session check) settle.
  if (!heading) await page.waitForLoadState('networkidle');
}

describe('the site in chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each([
    ['light', 'light'],
    ['dark', 'dark'],
  ] as const)('axe-core, %s theme', (theme, colorScheme) => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      // The theme comes from the operating system preference here (nothing saved yet).
      context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
      page = await context.newPage();
      errors = watchConsole(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(ROUTES)('%s has no serious or critical violation', async (path, heading) => {
      await gotoPage(page, path, heading);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );

      const violations = await axeViolations(page);

      expect(serious(violations)).toEqual([]);
    });

    it('has no violation with the landing help dialog open', async () => {
      await gotoPage(page, '/', 'Stories that light the way');
      await page.getByRole('button', { name: 'Help and frequently asked questions' }).click();
      await page.getByRole('dialog', { name: 'Frequently Asked Questions' }).waitFor();
      await page.locator('summary').first().click(); // open the first answer

      expect(serious(await axeViolations(page))).toEqual([]);
    });

    it('has no violation on each step of the guild induction', async () => {
      await gotoPage(page, '/guild', 'The Guild');
      await page.getByRole('button', { name: 'Yes, I will' }).click();
      await page.getByRole('heading', { name: 'Choose Your Creed' }).waitFor();
      expect(serious(await axeViolations(page))).toEqual([]);

      await page.getByRole('button', { name: /Gratitude/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Your reflection').fill('Because small things hold me up.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: /Share the spark/ }).check();
      expect(serious(await axeViolations(page))).toEqual([]);
    });

    it('logged no console errors', () => {
      expect(errors).toEqual([]);
    });
  });

  describe('small screens (375 px)', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('has no horizontal scrolling on any route', async () => {
      for (const [path, heading] of ROUTES) {
        await gotoPage(page, path, heading);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });

    it('works the menu by keyboard: opens, traps focus, closes with Escape', async () => {
      await gotoPage(page, '/about', 'About Lantern Tales');
      // Its name changes (Open menu / Close menu), so find it by what it controls.
      const toggle = page.getByRole('banner').locator('button[aria-controls]');
      await toggle.focus();
      await page.keyboard.press('Enter');

      const menu = page.getByRole('navigation', { name: 'Menu' });
      await menu.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Subscribe');
      expect(serious(await axeViolations(page))).toEqual([]);

      // Tab cycles inside the top bar: Subscribe, Log in, then back to the logo link.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lantern Tales');
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Log in');

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Open menu',
      );
    });

    it('closes the menu when one of its buttons is pressed', async () => {
      await gotoPage(page, '/about', 'About Lantern Tales');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Menu' })
        .getByRole('link', { name: 'Log in' })
        .click();

      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.getByRole('navigation', { name: 'Menu' }).isVisible()).toBe(false);
    });

    it('shows the notification area at the top', async () => {
      await gotoPage(page, '/', 'Stories that light the way');
      await page.keyboard.press('F8');
      const viewport = page.locator('[data-slot="toast-viewport"]');
      await viewport.waitFor({ state: 'attached' });
      expect(await viewport.evaluate((el) => getComputedStyle(el).top)).toBe('0px');
      expect(await viewport.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  describe('walk and behaviour (1280 px)', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
      errors = watchConsole(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('reaches every content page through the chrome and the page links', async () => {
      await gotoPage(page, '/', 'Stories that light the way');
      const footer = page.getByRole('contentinfo');
      const h1 = (name: string) =>
        page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

      for (const [link, heading] of [
        ['About', 'About Lantern Tales'],
        ['Privacy', 'Privacy Policy'],
        ['Teach The Kid To Read', 'Teach The Kid To Read'],
        ['The Founder', 'The Founder'],
        ['Terms', 'Terms of Service'],
      ] as const) {
        await footer.getByRole('link', { name: link, exact: true }).click();
        await h1(heading);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      }
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Lantern Tales`);

      const bar = page.getByRole('navigation', { name: 'Main' });
      await bar.getByRole('link', { name: 'Subscribe' }).click();
      // A signed-out visitor may be sent on to /login?redirect=/subscribe.
      await page.waitForURL((url) => url.pathname === '/subscribe' || url.pathname === '/login');
      await bar.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('banner').getByRole('link', { name: 'Lantern Tales' }).click();
      await h1('Stories that light the way');

      await page.getByRole('button', { name: 'Login to Begin' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.goBack();
      await h1('Stories that light the way');

      await page.getByRole('link', { name: /faint candle/ }).click();
      await h1('The Guild');

      for (const [path, heading] of ROUTES) await gotoPage(page, path, heading);
      expect(
        await page.getByText('Did you forget to add the page to the router?').isVisible(),
      ).toBe(true);
    });

    it('opens a page loaded afresh at the top, wherever the previous one was scrolled', async () => {
      await gotoPage(page, '/privacy', 'Privacy Policy');
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.waitForTimeout(200);
      await gotoPage(page, '/terms', 'Terms of Service');
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    it('clears session storage before Begin Your Journey leaves the page', async () => {
      await gotoPage(page, '/', 'Stories that light the way');
      await page.evaluate(() => sessionStorage.setItem('leftover', 'from an old journey'));
      await page.getByRole('button', { name: 'Login to Begin' }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    });

    it('types the tagline and the landing page loads no journey, admin or analytics code', async () => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await gotoPage(page, '/', 'Stories that light the way');
      await page.waitForLoadState('networkidle');
      const tagline = page.getByTestId('tagline');
      const early = (await tagline.textContent())?.length ?? 0;
      await page.waitForTimeout(600);
      expect((await tagline.textContent())?.length ?? 0).toBeGreaterThan(early);

      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /journey|admin|analytics|server-state/.test(s))).toEqual([]);
      page.removeAllListeners('request');
    });

    it('serves the production build of the client, as a visitor gets it', async () => {
      const scripts: Promise<{ path: string; body: string }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(
            response.text().then((body) => ({ path: new URL(response.url()).pathname, body })),
          );
      });
      await gotoPage(page, '/', 'Stories that light the way');
      await page.waitForLoadState('networkidle');
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(0);
      // React's development build warns about list keys; its production build has no such text.
      const development = loaded.filter(({ body }) => body.includes('should have a unique'));
      expect(development.map(({ path }) => path)).toEqual([]);
      expect(loaded.filter(({ path }) => path.includes('.development'))).toEqual([]);
      page.removeAllListeners('response');
    });

    it('opens the help dialog by keyboard, keeps focus in it and gives it back on Escape', async () => {
      await gotoPage(page, '/', 'Stories that light the way');
      const help = page.getByRole('button', { name: 'Help and frequently asked questions' });
      await help.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Frequently Asked Questions' });
      await dialog.waitFor();
      expect(await dialog.getByRole('group').count()).toBe(7);
      expect(
        await dialog.getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
      ).toMatch(/^mailto:support@lanterntales\.app/);

      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await help.evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it('toggles the theme, saves it and keeps it after a reload', async () => {
      await gotoPage(page, '/about', 'About Lantern Tales');
      const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(await isDark()).toBe(false);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Switch to dark theme' })
        .click();
      expect(await isDark()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'About Lantern Tales' }).waitFor();
      expect(await isDark()).toBe(true);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Switch to light theme' })
        .click();
      expect(await isDark()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    });

    it('completes the guild induction by keyboard and logs the record to the console only', async () => {
      const logged: string[] = [];
      const posts: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'log') logged.push(message.text());
      };
      const onRequest = (request: { method(): string; url(): string }) => {
        if (request.method() !== 'GET') posts.push(request.url());
      };
      page.on('console', onConsole);
      page.on('request', onRequest);

      await gotoPage(page, '/guild', 'The Guild');
      await page.getByRole('button', { name: 'No, not today' }).click();
      await page.getByText(/That is perfectly all right/).waitFor();
      await page.getByRole('button', { name: 'Yes, I will' }).click();
      await page.getByRole('heading', { name: 'Choose Your Creed' }).waitFor();

      await page.getByLabel('Your creed line').fill('Patience');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Reflect' }).waitFor();
      await page.getByLabel('Your reflection').fill('  Good things grow slowly.  ');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Make an Offering' }).waitFor();
      const complete = page.getByRole('button', { name: 'Complete My Induction' });
      expect(await complete.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: /Create something and offer it/ }).focus();
      await page.keyboard.press('Space');
      await complete.click();
      await page.getByRole('heading', { name: 'Welcome, Lantern Bearer' }).waitFor();

      const record = logged.find((line) => line.startsWith('Guild induction record'));
      expect(record).toContain('Patience');
      expect(record).toContain('Good things grow slowly.');
      expect(posts).toEqual([]);
      expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
      page.off('console', onConsole);
      page.off('request', onRequest);
    });

    it('logged no console errors', () => {
      expect(errors).toEqual([]);
    });
  });

  describe('site configuration and fallbacks', () => {
    it('shows the product name and contacts the server was configured with', async () => {
      const server = await startServerProcess({
        APP_NAME: 'Moonlit Fables',
        SUPPORT_EMAIL: 'care@moonlit.example',
        CAMPAIGN_EMAIL: 'kids@moonlit.example',
        CAMPAIGN_PHONE: '+44 20 7946 0000',
        DONATION_URL: 'https://moonlit.example/give',
      });
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/teach-the-kid-to-read`);
        await page.getByRole('heading', { level: 1, name: 'Teach The Kid To Read' }).waitFor();

        expect(await page.title()).toBe('Teach The Kid To Read · Moonlit Fables');
        expect(await page.getByRole('banner').textContent()).toContain('Moonlit Fables');
        expect(await page.getByRole('contentinfo').textContent()).toContain('Moonlit Fables');
        expect(await page.getByRole('link', { name: 'kids@moonlit.example' }).count()).toBe(1);
        expect(
          await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href'),
        ).toBe('tel:+442079460000');
        expect(await page.getByRole('link', { name: /Make a Donation/ }).getAttribute('href')).toBe(
          'https://moonlit.example/give',
        );
      } finally {
        await context.close();
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    });

    it('replaces a logo that fails to load with a book icon', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.route('**/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
      await gotoPage(page, '/about', 'About Lantern Tales');
      await page.getByRole('banner').getByTestId('logo-fallback').waitFor();
      expect(await page.getByRole('banner').locator('img').count()).toBe(0);
      await context.close();
    });
  });
});
