// POST /api/story as server-sent events: `title`, then `delta`s as the storyteller writes, then
// `done`; `error` if it fails after the stream began. The first words leave at once.
import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { StoryChunk } from '../../app/story/storyteller.port';

export const wantsEventStream = (ctx: Context) =>
  (ctx.get('accept') ?? '').includes('text/event-stream');

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Streams `chunks` to the client. `onFailure` runs when the story breaks off (e.g. to give the
 * journey back); `failureMessage` is what the client is told.
 */
export function streamStory(
  ctx: Context,
  chunks: AsyncIterable<StoryChunk>,
  options: { journeyId: string; failureMessage: string; onFailure(error: unknown): Promise<void> },
): void {
  const out = new PassThrough();
  ctx.status = 200;
  ctx.type = 'text/event-stream';
  ctx.set({
    'Cache-Control': 'no-store, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  ctx.body = out;
  ctx.req.socket.setNoDelay(true);
  void (async () => {
    try {
      out.write(frame('start', { journeyId: options.journeyId }));
      for await (const chunk of chunks) {
        if (chunk.type === 'title') out.write(frame('title', { title: chunk.title }));
        else out.write(frame('delta', { text: chunk.text }));
      }
      out.write(frame('done', {}));
    } catch (error) {
      await options.onFailure(error).catch(() => undefined);
      out.write(frame('error', { message: options.failureMessage }));
    } finally {
      out.end();
    }
  })();
}
