// Crisis screening of the whole dialogue through the API (offline storyteller, PGlite): every
// answer is screened, not only the newest; the reply to "explore another aspect" too; risk that
// builds across answers gets a check-in; grounding requests with crisis words get calm fixed
// tools beside crisis care; hard negatives pass; and none of the words reach the logs. The answers
// to check-ins are in crisis-check-in.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_AFFIRMATIONS } from '../../src/infra/story/offline/grounding/crisis-grounding';
import { detectCrisis } from '../../src/infra/story/safety/crisis-detector';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const MARKER = `Quillmarrow${randomUUID().slice(0, 8)}`;
const ANOTHER_ASPECT = 'Would you like to explore another aspect of this story?';

interface CrisisBody {
  safety?: 'none' | 'check-in' | 'crisis';
  crisis?: boolean;
  response: string;
  question?: string;
  resources?: { region: string; line: string }[];
}

describe('crisis screening of the dialogue', () => {
  let server: TestServer;
  let tab: HttpClient;

  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNUPS_PER_HOUR_PER_IP: '1000' } });
    tab = new HttpClient(server.url);
    const signup = await tab.post('/api/auth/signup', {
      username: 'lanternkeeper',
      email: 'lanternkeeper@example.com',
      password: 'secret-keeper',
    });
    expect(signup.status).toBe(201);
    // Reflections and grounding belong to a journey that has its story.
    const story = await tab.post('/api/story', {
      mood: journey.mood,
      format: journey.storyFormat,
      journeyId: journey.journeyId,
    });
    expect(story.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
  });

  const journey = {
    journeyId: randomUUID(),
    mood: 'a bit flat today',
    storyFormat: 'fable',
    storyTitle: 'The Patient Heron',
  };
  const followUp = (answers: { question?: string; answer: string }[]) =>
    tab.post<CrisisBody>('/api/reflection/followup', {
      ...journey,
      previousReflections: answers.map(({ question, answer }) => ({
        question: question ?? 'What stayed with you?',
        answer,
      })),
    });

  /** Crisis care, or (`tier`) a check-in: both carry the lines and no question of the dialogue. */
  function expectCrisisReply(body: CrisisBody, tier: 'crisis' | 'check-in' = 'crisis') {
    expect(body.safety).toBe(tier);
    expect(body.crisis).toBe(true);
    expect(body.response).toMatch(/988|116 123/);
    expect(body.resources?.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('question');
    expect(body.response).not.toContain(MARKER);
  }

  it('screens every answer, not only the newest one', async () => {
    const response = await followUp([
      { answer: `i have been saving up my sleeping pills ${MARKER}` },
      { answer: 'the heron waited a long time' },
    ]);
    expect(response.status).toBe(200);
    expectCrisisReply(response.body);
  });

  it('screens the reply to "explore another aspect"', async () => {
    const response = await followUp([
      { answer: 'the heron was patient' },
      {
        question: ANOTHER_ASPECT,
        answer: `no. i wrote letters to everyone saying goodbye ${MARKER}`,
      },
    ]);
    expectCrisisReply(response.body);
  });

  it('asks (a check-in) when risk builds across answers that each pass alone', async () => {
    const answers = [
      `things never get better for me ${MARKER}`,
      'i feel like such a waste of space',
      "I'm just so tired of everything",
    ];
    for (const answer of answers) {
      const alone = await followUp([{ answer }]);
      expect(alone.body.crisis, answer).toBeUndefined();
      expect(alone.body.safety, answer).toBe('none');
      expect(alone.body.question).toMatch(/\?/);
    }
    const together = await followUp(answers.map((answer) => ({ answer })));
    expectCrisisReply(together.body, 'check-in');
    // The browser replaces a flagged answer with the next one; a calmer answer goes on.
    const calmer = await followUp([
      { answer: answers[0]! },
      { answer: 'the heron made me think of my grandmother and her garden' },
    ]);
    expect(calmer.body.crisis).toBeUndefined();
    expect(calmer.body.safety).toBe('none');
    expect(calmer.body.question).toMatch(/\?/);
  });

  it('lets hard negatives through to the next question', async () => {
    const response = await followUp([
      { answer: 'this commute is murder and my laptop battery died' },
      { answer: 'I killed the interview though' },
      { answer: 'dying of boredom in meetings is the worst part of the week' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.crisis).toBeUndefined();
    expect(response.body.question).toMatch(/\?/);
  });

  it('answers grounding requests with crisis words with calm fixed tools and the lines', async () => {
    const afterAnswer = await tab.post<CrisisBody & { affirmations: string[]; quote: string }>(
      '/api/grounding-tools',
      { ...journey, lastReflection: `i am standing on the bridge right now ${MARKER}` },
    );
    expect(afterAnswer.status).toBe(200);
    expectCrisisReply(afterAnswer.body);
    expect(afterAnswer.body.affirmations).toEqual(CRISIS_AFFIRMATIONS);
    expect(afterAnswer.body.quote).toBeTruthy();
    // What the browser sends after a crisis reply (or a check-in) to the mood, before there is a
    // story: the mood is read as new, so its check-in comes with the calm fixed tools.
    const afterMood = await tab.post<CrisisBody & { affirmations: string[] }>(
      '/api/grounding-tools',
      {
        mood: `everyone would be better off without me ${MARKER}`,
        storyFormat: 'story',
        storyTitle: 'A moment of calm',
      },
    );
    expect(afterMood.body.safety).toBe('check-in');
    expect(afterMood.body.affirmations).toEqual(CRISIS_AFFIRMATIONS);
    const ordinary = await tab.post<Record<string, unknown>>('/api/grounding-tools', {
      ...journey,
      lastReflection: 'the heron reminded me to slow down',
    });
    expect(ordinary.body).not.toHaveProperty('crisis');
    expect(ordinary.body).toMatchObject({ safety: 'none' });
    expect(ordinary.body.affirmations).not.toEqual(CRISIS_AFFIRMATIONS);
  });

  it('screens the mood sent for the first question', async () => {
    const response = await tab.post<CrisisBody>('/api/reflection/initial', {
      ...journey,
      mood: `i keep a rope in my closet just in case ${MARKER}`,
    });
    expectCrisisReply(response.body);
  });

  it('recognises by its meaning a phrasing that shares no words with any rule, and asks', async () => {
    // Neither the rules nor the statistical reader flag this (checked below); the meaning reader,
    // which compares sentence embeddings with the labelled phrasings, does. Alone, it asks.
    const words = "i'd be happier not being alive";
    expect(detectCrisis(words).flagged).toBe(false);
    const response = await followUp([{ answer: words }]);
    expect(response.status).toBe(200);
    expectCrisisReply(response.body, 'check-in');
  });

  it('meets bad input with a clear message, not a 500', async () => {
    const wrongType = await tab.post('/api/reflection/followup', {
      ...journey,
      previousReflections: [{ question: 'What stayed with you?', answer: 42 }],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.success).toBe(false);
    expect(typeof wrongType.body.message).toBe('string');
    const tooLong = await followUp([{ answer: 'x'.repeat(2001) }]);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      success: false,
      message: 'Please keep answers under 2000 characters.',
    });
  });

  it('keeps every word of the dialogue out of the logs', () => {
    const logs = server.logs.join('\n');
    expect(logs).not.toContain(MARKER);
    for (const words of ['sleeping pills', 'waste of space', 'standing on the bridge', 'rope'])
      expect(logs).not.toContain(words);
  });
});
