// Issue 5 end to end in chromium, against the real server and its default (offline) voice:
// 1. a signed-in page fetches /api/tts and plays the audio from a blob object URL (the CSP must
//    allow it): the element's currentTime advances;
// 2. the client's own read-aloud code (ChunkedPlayer, ReadAloudPassage, VoicePicker), bundled by
//    support/speech-harness.build.ts and served from the app's origin (so the app's CSP applies),
//    is mounted into the page: reading a story plays, the progress bar moves, the highlighted
//    sentence moves, and a text of two chunks plays through with the second fetched ahead;
// 3. if the journey screen offers read-aloud for a story, it is driven too.
// Autoplay is allowed by the launch flag in support/browser.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { buildSpeechHarness } from './support/speech-harness.build';

const SENTENCES = [
  'A small fox found a lantern at the edge of the wood.',
  'It glowed softly, though no one had lit it.',
  'She carried it down to the river, where the reeds were whispering.',
  'An old heron watched her from the shallows.',
  '"Where are you taking that light?" he asked.',
  'The fox did not know, so she sat down to think.',
  'The lantern warmed her paws while the stars came out.',
  'Somewhere far away, a bell rang once across the sleeping valley.',
  'The heron closed his eyes and told her an old, slow story.',
  'By morning the fox knew exactly where the lantern belonged.',
];
/**
 * Two paragraphs, 543 characters: two chunks, so the progress bar shows. The first chunk is the
 * opening sentences (the first three, 162 characters), the second the rest (380).
 */
const STORY = [SENTENCES.slice(0, 5).join(' '), SENTENCES.slice(5).join(' ')].join('\n\n');
const OPENING = SENTENCES.slice(0, 3).join(' ');
const words = (text: string) => text.split(/\s+/).join(' ');

interface Played {
  status: number;
  type: string | null;
  bytes: number;
  currentTime: number;
  duration: number;
  error: string | null;
}

describe('read aloud in chromium', () => {
  const baseUrl = inject('baseUrl');
  const username = `Wren${Date.now() % 100000}`;
  const harnessUrl = `${baseUrl}/__e2e__/speech-harness.js`;
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];
  const ttsRequests: string[] = [];

  beforeAll(async () => {
    const harness = await buildSpeechHarness();
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/tts')
        ttsRequests.push(String(JSON.parse(request.postData() ?? '{}').text));
    });
    await page.route(harnessUrl, (route) =>
      route.fulfill({ body: harness, contentType: 'text/javascript' }),
    );
    await page.goto(`${baseUrl}/`);
  });

  /** Loads the harness into the current page and mounts the controls for `text`. */
  async function mountHarness(text: string, kind: 'message' | 'story' | 'reflection') {
    await page.goto(`${baseUrl}/`);
    await page.addScriptTag({ url: harnessUrl });
    await page.evaluate(
      ({ text, kind }) => {
        const host = document.createElement('div');
        host.id = 'speech-harness';
        document.body.append(host);
        (
          window as unknown as { SpeechHarness: { mount: (...args: unknown[]) => void } }
        ).SpeechHarness.mount(host, { text, kind });
      },
      { text, kind },
    );
    return page.locator('#speech-harness');
  }

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the six voices', async () => {
    const body = await page.evaluate(async () => (await fetch('/api/tts/voices')).json());
    expect(body.success).toBe(true);
    expect(body.voices.map((v: { id: string }) => v.id)).toEqual([
      'nova',
      'alloy',
      'echo',
      'fable',
      'onyx',
      'shimmer',
    ]);
  });

  it('needs sign-in for speech', async () => {
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/tts', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Hello.', voice: 'nova', model: 'tts-1', speed: 1 }),
      });
      return response.status;
    });
    expect(status).toBe(401);
  });

  it('signs up from the page (same origin, so the session cookie applies)', async () => {
    const result = await page.evaluate(async (name) => {
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: name,
          email: `${name.toLowerCase()}@example.com`,
          password: 'read-Aloud1',
        }),
      });
      return { status: response.status, body: await response.json() };
    }, username);
    expect(result.status).toBeLessThan(300);
    expect(result.body.success).toBe(true);
  });

  it('plays the story audio from /api/tts: currentTime advances', async () => {
    const played: Played = await page.evaluate(async () => {
      const response = await fetch('/api/tts', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          text: 'Once upon a time, a small fox found a lantern in the woods. It glowed softly.',
          voice: 'fable',
          model: 'tts-1',
          speed: 0.9,
        }),
      });
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const audio = document.createElement('audio');
      audio.src = url;
      document.body.append(audio);
      let error: string | null = null;
      try {
        await audio.play();
        const deadline = Date.now() + 10_000;
        while (audio.currentTime < 0.5 && !audio.ended && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
      } catch (e) {
        error = String(e);
      }
      const result = {
        status: response.status,
        type: response.headers.get('Content-Type'),
        bytes: blob.size,
        currentTime: audio.currentTime,
        duration: audio.duration,
        error: error ?? (audio.error ? `media error ${audio.error.code}` : null),
      };
      audio.pause();
      audio.remove();
      URL.revokeObjectURL(url);
      return result;
    });
    expect(played.error).toBeNull();
    expect(played.status).toBe(200);
    expect(played.type).toMatch(/^audio\//);
    expect(played.bytes).toBeGreaterThan(1000);
    expect(played.bytes).toBeLessThan(200 * 1024);
    expect(played.duration).toBeGreaterThan(1);
    expect(played.currentTime).toBeGreaterThanOrEqual(0.5);
  });

  it('reads a story aloud with the client controls: progress bar and highlight move', async () => {
    const harness = await mountHarness(STORY, 'story');
    ttsRequests.length = 0;
    await harness.getByRole('button', { name: 'Listen to the story' }).click();
    await harness.getByRole('button', { name: 'Stop reading aloud' }).waitFor({ timeout: 30_000 });
    const bar = harness.getByRole('progressbar', { name: 'Reading progress' });
    await bar.waitFor();
    // The second chunk is fetched while the first plays.
    await expect.poll(() => ttsRequests.length, { timeout: 20_000 }).toBe(2);
    expect(ttsRequests[0]).toBe(OPENING);
    expect(words(ttsRequests.join(' '))).toBe(words(STORY));

    const mark = harness.locator('mark');
    expect(await mark.textContent()).toBe(SENTENCES[0]);
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(async () => mark.textContent(), { timeout: 20_000 }).toBe(SENTENCES[1]);

    await harness.getByRole('button', { name: 'Stop reading aloud' }).click();
    await harness.getByRole('button', { name: 'Listen to the story' }).waitFor();
    expect(await harness.getByRole('progressbar').count()).toBe(0);
    expect(await mark.count()).toBe(0);
  });

  it('starts sounding within a second of the press for a 2,000-character story', async () => {
    const story = Array.from({ length: 4 }, () => STORY).join('\n\n');
    expect(story.length).toBeGreaterThan(2000);
    const harness = await mountHarness(story, 'story');
    // Warm: the voice has spoken since the server started (earlier tests) and is idle again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ttsRequests.length = 0;
    const firstAudioMs = await page.evaluate(async () => {
      const firstPlay = new Promise<number>((resolve) => {
        const play = HTMLMediaElement.prototype.play;
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          return play.call(this).then(() => {
            HTMLMediaElement.prototype.play = play;
            resolve(performance.now());
          });
        };
      });
      const button = [...document.querySelectorAll('#speech-harness button')].find(
        (element) => element.getAttribute('aria-label') === 'Listen to the story',
      ) as HTMLButtonElement;
      const pressed = performance.now();
      button.click();
      return (await firstPlay) - pressed;
    });
    expect(ttsRequests[0]).toBe(OPENING);
    expect(firstAudioMs).toBeLessThan(1000);
    await harness.getByRole('button', { name: 'Stop reading aloud' }).click();
  });

  it('plays a text of two chunks through, the second starting as the first ends', async () => {
    await mountHarness('Hello.', 'message');
    const result = await page.evaluate(async (text) => {
      interface Harness {
        ChunkedPlayer: new (
          request: { text: string; voice: string; speed: number },
          callbacks: Record<string, (...args: never[]) => void>,
          deps: unknown,
        ) => { start(): void; chunks: unknown[] };
        browserPlayerDeps: { createAudio(): HTMLAudioElement };
      }
      const { ChunkedPlayer, browserPlayerDeps } = (window as unknown as { SpeechHarness: Harness })
        .SpeechHarness;
      const log: string[] = [];
      const fractions: number[] = [];
      const at = () => performance.now();
      let firstEnded = 0;
      let secondPlaying = 0;
      let index = 0;
      const originalFetch = window.fetch;
      window.fetch = (input, init) => {
        log.push(`fetch ${String(JSON.parse(String(init?.body)).text).slice(0, 12)}`);
        return originalFetch(input, init);
      };
      const deps = {
        ...browserPlayerDeps,
        createAudio: () => {
          const audio = browserPlayerDeps.createAudio();
          const mine = index++;
          audio.addEventListener('playing', () => {
            log.push(`playing ${mine}`);
            if (mine === 1 && !secondPlaying) secondPlaying = at();
          });
          audio.addEventListener('ended', () => {
            log.push(`ended ${mine}`);
            if (mine === 0) firstEnded = at();
          });
          return audio;
        },
      };
      try {
        const outcome = await new Promise<string>((resolve) => {
          const player = new ChunkedPlayer(
            { text, voice: 'alloy', speed: 4 },
            {
              onStart: () => log.push('start'),
              onProgress: (progress: { fraction: number }) => fractions.push(progress.fraction),
              onEnded: () => resolve('ended'),
              onError: (error: unknown) => resolve(`error: ${String(error)}`),
            },
            deps,
          );
          player.start();
          setTimeout(() => resolve('timeout'), 40_000);
        });
        return { outcome, log, fractions, gapMs: secondPlaying - firstEnded };
      } finally {
        window.fetch = originalFetch;
      }
    }, STORY);
    expect(result.outcome).toBe('ended');
    // The second chunk is fetched once the first is playing, before it ends.
    expect(result.log.filter((entry) => !/^(playing|start)/.test(entry))).toEqual([
      'fetch A small fox ',
      'fetch An old heron',
      'ended 0',
      'ended 1',
    ]);
    expect(result.log.indexOf('start')).toBeLessThan(result.log.indexOf('ended 0'));
    expect(result.gapMs).toBeGreaterThanOrEqual(0);
    expect(result.gapMs).toBeLessThan(300);
    expect(result.fractions.at(-1)).toBe(1);
    expect(result.fractions.every((f, i, all) => i === 0 || f >= all[i - 1]!)).toBe(true);
  });

  it('plays a voice sample from the voice picker and remembers the chosen voice', async () => {
    const harness = await mountHarness('Hello.', 'message');
    await harness.getByRole('button', { name: 'Voice: Nova' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reading voice' });
    // The server speaks with eSpeak NG here, and the picker says so.
    await dialog.getByText('These are synthetic voices, made on our server by eSpeak NG').waitFor();
    await dialog.getByText('US English, male: the deepest and slowest of the six.').waitFor();
    await dialog.getByRole('button', { name: 'Play a sample of Onyx' }).click();
    await dialog.getByRole('button', { name: 'Stop the Onyx sample' }).waitFor({ timeout: 20_000 });
    // The sample plays to its end by itself.
    await dialog
      .getByRole('button', { name: 'Play a sample of Onyx' })
      .waitFor({ timeout: 30_000 });
    await dialog.getByText('Onyx', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await harness.getByRole('button', { name: 'Voice: Onyx' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('preferredVoice'))).toBe('onyx');
  });

  // Reading a story aloud on the journey screen itself is covered by tests/e2e/journey.e2e.ts.

  it('logged no console errors (besides the deliberate signed-out 401)', () => {
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
  });
});
