// POST /api/mood-response: a short empathetic reply to how the person feels, a check-in when the
// words carry an uncertain sign, or crisis care.
import { requireJourneyLeft } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { journeyActor, spendAiBudget, type Caller, type JourneyCallDeps } from './journey-calls';
import type { CheckInReply, CrisisAnswer } from './safety.port';
import { screenText, withThanks, type CheckInAnswered } from './screening';
import type { MoodReply } from './storyteller.port';

export type MoodAnswer = (MoodReply & { safety: 'none' }) | CheckInReply | CrisisAnswer;

export async function replyToMood(
  deps: JourneyCallDeps,
  caller: Caller,
  input: { mood: string } & CheckInAnswered,
): Promise<MoodAnswer> {
  const actor = await journeyActor(deps, caller);
  const screening = await screenText(deps.safety, input.mood, input);
  if (!screening.go) return screening.reply;
  // A free person at 0 journeys cannot use the replies as a free chatbot.
  await requireJourneyLeft(deps.journeys, actor);
  await spendAiBudget(deps, actor);
  const reply = await deps.storyteller.moodResponse({ mood: input.mood }).catch(() => {
    throw failWith(journeysErrors, 'mood_failed');
  });
  return { ...reply, response: withThanks(screening.thanks, reply.response), safety: 'none' };
}
