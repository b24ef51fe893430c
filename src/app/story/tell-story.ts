// POST /api/story: the journey starts with its story (one journey of the allowance), unless the
// mood needs a check-in (answered "no" with its ref, the story is told) or crisis care. The story comes as a stream of chunks the caller writes out as it
// likes (server-sent events, or collected into JSON); a story that fails on our side gives the
// journey back, one the reader walked away from does not.
import { randomUUID } from 'node:crypto';
import { giveBackJourney, startJourney } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { journeyActor, spendAiBudget, type Caller, type JourneyCallDeps } from './journey-calls';
import type { CheckInReply, CrisisAnswer } from './safety.port';
import { screenText, type CheckInAnswered } from './screening';
import { collectStory, type Story, type StoryChunk, type StoryFormat } from './storyteller.port';

export interface StoryUnderWay {
  journeyId: string;
  chunks: AsyncIterable<StoryChunk>;
  /** Gives the journey back, unless the reader went away (the signal was aborted). */
  giveBack(): Promise<void>;
}

export async function tellStory(
  deps: JourneyCallDeps,
  caller: Caller,
  input: { mood: string; format: StoryFormat; journeyId?: string } & CheckInAnswered,
  /** Aborted when the reader goes away: stop writing (and paying for) a story nobody reads. */
  signal: AbortSignal,
): Promise<StoryUnderWay | CheckInReply | CrisisAnswer> {
  const actor = await journeyActor(deps, caller);
  const { mood, format, journeyId = randomUUID() } = input;
  const screening = await screenText(deps.safety, mood, input);
  if (!screening.go) return screening.reply;
  await spendAiBudget(deps, actor);
  await startJourney(deps.journeys, actor, journeyId, format);
  return {
    journeyId,
    chunks: deps.storyteller.story({ mood, format }, { signal }),
    giveBack: async () => {
      if (!signal.aborted) await giveBackJourney(deps.journeys, actor, journeyId);
    },
  };
}

/** The story as one JSON answer: collected, or the journey given back and a 503. */
export async function collectTold(
  told: StoryUnderWay,
): Promise<Story & { journeyId: string; safety: 'none' }> {
  try {
    return { ...(await collectStory(told.chunks)), journeyId: told.journeyId, safety: 'none' };
  } catch {
    await told.giveBack();
    throw failWith(journeysErrors, 'story_failed');
  }
}
