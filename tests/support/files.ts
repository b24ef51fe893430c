// Finds which files under a directory contain a string (as bytes), for privacy tests that grep
// DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';

export function filesContaining(dir: string, needle: string, skip?: string): string[] {
  const hits: string[] = [];
  const bytes = Buffer.from(needle, 'utf8');
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (full === skip) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && fs.readFileSync(full).includes(bytes)) hits.push(full);
    }
  };
  walk(dir);
  return hits;
}
