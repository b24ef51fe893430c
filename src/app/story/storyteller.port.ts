// The storyteller port: everything a journey asks of a writer (SPEC.md section 3, "AI responses"
// and "Grounding tools response"; section 7, "Story and reading"). Adapters: the offline
// storyteller (src/infra/story/offline, embedded default) and the OpenAI adapter (src/infra/story/openai).
//
// Streaming design. `story()` returns an async iterable of chunks: exactly one
// `{ type: 'title' }` chunk first, then `{ type: 'delta' }` chunks whose texts, concatenated,
// are the story's content. One iterable serves both answers of POST /api/story:
//   - streamed (Accept: text/event-stream): write each chunk as it arrives, e.g.
//       event: title\ndata: {"title":"…"}\n\n   then   event: delta\ndata: {"text":"…"}\n\n
//     and finish with `event: done`; on failure after the first byte, `event: error`.
//   - not streamed: `collectStory(storyteller.story(request))` gives `{ title, content }`.
// A model adapter can send the title as soon as the model has written it (e.g. a first line
// "Title: …") and pass the rest through as deltas, so the first words reach the browser early.
// Cancelling: pass `signal` (aborted when the client goes away); iteration then throws.
//
// Privacy: requests and results are journey content. Adapters must never log them, store them
// or put them in error messages (ARCHITECTURE.md, "Privacy, by construction").
import type { GroundingTools } from '../../domain/story/grounding-tools';
import type { StoryFormat } from '../../domain/story/story-format';

export type {
  BreathingExercise,
  BreathingStep,
  GroundingTools,
} from '../../domain/story/grounding-tools';
export type { StoryFormat } from '../../domain/story/story-format';

export interface MoodRequest {
  mood: string;
}

export interface MoodReply {
  response: string;
}

export interface StoryRequest {
  mood: string;
  format: StoryFormat;
  /** Makes the offline storyteller deterministic (tests); model adapters may ignore it. */
  seed?: number;
}

export type StoryChunk = { type: 'title'; title: string } | { type: 'delta'; text: string };

export interface StoryOptions {
  signal?: AbortSignal;
}

export interface Story {
  title: string;
  content: string;
}

export interface InitialReflectionRequest {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  /** Lets questions name the story's hero; the spec's request has no content, so it is optional. */
  storyContent?: string;
}

export interface InitialReflectionReply {
  question: string;
}

export interface ReflectionTurn {
  question: string;
  answer: string;
}

export interface FollowUpRequest {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  previousReflections: ReflectionTurn[];
}

export interface FollowUpReply {
  response: string;
  question: string;
}

export interface GroundingRequest {
  mood: string;
  storyFormat: StoryFormat;
  storyTitle: string;
  /** The person's last reflection answer, if any. */
  lastReflection?: string;
}

export interface Storyteller {
  moodResponse(request: MoodRequest): Promise<MoodReply>;
  story(request: StoryRequest, options?: StoryOptions): AsyncIterable<StoryChunk>;
  initialReflection(request: InitialReflectionRequest): Promise<InitialReflectionReply>;
  followUp(request: FollowUpRequest): Promise<FollowUpReply>;
  groundingTools(request: GroundingRequest): Promise<GroundingTools>;
}

export type StorytellerFailure =
  'unavailable' | 'rate_limited' | 'timeout' | 'invalid_output' | 'empty_story';

/** What adapters throw when they cannot answer. The message names the failure, never content. */
export class StorytellerError extends Error {
  override readonly name = 'StorytellerError';

  constructor(
    readonly failure: StorytellerFailure,
    message: string = `storyteller failed: ${failure}`,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Reads a story stream to the end: `{ title, content }` for the non-streamed answer. Throws a
 * StorytellerError when the stream breaks the contract (no title first, a second title, or no
 * content). */
export async function collectStory(chunks: AsyncIterable<StoryChunk>): Promise<Story> {
  let title: string | undefined;
  let content = '';
  for await (const chunk of chunks) {
    if (chunk.type === 'title') {
      if (title !== undefined || content !== '') {
        throw new StorytellerError(
          'invalid_output',
          'story stream: the title must come once, first',
        );
      }
      title = chunk.title.trim();
    } else {
      if (title === undefined)
        throw new StorytellerError('invalid_output', 'story stream: content before the title');
      content += chunk.text;
    }
  }
  if (title === undefined || title === '')
    throw new StorytellerError('invalid_output', 'story stream: no title');
  if (content.trim() === '') throw new StorytellerError('empty_story', 'story stream: no content');
  return { title, content: content.trim() };
}
