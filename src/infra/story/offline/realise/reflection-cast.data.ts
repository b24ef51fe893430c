// What the reflection dialogue reads in a story and a feeling: the hero's name when the story
// gives one of these, and the tone a feeling is answered in.
import type { Feeling } from '../understand/types';

export const NAMES: Readonly<Record<'f' | 'm', readonly string[]>> = {
  f: [
    'Maya',
    'Nora',
    'Ines',
    'Hana',
    'Clara',
    'Amara',
    'Leah',
    'Rosa',
    'Elif',
    'Priya',
    'Tess',
    'Yara',
    'Isla',
    'Ada',
    'Noor',
    'Greta',
  ],
  m: [
    'Tom',
    'Omar',
    'Luca',
    'Sami',
    'Ben',
    'Theo',
    'Ravi',
    'Jonah',
    'Emil',
    'Kofi',
    'Arlo',
    'Felix',
    'Nico',
    'Hugo',
    'Idris',
    'Owen',
  ],
};

export type Tone = 'celebrate' | 'sit' | 'steady' | 'honour' | 'accompany' | 'rest' | 'quiet';

export const TONE_OF: Readonly<Record<Feeling, Tone>> = {
  joy: 'celebrate',
  calm: 'quiet',
  grief: 'sit',
  sadness: 'sit',
  anxiety: 'steady',
  anger: 'honour',
  loneliness: 'accompany',
  weariness: 'rest',
};
