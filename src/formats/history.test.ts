import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { applyChange, boundHistory, diffLines, entriesForSave, linesText, makeHistory, parseHistory, replayHistory, textLines, versionText, type HistoryEntry } from './history.js';

const rev = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const at = '2026-11-24T20:00:00.000Z';

/** A history of the texts given, one version each. */
function historyOf(texts: string[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let found: string | undefined;
  for (const [i, text] of texts.entries()) {
    entries.push(...entriesForSave(entries.at(-1), () => textLines(found ?? ''), found, text, { by: 'anna', summary: `step ${i + 1}`, at }, rev));
    found = text;
  }
  return entries;
}

describe('the history of a tournament', () => {
  it.each([
    ['a changed line', ['a', 'b', 'c'], ['a', 'B', 'c'], { start: 2, removed: ['b'], added: ['B'] }],
    ['lines added at the end', ['a'], ['a', 'b', 'c'], { start: 2, removed: [], added: ['b', 'c'] }],
    ['a line removed at the start', ['a', 'b'], ['b'], { start: 1, removed: ['a'], added: [] }],
    [
      'two changes far apart: the lines between them are kept with the change',
      ['a', 'b', 'c', 'd'],
      ['A', 'b', 'c', 'D'],
      { start: 1, removed: ['a', 'b', 'c', 'd'], added: ['A', 'b', 'c', 'D'] },
    ],
    ['a repeated line', ['x', 'x'], ['x', 'x', 'x'], { start: 3, removed: [], added: ['x'] }],
  ])('records %s as the lines between the common start and end', (_what, before, after, change) => {
    const d = diffLines(before, after);
    expect(d).toEqual({ kind: 'lines', ...change });
    expect(applyChange(before, d)).toEqual({ ok: true, value: after });
  });

  it('writes and reads entries as text, and rebuilds each version checked by its revision', () => {
    const texts = ['arbiter-tournament 1\nname A\n', 'arbiter-tournament 1\nname "B = b"\nplayer 1 X\n', 'arbiter-tournament 1\nname "B = b"\n'];
    const entries = historyOf(texts);
    const text = makeHistory(entries);
    expect(text.split('\n').slice(1, 5)).toEqual([`version 1 ${at} by=anna rev=${rev(texts[0]!)}`, 'summary step 1', '= 2', '+ arbiter-tournament 1']);
    const parsed = parseHistory(text);
    expect(parsed.ok && parsed.value).toEqual({ entries, truncated: false });
    for (const [i, t] of texts.entries()) expect(versionText(entries, i + 1, rev)).toEqual({ ok: true, value: t });
    expect(versionText(entries, 7, rev)).toEqual({ ok: false, error: { code: 'history.no-version', message: 'there is no version 7 (versions 1–3 are kept)' } });
  });

  it('records an edit made outside arbiter before the next version, and starts a history with the file as found', () => {
    const first = entriesForSave(undefined, () => undefined, 'a\n', 'a\nb\n', { by: 'anna', summary: 'added b', at }, rev);
    expect(first.map((e) => [e.version, e.by, e.summary, e.change.kind])).toEqual([
      [1, 'outside', 'the tournament as found when its history began', 'whole'],
      [2, 'anna', 'added b', 'lines'],
    ]);
    const next = entriesForSave(first[1], () => ['a', 'b'], 'a\nB\n', 'a\nB\nc\n', { by: 'bob', summary: 'added c', at }, rev);
    expect(next.map((e) => [e.version, e.by, e.summary])).toEqual([
      [3, 'outside', 'edited outside arbiter'],
      [4, 'bob', 'added c'],
    ]);
    const all = [...first, ...next];
    expect(replayHistory(all, rev).ok).toBe(true);
    expect(versionText(all, 3, rev)).toEqual({ ok: true, value: 'a\nB\n' });
  });

  it('leaves out an entry cut short by a crash, and refuses an entry that does not rebuild', () => {
    const entries = historyOf(['a\n', 'a\nb\n', 'a\nb\nc\n']);
    const text = makeHistory(entries);
    const cut = text.slice(0, text.lastIndexOf('+ c'));
    const parsed = parseHistory(cut);
    expect(parsed.ok && parsed.value.truncated).toBe(true);
    expect(parsed.ok && parsed.value.entries.map((e) => e.version)).toEqual([1, 2]);
    const tampered = [...entries.slice(0, 2), { ...entries[2]!, revision: '0000000000000000' }];
    expect(replayHistory(tampered, rev)).toEqual({ ok: false, error: { code: 'history.mismatch', message: 'version 3 does not rebuild to the text that was saved' } });
    expect(parseHistory('version one').ok).toBe(false);
  });

  it('is bounded: the oldest versions go, the first kept one is written whole, every kept one still rebuilds', () => {
    const texts = Array.from({ length: 60 }, (_, i) => linesText(Array.from({ length: i + 1 }, (_, k) => `line ${k} ${'x'.repeat(40)}`)));
    const entries = historyOf(texts);
    const bounded = boundHistory(entries, 2000, rev);
    if (!bounded.ok) throw new Error(bounded.error.message);
    expect(makeHistory(bounded.value).length).toBeLessThan(2000 + texts[59]!.length + 200);
    expect(bounded.value[0]!.change.kind).toBe('whole');
    expect(bounded.value.at(-1)!.version).toBe(60);
    for (const e of bounded.value) expect(versionText(bounded.value, e.version, rev)).toEqual({ ok: true, value: texts[e.version - 1] });
  });
});
