// A local HTTP server that speaks OpenAI's speech API (POST /v1/audio/speech) for adapter tests:
// "ok" answers audio bytes, "error" a JSON error body with a message, "hang" never answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSpeechMode = 'ok' | 'error' | 'hang';

export interface FakeSpeechRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeOpenAiSpeech {
  /** Base URL for the SDK, e.g. http://127.0.0.1:1234/v1 */
  baseURL: string;
  mode: FakeSpeechMode;
  errorStatus: number;
  errorMessage: string;
  /** What "ok" answers. */
  audio: Buffer;
  requests: FakeSpeechRequest[];
  close(): Promise<void>;
}

export async function startFakeOpenAiSpeech(): Promise<FakeOpenAiSpeech> {
  const fake: Omit<FakeOpenAiSpeech, 'baseURL' | 'close'> = {
    mode: 'ok',
    errorStatus: 400,
    errorMessage: 'Invalid value for voice.',
    // Two MPEG-2 Layer III frame headers' worth of bytes is enough for an adapter test.
    audio: Buffer.concat([Buffer.from([0xff, 0xf3, 0x48, 0xc4]), Buffer.alloc(100, 1)]),
    requests: [],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        // left empty: the test sees it
      }
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/audio/speech') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      if (fake.mode === 'hang') return; // never answers
      if (fake.mode === 'error') {
        res.writeHead(fake.errorStatus, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: fake.errorMessage,
              type: 'invalid_request_error',
              param: 'voice',
              code: null,
            },
          }),
        );
        return;
      }
      res.writeHead(200, {
        'content-type': 'audio/mpeg',
        'content-length': String(fake.audio.length),
      });
      res.end(fake.audio);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
