// Which voice and speed each kind of text reads with (SPEC.md section 9): the story with voice
// fable at 0.9, reflections at 0.95, everything else at 1.
//
// Decision: the spec gives the story its own voice (fable) and says the chosen voice is remembered.
// So the story reads with fable unless the user has picked a voice themselves in the voice picker;
// then their choice applies everywhere, story included. Reflections and the other AI messages read
// with the preferred voice (nova until one is picked). The speeds are fixed per kind.
import { SPEECH, type VoiceId } from '../../../../domain/speech/voices';

export type ReadAloudKind = 'message' | 'story' | 'reflection';

export interface SpeechSettings {
  voice: VoiceId;
  speed: number;
}

export interface VoicePreference {
  voice: VoiceId;
  /** True once the user has picked a voice (it is stored), false while on the default. */
  chosen: boolean;
}

export function speechSettingsFor(
  kind: ReadAloudKind,
  preference: VoicePreference,
): SpeechSettings {
  switch (kind) {
    case 'story':
      return {
        voice: preference.chosen ? preference.voice : SPEECH.storyVoice,
        speed: SPEECH.storySpeed,
      };
    case 'reflection':
      return { voice: preference.voice, speed: SPEECH.reflectionSpeed };
    default:
      return { voice: preference.voice, speed: SPEECH.defaultSpeed };
  }
}
