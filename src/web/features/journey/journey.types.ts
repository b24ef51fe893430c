// The journey's shapes (SPEC.md section 3): the journey record, the flow state, the chat, the AI
// answers and the grounding tools.
import type { StoryFormat } from './journey.constants';

export type { StoryFormat } from './journey.constants';

/** SPEC.md section 4, "Story flow": the steps. */
export const FLOW_STEPS = [
  'mood',
  'mood_response',
  'format',
  'story',
  'reflection',
  'dialogue',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export interface GeneratedStory {
  title: string;
  content: string;
}

/** One turn of the reflection dialogue: the AI's reply, its question, and the person's answer. */
export interface DialogueEntry {
  question: string;
  /** Empty until answered. */
  answer: string;
  aiResponse: string;
  /**
   * aiResponse is a crisis reply (with its help lines) to the answer before. No new question was
   * asked: `question` is the one still open, and the answer before is not sent to the AI again.
   */
  crisis?: true;
}

/** A help line as the server sends it (src/domain/story/safety/crisis-resources.ts). */
export interface CrisisResource {
  /** "US", "UK & Ireland", "Anywhere else" */
  region: string;
  /** How to reach the line: "988 Suicide & Crisis Lifeline (call or text 988)" */
  line: string;
}

/** What any journey endpoint answers when the words suggest a crisis (HTTP 200). */
export interface CrisisAnswer {
  crisis: true;
  safety?: 'crisis';
  category: string;
  response: string;
  resources: CrisisResource[];
}

export type CheckInValue = 'yes' | 'no' | 'rather_not_say';

export interface CheckInChoice {
  value: CheckInValue;
  label: string;
}

/** The check-in: the server is unsure and asks directly, with three answers to tap. */
export interface CheckInAnswer {
  safety: 'check-in';
  crisis: true;
  category?: string;
  response: string;
  resources: CrisisResource[];
  checkIn: { question: string; answers: CheckInChoice[]; ref: string };
}

/** Where a check-in was asked: the mood, the story call (about the mood) or the chat. */
export type CheckInPlace = 'mood' | 'story' | 'chat';

/** A check-in on screen waiting for an answer (kept across a reload). */
export interface PendingCheckIn {
  at: CheckInPlace;
  ref: string;
  /** The id of the chat message that asked. */
  messageId: string;
  answers: CheckInChoice[];
}

/** An answer given (sent with the re-sent request). */
export interface CheckInGiven {
  checkIn: CheckInValue;
  checkInRef: string;
}

/** How fast a message is typed: AI message 15, story 10, reflection 20 ms per character. */
export type MessageKind = 'message' | 'story' | 'reflection';

export interface ChatMessage {
  id: string;
  role: 'ai' | 'user';
  kind: MessageKind;
  text: string;
  /** The story's title (story messages). */
  title?: string;
  /** False while a story still streams in. */
  complete: boolean;
  /** Help lines shown under a crisis reply. */
  resources?: CrisisResource[];
  /** A check-in message: its answers (buttons) and the one chosen, once tapped. */
  checkIn?: { answers: CheckInChoice[]; chosen?: CheckInValue };
}

/**
 * SPEC.md section 3, "Journey": held in the browser under the journey-state key. `journeyId` is
 * the UUID the client created when the journey started (sent with POST /api/story).
 */
export interface Journey {
  isActive: boolean;
  mood: string;
  format: StoryFormat | null;
  storyTitle: string;
  storyContent: string;
  initialReflection: string;
  /** Question to answer (the initial question and its answer). */
  reflectionAnswers: Record<string, string>;
  reflectionDialogue: DialogueEntry[];
  /** ISO time the journey began. */
  timestamp: string;
  journeyId: string | null;
}

/**
 * SPEC.md section 3, "Flow state", as stored under the story-flow key, with what the chat needs
 * to come back after a reload: the transcript, the mood response, the journey id.
 */
export interface StoredFlowState {
  currentStep: FlowStep;
  mood: string;
  selectedFormat: StoryFormat | null;
  generatedStory: GeneratedStory | null;
  reflectionQuestion: string;
  reflectionAnswer: string;
  reflectionDialogue: DialogueEntry[];
  isLoading: boolean;
  error: string | null;
  moodResponse: string;
  initialReflection: string;
  storyComplete: boolean;
  journeyId: string | null;
  startedAt: string;
  messages: ChatMessage[];
  /** A check-in waiting for an answer. */
  pendingCheckIn?: PendingCheckIn | null;
  /** The answer being sent when the page went (sent again after the reload). */
  checkInAnswer?: CheckInGiven | null;
  /** "No, not like that" about the mood: sent again with the story (it screens the mood too). */
  moodCheckIn?: CheckInGiven | null;
}

export interface BreathingStep {
  name: string;
  instruction: string;
  /** Seconds. */
  duration: number;
}

export interface GroundingTools {
  quote: string;
  quoteAuthor: string;
  affirmations: string[];
  breathingExercise: { title: string; description: string; steps: BreathingStep[] };
}

/** SPEC.md section 3, "Email-journey payload" (plus the journey id, so the server can close it). */
export type { EmailJourneyPayload } from '../../../domain/story/email-journey-payload';
