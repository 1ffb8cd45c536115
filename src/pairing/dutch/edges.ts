/**
 * A bracket graph's edge weights, as ids into a table of its distinct weights: one 32-bit id per edge
 * (the lower triangle) instead of a bigint, and each weight turned into the matcher's limbs once.
 */
export class EdgeTable {
  constructor(
    readonly size: number,
    /** The distinct weights; table[0] = 0 (no edge). */
    readonly table: readonly bigint[],
    /** ids[lo·(lo−1)/2 + hi] for hi < lo. */
    readonly ids: Int32Array = new Int32Array((size * (size - 1)) / 2),
  ) {}

  private at(a: number, b: number): number {
    return a < b ? (b * (b - 1)) / 2 + a : (a * (a - 1)) / 2 + b;
  }

  weight(a: number, b: number): bigint {
    return this.table[this.ids[this.at(a, b)]!]!;
  }

  /** The weight's id: equal weights have equal ids. */
  id(a: number, b: number): number {
    return this.ids[this.at(a, b)]!;
  }

  isEdge(a: number, b: number): boolean {
    return this.ids[this.at(a, b)] !== 0;
  }

  /** Takes edge a–b out (weight 0). */
  remove(a: number, b: number): void {
    this.ids[this.at(a, b)] = 0;
  }

  copy(): EdgeTable {
    return new EdgeTable(this.size, this.table, this.ids.slice());
  }
}
