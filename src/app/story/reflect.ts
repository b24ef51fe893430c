// The reflection dialogue and its grounding tools (POST /api/reflection/initial, /followup,
// /grounding-tools). A message in crisis is answered with help at once, an uncertain one with a
// check-in; otherwise the call belongs to an open journey of the caller and spends one
// storyteller call. Every answer carries `safety`.
import type { GroundingTools } from '../../domain/story/grounding-tools';
import { requireOpenJourney } from '../allowance/journeys';
import { journeysErrors } from '../allowance/journeys.errors';
import { failWith } from '../shared/error-table';
import { journeyActor, spendAiBudget, type Caller, type JourneyCallDeps } from './journey-calls';
import type { CheckInReply, CrisisAnswer, DialogueTexts } from './safety.port';
import { screenDialogue, withThanks, type CheckInAnswered, type Screening } from './screening';
import {
  StorytellerError,
  type FollowUpReply,
  type FollowUpRequest,
  type GroundingRequest,
  type InitialReflectionReply,
  type InitialReflectionRequest,
} from './storyteller.port';

type InJourney<T> = T & { journeyId?: string } & CheckInAnswered;
type Safe<T> = T & { safety: 'none' };
/** Not the journey's next step: a check-in or crisis care. */
type Held = CheckInReply | CrisisAnswer;

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
  input: InJourney<unknown>,
  dialogue: DialogueTexts,
  ask: (screening: Extract<Screening, { go: true }>) => Promise<T>,
): Promise<Safe<T> | Held> {
  const actor = await journeyActor(deps, caller);
  const screening = await screenDialogue(deps.safety, dialogue, input);
  if (!screening.go) return screening.reply;
  await requireOpenJourney(deps.journeys, actor, input.journeyId);
  await spendAiBudget(deps, actor);
  return { ...(await unavailableOnFailure(ask(screening))), safety: 'none' };
}

/** The request as the storyteller reads it: without the journey and the check-in answer. */
function storytellerRequest<T extends object>(input: InJourney<T>): T {
  const { journeyId: _journey, checkIn: _answer, checkInRef: _ref, ...request } = input;
  return request as T;
}

export function askFirstQuestion(
  deps: JourneyCallDeps,
  caller: Caller,
  input: InJourney<InitialReflectionRequest>,
): Promise<Safe<InitialReflectionReply> | Held> {
  const request = storytellerRequest(input);
  return reflect(deps, caller, input, { earlier: [request.mood] }, () =>
    deps.storyteller.initialReflection(request),
  );
}

export function answerReflection(
  deps: JourneyCallDeps,
  caller: Caller,
  input: InJourney<FollowUpRequest>,
): Promise<Safe<FollowUpReply> | Held> {
  const request = storytellerRequest(input);
  // Every answer so far (the reply to "explore another aspect" too), the newest one also by the
  // second opinion; earlier ones were new, and checked, in earlier requests.
  const answers = request.previousReflections.map((reflection) => reflection.answer);
  const dialogue = {
    earlier: [request.mood, ...answers.slice(0, -1)],
    latest: answers[answers.length - 1],
  };
  return reflect(deps, caller, input, dialogue, async ({ thanks }) => {
    const reply = await deps.storyteller.followUp(request);
    return { ...reply, response: withThanks(thanks, reply.response) };
  });
}

export async function offerGroundingTools(
  deps: JourneyCallDeps & { crisisGroundingTools: () => GroundingTools },
  caller: Caller,
  input: InJourney<GroundingRequest>,
): Promise<Safe<GroundingTools> | (GroundingTools & Held)> {
  const request = storytellerRequest(input);
  const actor = await journeyActor(deps, caller);
  const last = request.lastReflection ? [request.lastReflection] : [];
  // In a journey, its texts were screened when they were new. Before any story (the calm tools
  // asked for after crisis care or a check-in on the mood) the mood is read as new, so a check-in
  // about it is met with the calm fixed tools again.
  const texts = input.journeyId
    ? { earlier: [request.mood, ...last] }
    : { earlier: last, latest: request.mood };
  const screening = await screenDialogue(deps.safety, texts, input);
  // Care (or a check-in) offers the grounding tools: calm fixed ones, not made from these words.
  if (!screening.go) return { ...deps.crisisGroundingTools(), ...screening.reply };
  await requireOpenJourney(deps.journeys, actor, input.journeyId);
  await spendAiBudget(deps, actor);
  return {
    ...(await unavailableOnFailure(deps.storyteller.groundingTools(request))),
    safety: 'none',
  };
}
