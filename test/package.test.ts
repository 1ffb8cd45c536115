// The library as another program gets it (issue 17): `npm pack`, the tarball installed into a fresh folder
// — without its dependencies, which the entry points do not need — and each example of examples/ run
// against it, its output compared with what the rules give (each example says how).
import { describe, expect, it, beforeAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../src/server/webBuild.js';
import { canonicalPairing, codeCacheRejected, dutchFixtures, fixturePairing } from './cliShell.js';
import { lockRun } from './globalSetup.js';

const EXPECTED: Record<string, string> = {
  // C.04.3 round 1: S1 {1, 2} against S2 {3, 4}, colours alternating from the initial colour; round 2: the
  // winner against the best of the draws' pair (1 met 3), colours by preference.
  'dutch.mjs': 'round 1: 1-3 4-2\nround 2: 2-1 3-4\n',
  // C.04.4.1 round 1: G1 {1, 2} against G2 {3, 4}, 5.2.1 colours; round 2: 1 alone in his scoregroup takes
  // the upfloater of the draws who lets both have their colour (C6, C7: 2, who had Black), then 4 and 3.
  'dubov.mjs': 'round 1: 1-3 4-2\nround 2: 2-1 3-4\n',
  // C.04.4.3 round 1: the top half {1, 2} against {3, 4}, colours by Article 5; round 2: the Median
  // Scoregroup (½: 2 and 4) pairs the downfloater 1 first with its highest ranked player due the other
  // colour (2), then the upfloater 3 with 4 (3.6-3.8).
  'lim.mjs': 'round 1: 1-3 4-2\nround 2: 2-1 3-4\n',
  'trf.mjs': 'TRF16: Alpha (BEL), Bravo (NED)\n142 5\n',
  // keizer.md §2 example 1: values 6, 5, 4, 3; Keizer pairs 1-2 and 3-4; winners score own + loser's value.
  'keizer.mjs': 'values: Jansen 6, Pietersen 5, Bakker 4, Slager 3\nround 1: 1-2 3-4\nafter round 1: Jansen 11, Bakker 7, Pietersen 5, Slager 3\n',
  'tiebreaks.mjs': 'A 1.5 SB 1.25, B 1 SB 0.5, C 0.5 SB 0.75\n',
  // B.02 §8.3: K 20 × (1 − 0.5) = +10, and −10 for the loser.
  'ratings.mjs': 'player 1: +10 → 2010, player 2: -10 → 1990\n',
  // C.05, Berger table for 4 players.
  'roundrobin.mjs': 'round 1: 1-4 2-3\nround 2: 4-3 1-2\nround 3: 2-4 3-1\n',
  'dotoho.mjs': '1-7 2-8 3-9 4-10 5-11 6-12\n',
};

describe('the packed library', () => {
  let project = '';
  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'arbiter-pack-'));
    // npm test built dist/ already; pack it as it is (no prepare script run again), while no other test file
    // writes in it (test/web/start.test.ts: npm start builds dist/web).
    const unlock = await lockRun('dist');
    let name: string;
    try {
      name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', out], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim().split('\n').pop()!;
    } finally {
      unlock();
    }
    project = join(out, 'project');
    const installed = join(project, 'node_modules', 'arbiter');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(out, name), '-C', installed, '--strip-components=1']);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-arbiter', private: true, type: 'module' }));
    cpSync(join(PROJECT_ROOT, 'examples'), join(project, 'examples'), { recursive: true });
  }, 120_000);

  it('has an example for every entry point', () => {
    expect(readdirSync(join(PROJECT_ROOT, 'examples')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('runs examples/%s against the installed package', (example) => {
    const out = execFileSync(process.execPath, [join(project, 'examples', example)], { cwd: project, encoding: 'utf8' });
    expect(out).toBe(EXPECTED[example]);
  });

  // The stand-in pairing engine as servers install it: the command's bundle and its code cache from the
  // tarball, no dependency installed.
  it('runs `arbiter dutch -p` from the installed package as bbpPairings 6.0.0 pairs (fixture 2025/small/case49-r5)', () => {
    const bin = join(project, 'node_modules', 'arbiter', 'bin');
    const out = execFileSync(process.execPath, [join(bin, 'arbiter.js'), 'dutch', join(dutchFixtures('2025'), 'case49-r5.trf'), '-p'], { cwd: project, encoding: 'utf8' });
    expect(canonicalPairing(out)).toBe(fixturePairing('2025', 'case49-r5'));
    expect(codeCacheRejected(join(bin, 'dutch.js'), 'dutch.tuneForOneRound();')).toBe('false');
  });
});
