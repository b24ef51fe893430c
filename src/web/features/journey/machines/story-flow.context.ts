// The story flow's context and events, and the pure updates the machine applies to the context
// (SPEC.md sections 3 and 4). Kept apart from the machine's states so each reads on its own.
import { JOURNEY_TEXT, type StoryFormat } from '../journey.constants';
import type {
  ChatMessage,
  CheckInAnswer,
  CheckInGiven,
  CheckInValue,
  CrisisAnswer,
  PendingCheckIn,
  DialogueEntry,
  FlowStep,
  GeneratedStory,
  MessageKind,
  StoredFlowState,
} from '../journey.types';
import type { FollowUpRequest } from '../api/journey.api';

export interface StoryFlowContext {
  mood: string;
  moodResponse: string;
  selectedFormat: StoryFormat | null;
  generatedStory: GeneratedStory | null;
  /** The story has finished streaming. */
  storyComplete: boolean;
  /** The first question about the story. */
  initialReflection: string;
  /** The question on screen now (the initial one, then the latest follow-up). */
  reflectionQuestion: string;
  /** The answer to the initial question. */
  reflectionAnswer: string;
  reflectionDialogue: DialogueEntry[];
  /** The flow error shown in the banner (a failed follow-up). */
  error: string | null;
  /** POST /api/story answered 403: no journeys left this month. */
  limitReached: boolean;
  /** The UUID sent with POST /api/story; created when the first format is chosen. */
  journeyId: string | null;
  /** ISO time of the first mood of this journey. */
  startedAt: string;
  messages: ChatMessage[];
  /** A check-in on screen, waiting for (or sending) the person's answer. */
  pendingCheckIn: PendingCheckIn | null;
  /** The answer to the check-in being sent again with the same words. */
  checkInAnswer: CheckInGiven | null;
  /** "No, not like that" about this mood: the story call carries it too. */
  moodCheckIn: CheckInGiven | null;
  /** The step to come back to after a reload (used once, at start). */
  restoreStep: FlowStep | null;
  createId: () => string;
  now: () => Date;
}

export type StoryFlowEvent =
  /** The chat input: a mood at the mood step, an answer in the reflection dialogue. */
  | { type: 'SUBMIT'; text: string }
  | { type: 'SELECT_FORMAT'; format: StoryFormat }
  | { type: 'STORY.START'; journeyId: string }
  | { type: 'STORY.TITLE'; title: string }
  | { type: 'STORY.DELTA'; text: string }
  | { type: 'STORY.DONE' }
  | { type: 'STORY.CRISIS'; crisis: CrisisAnswer }
  | { type: 'STORY.CHECK_IN'; checkIn: CheckInAnswer }
  /** A tap on one of the check-in's answers. */
  | { type: 'CHECK_IN'; answer: CheckInValue }
  | { type: 'STORY.LIMIT' }
  | { type: 'STORY.FAILED' }
  /** The chat has finished typing the story out. */
  | { type: 'STORY_TYPED' }
  /** The generic step transitions of SPEC.md section 4. */
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** Start new journey. */
  | { type: 'RESET' }
  | { type: 'DISMISS_ERROR' };

export type StoryFlowEmitted =
  /** Show the grounding card: always (`certain`), or with the follow-up chance. */
  | { type: 'grounding'; certain: boolean }
  /** The journeys left may have changed (a story started a journey, or none were left). */
  | { type: 'allowanceChanged' };

export interface StoryFlowInput {
  /** The stored flow state to continue from (after a reload). */
  restored?: StoredFlowState | null;
  createId?: () => string;
  now?: () => Date;
}

export const FOLLOW_UP_FAILURE =
  "I couldn't continue our reflection right now. Please try again in a moment.";

export function message(
  context: StoryFlowContext,
  role: ChatMessage['role'],
  text: string,
  kind: MessageKind = 'message',
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return { id: context.createId(), role, kind, text, complete: true, ...extra };
}

export function crisisMessage(context: StoryFlowContext, crisis: CrisisAnswer): ChatMessage {
  return message(context, 'ai', crisis.response, 'message', { resources: crisis.resources });
}

/** A check-in (the server is unsure and asks); read before crisis care (it has `crisis` too). */
export function isCheckIn(value: unknown): value is CheckInAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CheckInAnswer).safety === 'check-in' &&
    typeof (value as CheckInAnswer).checkIn?.ref === 'string'
  );
}

export function isCrisis(value: unknown): value is CrisisAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CrisisAnswer).crisis === true &&
    !isCheckIn(value)
  );
}

/** The check-in message (with its help lines and answers) and the check-in it leaves waiting. */
export function withCheckIn(
  context: StoryFlowContext,
  checkIn: CheckInAnswer,
  at: PendingCheckIn['at'],
): Partial<StoryFlowContext> {
  const asked = message(context, 'ai', checkIn.response, 'message', {
    resources: checkIn.resources,
    checkIn: { answers: checkIn.checkIn.answers },
  });
  return {
    messages: [...context.messages, asked],
    pendingCheckIn: {
      at,
      ref: checkIn.checkIn.ref,
      messageId: asked.id,
      answers: checkIn.checkIn.answers,
    },
    checkInAnswer: null,
  };
}

/** A tap on an answer: it shows as the person's message and goes with the re-sent request. */
export function withCheckInChosen(
  context: StoryFlowContext,
  answer: CheckInValue,
): Partial<StoryFlowContext> {
  const pending = context.pendingCheckIn;
  if (!pending) return {};
  const label = pending.answers.find((a) => a.value === answer)?.label ?? answer;
  const given = { checkIn: answer, checkInRef: pending.ref };
  return {
    checkInAnswer: given,
    ...(pending.at !== 'chat' && answer === 'no' ? { moodCheckIn: given } : {}),
    messages: [
      ...context.messages.map((m) =>
        m.id === pending.messageId && m.checkIn
          ? { ...m, checkIn: { ...m.checkIn, chosen: answer } }
          : m,
      ),
      message(context, 'user', label),
    ],
  };
}

/** The answer's request failed: the check-in can be answered again. */
export function withCheckInRetry(context: StoryFlowContext): Partial<StoryFlowContext> {
  const pending = context.pendingCheckIn;
  return {
    checkInAnswer: null,
    messages: context.messages.map((m) =>
      m.id === pending?.messageId && m.checkIn
        ? { ...m, checkIn: { answers: m.checkIn.answers } }
        : m,
    ),
  };
}

/** The answer has been answered: the check-in is settled. */
export const CHECK_IN_SETTLED: Partial<StoryFlowContext> = {
  pendingCheckIn: null,
  checkInAnswer: null,
};

/**
 * The question and answer pairs so far, for POST /api/reflection/followup. An answer that got a
 * crisis reply stays in the journey (and its email) but is not sent again: the server reads every
 * earlier answer for crisis language, so it would answer each later one with the crisis reply.
 */
export function previousReflections(
  context: StoryFlowContext,
): FollowUpRequest['previousReflections'] {
  const entries = context.reflectionDialogue;
  const turns: FollowUpRequest['previousReflections'] = [];
  if (!entries[0]?.crisis) {
    turns.push({ question: context.initialReflection, answer: context.reflectionAnswer });
  }
  entries.forEach((entry, index) => {
    if (entry.answer.trim() && !entries[index + 1]?.crisis) {
      turns.push({ question: entry.question, answer: entry.answer });
    }
  });
  return turns;
}

/**
 * A crisis reply to the latest answer: shown with its help lines, and kept as a turn of its own
 * (the question on screen stays open), so the next answer neither replaces the one that got the
 * reply nor lands on a question it did not answer.
 */
export function withCrisisTurn(
  context: StoryFlowContext,
  crisis: CrisisAnswer,
): Partial<StoryFlowContext> {
  return {
    reflectionDialogue: [
      ...context.reflectionDialogue,
      {
        question: context.reflectionQuestion,
        answer: '',
        aiResponse: crisis.response,
        crisis: true,
      },
    ],
    messages: [...context.messages, crisisMessage(context, crisis)],
  };
}

/** An answer in the dialogue: it goes on the open turn (the initial question before any turn). */
export function withDialogueAnswer(
  context: StoryFlowContext,
  text: string,
): Partial<StoryFlowContext> {
  const answer = text.trim();
  const entries = [...context.reflectionDialogue];
  const last = entries[entries.length - 1];
  if (!last) return { reflectionAnswer: answer };
  entries[entries.length - 1] = { ...last, answer };
  return { reflectionDialogue: entries };
}

/** Drops a story that never finished (its stream died with the page). */
export function withoutUnfinishedStory(context: StoryFlowContext): Partial<StoryFlowContext> {
  return {
    messages: context.messages.filter((m) => m.complete),
    ...(context.storyComplete ? {} : { generatedStory: null, selectedFormat: null }),
  };
}

export function freshContext(
  createId: () => string,
  now: () => Date,
  welcome: string,
): StoryFlowContext {
  const context: StoryFlowContext = {
    mood: '',
    moodResponse: '',
    selectedFormat: null,
    generatedStory: null,
    storyComplete: false,
    initialReflection: '',
    reflectionQuestion: '',
    reflectionAnswer: '',
    reflectionDialogue: [],
    error: null,
    limitReached: false,
    journeyId: null,
    startedAt: '',
    messages: [],
    pendingCheckIn: null,
    checkInAnswer: null,
    moodCheckIn: null,
    restoreStep: null,
    createId,
    now,
  };
  context.messages = [message(context, 'ai', welcome)];
  return context;
}

export function restoredContext(
  stored: StoredFlowState,
  createId: () => string,
  now: () => Date,
): StoryFlowContext {
  const context: StoryFlowContext = {
    mood: stored.mood,
    moodResponse: stored.moodResponse,
    selectedFormat: stored.selectedFormat,
    generatedStory: stored.generatedStory,
    storyComplete: stored.storyComplete,
    initialReflection: stored.initialReflection,
    reflectionQuestion: stored.reflectionQuestion,
    reflectionAnswer: stored.reflectionAnswer,
    reflectionDialogue: stored.reflectionDialogue,
    error: stored.error,
    limitReached: false,
    journeyId: stored.journeyId,
    startedAt: stored.startedAt,
    messages: stored.messages,
    pendingCheckIn: stored.pendingCheckIn ?? null,
    checkInAnswer: stored.checkInAnswer ?? null,
    moodCheckIn: stored.moodCheckIn ?? null,
    restoreStep: stored.currentStep,
    createId,
    now,
  };
  return { ...context, ...withoutUnfinishedStory(context) };
}

/** The latest story message still streaming in, if any. */
const streaming = (context: StoryFlowContext) =>
  context.messages.find((m) => m.kind === 'story' && !m.complete);

/** `event: title`: the story message appears with its title. */
export function withStoryTitle(
  context: StoryFlowContext,
  title: string,
): Partial<StoryFlowContext> {
  const existing = streaming(context);
  return {
    generatedStory: { title, content: context.generatedStory?.content ?? '' },
    storyComplete: false,
    messages: existing
      ? context.messages.map((m) => (m === existing ? { ...m, title } : m))
      : [...context.messages, message(context, 'ai', '', 'story', { title, complete: false })],
  };
}

/** `event: delta`: the story grows. */
export function withStoryDelta(context: StoryFlowContext, text: string): Partial<StoryFlowContext> {
  const story = {
    title: context.generatedStory?.title ?? '',
    content: (context.generatedStory?.content ?? '') + text,
  };
  const existing = streaming(context);
  return {
    generatedStory: story,
    messages: existing
      ? context.messages.map((m) => (m === existing ? { ...m, text: m.text + text } : m))
      : [
          ...context.messages,
          message(context, 'ai', text, 'story', { title: story.title, complete: false }),
        ],
  };
}

/** `event: done`: the story is whole. */
export function withStoryDone(context: StoryFlowContext): Partial<StoryFlowContext> {
  return {
    storyComplete: true,
    messages: context.messages.map((m) =>
      m.kind === 'story' && !m.complete ? { ...m, complete: true } : m,
    ),
  };
}

/** The story broke off: it goes, and the format can be chosen again. */
export function withoutStory(context: StoryFlowContext): Partial<StoryFlowContext> {
  return withoutUnfinishedStory({ ...context, storyComplete: false });
}

/** A follow-up reply and its question (or, when the questions have run out, another way in). */
export function withFollowUp(
  context: StoryFlowContext,
  output: { response: string; question?: string | null },
): Partial<StoryFlowContext> {
  const question = output.question?.trim() || JOURNEY_TEXT.exploreAnother;
  const reply = output.response.trim();
  return {
    reflectionQuestion: question,
    reflectionDialogue: [
      ...context.reflectionDialogue,
      { question, answer: '', aiResponse: reply },
    ],
    messages: [
      ...context.messages,
      ...(reply ? [message(context, 'ai', reply, 'reflection')] : []),
      message(context, 'ai', question, 'reflection'),
    ],
  };
}
