// Per-dimension standardising of sentence embeddings: the readers keep the tuning set's mean and
// spread and remove them from every embedding before a linear model or a nearest-example vote
// reads it, so no dimension outweighs the others by its scale alone.

export interface Standardising {
  mean: ArrayLike<number>;
  spread: ArrayLike<number>;
}

/** Each dimension less its mean, over its spread. */
export function standardise(embedding: ArrayLike<number>, by: Standardising): Float64Array {
  const out = new Float64Array(embedding.length);
  for (let d = 0; d < embedding.length; d += 1)
    out[d] = (embedding[d]! - by.mean[d]!) / by.spread[d]!;
  return out;
}

/** The mean and spread (standard deviation, 1 where a dimension never varies) of embeddings. */
export function meanAndSpread(embeddings: readonly ArrayLike<number>[]): {
  mean: number[];
  spread: number[];
} {
  const n = embeddings.length;
  const dimensions = embeddings[0]?.length ?? 0;
  const mean = Array.from({ length: dimensions }, (_, d) => {
    let sum = 0;
    for (const e of embeddings) sum += e[d]!;
    return sum / n;
  });
  const spread = mean.map((m, d) => {
    let sum = 0;
    for (const e of embeddings) sum += (e[d]! - m) ** 2;
    return Math.sqrt(sum / n) || 1;
  });
  return { mean, spread };
}
