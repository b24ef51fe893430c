// Test-only bundle for tests/e2e/speech.e2e.ts (never part of the app): the read-aloud controls and
// the chunked player, mounted into a page of the running app so they run in real chromium against
// the real /api/tts. Built on the fly with Vite and served from the app's origin by page.route.
import { createRoot } from 'react-dom/client';
import { ReadAloudPassage } from '../../../src/web/features/speech/components/read-aloud-passage';
import { VoicePicker } from '../../../src/web/features/speech/components/voice-picker';
import type { ReadAloudKind } from '../../../src/web/features/speech/lib/speech-settings';

export {
  browserPlayerDeps,
  ChunkedPlayer,
  chunksOf,
} from '../../../src/web/features/speech/lib/chunked-player';

export function mount(element: HTMLElement, props: { text: string; kind: ReadAloudKind }): void {
  createRoot(element).render(
    <section aria-label="Read-aloud harness">
      <VoicePicker />
      <ReadAloudPassage text={props.text} kind={props.kind} />
    </section>,
  );
}
