import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { createSpeechPort } from './speech.module';

describe('createSpeechPort', () => {
  it('uses the offline voice by default and OpenAI once OPENAI_API_KEY is set', async () => {
    const offline = createSpeechPort(loadConfig({}));
    const openai = createSpeechPort(loadConfig({ OPENAI_API_KEY: 'sk-test' }));
    expect(offline.name).toBe('offline');
    expect(openai.name).toBe('openai');
    await Promise.all([offline.close(), openai.close()]);
  });

  it('honours SPEECH_PROVIDER and refuses openai without a key', async () => {
    const forced = createSpeechPort(
      loadConfig({ OPENAI_API_KEY: 'sk-test', SPEECH_PROVIDER: 'offline' }),
    );
    expect(forced.name).toBe('offline');
    await forced.close();
    expect(() => createSpeechPort(loadConfig({ SPEECH_PROVIDER: 'openai' }))).toThrow(
      /OPENAI_API_KEY/,
    );
  });

  it('reads the speech settings with their defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      OPENAI_TTS_MODEL: 'tts-1',
      OPENAI_TIMEOUT_MS: 30000,
      SPEECH_PROVIDER: 'auto',
      SPEECH_RATE_PER_MINUTE: 60,
    });
    expect(config.SPEECH_WORKERS).toBeUndefined();
    expect(() => loadConfig({ SPEECH_WORKERS: '9' })).toThrow(/SPEECH_WORKERS/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
