// POST /api/mood-response: a short empathetic reply to how the person feels, or crisis care.
import { requireJourneyLeft } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { journeyActor, spendAiBudget, type Caller, type JourneyCallDeps } from './journey-calls';
import type { CrisisAnswer } from './safety.port';
import type { MoodReply } from './storyteller.port';

export async function replyToMood(
  deps: JourneyCallDeps,
  caller: Caller,
  input: { mood: string },
): Promise<MoodReply | CrisisAnswer> {
  const actor = await journeyActor(deps, caller);
  const crisis = await deps.safety.check(input.mood);
  if (crisis) return crisis;
  // A free person at 0 journeys cannot use the replies as a free chatbot.
  await requireJourneyLeft(deps.journeys, actor);
  await spendAiBudget(deps, actor);
  return deps.storyteller.moodResponse({ mood: input.mood }).catch(() => {
    throw failWith(journeysErrors, 'mood_failed');
  });
}
