// Starts Lantern Tales: settings, database, event store, projections, HTTP. Stops gracefully on
// SIGTERM/SIGINT: no new connections, in-flight requests finish, then projections and database.
import http from 'node:http';
import type Router from '@koa/router';
import { loadConfig, settingsSchema, type Config } from './config/config';
import { configOverview } from './config/config-overview';
import type { Database } from './database/database';
import type { Mailer } from '../app/notifications/mailer.port';
import { createHttpApp, type HttpModule } from './http/create-http-app';
import { platformHttp } from './http/platform-http';
import type { AnyModule } from './modules/app-module';
import { appModules } from './modules/app-modules';
import { startHousekeeping } from './modules/housekeeping';
import { errorsOf } from './modules/module-parts';
import { openModules, type OpenModules } from './modules/open-modules';
import { createMailer } from './notifications/create-mailer';
import { reportingMailer } from './notifications/reporting-mailer';
import { createLogger, type Logger } from './logging/logger';
import { createRuntime, type Runtime } from './runtime';

export interface RunningServer {
  url: string;
  config: Config;
  runtime: Runtime;
  /** The modules' services (use cases without HTTP), e.g. modules.use('accounts'). */
  modules: OpenModules;
  server: http.Server;
  stop(): Promise<void>;
}

export interface StartOptions {
  webRoot?: string;
  /** An already-open database (tests). */
  db?: Database;
  /** Extra routers (tests). */
  routers?: Router[];
  /** Mail adapter (tests); default from SMTP_URL or the outbox. */
  mailer?: Mailer;
  /** The app's modules (tests add one); default the module list. */
  modules?: readonly AnyModule[];
}

export async function startServer(
  config: Config,
  logger: Logger,
  options: StartOptions = {},
): Promise<RunningServer> {
  const moduleList = options.modules ?? appModules;
  const runtime = await createRuntime(config, logger, {
    runProjections: config.PROJECTIONS_IN_PROCESS,
    modules: moduleList,
    db: options.db,
  });
  // A message that cannot be sent is recorded in the error log (once the modules are open).
  let onMailFailure: ((category: string, error: unknown) => void) | null = null;
  const mailer = reportingMailer(
    options.mailer ?? createMailer(config),
    (email, error) => {
      runtime.metrics.mailSends.inc({ outcome: 'failed' });
      onMailFailure?.(email.category, error);
    },
    () => runtime.metrics.mailSends.inc({ outcome: 'sent' }),
  );
  let modules: OpenModules;
  let platform: Awaited<ReturnType<typeof platformHttp>>;
  try {
    modules = await openModules(moduleList, { config, runtime, mailer });
    const opened = modules;
    if (moduleList.some((module) => module.name === 'errors'))
      onMailFailure = (category, error) =>
        void opened.use('errors').recordServerError({
          errorType: 'api_error',
          message: `Mail not sent (${category}): ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown failure'}`,
          stack: error instanceof Error ? (error.stack ?? null) : null,
        });
    platform = await platformHttp(
      config,
      runtime.db,
      () => {
        const names = Object.keys(settingsSchema(moduleList).shape);
        let defaults: Record<string, unknown> = {};
        try {
          defaults = { ...loadConfig({ PORT: String(config.PORT) }, moduleList) };
        } catch {
          // a module whose settings need a value: compare with nothing
        }
        return configOverview(config as unknown as Record<string, unknown>, defaults, names);
      },
      runtime.changes,
    );
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const httpParts: HttpModule[] = [
    platform.http,
    ...modules.instances.flatMap(({ instance }) => instance.http?.() ?? []),
    { routers: options.routers ?? [] },
  ];
  const housekeeping = startHousekeeping(
    [
      ...platform.housekeeping,
      ...modules.instances.flatMap(({ instance }) => instance.housekeeping ?? []),
    ],
    logger,
  );
  for (const { instance } of modules.instances) instance.start?.();
  runtime.startReactors(modules.instances.flatMap(({ instance }) => instance.reactors ?? []));
  const app = createHttpApp({
    runtime,
    modules: httpParts,
    isAdmin: modules.use('accounts').isAdmin,
    errors: errorsOf(moduleList),
    webRoot: options.webRoot,
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
  } catch (error) {
    await housekeeping.stop();
    await modules.close();
    await runtime.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // PORT=0 (tests) picks a free port; APP_URL cannot know it.
  const url = config.PORT === 0 ? `http://localhost:${port}` : config.APP_URL;
  const anyHost = config.HOST === '0.0.0.0' || config.HOST === '::';
  const selfHost = anyHost
    ? '127.0.0.1'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  for (const { instance } of modules.instances)
    instance.listening?.({ origin: `http://${selfHost}:${port}` });
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
      await housekeeping.stop();
      await modules.close();
      await runtime.close();
      await mailer.close();
    })();
    return stopping;
  };
  return { url, config, runtime, modules, server, stop };
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
