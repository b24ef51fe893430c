// The help lines the server is set to (GET /api/crisis-resources, from CRISIS_RESOURCES), for the
// "Need help now?" dialog. Any failure gives the built-in lines: help never waits on the network.
import { z } from 'zod';
import {
  DEFAULT_CRISIS_RESOURCES,
  type CrisisResource,
} from '../../domain/story/safety/crisis-resources';
import { apiRequest } from './api-client';

const answerSchema = z.object({
  resources: z.array(z.object({ region: z.string(), line: z.string().min(1) })).min(1),
});

export async function fetchHelpLines(): Promise<readonly CrisisResource[]> {
  try {
    const parsed = answerSchema.safeParse(await apiRequest('/api/crisis-resources'));
    return parsed.success ? parsed.data.resources : DEFAULT_CRISIS_RESOURCES;
  } catch {
    return DEFAULT_CRISIS_RESOURCES;
  }
}
