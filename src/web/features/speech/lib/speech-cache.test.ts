import { describe, expect, it } from 'vitest';
import { SPEECH } from '../../../../domain/speech/voices';
import { audioBlob } from '../../../../../tests/web/support/fake-audio';
import { isCacheable, SpeechCache } from './speech-cache';

const request = (text: string, voice = 'nova' as const, speed = 1) => ({ text, voice, speed });

describe('SpeechCache', () => {
  it('keeps only chunks under 500 characters and 200 KB', () => {
    expect(SPEECH.chunkChars).toBe(500);
    expect(SPEECH.cacheMaxBytes).toBe(200 * 1024);
    expect(isCacheable('a'.repeat(499), 200 * 1024 - 1)).toBe(true);
    expect(isCacheable('a'.repeat(500), 1000)).toBe(false);
    expect(isCacheable('short', 200 * 1024)).toBe(false);
  });

  it('is keyed by text, voice and speed', () => {
    const cache = new SpeechCache();
    const blob = audioBlob();
    expect(cache.put(request('Hello.'), blob)).toBe(true);
    expect(cache.get(request('Hello.'))).toBe(blob);
    expect(cache.get(request('Hello.', 'echo' as never))).toBeUndefined();
    expect(cache.get(request('Hello.', 'nova', 0.95))).toBeUndefined();
    expect(cache.get(request('Hello!'))).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = new SpeechCache(2);
    cache.put(request('one'), audioBlob());
    cache.put(request('two'), audioBlob());
    cache.get(request('one'));
    cache.put(request('three'), audioBlob());
    expect(cache.get(request('two'))).toBeUndefined();
    expect(cache.get(request('one'))).toBeDefined();
    expect(cache.get(request('three'))).toBeDefined();
  });
});
