// Recomputes the hash chain of the whole event log and names every row that breaks it: a row
// whose contents changed, rows removed (a gap in the positions, a stream missing a revision),
// rows moved to another position (their hashes still chain, but from elsewhere in the log), and
// a chain head (event_chain) that does not match the last row.
import type { Knex } from 'knex';
import { asBuffer, CHAIN_COLUMNS, chainHash, GENESIS, type ChainRow } from './event-chain';

export type ChainFindingKind = 'changed' | 'removed' | 'reordered' | 'revision' | 'head';

export interface ChainFinding {
  kind: ChainFindingKind;
  /** The row named (its global position), when there is one. */
  position?: string;
  streamId?: string;
  message: string;
}

export interface ChainReport {
  checked: number;
  findings: ChainFinding[];
}

const PAGE = 1000;
// Beyond this many breaks the log is not worth explaining row by row.
const MAX_EXPLAINED = 1000;

interface Tail {
  last_position: string;
  last_hash: unknown;
}

export async function verifyChain(
  knex: Knex,
  onProgress: (checked: number) => void = () => undefined,
): Promise<ChainReport> {
  const positions: bigint[] = [];
  const streams: string[] = [];
  const hashes: Buffer[] = [];
  const breaks = new Map<number, ChainRow>();
  const findings: ChainFinding[] = [];
  const revisions = new Map<string, { revision: bigint; position: string }[]>();
  let after = -1n;
  for (;;) {
    const rows = (
      await knex.raw(
        `select ${CHAIN_COLUMNS} from events e where e.global_position > ?::bigint
         order by e.global_position limit ?`,
        [after.toString(), PAGE],
      )
    ).rows as (Omit<ChainRow, 'hash'> & { hash: unknown })[];
    if (rows.length === 0) break;
    for (const raw of rows) {
      const row: ChainRow = { ...raw, hash: asBuffer(raw.hash) };
      const index = positions.length;
      const previous = index === 0 ? GENESIS : hashes[index - 1]!;
      if (!chainHash(previous, row).equals(row.hash)) breaks.set(index, row);
      positions.push(BigInt(row.position));
      streams.push(row.streamId);
      hashes.push(row.hash);
      const ofStream = revisions.get(row.streamId) ?? [];
      if (ofStream.length === 0) revisions.set(row.streamId, ofStream);
      ofStream.push({ revision: BigInt(row.revision), position: row.position });
    }
    after = positions[positions.length - 1]!;
    onProgress(positions.length);
  }

  findings.push(...explainBreaks(positions, streams, hashes, breaks), ...checkRevisions(revisions));
  const tail = (
    (await knex.raw('select last_position::text, last_hash from event_chain')).rows as Tail[]
  )[0];
  findings.push(...checkHead(tail, positions, streams, hashes));
  return { checked: positions.length, findings };
}

/**
 * A stream holds revisions 0, 1, 2, ... in log order: a missing one is a removed event, one out
 * of order a reordering. (`revisions`: each stream's revisions and positions, in log order.)
 */
function checkRevisions(
  revisions: Map<string, { revision: bigint; position: string }[]>,
): ChainFinding[] {
  const findings: ChainFinding[] = [];
  for (const [streamId, rows] of revisions) {
    const sorted = [...rows].sort((a, b) => (a.revision < b.revision ? -1 : 1));
    let expected = 0n;
    for (const row of sorted) {
      if (row.revision > expected) {
        const missing =
          row.revision - expected === 1n ? `${expected}` : `${expected}-${row.revision - 1n}`;
        findings.push({
          kind: 'revision',
          position: row.position,
          streamId,
          message: `stream ${streamId}: revision ${missing} is missing before position ${row.position} (revision ${row.revision}): an event of this stream was removed`,
        });
      }
      expected = row.revision + 1n;
    }
    const back = rows.findIndex((row, i) => i > 0 && row.revision < rows[i - 1]!.revision);
    if (back > 0) {
      const row = rows[back]!;
      findings.push({
        kind: 'revision',
        position: row.position,
        streamId,
        message: `stream ${streamId}: revision ${row.revision} at position ${row.position} comes after revision ${rows[back - 1]!.revision}: events of this stream were reordered`,
      });
    }
  }
  return findings;
}

function explainBreaks(
  positions: bigint[],
  streams: string[],
  hashes: Buffer[],
  breaks: Map<number, ChainRow>,
): ChainFinding[] {
  if (breaks.size === 0) return [];
  const name = (index: number) => `position ${positions[index]} (stream ${streams[index]})`;
  if (breaks.size > MAX_EXPLAINED) {
    return [...breaks.keys()].slice(0, MAX_EXPLAINED).map((index) => ({
      kind: 'changed' as const,
      position: positions[index]!.toString(),
      streamId: streams[index],
      message: `${name(index)} does not chain from the row before it`,
    }));
  }
  // Where did each breaking row's hash come from? Its true predecessor, if it is still in the
  // log, is next to some break: a moved row's old neighbours break too.
  const candidates = new Map<number, Buffer>([[-1, GENESIS]]);
  for (const index of breaks.keys()) {
    candidates.set(index, hashes[index]!);
    if (index > 0) candidates.set(index - 1, hashes[index - 1]!);
  }
  const predecessor = new Map<number, number>();
  for (const [index, row] of breaks) {
    for (const [candidate, hash] of candidates) {
      if (candidate !== index - 1 && chainHash(hash, row).equals(row.hash)) {
        predecessor.set(index, candidate);
        break;
      }
    }
  }
  const findings: ChainFinding[] = [];
  const moved = movedRows(positions.length, breaks, predecessor);
  for (const [index, originalIndex] of [...moved].sort(([a], [b]) => a - b)) {
    findings.push({
      kind: 'reordered',
      position: positions[index]!.toString(),
      streamId: streams[index],
      message: `${name(index)} was moved: it was recorded at position ${positions[originalIndex]} (its hash chains from the event now at ${predecessor.has(index) ? describePredecessor(predecessor.get(index)!, positions) : `position ${positions[index - 1]}`})`,
    });
  }
  for (const [index] of breaks) {
    if (predecessor.has(index)) continue; // a moved row or a neighbour of one: explained above
    const gapStart = index > 0 ? positions[index - 1]! + 1n : 1n;
    const gapEnd = positions[index]! - 1n;
    if (gapEnd >= gapStart) {
      const missing = gapEnd === gapStart ? `${gapStart}` : `${gapStart}-${gapEnd}`;
      findings.push({
        kind: 'removed',
        position: missing,
        message: `position ${missing} was removed: ${name(index)} no longer chains from the event before it`,
      });
    } else {
      findings.push({
        kind: 'changed',
        position: positions[index]!.toString(),
        streamId: streams[index],
        message: `${name(index)} was changed: its contents do not match its hash${index > 0 ? ` (or the row before it, ${name(index - 1)}, was rewritten with a new hash)` : ''}`,
      });
    }
  }
  return findings;
}

function describePredecessor(index: number, positions: bigint[]): string {
  return index < 0 ? 'the start of the log' : `position ${positions[index]}`;
}

/**
 * Follows each row's true predecessor to rebuild the order the rows were chained in, and
 * returns the rows that sit elsewhere now: index -> the index they were recorded at.
 */
function movedRows(
  count: number,
  breaks: Map<number, ChainRow>,
  predecessor: Map<number, number>,
): Map<number, number> {
  const successor = new Map<number, number>();
  for (let index = 0; index < count; index++) {
    const before = breaks.has(index) ? predecessor.get(index) : index - 1;
    if (before !== undefined && !successor.has(before)) successor.set(before, index);
  }
  const order: number[] = [];
  const seen = new Set<number>();
  // Chain segments start at the log's start and at every row whose predecessor is gone.
  const starts = [-1, ...[...breaks.keys()].filter((index) => !predecessor.has(index))];
  for (const start of starts) {
    if (start >= 0) {
      if (seen.has(start)) continue;
      order.push(start);
      seen.add(start);
    }
    for (let next = successor.get(start); next !== undefined && !seen.has(next);) {
      order.push(next);
      seen.add(next);
      next = successor.get(next);
    }
  }
  const moved = new Map<number, number>();
  // Only a complete reconstruction says where each row was; otherwise name none as moved.
  if (order.length !== count) return moved;
  order.forEach((index, originalIndex) => {
    if (index !== originalIndex) moved.set(index, originalIndex);
  });
  return moved;
}

function checkHead(
  tail: Tail | undefined,
  positions: bigint[],
  streams: string[],
  hashes: Buffer[],
): ChainFinding[] {
  if (!tail) return [{ kind: 'head', message: 'event_chain has no head row' }];
  const lastIndex = positions.length - 1;
  const lastPosition = lastIndex >= 0 ? positions[lastIndex]! : 0n;
  const headPosition = BigInt(tail.last_position);
  const headHash = tail.last_hash === null ? GENESIS : asBuffer(tail.last_hash);
  if (headPosition > lastPosition) {
    const missing =
      headPosition === lastPosition + 1n
        ? `${headPosition}`
        : `${lastPosition + 1n}-${headPosition}`;
    return [
      {
        kind: 'removed',
        position: missing,
        message: `position ${missing} was removed from the end of the log: the chain head records position ${headPosition}`,
      },
    ];
  }
  const lastHash = lastIndex >= 0 ? hashes[lastIndex]! : GENESIS;
  if (headPosition === lastPosition && headHash.equals(lastHash)) return [];
  return [
    {
      kind: 'head',
      position: lastPosition.toString(),
      streamId: streams[lastIndex],
      message: `the chain head (position ${headPosition}) does not match the last event, position ${lastPosition} (stream ${streams[lastIndex]}): it was rewritten or added outside an append`,
    },
  ];
}
