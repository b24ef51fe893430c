// Privacy, by construction: a whole journey with a unique marker in the mood and the answers,
// emailed, leaves the marker nowhere but the email: not in events, tables, logs or DATA_DIR.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContaining } from '../support/files';
import { confirmEmailFromOutbox } from '../support/confirm-email';
import { HttpClient } from '../support/http-client';
import { recipientOf, waitForMail } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

describe('privacy of journeys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps no journey content anywhere on the server', async () => {
    const marker = `zebra-lantern-${randomUUID().slice(0, 8)}`;
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/signup', {
      username: 'Quill',
      email: 'quill@example.com',
      password: 'secret-quill',
    });
    await confirmEmailFromOutbox(tab, server.outboxDir, 'quill@example.com');
    const mood = `I feel ${marker} and a little lost today`;
    const journeyId = randomUUID();
    await tab.post('/api/mood-response', { mood });
    const streamed = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: tab.cookieHeader,
      },
      body: JSON.stringify({ mood, format: 'story', journeyId }),
    });
    const sse = await streamed.text();
    const title = JSON.parse(/event: title\ndata: (.*)\n/.exec(sse)?.[1] ?? '{}').title as string;
    const content = [...sse.matchAll(/event: delta\ndata: (.*)\n/g)]
      .map((m) => JSON.parse(m[1] ?? '{}').text as string)
      .join('');
    const initial = await tab.post<{ question: string }>('/api/reflection/initial', {
      journeyId,
      mood,
      storyFormat: 'story',
      storyTitle: title,
      storyContent: content,
    });
    const answer1 = `The ${marker} part was the quiet`;
    const follow = await tab.post<{ question: string }>('/api/reflection/followup', {
      journeyId,
      mood,
      storyFormat: 'story',
      storyTitle: title,
      previousReflections: [{ question: initial.body.question, answer: answer1 }],
    });
    const answer2 = `Maybe ${marker} means rest`;
    await tab.post('/api/reflection/followup', {
      journeyId,
      mood,
      storyFormat: 'story',
      storyTitle: title,
      previousReflections: [
        { question: initial.body.question, answer: answer1 },
        { question: follow.body.question, answer: answer2 },
      ],
    });
    await tab.post('/api/grounding-tools', {
      journeyId,
      mood,
      storyFormat: 'story',
      storyTitle: title,
      lastReflection: answer2,
    });
    const emailed = await tab.post('/api/journeys/email', {
      journeyId,
      mood,
      storyFormat: 'story',
      storyTitle: title,
      storyContent: content,
      initialReflection: initial.body.question,
      reflectionQuestions: [initial.body.question, follow.body.question],
      reflectionAnswers: { [initial.body.question]: answer1, dialogue_1: answer2 },
      timestamp: new Date().toISOString(),
    });
    expect(emailed.body.success).toBe(true);

    // The email has it (and is the only copy).
    const mail = await waitForMail(
      server.outboxDir,
      (m) => recipientOf(m) === 'quill@example.com' && (m.text ?? '').includes(marker),
    );
    expect(mail.text).toContain(answer2);

    // Not in the event store.
    const events = JSON.stringify(
      await server.db.knex('events').select('type', 'data', 'metadata'),
    );
    expect(events).toContain('JourneyStarted');
    expect(events).toContain('JourneyCompleted');
    expect(events).not.toContain(marker);
    expect(events).not.toContain(title);

    // Not in any table.
    const tables = (await server.db.knex.raw(
      `select tablename from pg_tables where schemaname = 'public'`,
    )) as { rows: { tablename: string }[] };
    for (const { tablename } of tables.rows) {
      const dump = JSON.stringify(await server.db.knex(tablename).select());
      expect(dump, `table ${tablename}`).not.toContain(marker);
    }

    // Not in the server's logs (at trace level).
    expect(server.logs.length).toBeGreaterThan(5);
    expect(server.logs.join('\n')).not.toContain(marker);

    // Not in DATA_DIR outside the outbox, once PostgreSQL has flushed everything to disk.
    await server.db.knex.raw('checkpoint');
    expect(filesContaining(server.dataDir, marker, server.outboxDir)).toEqual([]);
  });
});
