// The reactor runner: every handled event reaches the reactor at least once, in log order; its
// checkpoint survives a restart (nothing before it is done again); a failing reactor is retried
// and does not hold up another; a runner whose checkpoint was moved by another cannot move it.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '../../src/app/shared/event-store.port';
import type { Reactor } from '../../src/app/shared/reactor';
import { loadCheckpoints } from '../../src/projections/checkpoints';
import { reactorCheckpoint, ReactorRunner } from '../../src/infra/reactors/reactor-runner';
import {
  availableEventStoreFactories,
  type EventStoreHarness,
} from '../support/event-store-factories';
import { sleep } from '../support/event-store-helpers';

const note = (streamId: string, n: number) => ({
  id: randomUUID(),
  type: n % 2 ? 'Noted' : 'Ignored',
  data: { n, streamId },
  metadata: { actor: 'test', correlationId: 'c', causationId: null, schemaVersion: 1 },
});

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await sleep(20);
  }
}

describe.each(availableEventStoreFactories().filter((f) => f.kind !== 'eventstoredb'))(
  'reactor runner on $kind',
  (factory) => {
    let harness: EventStoreHarness;
    const runners: ReactorRunner[] = [];
    afterEach(async () => {
      for (const runner of runners.splice(0)) await runner.stop();
      await harness?.destroy();
    });

    const runnerFor = (reactor: Reactor, onError: (error: unknown) => void = () => {}) => {
      const runner = new ReactorRunner({
        knex: harness.db!.knex,
        store: harness.store,
        reactor,
        onError,
      });
      runners.push(runner);
      return runner;
    };
    const recorder = (name: string, seen: number[], fail?: () => boolean): Reactor => ({
      name,
      handles: ['Noted'],
      react: async (event: RecordedEvent) => {
        if (fail?.()) throw new Error('mail server away');
        seen.push((event.data as { n: number }).n);
      },
    });

    it('reacts to what it handles, in order, and resumes after a restart from its checkpoint', async () => {
      harness = await factory.create();
      const stream = `notes-${randomUUID()}`;
      await harness.store.append(
        stream,
        [1, 2, 3, 4, 5].map((n) => note(stream, n)),
        {
          expectedRevision: 'no_stream',
        },
      );
      const seen: number[] = [];
      const first = runnerFor(recorder('notes', seen));
      await first.start();
      await until(() => seen.length === 3);
      expect(seen).toEqual([1, 3, 5]);
      await first.stop();

      await harness.store.append(
        stream,
        [6, 7].map((n) => note(stream, n)),
        {
          expectedRevision: 4n,
        },
      );
      const second = runnerFor(recorder('notes', seen));
      await second.start();
      await until(() => seen.length === 4);
      await sleep(100);
      expect(seen).toEqual([1, 3, 5, 7]); // nothing before the checkpoint again
    });

    it('stops at once while a long reaction runs, without moving its checkpoint', async () => {
      harness = await factory.create();
      const stream = `notes-${randomUUID()}`;
      await harness.store.append(stream, [note(stream, 1)], { expectedRevision: 'no_stream' });
      // A reaction that goes on for minutes (a send to thousands), unless told to stop.
      let steps = 0;
      const errors: unknown[] = [];
      const long: Reactor = {
        name: 'long',
        handles: ['Noted'],
        react: async (_event, signal) => {
          for (let i = 0; i < 100_000; i++) {
            if (signal?.aborted) throw new Error('stopping');
            steps++;
            await sleep(10);
          }
        },
      };
      const runner = runnerFor(long, (error) => errors.push(error));
      await runner.start();
      await until(() => steps > 3);
      const stopping = Date.now();
      await runner.stop();
      expect(Date.now() - stopping).toBeLessThan(2000);
      const checkpoints = await loadCheckpoints(harness.db!.knex, [reactorCheckpoint(long)]);
      expect(checkpoints.get(reactorCheckpoint(long)) ?? START).toEqual(START);
      expect(errors).toEqual([]);
    });

    it('retries a failing reactor without holding up another', async () => {
      harness = await factory.create();
      const stream = `notes-${randomUUID()}`;
      let failures = 0;
      const flaky: number[] = [];
      const steady: number[] = [];
      const errors: unknown[] = [];
      await runnerFor(
        recorder('flaky', flaky, () => failures++ < 2),
        (error) => errors.push(error),
      ).start();
      await runnerFor(recorder('steady', steady)).start();
      await harness.store.append(
        stream,
        [1, 3].map((n) => note(stream, n)),
        {
          expectedRevision: 'no_stream',
        },
      );
      await until(() => steady.length === 2);
      await until(() => flaky.length === 2);
      expect(flaky).toEqual([1, 3]);
      expect(errors).toHaveLength(2);
      // The checkpoint moves just after the reaction (a crash in between repeats it): wait for it.
      await expect
        .poll(async () => {
          const checkpoints = await loadCheckpoints(harness.db!.knex, [
            reactorCheckpoint({ name: 'flaky' }),
            reactorCheckpoint({ name: 'steady' }),
          ]);
          return checkpoints.size === 2 && [...checkpoints.values()].every((p) => p.commit > 0n);
        })
        .toBe(true);
    });

    it('cannot move a checkpoint another runner moved first', async () => {
      harness = await factory.create();
      const stream = `notes-${randomUUID()}`;
      const seenA: number[] = [];
      const a = runnerFor(recorder('shared', seenA));
      await a.start();
      await harness.store.append(stream, [note(stream, 1)], { expectedRevision: 'no_stream' });
      await until(() => seenA.length === 1);
      // A second runner of the same reactor (a lease that changed hands) moves it on.
      await a.stop();
      const seenB: number[] = [];
      const b = runnerFor(recorder('shared', seenB));
      await b.start();
      const second = await harness.store.append(stream, [note(stream, 3)], {
        expectedRevision: 0n,
      });
      await until(() => seenB.length === 1);
      const name = reactorCheckpoint({ name: 'shared' });
      // The runner saves its checkpoint after the reaction returns: wait for the save itself.
      const checkpointOfB = async () => (await loadCheckpoints(harness.db!.knex, [name])).get(name);
      const deadline = Date.now() + 5000;
      while ((await checkpointOfB())?.commit !== second.position.commit) {
        if (Date.now() > deadline) throw new Error('checkpoint not saved within 5 s');
        await sleep(20);
      }
      const stored = (await checkpointOfB())!;
      // The first runner, still holding its old checkpoint, is refused.
      const errors: unknown[] = [];
      const stale = runnerFor(recorder('shared', seenA), (error) => errors.push(error));
      Object.assign(stale, { checkpoint: { commit: 0n, prepare: 0n } });
      await (stale as unknown as { handle(events: RecordedEvent[]): Promise<void> })
        .handle(await harness.store.readAll({ commit: 0n, prepare: 0n }, 100))
        .catch((error: unknown) => errors.push(error));
      expect(String(errors[0])).toMatch(/moved by another runner/);
      expect((await loadCheckpoints(harness.db!.knex, [name])).get(name)).toEqual(stored);
    });
  },
);
