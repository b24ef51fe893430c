// A local HTTP server that speaks OpenAI's Chat Completions and Moderations APIs, for the OpenAI
// storyteller's tests and benchmark. Each chat request is answered by `fake.chat(request)`:
//   json   — a chat.completion whose message content is `content`
//   stream — `data: {chat.completion.chunk}` events, one per token, with delays, then
//            `data: [DONE]`; `stallAfter` sends that many tokens and then goes silent
//   error  — a status with an OpenAI error body (e.g. 429 insufficient_quota, 500)
//   hang   — reads the request and never answers
// The default answers JSON that fits the storyteller's schemas and streams DEFAULT_STORY.
// Every request is recorded (path, headers, parsed body, arrival time), and every stream's first
// and last token times (performance.now()) are kept for latency checks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** performance.now() when the request body had arrived. */
  at: number;
}

export type FakeErrorReply = {
  kind: 'error';
  status: number;
  code?: string | null;
  type?: string;
  message?: string;
  headers?: Record<string, string>;
};

export type FakeChatReply =
  | { kind: 'json'; content: string; finishReason?: string }
  | {
      kind: 'stream';
      tokens: string[];
      /** Before the first token (after the headers). */
      firstDelayMs?: number;
      /** Between tokens. */
      delayMs?: number;
      /** Send this many tokens, then nothing more (the connection stays open). */
      stallAfter?: number;
      /** Default 'stop'; null sends no finish chunk. */
      finishReason?: string | null;
    }
  | FakeErrorReply
  | { kind: 'hang' };

export type FakeModerationReply =
  { kind: 'result'; categories: string[] } | FakeErrorReply | { kind: 'hang' };

export interface FakeStreamLog {
  /** performance.now() just before the first token was written. */
  firstTokenAt?: number;
  /** performance.now() just before each token was written. */
  tokenAt: number[];
  /** performance.now() just after the last token (or [DONE]) was written. */
  lastTokenAt?: number;
  finished: boolean;
  /** The client went away before the stream ended. */
  closedEarly: boolean;
}

export interface FakeOpenAiChat {
  /** Base URL for the SDK, e.g. http://127.0.0.1:1234/v1 */
  baseURL: string;
  chat: (request: FakeRequest) => FakeChatReply;
  moderation: (input: string) => FakeModerationReply;
  requests: FakeRequest[];
  streams: FakeStreamLog[];
  chatRequests(): FakeRequest[];
  moderationRequests(): FakeRequest[];
  /** Back to the default answers, with no requests recorded. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_STORY_TITLE = 'The Fox Who Carried the Lantern';

export const DEFAULT_STORY = `Title: ${DEFAULT_STORY_TITLE}

At the edge of a misty wood lived a small red fox named Ember, who carried an old brass lantern wherever she went. The lantern was heavy, and some evenings it flickered so low that Ember wondered why she bothered with it at all.

One grey morning the fog rolled in so thick that Ember could not see her own paws. The other animals hid in their burrows, but a young hedgehog was lost on the path, calling softly for home. Ember felt tired and unsure, yet she lifted the lantern and followed the small voice.

Step by slow step they walked together. The light did not clear the fog, but it showed the next stone, and then the next, and that was enough. When they reached the hedgehog's hollow, his mother thanked Ember, and the fox noticed her lantern burning a little brighter than before.

That night Ember sat by the stream and understood that she did not need to see the whole path to keep going. She only needed a little light and the courage to take one more step.

Moral: You do not have to see the whole way; the next step is enough.`;

/** Splits text into model-like tokens: the title line whole, then a word and its spacing each. */
export function tokensOf(text: string): string[] {
  const newline = text.indexOf('\n\n');
  const title = text.slice(0, newline + 2);
  return [title, ...(text.slice(newline + 2).match(/\S+\s*/g) ?? [])];
}

export const DEFAULT_JSON: Record<string, unknown> = {
  mood_reply: {
    response:
      'That sounds like a heavy, foggy kind of tired. Would you like a fable, a story or a poem to sit with it?',
  },
  reflection_question: {
    question: 'When Ember lifted the lantern, what small light do you carry through your own fog?',
  },
  follow_up: {
    response: 'Thank you for sharing that; waiting for permission to rest is something many feel.',
    question: 'What would it look like to give yourself that permission this week?',
  },
  grounding_tools: {
    quote: 'The best way out is always through.',
    quoteAuthor: 'Robert Frost',
    affirmations: [
      'I can take one step at a time.',
      'My feelings are valid.',
      'I am allowed to rest.',
    ],
    breathingExercise: {
      title: 'Box breathing',
      description: 'A steady rhythm to settle the body.',
      steps: [
        { name: 'Breathe in', instruction: 'Breathe in slowly through your nose.', duration: 4 },
        { name: 'Hold', instruction: 'Hold your breath gently.', duration: 4 },
        { name: 'Breathe out', instruction: 'Breathe out through your mouth.', duration: 4 },
        { name: 'Hold', instruction: 'Rest before the next breath.', duration: 4 },
      ],
    },
  },
};

const defaultChat = (request: FakeRequest): FakeChatReply => {
  if (request.body.stream === true)
    return { kind: 'stream', tokens: tokensOf(DEFAULT_STORY), delayMs: 1 };
  const format = request.body.response_format as { json_schema?: { name?: string } } | undefined;
  const answer = DEFAULT_JSON[format?.json_schema?.name ?? ''] ?? {};
  return { kind: 'json', content: JSON.stringify(answer) };
};

const defaultModeration = (): FakeModerationReply => ({ kind: 'result', categories: [] });

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAiChat(): Promise<FakeOpenAiChat> {
  const requests: FakeRequest[] = [];
  const streams: FakeStreamLog[] = [];
  const fake: Omit<FakeOpenAiChat, 'baseURL' | 'close'> = {
    chat: defaultChat,
    moderation: defaultModeration,
    requests,
    streams,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    moderationRequests: () => requests.filter((r) => r.path === '/v1/moderations'),
    reset() {
      fake.chat = defaultChat;
      fake.moderation = defaultModeration;
      requests.length = 0;
      streams.length = 0;
    },
  };

  const sendError = (res: http.ServerResponse, reply: FakeErrorReply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(
      JSON.stringify({
        error: {
          message: reply.message ?? `fake error ${reply.status}`,
          type: reply.type ?? 'server_error',
          param: null,
          code: reply.code ?? null,
        },
      }),
    );
  };

  const stream = async (
    res: http.ServerResponse,
    reply: Extract<FakeChatReply, { kind: 'stream' }>,
    model: string,
  ) => {
    const log: FakeStreamLog = { tokenAt: [], finished: false, closedEarly: false };
    streams.push(log);
    res.on('close', () => {
      if (!log.finished) log.closedEarly = true;
    });
    res.socket?.setNoDelay(true);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }, null));
    if (reply.firstDelayMs) await sleep(reply.firstDelayMs);
    for (const [i, token] of reply.tokens.entries()) {
      if (log.closedEarly) return;
      if (reply.stallAfter !== undefined && i >= reply.stallAfter) return; // silent from here on
      if (i > 0 && reply.delayMs) await sleep(reply.delayMs);
      if (log.closedEarly) return;
      const at = performance.now();
      if (i === 0) log.firstTokenAt = at;
      log.tokenAt.push(at);
      res.write(chunk({ content: token }, null));
    }
    if (reply.finishReason !== null) res.write(chunk({}, reply.finishReason ?? 'stop'));
    res.write('data: [DONE]\n\n');
    log.lastTokenAt = performance.now();
    log.finished = true;
    res.end();
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
      const request: FakeRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
        at: performance.now(),
      };
      requests.push(request);
      const model = typeof body.model === 'string' ? body.model : 'fake-model';

      if (req.method === 'POST' && req.url === '/v1/chat/completions') {
        const reply = fake.chat(request);
        if (reply.kind === 'hang') return;
        if (reply.kind === 'error') return sendError(res, reply);
        if (reply.kind === 'stream') return void stream(res, reply, model);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content, refusal: null },
                logprobs: null,
                finish_reason: reply.finishReason ?? 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }

      if (req.method === 'POST' && req.url === '/v1/moderations') {
        const reply = fake.moderation(typeof body.input === 'string' ? body.input : '');
        if (reply.kind === 'hang') return;
        if (reply.kind === 'error') return sendError(res, reply);
        const categories = Object.fromEntries(
          MODERATION_CATEGORIES.map((c) => [c, reply.categories.includes(c)]),
        );
        const scores = Object.fromEntries(
          MODERATION_CATEGORIES.map((c) => [c, reply.categories.includes(c) ? 0.9 : 0.001]),
        );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'modr-fake',
            model: typeof body.model === 'string' ? body.model : 'omni-moderation-latest',
            results: [
              {
                flagged: reply.categories.length > 0,
                categories,
                category_scores: scores,
                category_applied_input_types: Object.fromEntries(
                  MODERATION_CATEGORIES.map((c) => [c, ['text']]),
                ),
              },
            ],
          }),
        );
        return;
      }

      sendError(res, {
        kind: 'error',
        status: 404,
        type: 'invalid_request_error',
        message: 'Unknown path',
      });
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
