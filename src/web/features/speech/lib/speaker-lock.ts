// One voice at a time: starting to read one text stops whatever else the page is reading (another
// message, the story, a voice sample).

interface Holder {
  preempt: () => void;
}

let holder: Holder | null = null;

/**
 * Takes the speaker. The previous holder's `preempt` is called so it can stop. Returns a release
 * function for when this playback ends on its own.
 */
export function claimSpeaker(preempt: () => void): () => void {
  const previous = holder;
  const mine: Holder = { preempt };
  holder = mine;
  previous?.preempt();
  return () => {
    if (holder === mine) holder = null;
  };
}
