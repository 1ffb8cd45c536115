// `arbiter/dutch` pairTrf: the edition asked for, else the one the 192 record names, else the rules in force.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairTrf } from './dutch.js';

// 2012/small/case34-r2 (JaVaFo 1.4): 1 (F in round 1) and 6 (U) have no colour preference; JaVaFo gives
// 6 white, the 2017 and 2025 rules (E.5 / 5.2.5) give 1 white.
const FIX = new URL('../../../shared/fixtures/dutch/2012/small/', import.meta.url).pathname;
const text = readFileSync(`${FIX}case34-r2.trf`, 'utf8');
const with192 = (code: string): string => text.replace(/^(012 .*\n)/, `$1192 ${code}\n`);
const board = (r: ReturnType<typeof pairTrf>): number[] | undefined => (r.ok ? r.value.pairs.map((p) => [p.white, p.black]).find((p) => p.includes(1)) : undefined);

describe('pairTrf', () => {
  it.each([
    ['--rules 2012 given', text, { rules: '2012' as const }, [6, 1]],
    ['a 192 FIDE_DUTCH_2012 record', with192('FIDE_DUTCH_2012'), {}, [6, 1]],
    ['the rules given win over the 192 record', with192('FIDE_DUTCH_2012'), { rules: '2025' as const }, [1, 6]],
    ['neither: the rules in force (2025)', text, {}, [1, 6]],
  ])('%s', (_d, trf, options, pair) => {
    expect(board(pairTrf(trf, options))).toEqual(pair);
  });
});
