import { describe, expect, it } from 'vitest';
import { endInView, FOLLOW_GAP_PX, followTarget, revealDelta } from './follow-scroll';

const GAP = FOLLOW_GAP_PX;

describe('followTarget', () => {
  it('scrolls a short reply below the fold into view, up to the end of the chat', () => {
    // 800 px viewport; the chat ends 300 px below the fold; the person's message is in view.
    const target = followTarget({
      scrollY: 1000,
      viewportHeight: 800,
      endBottom: 1100,
      anchorTop: 500,
      inset: () => 130,
    });
    expect(target).toEqual({ target: 1000 + 300 + GAP, capped: false });
  });

  it('stops when the newest turn reaches the sticky bars: a long story is read from its top', () => {
    const target = followTarget({
      scrollY: 0,
      viewportHeight: 800,
      endBottom: 3000,
      anchorTop: 600,
      inset: () => 130,
    });
    expect(target).toEqual({ target: 600 - 130 - GAP, capped: true });
  });

  it('never scrolls back up', () => {
    // Reading further down a long story: still capped, so still not following.
    expect(
      followTarget({
        scrollY: 2000,
        viewportHeight: 800,
        endBottom: 900,
        anchorTop: -900,
        inset: () => 130,
      }),
    ).toEqual({ target: null, capped: true });
    // The end already shows.
    expect(
      followTarget({
        scrollY: 0,
        viewportHeight: 800,
        endBottom: 700,
        anchorTop: 300,
        inset: () => 130,
      }),
    ).toEqual({ target: null, capped: false });
  });
});

describe('endInView', () => {
  it('is true when the end shows, with a little tolerance', () => {
    expect(endInView(790, 800)).toBe(true);
    expect(endInView(840, 800)).toBe(true);
    expect(endInView(900, 800)).toBe(false);
  });
});

describe('revealDelta', () => {
  it('leaves a sentence alone when it shows clear of the bars', () => {
    expect(revealDelta(400, 440, 130, 800)).toBe(0);
  });

  it('brings a sentence hidden under the sticky bars down into the free band', () => {
    const delta = revealDelta(100, 140, 130, 800);
    expect(delta).toBeLessThan(0);
    expect(100 - delta).toBeGreaterThanOrEqual(130 + GAP);
  });

  it('brings a sentence below the fold up, a third of the way down the free band', () => {
    const delta = revealDelta(900, 940, 130, 800);
    expect(900 - delta).toBe(Math.round(130 + (800 - 130) / 3));
  });
});
