// Where the page should scroll as the chat grows. Pure: it works on viewport measurements
// (getBoundingClientRect tops and bottoms), so it is tested without a browser.

/** Space kept between the chat and the viewport's edges or the sticky bars, in px. */
export const FOLLOW_GAP_PX = 12;

export interface FollowMeasure {
  /** window.scrollY now. */
  scrollY: number;
  viewportHeight: number;
  /** Where the chat ends (its input included), relative to the viewport. */
  endBottom: number;
  /** Top of the newest turn (the person's last message, or the newest reply), in the viewport. */
  anchorTop: number;
  /** Height covered by the sticky bars at the top of the viewport (measured only when needed). */
  inset: () => number;
}

export interface Follow {
  /** Where to scroll to; null when the page need not move (it never scrolls back up). */
  target: number | null;
  /**
   * The newest turn is taller than the free view: following stops at its top, so the person
   * reads it from there and later lines do not pull them away.
   */
  capped: boolean;
}

/**
 * The scrollY that brings the end of the chat into view, but never so far that the newest turn's
 * top slides under the sticky bars (a long story is then read from its start).
 */
export function followTarget(m: FollowMeasure): Follow {
  const toEnd = m.scrollY + m.endBottom - m.viewportHeight + FOLLOW_GAP_PX;
  if (toEnd <= m.scrollY + 1) return { target: null, capped: false };
  const toAnchor = m.scrollY + m.anchorTop - m.inset() - FOLLOW_GAP_PX;
  const target = Math.round(Math.min(toEnd, toAnchor));
  return { target: target > m.scrollY + 1 ? target : null, capped: toAnchor < toEnd };
}

/** True when the end of the chat shows (within a small tolerance) in the viewport. */
export function endInView(endBottom: number, viewportHeight: number): boolean {
  return endBottom <= viewportHeight + 48;
}

/**
 * How far to scroll so a line (the sentence read aloud) sits clear of the sticky bars and the
 * bottom edge: 0 when it already does; else it is placed a third of the way down the free band.
 */
export function revealDelta(
  top: number,
  bottom: number,
  inset: number,
  viewportHeight: number,
): number {
  if (top >= inset + FOLLOW_GAP_PX && bottom <= viewportHeight - FOLLOW_GAP_PX) return 0;
  const band = viewportHeight - inset;
  return Math.round(top - (inset + band / 3));
}
