import { describe, expect, it } from 'vitest';
import { ok } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';
import { ParsedCache } from './parsedCache.js';

const tournament = (name: string) => ({ name }) as unknown as Tournament;

describe('parsed tournaments kept by revision', () => {
  it('parses a text once per revision; a new revision is parsed again', () => {
    const parsed: string[] = [];
    const cache = new ParsedCache({ onParse: (id) => parsed.push(id) });
    const parse = (text: string) => ok(tournament(text));
    const first = cache.parse('open', 'one', 'r1', parse);
    expect(cache.parse('open', 'one', 'r1', parse)).toEqual(first);
    expect(parsed).toEqual(['open']);
    expect(cache.parse('open', 'two', 'r2', parse)).toEqual(ok(tournament('two')));
    expect(parsed).toEqual(['open', 'open']);
  });

  it('keeps a tournament just saved, so its next read needs no parse; a text that does not read is not kept', () => {
    const parsed: string[] = [];
    const cache = new ParsedCache({ onParse: (id) => parsed.push(id) });
    cache.remember('open', 'r1', tournament('saved'), 5);
    expect(cache.parse('open', 'saved', 'r1', () => ok(tournament('parsed')))).toEqual(ok(tournament('saved')));
    expect(parsed).toEqual([]);
    const damaged = { ok: false as const, error: { code: 'damaged', message: 'line 3' } };
    expect(cache.parse('open', 'broken', 'r2', () => damaged)).toBe(damaged);
    expect(cache.parse('open', 'saved', 'r1', () => ok(tournament('parsed')))).toEqual(ok(tournament('parsed')));
  });

  it('keeps at most so many tournaments and characters of text, dropping the least recently read', () => {
    const parsed: string[] = [];
    const cache = new ParsedCache({ tournaments: 2, chars: 10, onParse: (id) => parsed.push(id) });
    const parse = (text: string) => ok(tournament(text));
    cache.parse('a', 'aaa', 'r', parse);
    cache.parse('b', 'bbb', 'r', parse);
    cache.parse('a', 'aaa', 'r', parse);
    cache.parse('c', 'ccc', 'r', parse); // b, the least recently read, goes
    cache.parse('a', 'aaa', 'r', parse);
    cache.parse('b', 'bbb', 'r', parse);
    expect(parsed).toEqual(['a', 'b', 'c', 'b']);
    cache.parse('big', 'x'.repeat(20), 'r', parse); // over 10 characters: only the one just read stays
    cache.parse('big', 'x'.repeat(20), 'r', parse);
    cache.parse('b', 'bbb', 'r', parse);
    expect(parsed).toEqual(['a', 'b', 'c', 'b', 'big', 'b']);
  });
});
