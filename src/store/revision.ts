import { createHash } from 'node:crypto';

/** The revision of a stored tournament: a hash of its text, so an edit made anywhere changes it. */
export function revisionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
