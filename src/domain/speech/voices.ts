// Read-aloud voices and speech constants (SPEC.md sections 3 "Voice", 4 and 9). Pure: the server's
// /api/tts validation and the client's speech controls share these rules.

export const VOICE_IDS = ['nova', 'alloy', 'echo', 'fable', 'onyx', 'shimmer'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

export interface Voice {
  id: VoiceId;
  name: string;
  description: string;
  sampleText: string;
}

export const VOICES: readonly Voice[] = [
  {
    id: 'nova',
    name: 'Nova',
    description: 'Bright and friendly, a warm companion for everyday reading.',
    sampleText: "Hello, I'm Nova. Let's settle in and read your story together.",
  },
  {
    id: 'alloy',
    name: 'Alloy',
    description: 'Balanced and neutral, calm and clear.',
    sampleText: "Hi, I'm Alloy. I'll read each word clearly, at an easy pace.",
  },
  {
    id: 'echo',
    name: 'Echo',
    description: 'Soft-spoken and thoughtful, good for quiet reflection.',
    sampleText: "I'm Echo. Take a breath, and let's think this through together.",
  },
  {
    id: 'fable',
    name: 'Fable',
    description: 'An expressive British storyteller, made for fables and tales.',
    sampleText: 'Once upon a time, a small fox found a lantern in the woods. I am Fable.',
  },
  {
    id: 'onyx',
    name: 'Onyx',
    description: 'Deep and steady, a grounding presence.',
    sampleText: "I'm Onyx. Steady and slow, like roots beneath a quiet forest.",
  },
  {
    id: 'shimmer',
    name: 'Shimmer',
    description: 'Gentle and light, soothing for calm moments.',
    sampleText: "Hello, I'm Shimmer. Let these words wash over you like soft light.",
  },
];

export function isVoiceId(value: unknown): value is VoiceId {
  return typeof value === 'string' && (VOICE_IDS as readonly string[]).includes(value);
}

export function findVoice(id: string): Voice | undefined {
  return VOICES.find((voice) => voice.id === id);
}

export const SPEECH = {
  defaultVoice: 'nova' as VoiceId,
  defaultModel: 'tts-1',
  defaultSpeed: 1,
  minSpeed: 0.25,
  maxSpeed: 4,
  /** The story reads with voice fable at 0.9; reflections at 0.95; everything else at 1. */
  storyVoice: 'fable' as VoiceId,
  storySpeed: 0.9,
  reflectionSpeed: 0.95,
  /** Text over this many characters is split into chunks of up to this length. */
  chunkChars: 500,
  /** Chunks under chunkChars characters and under this many bytes of audio are cached. */
  cacheMaxBytes: 200 * 1024,
  /** The longest text one /api/tts call accepts (the OpenAI speech API's own limit). */
  maxTextChars: 4096,
} as const;

export const SPEECH_MESSAGES = {
  serverFailure: 'Failed to generate speech.',
  playbackErrorTitle: 'Audio Playback Error',
  playbackErrorDescription: 'Unable to play audio. Please check your device volume and try again.',
  retryLabel: 'Try again',
  emptyText: 'Text is required.',
  unknownVoice: `Voice must be one of: ${VOICE_IDS.join(', ')}.`,
  badSpeed: `Speed must be a number between ${SPEECH.minSpeed} and ${SPEECH.maxSpeed}.`,
  tooLong: `Text must be at most ${SPEECH.maxTextChars} characters.`,
} as const;
