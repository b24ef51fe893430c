import { describe, expect, it } from 'vitest';
import { normaliseForSafety } from './safety-text';
import { isHonestEverydayAnswer } from './honest-answers';

const honest = (text: string) => isHonestEverydayAnswer(normaliseForSafety(text));

describe('honest everyday answers the meaning reader leaves alone', () => {
  it('reads a plan to tell someone how one feels, a fear of mattering less to one person, and wanting company', () => {
    for (const text of [
      'maybe i could tell her im scared instead of saying im fine',
      "I think I'll tell my dad I'm not OK",
      'maybe i should tell him how scared i am',
      "i'll talk to my sister about how stressed i've been",
      'i guess im scared i wont matter to her anymore',
      "I'm afraid I won't matter to my mum the same way once the baby comes",
      // Seen in the browser after a lonely student's mood: loneliness, not risk.
      'i dont think anyone would want to sit with me tbh',
      'no one would even want to hang out with me',
      'nobody wants to eat lunch with me',
    ])
      expect(honest(text), text).toBe(true);
  });

  it('leaves fear of someone, "to anyone", and any named danger to the reader', () => {
    for (const text of [
      'i should tell someone how scared i am of him',
      'i want to tell my mum im scared to go home',
      'i want to tell my teacher that im scared when he comes home drunk',
      'i dont matter to anyone anymore',
      'im scared i wont matter to anyone',
      'i could tell her im scared but i already have the pills saved',
      'im scared i wont matter to her once im gone',
      'maybe i should tell him im not ok before i hurt myself again',
      'i feel so low today',
      'nobody would miss me',
      'i dont think anyone would want me around',
      'no one would want to sit with me at my funeral',
    ])
      expect(honest(text), text).toBe(false);
  });
});
