// Adding a module is adding one entry to the module list: a module declared here (settings slice,
// migration, projection, services, routes, an admin route, a raw-body webhook path, housekeeping)
// works end to end once it is in the list given to the server, with nothing else wired by hand.
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../../src/infra/config/config';
import { positiveInt } from '../../src/infra/config/platform-settings';
import { defineModule, type AnyModule } from '../../src/infra/modules/app-module';
import { appModules } from '../../src/infra/modules/app-modules';
import { openModules } from '../../src/infra/modules/open-modules';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

interface NotesServices {
  signUps(): Promise<number>;
}

declare module '../../src/infra/modules/app-module' {
  interface ModuleServices {
    notes: NotesServices;
  }
}

let housekeepingRuns = 0;
const hooks: string[] = [];

const notesModule = defineModule({
  name: 'notes',
  needs: ['accounts'],
  settings: z.object({ NOTES_PER_PAGE: positiveInt.default(5) }),
  migrations: [
    {
      name: '9001-notes-test',
      up: (knex) =>
        knex.schema.createTable('notes_sign_ups', (t) => {
          t.integer('user_id').primary();
        }),
      down: (knex) => knex.schema.dropTableIfExists('notes_sign_ups'),
    },
  ],
  projections: [
    {
      name: 'notes-sign-ups',
      tables: ['notes_sign_ups'],
      handles: ['UserSignedUp'],
      apply: async (trx, event) => {
        const { userId } = event.data as { userId: number };
        await trx('notes_sign_ups').insert({ user_id: userId }).onConflict('user_id').ignore();
      },
    },
  ],
  async create({ config, runtime, use }) {
    const accounts = use('accounts');
    const signUps = async () =>
      Number((await runtime.db.knex('notes_sign_ups').count({ n: '*' }))[0]!.n);
    return {
      services: { signUps },
      http: () => {
        const routes = new Router({ prefix: '/api/notes' });
        routes.get('/', async (ctx) => {
          ctx.body = { success: true, signUps: await signUps(), perPage: config.NOTES_PER_PAGE };
        });
        routes.post('/hook', async (ctx) => {
          let body = '';
          for await (const chunk of ctx.req) body += String(chunk);
          hooks.push(body);
          ctx.body = { received: true };
        });
        const admin = new Router();
        admin.get('/notes', async (ctx) => {
          ctx.body = {
            success: true,
            admin: await accounts.isAdmin(ctx.session!.userId as number),
          };
        });
        return { routers: [routes], adminRouters: [admin], rawBodyPaths: ['/api/notes/hook'] };
      },
      housekeeping: [{ name: 'notes', everyMs: 60_000, run: async () => void housekeepingRuns++ }],
    };
  },
});

const withNotes: readonly AnyModule[] = [...appModules, notesModule];

describe('one entry in the module list', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ modules: withNotes, env: { NOTES_PER_PAGE: '7' } });
  });
  afterAll(() => server?.close());

  const signUp = async (name: string) => {
    const tab = new HttpClient(server.url);
    const answer = await tab.post('/api/auth/signup', {
      username: name,
      email: `${name}@example.com`,
      password: 'a-good-password',
    });
    expect(answer.status).toBe(201);
    return tab;
  };

  it('parses its settings slice into the one config and names a bad value', () => {
    expect(server.config).toMatchObject({ NOTES_PER_PAGE: 7 });
    expect(() => loadConfig({ NOTES_PER_PAGE: 'many' }, withNotes)).toThrow(ConfigError);
    expect(() => loadConfig({ NOTES_PER_PAGE: 'many' }, withNotes)).toThrow(/NOTES_PER_PAGE/);
  });

  it('runs its migration and projection, and offers its services without HTTP', async () => {
    const tab = await signUp('notewriter');
    const answer = await tab.get('/api/notes');
    expect(answer.body).toEqual({ success: true, signUps: 1, perPage: 7 });
    expect(await server.modules.use('notes').signUps()).toBe(1);
    expect(housekeepingRuns).toBeGreaterThanOrEqual(1);
  });

  it('puts its admin routes behind the one admin guard, in any spelling of the path', async () => {
    expect((await new HttpClient(server.url).get('/api/admin/notes')).status).toBe(401);
    const member = await signUp('notemember');
    expect((await member.get('/api/admin/notes')).status).toBe(403);
    expect((await member.get('/api/ADMIN/notes')).status).toBe(403);
    expect((await member.get('/api/%61dmin/notes')).status).toBe(403);
    await server.modules
      .use('accounts')
      .setAdminRole('notemember', true, { actor: 'test', correlationId: 'test' });
    const admitted = await member.get('/api/admin/notes');
    expect(admitted.status).toBe(200);
    expect(admitted.body).toEqual({ success: true, admin: true });
  });

  it('takes a raw body from another site only on its declared webhook path', async () => {
    const fromElsewhere = { Origin: 'https://payments.example', 'Content-Type': 'text/plain' };
    const hook = await fetch(`${server.url}/api/notes/hook`, {
      method: 'POST',
      headers: fromElsewhere,
      body: 't=1,v1=abc',
    });
    expect(hook.status).toBe(200);
    expect(hooks).toEqual(['t=1,v1=abc']);
    const other = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: fromElsewhere,
      body: 'x',
    });
    expect(other.status).toBe(403);
  });
});

describe('the module list is checked when it opens', () => {
  const context = { config: {}, runtime: {}, mailer: {} } as Parameters<typeof openModules>[1];
  const plain = (name: string, needs: string[] = [], use?: string) =>
    ({
      name,
      needs,
      create: async (module: { use(name: string): unknown }) => {
        if (use) module.use(use);
        return { services: {} };
      },
    }) as unknown as AnyModule;

  it('refuses a module before the modules it needs', async () => {
    await expect(openModules([plain('b', ['a']), plain('a')], context)).rejects.toThrow(
      'The module b needs a, which must come before it',
    );
  });

  it('refuses a name given twice', async () => {
    await expect(openModules([plain('a'), plain('a')], context)).rejects.toThrow(
      'The module list names a twice',
    );
  });

  it('refuses the services of a module not named in needs', async () => {
    await expect(openModules([plain('a'), plain('b', [], 'a')], context)).rejects.toThrow(
      'The module b uses a without naming it in needs',
    );
  });

  it('refuses a setting declared by two modules', () => {
    const twice = defineModule({
      name: 'notes',
      settings: z.object({ BCRYPT_COST: positiveInt.default(12) }),
      create: async () => ({ services: { signUps: async () => 0 } }),
    });
    expect(() => loadConfig({}, [...appModules, twice])).toThrow(
      'The setting BCRYPT_COST is declared twice (notes)',
    );
  });
});
