// The app heals by itself when its PostgreSQL restarts, goes away for a while, or is held back
// by someone's long transaction: no 500s, no app restart. Runs on a cluster of its own, which it
// restarts and stops under the running app.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, type JsonResponse } from '../support/http-client';
import { outboxMessages, recipientOf } from '../support/outbox';
import { startTestServerOn } from '../support/test-server-on';
import type { TestServer } from '../support/test-server';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';

const UNAVAILABLE = {
  success: false,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

const hasServerBinaries = postgresBinDir() !== undefined;
if (!hasServerBinaries) {
  console.warn(
    'Skipping the self-healing tests: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin ' +
      '(apt-get install postgresql).',
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries `attempt` until it returns a value, or fails after `timeoutMs` with the last answer. */
async function eventually<T>(
  what: string,
  timeoutMs: number,
  attempt: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (${last})`);
    await sleep(100);
  }
}

describe.skipIf(!hasServerBinaries)(
  'self-healing on server PostgreSQL (a cluster of its own)',
  () => {
    let postgres: ThrowawayPostgres;
    let server: TestServer;
    let counter = 0;
    const client = () => new HttpClient(server.url);
    const newPerson = (prefix: string) => {
      counter += 1;
      const username = `${prefix}${counter}`;
      return { username, email: `${username}@example.com`, password: 'a-good-password' };
    };
    const logIn = (username: string, password: string) =>
      client().post('/api/auth/login', { usernameOrEmail: username, password });

    /** A sign-up answer that is never a 500: 201, or a clear 503 while the database is away. */
    async function signUpUntilCreated(prefix: string, timeoutMs: number) {
      const statuses: number[] = [];
      const person = await eventually(`sign-up (${prefix})`, timeoutMs, async () => {
        const candidate = newPerson(prefix);
        const response = await client().post('/api/auth/signup', candidate);
        statuses.push(response.status);
        if (response.status === 503) expect(response.body).toEqual(UNAVAILABLE);
        return response.status === 201 ? candidate : undefined;
      });
      expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      return person;
    }

    /**
     * Waits for the read models to catch up (/readyz 200), then logs in once. Polling log-in
     * itself would spend the per-IP log-in budget on every early 401 and end in a 429.
     */
    async function logInOnceCaughtUp(what: string, person: { username: string; password: string }) {
      await eventually(what, 10_000, async () =>
        (await readiness()).status === 200 ? true : undefined,
      );
      const answer = await logIn(person.username, person.password);
      expect(answer.status).toBe(200);
    }

    async function resetLink(email: string): Promise<string> {
      const response = await client().post('/api/auth/password-reset-request', { email });
      expect(response.status).toBe(200);
      return eventually('reset email', 10_000, async () => {
        const mail = (await outboxMessages(server.outboxDir)).find(
          (m) => /Reset your/.test(m.subject ?? '') && recipientOf(m) === email,
        );
        const link = /\/reset-password\/(\S+)/.exec(mail?.text ?? '')?.[1];
        return link ? decodeURIComponent(link) : undefined;
      });
    }

    const readiness = () => client().get('/readyz');

    beforeAll(async () => {
      postgres = startThrowawayPostgres();
      server = await startTestServerOn(postgres.url);
    });
    afterAll(async () => {
      await server?.close();
      postgres?.destroy();
    });

    it('signs up, logs in and resets passwords after PostgreSQL restarts, without an app restart', async () => {
      const before = newPerson('before');
      expect((await client().post('/api/auth/signup', before)).status).toBe(201);
      expect((await logIn(before.username, before.password)).status).toBe(200);

      postgres.restart();
      const restarted = Date.now();

      const after = await signUpUntilCreated('after', 10_000);
      // The account must be usable, not only recorded: the read models caught up again.
      await logInOnceCaughtUp('read models caught up after the restart', after);
      expect(Date.now() - restarted).toBeLessThan(10_000);

      const token = await resetLink(before.email);
      const confirm = await client().post('/api/auth/password-reset-confirm', {
        token,
        newPassword: 'a-new-password',
      });
      expect(confirm.status).toBe(200);
      expect((await logIn(before.username, 'a-new-password')).status).toBe(200);

      await eventually('/readyz 200', 10_000, async () =>
        (await readiness()).status === 200 ? true : undefined,
      );
    }, 60_000);

    it('answers a quick, clear 503 while PostgreSQL is down, and recovers when it returns', async () => {
      const member = newPerson('member');
      const tab = client();
      expect((await tab.post('/api/auth/signup', member)).status).toBe(201);

      postgres.stop();
      try {
        const timed = async (request: () => Promise<JsonResponse>) => {
          const started = Date.now();
          const response = await request();
          return { response, ms: Date.now() - started };
        };
        // Long enough for every reconnect loop to back off a few times.
        const until = Date.now() + 3000;
        while (Date.now() < until) {
          const answers = [
            await timed(() => client().post('/api/auth/signup', newPerson('down'))),
            await timed(() => logIn(member.username, member.password)),
            await timed(() => tab.get('/api/auth/check')),
          ];
          for (const { response, ms } of answers) {
            expect(response.status).toBe(503);
            expect(response.body).toEqual(UNAVAILABLE);
            expect(ms).toBeLessThan(2000);
          }
          const ready = await timed(readiness);
          expect(ready.response.status).toBe(503);
          expect(ready.response.body).toMatchObject({ success: false, database: false });
          expect(ready.ms).toBeLessThan(2000);
          await sleep(250);
        }
      } finally {
        postgres.start();
      }

      const back = await signUpUntilCreated('back', 10_000);
      await logInOnceCaughtUp('read models caught up after PostgreSQL returned', back);
    }, 60_000);

    it('a long open transaction never turns a sign-up into a 500; /readyz says held back', async () => {
      // Anyone's transaction anywhere in the cluster holds back what the read models may see.
      const holder = new pg.Client({ connectionString: postgres.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select txid_current()');

        const person = newPerson('held');
        const signUp = await client().post('/api/auth/signup', person);
        // Answered from the command's own result: the account exists and this tab is signed in.
        expect(signUp.status).toBe(201);
        expect(signUp.body).toMatchObject({
          success: true,
          user: { username: person.username, email: person.email, isAdmin: false },
        });

        const ready = await readiness();
        expect(ready.status).toBe(503);
        expect(ready.body).toMatchObject({
          success: false,
          status: 'held_back',
          database: true,
          projections: false,
        });
        expect(String(ready.body.message)).toMatch(/long-running transaction/);

        // Once the hold is known, a write no longer waits out READ_YOUR_WRITES_TIMEOUT_MS for
        // read models that cannot move.
        const started = Date.now();
        const next = await client().post('/api/auth/signup', newPerson('held'));
        expect(next.status).toBe(201);
        expect(Date.now() - started).toBeLessThan(1500);

        await holder.query('commit');
        await logInOnceCaughtUp('read models caught up once the transaction ended', person);
      } finally {
        await holder.end().catch(() => undefined);
      }
    }, 60_000);
  },
);
