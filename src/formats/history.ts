import { err, ok, type Result } from '../core/result.js';

/**
 * The history of a tournament: every version that was saved, as readable text, newest last. Each entry
 * names its version, time, who saved it and what changed, and holds the lines that changed since the
 * version before (the first kept version holds the whole file). A version is rebuilt by applying the
 * entries in order; each entry carries the revision (hash) of its text, so a rebuilt version is checked.
 *
 *     # arbiter history …
 *     version 1 2026-11-24T20:01:02.345Z by=anna rev=0123456789abcdef
 *     summary created the tournament
 *     = 14
 *     + arbiter-tournament 1
 *     …
 *     version 2 2026-11-24T20:03:10.000Z by=anna rev=fedcba9876543210
 *     summary round 1 board 3: 1-0 (Jansen – Bakker)
 *     @ 21 -1 +1
 *     - game 3 5 2 *
 *     + game 3 5 2 1-0
 *
 * `= N` starts a whole text of N lines; `@ L -R +A` replaces R lines from line L (1-based) by A lines.
 * Tournament texts are lines without line breaks, so each line of a version is one line here.
 */
export interface HistoryEntry {
  readonly version: number;
  /** ISO time of the save. */
  readonly at: string;
  /** Who saved it: a director's name, "cli:USER", or "outside" for an edit made outside arbiter. */
  readonly by: string;
  readonly revision: string;
  readonly summary: string;
  readonly change: HistoryChange;
}

export type HistoryChange =
  | { readonly kind: 'whole'; readonly lines: readonly string[] }
  | { readonly kind: 'lines'; readonly start: number; readonly removed: readonly string[]; readonly added: readonly string[] };

export const HISTORY_ERRORS = ['history.syntax', 'history.gap', 'history.mismatch', 'history.no-version'] as const;
export type HistoryErrorCode = (typeof HISTORY_ERRORS)[number];
export interface HistoryError {
  readonly code: HistoryErrorCode;
  readonly message: string;
}

/** A history is kept to about this size, or 4 times its tournament's text, whichever is larger. */
export const HISTORY_MIN_BYTES = 4 * 1024 * 1024;
export const historyLimit = (textLength: number): number => Math.max(HISTORY_MIN_BYTES, 4 * textLength);

const HEADER = '# arbiter history: every saved version of the tournament, newest last (see "arbiter history" and "arbiter restore").';

/** The lines of a tournament text (which ends with a line break). */
export function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export const linesText = (lines: readonly string[]): string => (lines.length ? `${lines.join('\n')}\n` : '');

/** The change from one version's lines to the next: the lines between their common start and end. */
export function diffLines(before: readonly string[], after: readonly string[]): HistoryChange {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  return { kind: 'lines', start: start + 1, removed: before.slice(start, before.length - end), added: after.slice(start, after.length - end) };
}

/** Applies one entry's change to the lines of the version before it. */
export function applyChange(before: readonly string[] | undefined, change: HistoryChange): Result<string[], HistoryError> {
  if (change.kind === 'whole') return ok([...change.lines]);
  if (!before) return err({ code: 'history.gap', message: 'the history starts with a change, not with a whole version' });
  const from = change.start - 1;
  for (let i = 0; i < change.removed.length; i++)
    if (before[from + i] !== change.removed[i]) return err({ code: 'history.mismatch', message: `line ${from + i + 1} differs from what the history recorded` });
  return ok([...before.slice(0, from), ...change.added, ...before.slice(from + change.removed.length)]);
}

export function makeHistoryEntry(e: HistoryEntry): string {
  const out = [`version ${e.version} ${e.at} by=${encodeWord(e.by)} rev=${e.revision}`, `summary ${oneLine(e.summary)}`];
  if (e.change.kind === 'whole') out.push(`= ${e.change.lines.length}`, ...e.change.lines.map((l) => `+ ${l}`));
  else {
    out.push(`@ ${e.change.start} -${e.change.removed.length} +${e.change.added.length}`);
    out.push(...e.change.removed.map((l) => `- ${l}`), ...e.change.added.map((l) => `+ ${l}`));
  }
  return `${out.join('\n')}\n`;
}

export function makeHistory(entries: readonly HistoryEntry[]): string {
  return `${HEADER}\n${entries.map(makeHistoryEntry).join('')}`;
}

/**
 * Reads a history. An entry cut short at the end (a save interrupted while it was appended) is left out
 * and reported as `truncated`, so the next save can write the history again without it.
 */
export function parseHistory(text: string): Result<{ entries: HistoryEntry[]; truncated: boolean }, HistoryError> {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const entries: HistoryEntry[] = [];
  let i = 0;
  const syntax = (what: string): Result<never, HistoryError> => err({ code: 'history.syntax', message: `history line ${i + 1}: ${what}` });
  while (i < lines.length) {
    const line = lines[i]!;
    if (line === '' || line.startsWith('#')) {
      i++;
      continue;
    }
    const head = /^version (\d{1,9}) (\S+) by=(\S+) rev=([0-9a-f]{16})$/.exec(line);
    if (!head) return syntax(`expected "version N TIME by=WHO rev=HASH", found "${line.slice(0, 60)}"`);
    const start = i;
    const cut = (): Result<{ entries: HistoryEntry[]; truncated: boolean }, HistoryError> =>
      lines.slice(start + 1).every((l) => !l.startsWith('version ')) ? ok({ entries, truncated: true }) : syntax('an entry is incomplete');
    const summary = lines[i + 1];
    const shape = lines[i + 2];
    if (summary === undefined || shape === undefined) return cut();
    if (!summary.startsWith('summary ')) return syntax('expected "summary …" after the version line');
    i += 3;
    const whole = /^= (\d+)$/.exec(shape);
    const part = /^@ (\d+) -(\d+) \+(\d+)$/.exec(shape);
    if (!whole && !part) return syntax(`expected "= N" or "@ L -R +A", found "${shape.slice(0, 60)}"`);
    const take = (count: number, mark: string): string[] | undefined => {
      if (i + count > lines.length) return undefined;
      const taken = lines.slice(i, i + count);
      if (taken.some((l) => !l.startsWith(mark))) return undefined;
      i += count;
      return taken.map((l) => l.slice(2));
    };
    let change: HistoryChange;
    if (whole) {
      const body = take(Number(whole[1]), '+ ');
      if (!body) return i + Number(whole[1]) > lines.length ? cut() : syntax('the lines of a whole version must start with "+ "');
      change = { kind: 'whole', lines: body };
    } else {
      const removed = take(Number(part![2]), '- ');
      const added = removed && take(Number(part![3]), '+ ');
      if (!removed || !added) return i + Number(part![2]) + Number(part![3]) > lines.length ? cut() : syntax('changed lines must start with "- " (removed) or "+ " (added)');
      change = { kind: 'lines', start: Number(part![1]), removed, added };
    }
    const version = Number(head[1]);
    const previous = entries[entries.length - 1];
    if (previous && version !== previous.version + 1) return syntax(`version ${version} follows version ${previous.version}`);
    entries.push({ version, at: head[2]!, by: decodeWord(head[3]!), revision: head[4]!, summary: summary.slice(8), change });
  }
  return ok({ entries, truncated: false });
}

/** Rebuilds the lines of every version in turn, checking each against its revision. */
export function replayHistory(
  entries: readonly HistoryEntry[],
  revisionOf: (text: string) => string,
  visit: (entry: HistoryEntry, lines: readonly string[]) => void = () => {},
): Result<string[] | undefined, HistoryError> {
  let lines: string[] | undefined;
  for (const e of entries) {
    const next = applyChange(lines, e.change);
    if (!next.ok) return err({ ...next.error, message: `version ${e.version}: ${next.error.message}` });
    lines = next.value;
    if (revisionOf(linesText(lines)) !== e.revision) return err({ code: 'history.mismatch', message: `version ${e.version} does not rebuild to the text that was saved` });
    visit(e, lines);
  }
  return ok(lines);
}

/** The text of one version. */
export function versionText(entries: readonly HistoryEntry[], version: number, revisionOf: (text: string) => string): Result<string, HistoryError> {
  const upTo = entries.findIndex((e) => e.version === version);
  if (upTo < 0) {
    const range = entries.length ? `versions ${entries[0]!.version}–${entries[entries.length - 1]!.version} are kept` : 'no version is kept';
    return err({ code: 'history.no-version', message: `there is no version ${version} (${range})` });
  }
  const lines = replayHistory(entries.slice(0, upTo + 1), revisionOf);
  return lines.ok ? ok(linesText(lines.value ?? [])) : lines;
}

/**
 * Bounds a history to about `maxBytes`: the oldest entries are dropped and the first kept version is
 * written whole. The newest version is always kept.
 */
export function boundHistory(entries: readonly HistoryEntry[], maxBytes: number, revisionOf: (text: string) => string): Result<HistoryEntry[], HistoryError> {
  const sizes = entries.map((e) => makeHistoryEntry(e).length);
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total <= maxBytes) return ok([...entries]);
  // Keep the newest entries whose changes fit in half the bound, plus a whole first version.
  let kept = 0;
  let size = 0;
  for (let k = entries.length - 1; k > 0 && size + sizes[k]! <= maxBytes / 2; k--) {
    size += sizes[k]!;
    kept++;
  }
  const first = entries.length - 1 - kept;
  const base = versionText(entries, entries[first]!.version, revisionOf);
  if (!base.ok) return base;
  return ok([{ ...entries[first]!, change: { kind: 'whole', lines: textLines(base.value) } }, ...entries.slice(first + 1)]);
}

const oneLine = (s: string): string => s.replace(/[\r\n\u2028\u2029]+/g, ' ');
const encodeWord = (s: string): string => encodeURIComponent(s);
const decodeWord = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * The entries that record a save: the new version, and before it the version found in the file when the
 * history does not end with it (an edit made outside arbiter, or a tournament from before its history).
 * `known` rebuilds the history's last version when that is needed (rarely: it reads the whole history).
 * `found` is the text that the save replaced, undefined when it was damaged or there was none.
 */
export function entriesForSave(
  last: HistoryEntry | undefined,
  known: () => string[] | undefined,
  found: string | undefined,
  text: string,
  meta: { readonly by: string; readonly summary: string; readonly at: string },
  revisionOf: (text: string) => string,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let version = last?.version ?? 0;
  let previous: string[] | undefined;
  if (found !== undefined) {
    if (last?.revision !== revisionOf(found)) {
      const knownLines = last ? known() : undefined;
      entries.push({
        version: ++version,
        at: meta.at,
        by: 'outside',
        revision: revisionOf(found),
        summary: last ? 'edited outside arbiter' : 'the tournament as found when its history began',
        change: knownLines ? diffLines(knownLines, textLines(found)) : { kind: 'whole', lines: textLines(found) },
      });
    }
    previous = textLines(found);
  } else if (last) previous = known(); // replacing a damaged text: the change follows the last version known
  const change: HistoryChange = previous ? diffLines(previous, textLines(text)) : { kind: 'whole', lines: textLines(text) };
  entries.push({ version: ++version, at: meta.at, by: meta.by, revision: revisionOf(text), summary: meta.summary, change });
  return entries;
}
