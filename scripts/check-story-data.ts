// Checks the offline storyteller's written data against its schemas: every labelled mood
// (tests/fixtures/moods-real/*.jsonl) and every piece (src/infra/story/offline/library/pieces).
// Prints counts by situation and format, and each invalid line with its reason.
//   npx tsx scripts/check-story-data.ts
import fs from 'node:fs';
import path from 'node:path';
import {
  LabelledMood,
  PieceFile,
  SITUATIONS,
  type Piece,
} from '../src/infra/story/offline/library/vocabulary';

let bad = 0;
const moodsDir = 'tests/fixtures/moods-real';
const moodCount = new Map<string, number>();
const seen = new Set<string>();
for (const file of fs.readdirSync(moodsDir).filter((f) => f.endsWith('.jsonl'))) {
  const lines = fs.readFileSync(path.join(moodsDir, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      bad++;
      return console.log(`${file}:${i + 1}: not JSON`);
    }
    const result = LabelledMood.safeParse(parsed);
    if (!result.success) {
      bad++;
      return console.log(
        `${file}:${i + 1}: ${result.error.issues.map((x) => x.message).join('; ')}`,
      );
    }
    const key = result.data.text.trim().toLowerCase();
    if (seen.has(key)) {
      bad++;
      return console.log(`${file}:${i + 1}: duplicate text`);
    }
    seen.add(key);
    moodCount.set(result.data.situation, (moodCount.get(result.data.situation) ?? 0) + 1);
  });
}
const piecesDir = 'src/infra/story/offline/library/pieces';
const pieces: Piece[] = [];
const ids = new Set<string>();
for (const file of fs.readdirSync(piecesDir).filter((f) => f.endsWith('.json'))) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(piecesDir, file), 'utf8'));
  } catch (error) {
    bad++;
    console.log(`${file}: not JSON (${(error as Error).message})`);
    continue;
  }
  const result = PieceFile.safeParse(parsed);
  if (!result.success) {
    bad++;
    for (const issue of result.error.issues)
      console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    continue;
  }
  for (const piece of result.data) {
    if (ids.has(piece.id)) {
      bad++;
      console.log(`${file}: duplicate id ${piece.id}`);
    }
    ids.add(piece.id);
    pieces.push(piece);
  }
}
console.log(`moods: ${seen.size}`);
console.log(`pieces: ${pieces.length}`);
for (const situation of SITUATIONS) {
  const formats = ['fable', 'story', 'poem'].map(
    (f) => pieces.filter((p) => p.situation === situation && p.format === f).length,
  );
  console.log(
    `${situation.padEnd(18)} moods ${String(moodCount.get(situation) ?? 0).padStart(4)}  pieces fable/story/poem ${formats.join('/')}`,
  );
}
console.log(bad ? `${bad} problems` : 'all valid');
process.exit(bad ? 1 : 0);
