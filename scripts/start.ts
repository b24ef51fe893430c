// npm start: build the client when it is missing or stale, then start the server.
import { buildWebIfStale } from './web-build';
import { main } from '../src/infra/server';

await buildWebIfStale();
await main();
