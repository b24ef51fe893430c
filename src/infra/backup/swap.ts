// Putting restored folders in place all or nothing: each is extracted into a sibling staging
// folder (same filesystem, so rename is atomic), then the old folders are renamed aside, the new
// ones renamed in, and the old ones removed last. A failure part-way renames everything back.
import fs from 'node:fs';

export function stagingPath(target: string, tag: string | number = process.pid): string {
  return `${target}.restoring-${tag}`;
}

/** Moves each staging folder onto its target; restores the old targets if any step fails. */
export function swapIntoPlace(moves: { staging: string; target: string }[]): void {
  const done: { target: string; aside?: string }[] = [];
  try {
    for (const { staging, target } of moves) {
      const aside = fs.existsSync(target) ? `${target}.replaced-${process.pid}` : undefined;
      if (aside) fs.renameSync(target, aside);
      done.push({ target, aside });
      fs.renameSync(staging, target);
    }
  } catch (error) {
    for (const { target, aside } of done.reverse()) {
      if (!aside) continue;
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(aside, target);
    }
    throw error;
  }
  for (const { aside } of done) if (aside) fs.rmSync(aside, { recursive: true, force: true });
}

/** Whether `dir` holds anything but the names in `ignore` (e.g. the data-dir lock file). */
export function hasContents(dir: string, ignore: string[] = []): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir).some((name) => !ignore.includes(name));
}
