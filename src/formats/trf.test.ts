import { describe, expect, it } from 'vitest';
import { fixtureNames, fixtureText, type Edition } from '../../test/dutchFixtures.js';
import { makeTrf, parseTrf } from './trf.js';

/** Every TRF of the 2017 and 2025 reference tournaments, as [edition, "small/case1-r3.trf"]. */
function fixtureFiles(): [Edition, string][] {
  const files: [Edition, string][] = [];
  for (const edition of ['2017', '2025'] as const)
    for (const size of ['small', 'large'] as const) for (const f of fixtureNames(edition, size)) if (f.endsWith('.trf')) files.push([edition, `${size}/${f}`]);
  return files;
}

const LINE = '001    1      Test0001 Player0001               2665                             1.5    1    29 b 1    16 w =';

describe('parseTrf', () => {
  it('reads every fixture file, and makeTrf writes it back unchanged', () => {
    const files = fixtureFiles();
    expect(files.length).toBeGreaterThan(1700);
    for (const [edition, f] of files) {
      const r = parseTrf(fixtureText(edition, f));
      if (!r.ok) throw new Error(`${edition}/${f}: ${r.error.message}`);
      const again = parseTrf(makeTrf(r.value));
      expect(again).toEqual(r);
    }
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('accepts %s line ends', (_name, eol) => {
    const r = parseTrf(['012 Test', 'XXR 5', 'XXC white1', LINE, ''].join(eol));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.totalRounds).toBe(5);
    expect(r.value.initialColour).toBe('white');
    expect(r.value.players[0]!.rounds).toEqual([
      { opponent: 29, colour: 'b', result: '1' },
      { opponent: 16, colour: 'w', result: '=' },
    ]);
    expect(r.value.players[0]!.points).toBe(1.5);
  });

  it('reads the engine extensions XXA, XXP and BB?', () => {
    const r = parseTrf([LINE, 'XXA    1  1.0  0.5', 'XXP 1 2 3', 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBZ  0.0', 'BBF  0.0', 'BBU  2.0'].join('\n'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.accelerations.get(1)).toEqual([1, 0.5]);
    expect(r.value.forbiddenPairs).toEqual([[1, 2, 3]]);
    expect(r.value.pointValues).toEqual({ win: 3, draw: 1, loss: 0, zeroPointBye: 0, forfeitLoss: 0, pairingAllocatedBye: 2 });
    expect(parseTrf(makeTrf(r.value))).toEqual(r);
  });

  it.each([
    // [description, text, line, column]
    ['short 001 line', 'XXR 3\n001    1  Name', 2, 15],
    ['bad points', LINE.slice(0, 80) + ' x.5' + LINE.slice(84), 1, 82],
    ['bad colour', LINE.replace('29 b 1', '29 x 1'), 1, 97],
    ['bad result', LINE.replace('29 b 1', '29 b 7'), 1, 99],
    ['played game without colour', LINE.replace('29 b 1', '29 - 1'), 1, 97],
    ['bye with an opponent', LINE.replace('29 b 1', '29 - H'), 1, 99],
    ['own opponent', LINE.replace('29 b 1', ' 1 b 1'), 1, 92],
    ['bad opponent', LINE.replace('  29 b 1', '  2x b 1'), 1, 94],
    ['round entries not two spaces apart', LINE.slice(0, 99) + 'x ' + LINE.slice(101), 1, 100],
    ['bad XXR', 'XXR x\n' + LINE, 1, 5],
    ['bad XXC', 'XXC green1\n' + LINE, 1, 5],
  ])('names line and column: %s', (_d, text, line, column) => {
    const r = parseTrf(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.line).toBe(line);
    expect(r.error.column).toBe(column);
    expect(r.error.message).toContain(`line ${line}`);
  });

  it('reads an opponent written with blanks after its digits, or as 0000 (no opponent)', () => {
    const r = parseTrf(LINE.replace('  29 b 1', '29   b 1').replace('  16 w =', '0000 - H'));
    expect(r.ok && r.value.players[0]!.rounds).toEqual([
      { opponent: 29, colour: 'b', result: '1' },
      { opponent: 0, colour: '-', result: 'H' },
    ]);
  });

  it('rejects a repeated start number', () => {
    const r = parseTrf(LINE + '\n' + LINE);
    expect(r.ok ? undefined : r.error.code).toBe('trf.duplicate');
  });
});
