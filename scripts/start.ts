// npm start: build the client when it is missing or stale, then start the server.
import { buildWebIfStale } from './web-build';
import { main } from '../src/infra/server';

try {
  await buildWebIfStale();
} catch (error) {
  process.stderr.write(`Lantern Tales could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
await main();
