// Bundles support/speech-harness.tsx into one classic script (window.SpeechHarness) for the page.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

export async function buildSpeechHarness(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve(import.meta.dirname, '../../..'),
    plugins: [react()],
    // Vitest runs with NODE_ENV=test, so the React plugin emits development JSX: match it.
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve(import.meta.dirname, 'speech-harness.tsx'),
        formats: ['iife'],
        name: 'SpeechHarness',
        fileName: 'speech-harness',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('speech harness: no bundle produced');
  return chunk.code;
}
