// Issue 11, bad input: broken or unknown Content-Encoding bodies and prototype-named keys answer a
// clear 4xx, never a 500.
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailFromOutbox } from '../support/confirm-email';
import type { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

describe('bad input', () => {
  let server: TestServer;
  let tab: HttpClient;
  beforeAll(async () => {
    server = await startTestServer();
    tab = await signedInTab(server.url, 'Sorrel');
    await confirmEmailFromOutbox(tab, server.outboxDir, 'sorrel@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = async (encoding: string, body: Buffer) => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it('answers 400 to a body that does not decode as its Content-Encoding says', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const response = await send(encoding, Buffer.from('this is not compressed'));
      expect(response.status, encoding).toBe(400);
      expect(response.body.message).toBe(
        'The request body could not be decoded as its Content-Encoding says.',
      );
    }
  });

  it('names an unsupported Content-Encoding', async () => {
    const response = await send('zstd', Buffer.from('{}'));
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Content-Encoding must be gzip, deflate, br or identity.');
  });

  it('still reads a well-compressed body', async () => {
    const body = zlib.gzipSync(JSON.stringify({ usernameOrEmail: 'sorrel', password: 'nope' }));
    expect((await send('gzip', body)).status).toBe(401);
  });

  it('refuses prototype-named keys in a journey email', async () => {
    for (const key of ['constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']) {
      const response = await tab.post('/api/journeys/email', {
        journeyId: randomUUID(),
        mood: 'calm',
        storyFormat: 'poem',
        storyTitle: 'Evening',
        storyContent: 'The lamp is lit.',
        timestamp: new Date().toISOString(),
        reflectionQuestions: [key],
        reflectionAnswers: {},
      });
      expect(response.status, key).not.toBe(500);
      expect(response.status, key).toBeLessThan(500);
    }
    const reserved = await tab.post('/api/journeys/email', {
      journeyId: randomUUID(),
      mood: 'calm',
      storyFormat: 'poem',
      storyTitle: 'Evening',
      storyContent: 'The lamp is lit.',
      timestamp: new Date().toISOString(),
      reflectionAnswers: { constructor: 'x' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.body.message).toBe('reflectionAnswers has a key that is not allowed.');
  });
});
