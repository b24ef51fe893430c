// A real server on a test database, with its log lines captured for assertions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type Router from '@koa/router';
import type { AnyModule } from '../../src/infra/modules/app-module';
import { appModules } from '../../src/infra/modules/app-modules';
import { loadConfig } from '../../src/infra/config/config';
import type { DatabaseKind } from '../../src/infra/database/database';
import { createLogger } from '../../src/infra/logging/logger';
import { startServer, type RunningServer } from '../../src/infra/server';
import { freePort } from './free-port';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer extends RunningServer {
  db: TestDatabase;
  /** DATA_DIR of this server (the PGlite directory, or a temp dir beside a server database). */
  dataDir: string;
  outboxDir: string;
  logs: string[];
  webRoot: string;
  close(): Promise<void>;
}

/** A tiny built client so SPA serving can be tested without running vite. */
function fixtureWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Lantern Tales</title><meta name="lantern-site-config" content="" /><div id="root"></div>',
  );
  fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  return root;
}

export async function startTestServer(
  options: {
    kind?: DatabaseKind;
    env?: Record<string, string>;
    routers?: Router[];
    /** The module list (default the app's). */
    modules?: readonly AnyModule[];
    /** A database to start on and to leave in place at close (a restart); default a new one. */
    db?: TestDatabase;
  } = {},
): Promise<TestServer> {
  const db = options.db ?? (await createTestDatabase(options.kind ?? 'pglite'));
  const ownsDatabase = !options.db;
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const port = await freePort();
  const dataDir =
    db.kind === 'pglite'
      ? db.location
      : ownsDatabase
        ? fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-data-'))
        : path.join(
            os.tmpdir(),
            `lantern-data-${Buffer.from(db.location).toString('base64url').slice(-24)}`,
          );
  const config = loadConfig(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      NODE_ENV: 'test',
      BCRYPT_COST: '10',
      ...options.env,
    },
    options.modules ?? appModules,
  );
  const logger = createLogger({ level: config.LOG_LEVEL, destination });
  const webRoot = fixtureWebRoot();
  const server = await startServer(config, logger, {
    db,
    webRoot,
    routers: options.routers,
    modules: options.modules,
  });
  return {
    ...server,
    db,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    logs,
    webRoot,
    close: async () => {
      await server.stop();
      fs.rmSync(webRoot, { recursive: true, force: true });
      if (!ownsDatabase) return;
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
