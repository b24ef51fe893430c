import { describe, expect, it } from 'vitest';
import { normaliseForSafety } from './safety-text';
import { isHonestEverydayAnswer } from './honest-answers';

const honest = (text: string) => isHonestEverydayAnswer(normaliseForSafety(text));

describe('honest everyday answers the meaning reader leaves alone', () => {
  it('reads a plan to tell someone how one feels, a fear of mattering less to one person, wanting company and self-blame', () => {
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
      // Seen in the browser after a breakup: self-blame, which the reflection answers with a
      // gentle challenge, not a crisis.
      'i keep thinking it was all my fault',
      // Seen in the browser after "nothing i do is good enough" (flagged as self-harm).
      'maybe i could tell her how much it hurts',
      'i want to tell my dad how much it hurt when he left',
      'i should tell them how i really feel',
      "maybe it's my fault she left",
    ])
      expect(honest(text), text).toBe(true);
  });

  it('leaves fear of someone, "to anyone", blame someone else puts on them, harm and any named danger to the readers', () => {
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
      'he says its my fault',
      'i should tell her how much it hurts when i cut',
      'maybe i could tell her how much i hurt myself',
      'i think it was my fault he pushed me',
      'i keep thinking it was all my fault, i should just disappear',
    ])
      expect(honest(text), text).toBe(false);
  });
});
