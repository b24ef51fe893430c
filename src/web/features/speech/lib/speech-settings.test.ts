import { describe, expect, it } from 'vitest';
import { speechSettingsFor } from './speech-settings';

describe('speechSettingsFor (SPEC.md section 9)', () => {
  const fresh = { voice: 'nova', chosen: false } as const;
  const picked = { voice: 'shimmer', chosen: true } as const;

  it('reads the story with fable at 0.9 until the user picks a voice', () => {
    expect(speechSettingsFor('story', fresh)).toEqual({ voice: 'fable', speed: 0.9 });
    expect(speechSettingsFor('story', picked)).toEqual({ voice: 'shimmer', speed: 0.9 });
  });

  it('reads reflections at 0.95 and other messages at 1 with the preferred voice', () => {
    expect(speechSettingsFor('reflection', fresh)).toEqual({ voice: 'nova', speed: 0.95 });
    expect(speechSettingsFor('message', fresh)).toEqual({ voice: 'nova', speed: 1 });
    expect(speechSettingsFor('reflection', picked)).toEqual({ voice: 'shimmer', speed: 0.95 });
    expect(speechSettingsFor('message', picked)).toEqual({ voice: 'shimmer', speed: 1 });
  });
});
