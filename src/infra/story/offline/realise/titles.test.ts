import { describe, expect, it } from 'vitest';
import { STORY_FORMATS } from '../../../../domain/story/story-format';
import { composeFor } from '../compose';

const MOODS = [
  'my best friend hasnt texted back in a week and i think shes pulling away',
  'My dog Pepper died on Sunday and the apartment is so quiet',
  "I've been anxious about my sister's wedding speech and can't sleep",
  'I am furious with my brother',
  'so lonely since I moved',
  'so tired, I just want to rest',
  'feeling calm today',
  'I got the job and I am so happy',
];

/** Tone words that are not things, so "Leah and Before the Day" cannot be said. */
const NOT_A_THING =
  /\band (?:Before the Day|One Breath at a Time|Saying It Plainly|Putting It Down|Enough for Today|Slow Is a Pace|What the Day Held|Small Things Noticed|Nothing in Particular|Something to Sing About|Standing Ground|What Stays|What Love Keeps|One Small Hello|Company)$/;

describe('story titles', () => {
  // Seen in the browser: a fable titled "The Hare Leah and Before the Day".
  it('joins only things with "and": never "Leah and Before the Day"', () => {
    let joined = 0;
    for (const mood of MOODS)
      for (const format of STORY_FORMATS)
        for (let seed = 0; seed < 60; seed++) {
          const { title } = composeFor({ mood, format, seed });
          expect(title, `${format} ${seed} "${mood}"`).not.toMatch(NOT_A_THING);
          if (/ and /.test(title)) joined += 1;
        }
    expect(joined).toBeGreaterThan(50);
  });
});
