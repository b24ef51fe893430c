// Shared start-up for CLI tasks: settings (exit 1 naming the bad variable) and a logger.
import { loadConfig, type Config } from '../config/config';
import { createLogger, type Logger } from '../logging/logger';

export function cliContext(): { config: Config; logger: Logger } {
  try {
    const config = loadConfig();
    return { config, logger: createLogger({ level: config.LOG_LEVEL }) };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

export function fail(error: unknown): never {
  process.stderr.write(`${(error as Error).message ?? String(error)}\n`);
  process.exit(1);
}
