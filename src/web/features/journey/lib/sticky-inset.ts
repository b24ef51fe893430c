// The sticky bars along the top of every page: the site header and, while a journey is active,
// the Active Journey bar. They belong to the layout, so they are found by their landmarks.
const STICKY_BARS = 'header, [role="region"][aria-label="Active journey"]';

/** How far down the viewport the sticky bars reach, in px (0 without any). */
export function stickyTopInset(): number {
  let inset = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(STICKY_BARS)) {
    const { position } = window.getComputedStyle(bar);
    if (position !== 'sticky' && position !== 'fixed') continue;
    inset = Math.max(inset, bar.getBoundingClientRect().bottom);
  }
  return Math.max(0, inset);
}
