// The journey API on the offline storyteller: allowance (race-safe), streaming, reflections,
// grounding, crisis replies and check-ins (tests/integration/crisis-check-in.test.ts has the
// answers to them), email. Every answer of the mood, reflection and grounding calls says its
// `safety`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailFromOutbox } from '../support/confirm-email';
import { HttpClient } from '../support/http-client';
import { recipientOf, waitForMail } from '../support/outbox';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const LIMIT =
  "You've used all of your free journeys for this month. Upgrade to Trailblazer for unlimited journeys.";

describe.each(availableDatabaseKinds())('journeys on %s', (kind) => {
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer({ kind, env: { SIGNUPS_PER_HOUR_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(): Promise<HttpClient> {
    const tab = new HttpClient(server.url);
    n += 1;
    const response = await tab.post('/api/auth/signup', {
      username: `walker${n}${kind}`,
      email: `walker${n}.${kind}@example.com`,
      password: 'secret-walker',
    });
    if (response.status !== 201)
      console.log(
        server.logs
          .filter((l) => l.includes('request failed') || l.includes('projection'))
          .join('\n'),
      );
    expect(response.status).toBe(201);
    return tab;
  }

  it('needs sign-in', async () => {
    const response = await new HttpClient(server.url).post('/api/mood-response', { mood: 'tired' });
    expect(response.status).toBe(401);
    expect(response.body.success).toBe(false);
  });

  it('answers a mood, a story, reflections and grounding tools', async () => {
    const tab = await signedIn();
    const mood = 'I feel stuck and tired, like walking through fog at work';
    const reply = await tab.post<{ response: string; safety: string }>('/api/mood-response', {
      mood,
    });
    expect(reply.body.response.length).toBeGreaterThan(20);
    expect(reply.body.safety).toBe('none');
    expect(reply.body).not.toHaveProperty('crisis');
    const journeyId = randomUUID();
    const story = await tab.post<{ title: string; content: string; journeyId: string }>(
      '/api/story',
      { mood, format: 'fable', journeyId },
    );
    expect(story.status).toBe(200);
    expect(story.body).toMatchObject({ safety: 'none' });
    expect(story.body.title.length).toBeGreaterThan(2);
    expect(story.body.content.split(/\s+/).length).toBeGreaterThanOrEqual(150);
    const initial = await tab.post<{ question: string; safety: string }>(
      '/api/reflection/initial',
      { journeyId, mood, storyFormat: 'fable', storyTitle: story.body.title },
    );
    expect(initial.body.question).toMatch(/\?/);
    expect(initial.body.safety).toBe('none');
    const follow = await tab.post<{ response: string; question: string; safety: string }>(
      '/api/reflection/followup',
      {
        journeyId,
        mood,
        storyFormat: 'fable',
        storyTitle: story.body.title,
        previousReflections: [
          // An everyday answer. "I keep waiting for permission to rest." was used here until the
          // meaning reader, retrained after the thirty-fourth round, flagged it; since the
          // thirty-sixth round (answers about rest) it is not flagged, and the crisis integration
          // test checks both.
          {
            question: initial.body.question,
            answer: 'I would like to rest more without feeling guilty about it.',
          },
        ],
      },
    );
    expect(follow.body.question).toMatch(/\?/);
    expect(follow.body.safety).toBe('none');
    expect(follow.body.response).not.toMatch(/^Thank you for telling me/);
    const tools = await tab.post<Record<string, unknown>>('/api/grounding-tools', {
      journeyId,
      mood,
      storyFormat: 'fable',
      storyTitle: story.body.title,
    });
    expect(tools.body).toMatchObject({
      quote: expect.any(String),
      quoteAuthor: expect.any(String),
      affirmations: expect.any(Array),
      safety: 'none',
    });
  });

  it('rejects an unknown format with 400', async () => {
    const tab = await signedIn();
    const response = await tab.post('/api/story', { mood: 'calm', format: 'limerick' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'Format must be fable, story or poem.',
    });
  });

  it('streams a story as server-sent events, title first', async () => {
    const tab = await signedIn();
    const response = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: tab.cookieHeader,
      },
      body: JSON.stringify({
        mood: 'hopeful but nervous about tomorrow',
        format: 'poem',
        journeyId: randomUUID(),
      }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(events[0]).toBe('start');
    expect(events[1]).toBe('title');
    expect(events.filter((e) => e === 'delta').length).toBeGreaterThan(10);
    expect(events[events.length - 1]).toBe('done');
  });

  it('counts a journey once per journeyId and shows it in the very next auth check', async () => {
    const tab = await signedIn();
    const journeyId = randomUUID();
    await tab.post('/api/story', { mood: 'restless', format: 'story', journeyId });
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 2 } });
    await tab.post('/api/story', { mood: 'restless', format: 'poem', journeyId });
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 2 } });
  });

  it('lets exactly 3 of 20 parallel first stories through for a fresh free user', async () => {
    const tab = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        tab.post('/api/story', {
          mood: 'a grey afternoon',
          format: 'fable',
          journeyId: randomUUID(),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 403)).toHaveLength(17);
    expect(results.find((r) => r.status === 403)?.body).toEqual({ success: false, message: LIMIT });
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 0 } });
  }, 60_000);

  it('meets crisis language with help, and an uncertain sign with a check-in, not a story', async () => {
    const tab = await signedIn();
    const crisis = await tab.post<{ safety: string; crisis: boolean; response: string }>(
      '/api/story',
      { mood: "I've been saving up my sleeping pills", format: 'fable', journeyId: randomUUID() },
    );
    expect(crisis.body).toMatchObject({ safety: 'crisis', crisis: true });
    expect(crisis.body.response).toMatch(/988|116 123/);
    expect(crisis.body).not.toHaveProperty('content');
    const response = await tab.post<{
      safety: string;
      crisis: boolean;
      response: string;
      resources: unknown[];
    }>('/api/story', {
      mood: "I don't want to wake up tomorrow, everyone would be better off without me",
      format: 'fable',
      journeyId: randomUUID(),
    });
    expect(response.body.safety).toBe('check-in');
    expect(response.body.crisis).toBe(true);
    expect(response.body.response).toMatch(/988|116 123/);
    expect(response.body).not.toHaveProperty('content');
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 3 } });
  });

  it('emails the journey to the person and completes it', async () => {
    const tab = await signedIn();
    await confirmEmailFromOutbox(tab, server.outboxDir, `walker${n}.${kind}@example.com`);
    const journeyId = randomUUID();
    const story = await tab.post<{ title: string; content: string }>('/api/story', {
      mood: 'grateful',
      format: 'poem',
      journeyId,
    });
    const response = await tab.post('/api/journeys/email', {
      journeyId,
      mood: 'grateful',
      storyFormat: 'poem',
      storyTitle: story.body.title,
      storyContent: story.body.content,
      initialReflection: 'What stayed with you?',
      reflectionQuestions: ['What stayed with you?'],
      reflectionAnswers: { 'What stayed with you?': 'The light at the end.' },
      timestamp: new Date().toISOString(),
    });
    expect(response.body).toEqual({ success: true, message: 'Journey emailed successfully!' });
    const mail = await waitForMail(
      server.outboxDir,
      (m) => recipientOf(m) === `walker${n}.${kind}@example.com` && /journey/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain(story.body.title);
    expect(mail.text).toContain('The light at the end.');
  });
});
