// A whole journey for 50 people at once (issue 38): each signs up and confirms their address, then
// all of them at the same moment send a mood, get a story, the first question, three follow-ups,
// the grounding tools, email the journey and complete it, on the offline storyteller. Every call's
// time is printed per step beside the storyteller's own time for the same step (the same calls
// made in this process, one at a time, with no server): the difference is what the server adds.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { OfflineStoryteller } from '../../src/infra/story/offline/offline-storyteller';
import type { ServerProcess } from '../e2e/support/server-process';
import { HttpClient } from '../support/http-client';
import { outboxMessages, recipientOf } from '../support/outbox';
import { fmt, percentile } from './bench-utils';

export const JOURNEY_TARGET = { addedP99Ms: 100 };
const PEOPLE = Number(process.env.BENCH_JOURNEY_PEOPLE ?? 50);
const STEPS = ['mood', 'story', 'first question', 'follow-up', 'grounding', 'email', 'complete'];
const MOODS = [
  'Tired after a long week of deadlines, and I snapped at my partner last night.',
  'My grandad died on Sunday and I keep thinking of his garden.',
  'I passed my driving test this morning and I cannot stop smiling!',
  'Lonely since I moved to a new city for work; evenings are the hardest.',
  'Worried about my exam results next week, I barely sleep.',
];
const ANSWERS = [
  'The part where the fox waited felt like me.',
  'I think I need to let myself rest without earning it first.',
  'Maybe I could call my sister tonight.',
];

export interface JourneyFigures {
  rows: { step: string; calls: number; p50Ms: number; p99Ms: number; ownP99Ms: number }[];
  failed: number;
  addedP99Ms: number;
}

const CONFIRM_LINK = /\/confirm-email\/([A-Za-z0-9_-]+)/;

async function confirmedPerson(server: ServerProcess): Promise<HttpClient> {
  const tab = new HttpClient(server.url, { origin: server.url });
  const username = `walker${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const signup = await tab.post('/api/auth/signup', {
    username,
    email,
    password: `secret-${username}`,
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}`);
  const outbox = path.join(server.dataDir, 'outbox');
  for (let tries = 0; ; tries += 1) {
    const mail = (await outboxMessages(outbox)).find((m) => recipientOf(m) === email);
    const token = CONFIRM_LINK.exec(mail?.text ?? '')?.[1];
    if (token) {
      const confirmed = await tab.post('/api/auth/confirm-email', { token });
      if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
      return tab;
    }
    if (tries > 200) throw new Error(`no confirmation mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Timings = Map<string, number[]>;

async function timed<T extends { status: number }>(
  timings: Timings,
  step: string,
  call: () => Promise<T>,
  failures: string[],
): Promise<T> {
  const started = performance.now();
  const answer = await call();
  const list = timings.get(step) ?? [];
  list.push(performance.now() - started);
  timings.set(step, list);
  if (answer.status !== 200) failures.push(`${step}: ${answer.status}`);
  return answer;
}

/** One whole journey through the API, as the browser makes it (JSON story, no stream). */
async function journey(tab: HttpClient, index: number, timings: Timings, failures: string[]) {
  const mood = MOODS[index % MOODS.length]!;
  const format = (['fable', 'story', 'poem'] as const)[index % 3]!;
  const journeyId = randomUUID();
  const call = <T>(step: string, route: string, body: unknown) =>
    timed(timings, step, () => tab.post<T>(route, body), failures);
  await call('mood', '/api/mood-response', { mood });
  const story = await call<{ title: string; content: string }>('story', '/api/story', {
    mood,
    format,
    journeyId,
  });
  const { title = 'A story', content = '' } = story.body;
  const base = { journeyId, mood, storyFormat: format, storyTitle: title };
  const first = await call<{ question: string }>('first question', '/api/reflection/initial', {
    ...base,
    storyContent: content,
  });
  const turns = [{ question: first.body.question ?? 'What stayed with you?', answer: ANSWERS[0]! }];
  for (const answer of ANSWERS.slice(1).concat(ANSWERS[0]!)) {
    const next = await call<{ question: string }>('follow-up', '/api/reflection/followup', {
      ...base,
      previousReflections: turns,
    });
    turns.push({ question: next.body.question ?? 'And now?', answer });
  }
  await call('grounding', '/api/grounding-tools', { ...base, lastReflection: ANSWERS[2] });
  await call('email', '/api/journeys/email', {
    ...base,
    storyContent: content,
    initialReflection: turns[0]!.question,
    reflectionQuestions: turns.map((t) => t.question),
    reflectionAnswers: Object.fromEntries(turns.map((t, i) => [`dialogue_${i}`, t.answer])),
    timestamp: new Date().toISOString(),
  });
  await call('complete', '/api/journeys/complete', { journeyId });
}

/** The storyteller's own time per step: the same calls in this process, one at a time. */
async function storytellerTimings(): Promise<Timings> {
  const teller = new OfflineStoryteller();
  const timings: Timings = new Map();
  const time = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    const list = timings.get(step) ?? [];
    list.push(performance.now() - started);
    timings.set(step, list);
  };
  for (let i = 0; i < PEOPLE; i += 1) {
    const mood = MOODS[i % MOODS.length]!;
    const format = (['fable', 'story', 'poem'] as const)[i % 3]!;
    await time('mood', () => teller.moodResponse({ mood }));
    let title = '';
    await time('story', async () => {
      for await (const chunk of teller.story({ mood, format })) {
        if (chunk.type === 'title') title = chunk.title;
      }
    });
    const base = { mood, storyFormat: format, storyTitle: title };
    await time('first question', () => teller.initialReflection(base));
    const turns = [{ question: 'What stayed with you?', answer: ANSWERS[0]! }];
    for (const answer of ANSWERS) {
      await time('follow-up', () => teller.followUp({ ...base, previousReflections: turns }));
      turns.push({ question: 'And now?', answer });
    }
    await time('grounding', () => teller.groundingTools({ ...base, lastReflection: ANSWERS[2] }));
  }
  return timings;
}

export async function journeyLoad(server: ServerProcess): Promise<JourneyFigures> {
  const people: HttpClient[] = [];
  for (let i = 0; i < PEOPLE; i += 10)
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, PEOPLE - i) }, () => confirmedPerson(server)),
      )),
    );
  const warmUp = new Map();
  await journey(await confirmedPerson(server), 0, warmUp, []); // first compilations, not counted
  const own = await storytellerTimings();
  const timings: Timings = new Map();
  const failures: string[] = [];
  await Promise.all(people.map((tab, i) => journey(tab, i, timings, failures)));
  const rows = STEPS.map((step) => {
    const times = timings.get(step) ?? [];
    return {
      step,
      calls: times.length,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      ownP99Ms: percentile(own.get(step) ?? [0], 99),
    };
  });
  const addedP99Ms = Math.max(...rows.map((r) => r.p99Ms - r.ownP99Ms));
  return { rows, failed: failures.length, addedP99Ms };
}

export function printJourneyLoad(label: string, figures: JourneyFigures): void {
  console.log(`\n## A whole journey, ${label} (${PEOPLE} people at once, offline storyteller)`);
  console.log("| step | calls | p50 ms | p99 ms | storyteller's own p99 ms | p99 added ms |");
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of figures.rows)
    console.log(
      `| ${r.step} | ${r.calls} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${fmt(r.ownP99Ms)} | ${fmt(r.p99Ms - r.ownP99Ms)} |`,
    );
  console.log(
    `failed calls: ${figures.failed}; the most any step's p99 adds to the storyteller's: ${fmt(figures.addedP99Ms)} ms (target <= ${JOURNEY_TARGET.addedP99Ms})`,
  );
}

export const journeyMet = (figures: JourneyFigures) =>
  figures.failed === 0 && figures.addedP99Ms <= JOURNEY_TARGET.addedP99Ms;
