// What a linear text model reads: a sparse vector of hashed feature buckets.

/** A sparse feature vector: bucket indices (ascending, unique) and their values. */
export interface SparseVector {
  indices: Int32Array;
  values: Float32Array;
}

/** FNV-1a (32-bit) of a feature name: stable across machines and versions. */
export function hashFeature(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
