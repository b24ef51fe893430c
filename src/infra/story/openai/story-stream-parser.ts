// Turns the model's streamed text ("Title: …", a blank line, then the story) into story chunks:
// the title as soon as its line is complete, then every later piece of text at once, as it came.
// Only the title line is ever held back. Leading blank lines before the content are dropped.
import type { StoryChunk, StoryFormat } from '../../../app/story/storyteller.port';

/** A title longer than this is cut (later requests send it back, capped at 200). */
const TITLE_MAX = 120;
/** No newline after this many characters: the model wrote no title line. */
const TITLE_LINE_MAX = 300;

const FALLBACK_TITLES: Readonly<Record<StoryFormat, string>> = {
  fable: 'A Fable for You',
  story: 'A Story for You',
  poem: 'A Poem for You',
};

const TITLE_LABEL = /^title\s*[:：—–-]\s*/i;

/** The title on `line`, or undefined when the line is not a title (e.g. the story began). */
export function titleFrom(line: string): string | undefined {
  const bare = line
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/^[*_]+|[*_]+$/g, '')
    .trim();
  const labelled = TITLE_LABEL.test(bare);
  const title = bare
    .replace(TITLE_LABEL, '')
    .replace(/^[*_]+|[*_]+$/g, '')
    .replace(/^["'“‘«]+|["'”’»]+$/g, '')
    .trim();
  if (title === '') return undefined;
  // Without the label, only a short line that does not read like a sentence counts as a title.
  if (!labelled && (title.length > 100 || title.split(/\s+/).length > 14 || /[.!?…]$/.test(title)))
    return undefined;
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}

export class StoryStreamParser {
  private head = '';
  private titled = false;
  private started = false;

  constructor(private readonly format: StoryFormat) {}

  /** Chunks for this piece of model text (none while the title line is still incomplete). */
  push(text: string): StoryChunk[] {
    if (this.titled) return this.content(text);
    this.head += text;
    const pending = this.head.replace(/^\s+/, '');
    const newline = pending.indexOf('\n');
    if (newline === -1) return pending.length > TITLE_LINE_MAX ? this.resolve(pending, true) : [];
    return this.resolve(pending, false, newline);
  }

  /** Chunks left when the model has finished (then `hasContent` tells whether any came). */
  end(): StoryChunk[] {
    if (this.titled) return [];
    const pending = this.head.replace(/^\s+/, '');
    if (pending === '') return [];
    const title = titleFrom(pending);
    if (title !== undefined) {
      this.titled = true;
      return [{ type: 'title', title }];
    }
    return this.resolve(pending, true);
  }

  get hasTitle(): boolean {
    return this.titled;
  }

  get hasContent(): boolean {
    return this.started;
  }

  private resolve(pending: string, noTitleLine: boolean, newline = -1): StoryChunk[] {
    this.titled = true;
    this.head = '';
    const title = noTitleLine ? undefined : titleFrom(pending.slice(0, newline));
    if (title === undefined)
      return [{ type: 'title', title: FALLBACK_TITLES[this.format] }, ...this.content(pending)];
    return [{ type: 'title', title }, ...this.content(pending.slice(newline + 1))];
  }

  private content(text: string): StoryChunk[] {
    if (!this.started) {
      text = text.replace(/^\s+/, '');
      if (text === '') return [];
      this.started = true;
    }
    return text === '' ? [] : [{ type: 'delta', text }];
  }
}
