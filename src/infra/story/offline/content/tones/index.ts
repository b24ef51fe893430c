// Every tone's wording, by tone.
import type { Tone } from '../tones.data';
import { ACCOMPANY } from './accompany.data';
import { CELEBRATE } from './celebrate.data';
import { HONOUR } from './honour.data';
import { QUIET } from './quiet.data';
import { REST } from './rest.data';
import { SIT } from './sit.data';
import { STEADY } from './steady.data';
import type { ToneContent } from './tone-content';

export type { ToneContent };

export const TONES: Readonly<Record<Tone, ToneContent>> = {
  sit: SIT,
  steady: STEADY,
  honour: HONOUR,
  accompany: ACCOMPANY,
  rest: REST,
  celebrate: CELEBRATE,
  quiet: QUIET,
};
