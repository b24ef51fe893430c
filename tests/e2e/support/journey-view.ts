// Measures of the journey screen as a person sees it: what the sticky bars cover, and where an
// element sits in the viewport.
import type { Locator, Page } from 'playwright-core';

/** How far down the viewport the sticky bars (site header, Active Journey bar) reach, in px. */
export function stickyInset(page: Page): Promise<number> {
  return page.evaluate(() => {
    let inset = 0;
    for (const bar of document.querySelectorAll<HTMLElement>(
      'header, [role="region"][aria-label="Active journey"]',
    )) {
      const { position } = getComputedStyle(bar);
      if (position === 'sticky' || position === 'fixed') {
        inset = Math.max(inset, bar.getBoundingClientRect().bottom);
      }
    }
    return inset;
  });
}

export interface ViewBox {
  top: number;
  bottom: number;
  viewportHeight: number;
}

export async function viewBox(locator: Locator): Promise<ViewBox> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, viewportHeight: window.innerHeight };
  });
}

/** True when the element shows whole, below the sticky bars and above the bottom edge. */
export async function inClearView(page: Page, locator: Locator): Promise<boolean> {
  const inset = await stickyInset(page);
  const box = await viewBox(locator);
  return box.top >= inset - 1 && box.bottom <= box.viewportHeight + 1;
}

/**
 * Pixels of the viewport showing the story's text, once the reader has scrolled its first line
 * just under the sticky bars: the story article's part between the bars and the bottom edge.
 */
export async function storyPixelsInView(page: Page, story: Locator): Promise<number> {
  const inset = await stickyInset(page);
  await story.evaluate((el, top) => {
    window.scrollBy({ top: el.getBoundingClientRect().top - top, behavior: 'instant' });
  }, inset);
  const box = await viewBox(story);
  return Math.max(0, Math.min(box.bottom, box.viewportHeight) - Math.max(box.top, inset));
}
