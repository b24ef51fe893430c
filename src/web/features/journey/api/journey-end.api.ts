// Ending a journey (SPEC.md sections 4 and 7): email it, or end it without emailing. These load
// with the Active Journey bar on every page, so they read the answer by hand instead of pulling
// in the schema library.
import { apiRequest } from '../../../lib/api-client';
import type { EmailJourneyPayload } from '../journey.types';

/** Sends the journey to the signed-in user's email; only success or failure is read. */
export async function emailJourney(payload: EmailJourneyPayload): Promise<void> {
  const answer = await apiRequest<{ success?: unknown } | null>('/api/journeys/email', {
    method: 'POST',
    body: payload,
  });
  if (answer?.success !== true) throw new Error('The journey email was not sent');
}

/** Tells the server the journey ended without an email (it records only that it ended). */
export async function completeJourney(journeyId: string): Promise<void> {
  await apiRequest('/api/journeys/complete', { method: 'POST', body: { journeyId } });
}
