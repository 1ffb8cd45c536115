// The round's checklist (issue 37 item 2) against the reference engines' own checklist files: each case in
// testdata/checklist/ is a round with the file bbpPairings wrote for it with `-l` (6.0.0 for the 2025 rules,
// 5.0.1 for 2017; README there). The engines end the file with a line naming themselves; the rest must be
// the same, character for character.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTrfFile, trfForRound } from '../../formats/trfFile.js';
import { makeChecklist } from './checklist.js';
import { pairDutch } from './engine.js';
import { dutchInputFromTrf, trfPlayedRounds } from './trfInput.js';
import type { DutchInput } from './types.js';

const DIR = fileURLToPath(new URL('./testdata/checklist/', import.meta.url));

/** The input of the round a case's file is to pair, by the edition its name begins with. */
function caseInput(name: string): DutchInput {
  const file = readTrfFile(readFileSync(join(DIR, `${name}.trf`), 'utf8'));
  if (!file.ok) throw new Error(file.error.message);
  const t = trfForRound(file.value, trfPlayedRounds(file.value.tournament) + 1);
  if (!t.ok) throw new Error(t.error.message);
  const input = dutchInputFromTrf(t.value);
  if (!input.ok) throw new Error(input.error.message);
  return { ...input.value, rules: name.startsWith('2017') ? '2017' : '2025' };
}

/** The reference engine's file without its closing line naming the engine. */
const referenceList = (name: string): string => readFileSync(join(DIR, `${name}.list`), 'utf8').replace(/BBP Pairings [^\n]*$/, '');

const cases = readdirSync(DIR)
  .filter((f) => f.endsWith('.trf'))
  .map((f) => f.slice(0, -'.trf'.length));

describe('the checklist of a round, as the reference engine writes it', () => {
  it('has cases of both editions, with a bye, floats, every kind of colour preference and accelerated scores', () => {
    const all = cases.map(referenceList).join('\n');
    expect(cases.some((c) => c.startsWith('2025')) && cases.some((c) => c.startsWith('2017'))).toBe(true);
    for (const mark of ['(bye)', '\t N\t', '\t  U\t', '\t  D\t', '\t  A \t', '\t  W \t', '(W)\t', '\t  w \t']) expect(all).toContain(mark);
  });

  it.each(cases)('%s', (name) => {
    const input = caseInput(name);
    const paired = pairDutch(input);
    expect(paired.ok).toBe(true);
    const list = makeChecklist(input, paired.ok ? paired.value : undefined);
    expect(list.ok && list.value).toBe(referenceList(name));
  });

  it('leaves the Cur column blank when no pairing is given (no pairing exists)', () => {
    const input = caseInput('2025-case11-r4');
    const list = makeChecklist(input);
    expect(list.ok && list.value).not.toMatch(/\(\d+[WB]\)|\(bye\)/);
    const header = list.ok ? list.value.split('\n')[1]! : '';
    expect(
      header
        .split('\t')
        .slice(0, 8)
        .map((c) => c.trim()),
    ).toEqual(['ID', 'Pts', expect.stringMatching(/^-+$/), 'Pref', 'C2', 'C14', 'C16', 'Cur']);
  });
});
