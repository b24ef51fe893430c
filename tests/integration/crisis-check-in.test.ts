// The three answers of the safety check through the API (issue 35; offline storyteller, PGlite):
// none, a check-in (an uncertain sign: asked directly, with answers to tap and the help lines)
// and crisis care. A check-in answered "no" (with its ref) goes on to the mood reply, the story
// and the next question, each with thanks; "yes" or "I'd rather not say" gets crisis care;
// explicit risk stays crisis whatever the answer; a "no" about some words never lets other words
// through; and every answer says its `safety`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_AFFIRMATIONS } from '../../src/infra/story/offline/grounding/crisis-grounding';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const MARKER = `Wrenfallow${randomUUID().slice(0, 8)}`;
const THANKS = 'Thank you for telling me, and for letting me ask.';
const QUESTION = 'Are you having any thoughts of ending your life, or of hurting yourself?';

interface Answer {
  safety?: 'none' | 'check-in' | 'crisis';
  crisis?: boolean;
  response: string;
  question?: string;
  title?: string;
  content?: string;
  resources?: { region: string; line: string }[];
  checkIn?: { question: string; answers: { value: string; label: string }[]; ref: string };
  affirmations?: string[];
}

// The first mood also loads the sentence encoder (seconds on a busy machine).
const SLOW = 120_000;

describe('check-ins through the journey API', () => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNUPS_PER_HOUR_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signedIn(): Promise<HttpClient> {
    const tab = new HttpClient(server.url);
    n += 1;
    const response = await tab.post('/api/auth/signup', {
      username: `wayfarer${n}`,
      email: `wayfarer${n}@example.com`,
      password: 'secret-wayfarer',
    });
    expect(response.status).toBe(201);
    return tab;
  }

  function expectCheckIn(body: Answer) {
    expect(body.safety).toBe('check-in');
    // Today's client knows crisis care only by `crisis`: it shows a check-in as care.
    expect(body.crisis).toBe(true);
    expect(body.checkIn?.question).toBe(QUESTION);
    expect(body.checkIn?.answers).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, not like that' },
      { value: 'rather_not_say', label: "I'd rather not say" },
    ]);
    expect(body.checkIn?.ref).toMatch(/^[\w-]{10,64}$/);
    expect(body.response).toContain(QUESTION);
    expect(body.response).toMatch(/988/);
    expect(body.resources?.length).toBeGreaterThan(0);
    expect(body.response).not.toContain(MARKER);
    expect(body).not.toHaveProperty('question');
    return body.checkIn!.ref;
  }

  function expectCrisis(body: Answer) {
    expect(body.safety).toBe('crisis');
    expect(body.crisis).toBe(true);
    expect(body.response).toMatch(/988|116 123/);
    expect(body.resources?.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('checkIn');
    expect(body).not.toHaveProperty('question');
    expect(body).not.toHaveProperty('content');
    expect(body.response).not.toContain(MARKER);
  }

  const uncertainMood = `everyone would be better off without me ${MARKER}`;

  it(
    'asks about an uncertain mood; "no" goes on to the mood reply and the story, with thanks',
    { timeout: SLOW },
    async () => {
      const tab = await signedIn();
      const asked = await tab.post<Answer>('/api/mood-response', { mood: uncertainMood });
      expect(asked.status).toBe(200);
      const ref = expectCheckIn(asked.body);
      // The story is not written past an unanswered check-in either.
      const journeyId = randomUUID();
      const noStory = await tab.post<Answer>('/api/story', {
        mood: uncertainMood,
        format: 'fable',
        journeyId,
      });
      expectCheckIn(noStory.body);
      expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 3 } });

      const reply = await tab.post<Answer>('/api/mood-response', {
        mood: uncertainMood,
        checkIn: 'no',
        checkInRef: ref,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.safety).toBe('none');
      expect(reply.body).not.toHaveProperty('crisis');
      expect(reply.body.response.startsWith(`${THANKS} `)).toBe(true);
      expect(reply.body.response.length).toBeGreaterThan(THANKS.length + 20);

      const story = await tab.post<Answer>('/api/story', {
        mood: uncertainMood,
        format: 'fable',
        journeyId,
        checkIn: 'no',
        checkInRef: ref,
      });
      expect(story.status).toBe(200);
      expect(story.body.safety).toBe('none');
      expect(story.body.title?.length).toBeGreaterThan(2);
      expect(story.body.content?.split(/\s+/).length).toBeGreaterThan(100);
      expect(story.body.content).not.toContain(MARKER);
      // The journey goes on: the mood, answered, is not asked about again.
      const initial = await tab.post<Answer>('/api/reflection/initial', {
        journeyId,
        mood: uncertainMood,
        storyFormat: 'fable',
        storyTitle: story.body.title,
      });
      expect(initial.body).toMatchObject({ safety: 'none', question: expect.stringMatching(/\?/) });
      const follow = await tab.post<Answer>('/api/reflection/followup', {
        journeyId,
        mood: uncertainMood,
        storyFormat: 'fable',
        storyTitle: story.body.title,
        previousReflections: [{ question: initial.body.question, answer: 'the fox was patient' }],
      });
      expect(follow.body).toMatchObject({ safety: 'none', question: expect.stringMatching(/\?/) });
      const tools = await tab.post<Answer>('/api/grounding-tools', {
        journeyId,
        mood: uncertainMood,
        storyFormat: 'fable',
        storyTitle: story.body.title,
      });
      expect(tools.body.safety).toBe('none');
      expect(tools.body.affirmations).not.toEqual(CRISIS_AFFIRMATIONS);
    },
  );

  it('gives crisis care after "yes" or "I\'d rather not say", and calm tools after it', async () => {
    const tab = await signedIn();
    const ref = expectCheckIn(
      (await tab.post<Answer>('/api/mood-response', { mood: uncertainMood })).body,
    );
    const yes = await tab.post<Answer>('/api/mood-response', {
      mood: uncertainMood,
      checkIn: 'yes',
      checkInRef: ref,
    });
    expectCrisis(yes.body);
    expect(yes.body.response).toMatch(/glad you told me/);
    expect(yes.body.response).toMatch(/will not write a story/);
    const ratherNot = await tab.post<Answer>('/api/mood-response', {
      mood: uncertainMood,
      checkIn: 'rather_not_say',
    });
    expectCrisis(ratherNot.body);
    expect(ratherNot.body.response).toMatch(/you do not have to say/);
    const story = await tab.post<Answer>('/api/story', {
      mood: uncertainMood,
      format: 'poem',
      journeyId: randomUUID(),
      checkIn: 'yes',
    });
    expectCrisis(story.body);
    // What the browser asks for after crisis care on the mood, before any story.
    const tools = await tab.post<Answer>('/api/grounding-tools', {
      mood: uncertainMood,
      storyFormat: 'story',
      storyTitle: 'A moment of calm',
      checkIn: 'yes',
    });
    expect(tools.status).toBe(200);
    expectCrisis(tools.body);
    expect(tools.body.affirmations).toEqual(CRISIS_AFFIRMATIONS);
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 3 } });
  });

  it('asks in the chat; "no" gets the next question with thanks, "yes" care without a word of the story', async () => {
    const tab = await signedIn();
    const journey = {
      journeyId: randomUUID(),
      mood: 'a bit flat today',
      storyFormat: 'fable',
      storyTitle: 'The Patient Heron',
    };
    expect((await tab.post('/api/story', { ...journey, format: 'fable' })).status).toBe(200);
    const turns = [
      { question: 'What stayed with you?', answer: 'the heron waited a long time' },
      {
        question: 'What would you tell the heron?',
        answer: `i feel like such a burden to everyone ${MARKER}`,
      },
    ];
    const asked = await tab.post<Answer>('/api/reflection/followup', {
      ...journey,
      previousReflections: turns,
    });
    const ref = expectCheckIn(asked.body);
    const next = await tab.post<Answer>('/api/reflection/followup', {
      ...journey,
      previousReflections: turns,
      checkIn: 'no',
      checkInRef: ref,
    });
    expect(next.status).toBe(200);
    expect(next.body.safety).toBe('none');
    expect(next.body.response.startsWith(THANKS)).toBe(true);
    expect(next.body.question).toMatch(/\?/);
    // The answer stays in the dialogue; the next answer is not asked about it again.
    const after = await tab.post<Answer>('/api/reflection/followup', {
      ...journey,
      previousReflections: [
        ...turns,
        { question: next.body.question, answer: 'maybe a walk by the river' },
      ],
    });
    expect(after.body).toMatchObject({ safety: 'none', question: expect.stringMatching(/\?/) });
    expect(after.body.response.startsWith(THANKS)).toBe(false);

    const yes = await tab.post<Answer>('/api/reflection/followup', {
      ...journey,
      previousReflections: turns,
      checkIn: 'yes',
      checkInRef: ref,
    });
    expectCrisis(yes.body);
    // In the chat the story already exists: care never says it will not write one.
    expect(yes.body.response).not.toMatch(/story/i);
    const tools = await tab.post<Answer>('/api/grounding-tools', {
      ...journey,
      lastReflection: turns[1]!.answer,
      checkIn: 'yes',
    });
    expectCrisis(tools.body);
    expect(tools.body.affirmations).toEqual(CRISIS_AFFIRMATIONS);
  });

  it('keeps explicit risk crisis: "no" cannot pass it, in the mood or in the chat', async () => {
    const tab = await signedIn();
    const explicit = `I never used to have suicidal thoughts but now I do ${MARKER}`;
    const first = await tab.post<Answer>('/api/mood-response', { mood: explicit });
    expectCrisis(first.body);
    // Not with the ref of a check-in about other words, nor with a made-up one.
    const ref = expectCheckIn(
      (await tab.post<Answer>('/api/mood-response', { mood: uncertainMood })).body,
    );
    for (const checkInRef of [ref, 'made-up-ref', undefined]) {
      const mood = await tab.post<Answer>('/api/mood-response', {
        mood: explicit,
        checkIn: 'no',
        checkInRef,
      });
      expectCrisis(mood.body);
      const story = await tab.post<Answer>('/api/story', {
        mood: explicit,
        format: 'story',
        journeyId: randomUUID(),
        checkIn: 'no',
        checkInRef,
      });
      expectCrisis(story.body);
    }
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { journeyCount: 3 } });

    const journey = {
      journeyId: randomUUID(),
      mood: 'tired after work',
      storyFormat: 'poem',
      storyTitle: 'The Lamp',
    };
    expect((await tab.post('/api/story', { ...journey, format: 'poem' })).status).toBe(200);
    const chat = await tab.post<Answer>('/api/reflection/followup', {
      ...journey,
      previousReflections: [{ question: 'What stayed with you?', answer: explicit }],
      checkIn: 'no',
      checkInRef: ref,
    });
    expectCrisis(chat.body);
    expect(chat.body.response).not.toMatch(/story/i);
  });

  it('never lets a "no" about some words pass other words', async () => {
    const tab = await signedIn();
    const ref = expectCheckIn(
      (await tab.post<Answer>('/api/mood-response', { mood: uncertainMood })).body,
    );
    const other = `i feel like such a burden to everyone ${MARKER}`;
    const asked = await tab.post<Answer>('/api/mood-response', {
      mood: other,
      checkIn: 'no',
      checkInRef: ref,
    });
    const otherRef = expectCheckIn(asked.body);
    expect(otherRef).not.toBe(ref);
    // "no" without a ref is not an answer to any check-in either.
    expectCheckIn(
      (await tab.post<Answer>('/api/mood-response', { mood: other, checkIn: 'no' })).body,
    );
    const story = await tab.post<Answer>('/api/story', {
      mood: other,
      format: 'fable',
      journeyId: randomUUID(),
      checkIn: 'no',
      checkInRef: ref,
    });
    expectCheckIn(story.body);
    const reply = await tab.post<Answer>('/api/mood-response', {
      mood: other,
      checkIn: 'no',
      checkInRef: otherRef,
    });
    expect(reply.body.safety).toBe('none');
  });

  it('rejects an answer it does not know with a clear message', async () => {
    const tab = await signedIn();
    const response = await tab.post('/api/mood-response', { mood: 'calm', checkIn: 'maybe' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'checkIn must be "yes", "no" or "rather_not_say".',
    });
  });

  it('keeps every word out of the logs', () => {
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(MARKER);
    expect(logs).not.toContain('better off without me');
    expect(logs).not.toContain('suicidal thoughts');
  });
});
