// The app's event store checks every append against the event catalogue: a wrong shape or an
// unknown type is refused before anything is written; a right one is stored in its type's
// current schema version.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSchemaError } from '../../src/domain/shared/event-catalogue';
import { startTestServer, type TestServer } from '../support/test-server';

const metadata = { actor: 'test', correlationId: 'c', causationId: null, schemaVersion: 1 };

describe('appends checked against the event catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('refuses a wrong shape and writes nothing of the batch', async () => {
    const stream = `user-${900_000 + Math.floor(Math.random() * 1000)}`;
    const good = { id: randomUUID(), type: 'AdminGranted', data: { userId: 5 }, metadata };
    const bad = { id: randomUUID(), type: 'AdminRevoked', data: { userId: 'five' }, metadata };
    await expect(
      server.runtime.store.append(stream, [good, bad], { expectedRevision: 'no_stream' }),
    ).rejects.toThrow(EventSchemaError);
    expect(await server.runtime.store.readStream(stream)).toEqual([]);
  });

  it('refuses a type no module declares', async () => {
    await expect(
      server.runtime.store.append(
        'anything-1',
        [{ id: randomUUID(), type: 'Whatever', data: {}, metadata }],
        { expectedRevision: 'any' },
      ),
    ).rejects.toThrow('Whatever is not an event type of this app');
  });

  it("stores each event in its type's current version", async () => {
    const stream = `user-${910_000 + Math.floor(Math.random() * 1000)}`;
    const changed = {
      id: randomUUID(),
      type: 'PasswordChanged',
      data: { userId: 9, sealedPassword: 's', reason: 'user', changedAt: new Date().toISOString() },
      metadata,
    };
    await server.runtime.store.append(stream, [changed], { expectedRevision: 'no_stream' });
    const [stored] = await server.runtime.store.readStream(stream);
    expect(stored?.metadata.schemaVersion).toBe(2);
  });
});
