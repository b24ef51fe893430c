// The reflection dialogue and its grounding tools (POST /api/reflection/initial, /followup,
// /grounding-tools). A message in crisis is answered with help at once; otherwise the call
// belongs to an open journey of the caller and spends one storyteller call.
import type { GroundingTools } from '../../domain/story/grounding-tools';
import { requireOpenJourney } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { journeyActor, spendAiBudget, type Caller, type JourneyCallDeps } from './journey-calls';
import type { CrisisAnswer, DialogueTexts } from './safety.port';
import {
  StorytellerError,
  type FollowUpReply,
  type FollowUpRequest,
  type GroundingRequest,
  type InitialReflectionReply,
  type InitialReflectionRequest,
} from './storyteller.port';

type InJourney<T> = T & { journeyId?: string };

/** A storyteller that cannot answer is a 503 with a gentle message, not a generic 500. */
async function unavailableOnFailure<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StorytellerError) throw failWith(journeysErrors, 'reflection_failed');
    throw error;
  }
}

async function reflect<T>(
  deps: JourneyCallDeps,
  caller: Caller,
  journeyId: string | undefined,
  dialogue: DialogueTexts,
  ask: () => Promise<T>,
): Promise<T | CrisisAnswer> {
  const actor = await journeyActor(deps, caller);
  const crisis = await deps.safety.checkDialogue(dialogue);
  if (crisis) return crisis;
  await requireOpenJourney(deps.journeys, actor, journeyId);
  await spendAiBudget(deps, actor);
  return unavailableOnFailure(ask());
}

export function askFirstQuestion(
  deps: JourneyCallDeps,
  caller: Caller,
  input: InJourney<InitialReflectionRequest>,
): Promise<InitialReflectionReply | CrisisAnswer> {
  const { journeyId, ...request } = input;
  return reflect(deps, caller, journeyId, { earlier: [request.mood] }, () =>
    deps.storyteller.initialReflection(request),
  );
}

export function answerReflection(
  deps: JourneyCallDeps,
  caller: Caller,
  input: InJourney<FollowUpRequest>,
): Promise<FollowUpReply | CrisisAnswer> {
  const { journeyId, ...request } = input;
  // Every answer so far (the reply to "explore another aspect" too), the newest one also by the
  // second opinion; earlier ones were new, and checked, in earlier requests.
  const answers = request.previousReflections.map((reflection) => reflection.answer);
  const dialogue = {
    earlier: [request.mood, ...answers.slice(0, -1)],
    latest: answers[answers.length - 1],
  };
  return reflect(deps, caller, journeyId, dialogue, () => deps.storyteller.followUp(request));
}

export async function offerGroundingTools(
  deps: JourneyCallDeps & { crisisGroundingTools: () => GroundingTools },
  caller: Caller,
  input: InJourney<GroundingRequest>,
): Promise<GroundingTools | (GroundingTools & CrisisAnswer)> {
  const { journeyId, ...request } = input;
  const actor = await journeyActor(deps, caller);
  const crisis = await deps.safety.checkDialogue({
    earlier: request.lastReflection ? [request.mood, request.lastReflection] : [request.mood],
  });
  // The crisis reply offers the grounding tools: calm fixed ones, not made from these words.
  if (crisis) return { ...deps.crisisGroundingTools(), ...crisis };
  await requireOpenJourney(deps.journeys, actor, journeyId);
  await spendAiBudget(deps, actor);
  return unavailableOnFailure(deps.storyteller.groundingTools(request));
}
