import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PREFERRED_VOICE_KEY,
  reloadPreferredVoice,
  usePreferredVoiceStore,
} from './preferred-voice.store';

beforeEach(() => {
  localStorage.clear();
  reloadPreferredVoice();
});
afterEach(() => localStorage.clear());

describe('preferred voice', () => {
  it('is nova, not yet chosen, when nothing is stored', () => {
    expect(PREFERRED_VOICE_KEY).toBe('preferredVoice');
    expect(usePreferredVoiceStore.getState()).toMatchObject({ voice: 'nova', chosen: false });
  });

  it('is remembered in local storage as preferredVoice', () => {
    usePreferredVoiceStore.getState().setVoice('onyx');
    expect(localStorage.getItem('preferredVoice')).toBe('onyx');
    expect(usePreferredVoiceStore.getState()).toMatchObject({ voice: 'onyx', chosen: true });

    usePreferredVoiceStore.setState({ voice: 'nova', chosen: false });
    reloadPreferredVoice();
    expect(usePreferredVoiceStore.getState()).toMatchObject({ voice: 'onyx', chosen: true });
  });

  it('ignores a stored value that is not a voice', () => {
    localStorage.setItem('preferredVoice', 'robot');
    reloadPreferredVoice();
    expect(usePreferredVoiceStore.getState()).toMatchObject({ voice: 'nova', chosen: false });
  });

  it('follows a change made in another tab', () => {
    localStorage.setItem('preferredVoice', 'echo');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'preferredVoice' }));
    });
    expect(usePreferredVoiceStore.getState().voice).toBe('echo');
  });
});
