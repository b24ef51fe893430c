// The story flow's context and events, and the pure updates the machine applies to the context
// (SPEC.md sections 3 and 4). Kept apart from the machine's states so each reads on its own.
import { JOURNEY_TEXT, type StoryFormat } from '../journey.constants';
import type {
  ChatMessage,
  CrisisAnswer,
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

export function isCrisis(value: unknown): value is CrisisAnswer {
  return typeof value === 'object' && value !== null && (value as CrisisAnswer).crisis === true;
}

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
