// Runs a CLI command's function in this process, as the CLI would with these environment
// variables, and keeps what it wrote (a child process per run cost 10-20 s on a busy machine).
import { Writable } from 'node:stream';
import { loadConfig, type Config } from '../../src/infra/config/config';
import { createLogger, type Logger } from '../../src/infra/logging/logger';

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

export async function runInProcess(
  env: Record<string, string | undefined>,
  command: (io: {
    config: Config;
    logger: Logger;
    stdout: Writable;
    stderr: Writable;
  }) => Promise<number>,
): Promise<CliRun> {
  const [stdout, stderr] = [capture(), capture()];
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', ...env });
  const status = await command({
    config,
    logger: createLogger({ level: 'silent' }),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { status, stdout: stdout.text(), stderr: stderr.text() };
}
