// The offline storyteller: a real generator with no network and no model. It speaks the same
// shapes as the storyteller port in src/app/story (a compile-time check there keeps them in step)
// but knows nothing of it. Deterministic for a given seed; without one, seeds come from
// `seedSource` (inject a random source in production; tests pass seeds).
import { chooseGroundingTools } from './grounding/grounding';
import type { GroundingTools } from '../../../domain/story/grounding-tools';
import type { StoryFormat } from '../../../domain/story/story-format';
import { composeFor, tonesFor } from './compose';
import { composeMoodReply } from './realise/mood-reply';
import { composeFollowUp, composeInitialQuestion, type ReflectionTurn } from './realise/reflection';
import { chunkText } from './text';
import { understand } from './understand/understand';

export type OfflineStoryChunk = { type: 'title'; title: string } | { type: 'delta'; text: string };

export interface OfflineStorytellerOptions {
  /** Where seeds come from when a story request has none. Default: Math.random. */
  seedSource?: () => number;
  /** Words per streamed delta (default 4). */
  wordsPerChunk?: number;
}

export class OfflineStoryteller {
  private readonly seedSource: () => number;
  private readonly wordsPerChunk: number;

  constructor(options: OfflineStorytellerOptions = {}) {
    this.seedSource = options.seedSource ?? (() => Math.floor(Math.random() * 0x1_0000_0000));
    this.wordsPerChunk = Math.max(1, options.wordsPerChunk ?? 4);
  }

  async moodResponse(input: { mood: string }): Promise<{ response: string }> {
    const u = understand(input.mood);
    return { response: composeMoodReply(u, tonesFor(u), input.mood) };
  }

  async *story(
    input: { mood: string; format: StoryFormat; seed?: number },
    options: { signal?: AbortSignal } = {},
  ): AsyncGenerator<OfflineStoryChunk, void, undefined> {
    const seed = input.seed ?? this.seedSource();
    const { title, content } = composeFor({ mood: input.mood, format: input.format, seed });
    options.signal?.throwIfAborted();
    yield { type: 'title', title };
    for (const text of chunkText(content, this.wordsPerChunk)) {
      options.signal?.throwIfAborted();
      yield { type: 'delta', text };
    }
  }

  async initialReflection(input: {
    mood: string;
    storyFormat: StoryFormat;
    storyTitle: string;
    storyContent?: string;
  }): Promise<{ question: string }> {
    return { question: composeInitialQuestion(input) };
  }

  async followUp(input: {
    mood: string;
    storyFormat: StoryFormat;
    storyTitle: string;
    previousReflections: readonly ReflectionTurn[];
  }): Promise<{ response: string; question: string }> {
    return composeFollowUp(input);
  }

  async groundingTools(input: {
    mood: string;
    storyFormat: StoryFormat;
    storyTitle: string;
    lastReflection?: string;
  }): Promise<GroundingTools> {
    return chooseGroundingTools(input);
  }
}
