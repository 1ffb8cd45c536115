/**
 * For the matchers' tests: the largest total weight of a matching of n vertices, by dynamic programming over
 * subsets (small graphs only). `w(a, b)`: the weight of edge a–b, 0n for no edge.
 */
export function bestMatchingWeight(n: number, w: (a: number, b: number) => bigint): bigint {
  const memo = new Map<number, bigint>();
  const f = (mask: number): bigint => {
    let i = 0;
    while (i < n && (mask >> i) & 1) i++;
    if (i >= n) return 0n;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit;
    let best = f(mask | (1 << i));
    for (let j = i + 1; j < n; j++) {
      if ((mask >> j) & 1 || w(i, j) === 0n) continue;
      const v = w(i, j) + f(mask | (1 << i) | (1 << j));
      if (v > best) best = v;
    }
    memo.set(mask, best);
    return best;
  };
  return f(0);
}
