// One server for the e2e run: builds the client if stale, starts the server, shares its URL.
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../../scripts/web-build';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  await buildWebIfStale();
  const server = await startServerProcess();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
