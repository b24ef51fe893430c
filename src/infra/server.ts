// Starts Lantern Tales: settings, database, event store, projections, HTTP. Stops gracefully on
// SIGTERM/SIGINT: no new connections, in-flight requests finish, then projections and database.
import http from 'node:http';
import type Router from '@koa/router';
import { loadConfig, type Config } from './config/config';
import type { Database } from './database/database';
import type { Mailer } from '../app/notifications/mailer.port';
import { createAccountsModule } from './accounts/accounts.module';
import { createSpeechModule } from './speech/speech.module';
import { createJourneysModule } from './story/journeys.module';
import { createHttpApp, type HttpModule } from './http/create-http-app';
import { createMailer } from './notifications/create-mailer';
import { createLogger, type Logger } from './logging/logger';
import { createRuntime, type Runtime } from './runtime';

export interface RunningServer {
  url: string;
  runtime: Runtime;
  server: http.Server;
  stop(): Promise<void>;
}

/** Every module's HTTP part. Modules are added here as they arrive. */
export async function createModules(runtime: Runtime, mailer: Mailer): Promise<HttpModule[]> {
  const accounts = await createAccountsModule(runtime, mailer);
  accounts.startHousekeeping();
  return [
    {
      keys: accounts.sessionKeys,
      middleware: accounts.middleware,
      routers: accounts.routers,
      close: accounts.close,
    },
    createJourneysModule(runtime, accounts.deps),
    createSpeechModule(runtime),
  ];
}

export interface StartOptions {
  webRoot?: string;
  /** An already-open database (tests). */
  db?: Database;
  /** Extra routers (tests). */
  routers?: Router[];
  /** Mail adapter (tests); default from SMTP_URL or the outbox. */
  mailer?: Mailer;
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const runtime = await createRuntime(config, logger, {
    runProjections: config.PROJECTIONS_IN_PROCESS,
    db: options.db,
  });
  const mailer = options.mailer ?? createMailer(config);
  let modules: HttpModule[];
  try {
    modules = [...(await createModules(runtime, mailer)), { routers: options.routers ?? [] }];
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const app = createHttpApp({ runtime, modules, webRoot: options.webRoot });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // PORT=0 (tests) picks a free port; APP_URL cannot know it.
  const url = config.PORT === 0 ? `http://localhost:${port}` : config.APP_URL;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = new Promise<void>((resolve) =>
        setTimeout(resolve, config.SHUTDOWN_TIMEOUT_MS).unref(),
      );
      await Promise.race([closed, timeout]);
      server.closeAllConnections();
      await Promise.all(modules.map((module) => module.close?.()));
      await runtime.close();
      await mailer.close();
    })();
    return stopping;
  };
  return { url, runtime, server, stop };
}

/** The process entry: exits non-zero with a clear message when start-up fails. */
export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const logger = createLogger({ level: config.LOG_LEVEL });
  let running: RunningServer;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    logger.fatal(
      { err: { type: (error as Error).name, message: (error as Error).message } },
      'start-up failed',
    );
    process.stderr.write(`Lantern Tales could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  logger.info({ url: running.url }, 'listening');
  process.stdout.write(`\nLantern Tales is running at ${running.url}\n\n`);
  // Ctrl+C reaches every process of the terminal's group, and npm and tsx pass it on again: the
  // first signal starts the shutdown, later ones must not kill the process while requests finish.
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.info({ signal }, 'already shutting down; finishing requests in flight');
      return;
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal);
}
