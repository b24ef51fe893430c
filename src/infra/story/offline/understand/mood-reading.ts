// The mood reader: a mood's feeling, situation and register read by meaning. The mood goes through
// the sentence encoder the crisis detector already ships (safety/sentence-encoder.ts), and three
// softmax models over its embedding and its hashed words (mood-model.ts, trained by
// `npm run train:moods` on the tuning part of tests/fixtures/moods-real) read it. The glad
// register is used only when the register model is sure of it and sees nothing hard.
//
// It never throws: when the encoder or the model file fails, the mood is read by the word-based
// feeling reader (understand.ts) in the gentle register, with no situation.
import { loadModelFile } from '../../model-files';
import { embedSentences, type EmbedSentences } from '../../safety/sentence-encoder';
import { encoderInput } from '../../safety/examples/nearest-examples';
import { FEELINGS, type MoodReader, type MoodReading } from '../library/vocabulary';
import {
  decodeMoodModel,
  readMoodFromEmbedding,
  type MoodModel,
  type MoodModelFile,
} from './mood-model';
import { MOOD_READ_LIMIT, understand } from './understand';

let loaded: MoodModel | null = null;

/** The committed model, decoded once per process (throws when the file is missing or altered). */
export function moodModel(): MoodModel {
  loaded ??= decodeMoodModel(loadModelFile<MoodModelFile>('mood-reader.json'));
  return loaded;
}

/** The reading when meaning cannot be read: the words' feeling, gently, no situation. */
export function gentleReading(mood: string): MoodReading {
  let feeling: MoodReading['feeling'] = 'calm';
  try {
    const first = understand(mood).feelings[0];
    if (first && (FEELINGS as readonly string[]).includes(first)) feeling = first;
  } catch {
    // The word reader failed too: a calm, gentle reading is still a safe one.
  }
  return { feeling, situation: 'none', register: 'gentle' };
}

/** The text the models read: as the word reader reads it, at most MOOD_READ_LIMIT characters. */
export const moodText = (mood: string) =>
  mood.replace(/\s+/g, ' ').trim().slice(0, MOOD_READ_LIMIT);

export function createMoodReader(embed: EmbedSentences = embedSentences): MoodReader {
  return async (mood) => {
    const text = moodText(mood);
    if (!text) return gentleReading(mood);
    try {
      const model = moodModel();
      const [embedding] = await embed([encoderInput(text)]);
      if (!embedding || embedding.length !== model.mean.length) return gentleReading(mood);
      return readMoodFromEmbedding(model, text, embedding);
    } catch {
      return gentleReading(mood);
    }
  };
}
