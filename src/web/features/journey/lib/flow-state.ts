// What the story flow keeps in browser storage: the flow state (story-flow key) and the journey
// record derived from it (journey-state key), per SPEC.md section 3.
import type { SnapshotFrom } from 'xstate';
import { FLOW_STEPS, type FlowStep, type Journey, type StoredFlowState } from '../journey.types';
import type { StoryFlowContext } from '../machines/story-flow.context';
import type { storyFlowMachine } from '../machines/story-flow.machine';

type StoryFlowSnapshot = SnapshotFrom<typeof storyFlowMachine>;

/** The step the flow is on (SPEC.md section 4): the top-level state. */
export function currentStep(snapshot: StoryFlowSnapshot): FlowStep {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return (FLOW_STEPS as readonly string[]).includes(top ?? '') ? (top as FlowStep) : 'mood';
}

export function toStoredFlow(snapshot: StoryFlowSnapshot): StoredFlowState {
  const c = snapshot.context;
  return {
    currentStep: currentStep(snapshot),
    mood: c.mood,
    selectedFormat: c.selectedFormat,
    generatedStory: c.generatedStory,
    reflectionQuestion: c.reflectionQuestion,
    reflectionAnswer: c.reflectionAnswer,
    reflectionDialogue: c.reflectionDialogue,
    isLoading: snapshot.hasTag('busy'),
    error: c.error,
    moodResponse: c.moodResponse,
    initialReflection: c.initialReflection,
    storyComplete: c.storyComplete,
    journeyId: c.journeyId,
    startedAt: c.startedAt,
    messages: c.messages,
    pendingCheckIn: c.pendingCheckIn,
    checkInAnswer: c.checkInAnswer,
    moodCheckIn: c.moodCheckIn,
  };
}

/**
 * The journey record: active once its story has arrived in full. reflectionAnswers holds the
 * initial question and its answer; the dialogue keeps the later turns.
 */
export function toJourney(c: StoryFlowContext): Journey {
  const story = c.storyComplete ? c.generatedStory : null;
  return {
    isActive: Boolean(story?.content),
    mood: c.mood,
    format: c.selectedFormat,
    storyTitle: story?.title ?? '',
    storyContent: story?.content ?? '',
    initialReflection: c.initialReflection,
    reflectionAnswers:
      c.initialReflection && c.reflectionAnswer
        ? { [c.initialReflection]: c.reflectionAnswer }
        : {},
    reflectionDialogue: c.reflectionDialogue,
    timestamp: c.startedAt,
    journeyId: c.journeyId,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored flow state that is whole enough to continue from, or null. */
export function parseStoredFlow(value: unknown): StoredFlowState | null {
  if (!isObject(value)) return null;
  if (!(FLOW_STEPS as readonly unknown[]).includes(value.currentStep)) return null;
  if (typeof value.mood !== 'string' || !Array.isArray(value.messages)) return null;
  if (!Array.isArray(value.reflectionDialogue)) return null;
  const messagesOk = value.messages.every(
    (m) => isObject(m) && typeof m.id === 'string' && typeof m.text === 'string',
  );
  return messagesOk ? (value as unknown as StoredFlowState) : null;
}

/** A stored journey record, or null when it is not one. */
export function parseJourney(value: unknown): Journey | null {
  if (!isObject(value)) return null;
  if (typeof value.isActive !== 'boolean' || typeof value.mood !== 'string') return null;
  if (typeof value.storyContent !== 'string' || typeof value.storyTitle !== 'string') return null;
  return {
    reflectionAnswers: {},
    reflectionDialogue: [],
    initialReflection: '',
    timestamp: '',
    journeyId: null,
    format: null,
    ...(value as Partial<Journey>),
  } as Journey;
}
