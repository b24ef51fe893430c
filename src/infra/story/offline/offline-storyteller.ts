// The offline storyteller: no network and no model. It reads the mood (a MoodReader: feeling,
// situation, register), chooses a whole piece of the library written by the team for it, and
// fills the piece's slots with the person's own details, every typo corrected or left out. It
// speaks the same shapes as the storyteller port in src/app/story (a compile-time check there
// keeps them in step) but knows nothing of it. Deterministic for a given seed; without one, seeds
// come from `seedSource` (inject a random source in production; tests pass seeds).
import { chooseGroundingTools } from './grounding/grounding';
import type { GroundingTools } from '../../../domain/story/grounding-tools';
import type { StoryFormat } from '../../../domain/story/story-format';
import { choosePiece } from './library/choose-piece';
import { fillSlots, pieceText, slotValues, type SlotValues } from './library/fill-slots';
import { library, type Library } from './library/library';
import type { MoodReader, MoodReading, Piece } from './library/vocabulary';
import { composeMoodReply } from './realise/mood-reply';
import { composeFollowUp, composeInitialQuestion, type ReflectionTurn } from './realise/reflection';
import { chunkText } from './text';
import { checkSpelling, type SpellChecker } from './understand/spelling';
import { MOOD_READ_LIMIT, understand } from './understand/understand';
import { createWordMoodReader } from './understand/word-mood-reader';

/** What the storyteller made of a mood: its reading and the details for the slots. */
export interface MoodRead {
  reading: MoodReading;
  values: SlotValues;
  /** The mood as read: typos surely corrected. */
  text: string;
  /** Someone or a pet was lost, as the words tell it. */
  namesLoss: boolean;
  /** The mood names no feeling at all. */
  unnamed: boolean;
}

/** A written piece for a mood: the chosen piece with its slots filled. */
export interface WrittenPiece {
  piece: Piece;
  title: string;
  content: string;
}

export type OfflineStoryChunk = { type: 'title'; title: string } | { type: 'delta'; text: string };

export interface OfflineStorytellerOptions {
  /** Where seeds come from when a story request has none. Default: Math.random. */
  seedSource?: () => number;
  /** Words per streamed delta (default 4). */
  wordsPerChunk?: number;
  /** Reads a mood's feeling, situation and register. Default: the word-based reader
   *  (understand/word-mood-reader.ts), which names no situation. */
  moodReader?: MoodReader;
  /** The pieces (default: library/pieces, loaded once). */
  library?: Library;
  /** The spell checker for typos (default: the British and American dictionaries). */
  spellChecker?: SpellChecker;
}

export class OfflineStoryteller {
  private readonly seedSource: () => number;
  private readonly wordsPerChunk: number;
  private readonly moodReader: MoodReader;
  private readonly library: Library;
  private readonly spellChecker: SpellChecker | undefined;

  constructor(options: OfflineStorytellerOptions = {}) {
    this.seedSource = options.seedSource ?? (() => Math.floor(Math.random() * 0x1_0000_0000));
    this.wordsPerChunk = Math.max(1, options.wordsPerChunk ?? 4);
    this.moodReader = options.moodReader ?? createWordMoodReader();
    this.library = options.library ?? library();
    this.spellChecker = options.spellChecker;
  }

  /** The reading of a mood and the details for its slots (typos corrected or left out). */
  async read(mood: string): Promise<MoodRead> {
    const spelling = checkSpelling(mood.slice(0, MOOD_READ_LIMIT), this.spellChecker);
    const reading = await this.moodReader(spelling.text);
    const understanding = understand(spelling.text);
    const values = slotValues({
      understanding,
      reading,
      text: spelling.text,
      unsure: spelling.unsure,
    });
    return {
      reading,
      values,
      text: spelling.text,
      namesLoss: understanding.lost !== undefined,
      unnamed: understanding.kind === 'calm' && understanding.words.length === 0,
    };
  }

  /** The piece for a mood, format and seed, its slots filled. */
  async write(input: { mood: string; format: StoryFormat; seed: number }): Promise<WrittenPiece> {
    const { reading, values, namesLoss } = await this.read(input.mood);
    const piece = choosePiece(this.library, {
      reading,
      format: input.format,
      seed: input.seed,
      namesLoss,
    });
    const rendered = fillSlots(piece, values);
    return { piece, title: rendered.title, content: pieceText(rendered) };
  }

  async moodResponse(input: { mood: string }): Promise<{ response: string }> {
    const { reading, values, unnamed } = await this.read(input.mood);
    return { response: composeMoodReply({ reading, values, mood: input.mood, unnamed }) };
  }

  async *story(
    input: { mood: string; format: StoryFormat; seed?: number },
    options: { signal?: AbortSignal } = {},
  ): AsyncGenerator<OfflineStoryChunk, void, undefined> {
    const seed = input.seed ?? this.seedSource();
    const { title, content } = await this.write({ mood: input.mood, format: input.format, seed });
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
