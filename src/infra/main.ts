// Server entry without the client build step (the production image builds the client once).
import { main } from './server';

await main();
