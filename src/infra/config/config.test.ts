import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PROJECTIONS_IN_PROCESS).toBe(true);
    expect(config.HTTPS).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: must be a number \(got "abc"\)/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('treats an empty value as unset and trims a trailing slash from APP_URL', () => {
    const config = loadConfig({ PORT: '', APP_URL: 'https://tales.example/', TRUST_PROXY: 'true' });
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('https://tales.example');
    expect(config.HTTPS).toBe(true);
  });

  // Issue 9: the client build set NODE_ENV=production inside the server process, which turned on
  // Secure cookies over plain HTTP and made every sign-up answer 500.
  it('bases Secure cookies on the scheme of APP_URL, not on NODE_ENV', () => {
    expect(loadConfig({}).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_URL: 'http://192.168.1.20:3000' }).COOKIE_SECURE,
    ).toBe(false);
    expect(
      loadConfig({ APP_URL: 'https://tales.example', TRUST_PROXY: 'true' }).COOKIE_SECURE,
    ).toBe(true);
    expect(
      loadConfig({ APP_URL: 'https://tales.example', TRUST_PROXY: 'true', COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
  });

  it('stops with what to set when Secure cookies could never be sent', () => {
    expect(() => loadConfig({ APP_URL: 'https://tales.example' })).toThrow(
      /COOKIE_SECURE: .*TRUST_PROXY=true.*http:\/\/ address/s,
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'true' })).toThrow(ConfigError);
  });
});
