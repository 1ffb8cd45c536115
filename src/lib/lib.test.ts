// The library's entry points (package.json "exports"): each pure, without a runtime dependency — the
// import graph of each reaches only the project's own modules (and no Node built-in either, so the
// engines run in a browser too).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../server/webBuild.js';

const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { exports: Record<string, { types: string; default: string } | string> };

/** The modules an entry reaches, and every import that is not a file of the project. */
function graph(entry: string): { files: Set<string>; outside: string[] } {
  const files = new Set<string>();
  const outside: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else outside.push(`${file.slice(PROJECT_ROOT.length + 1)} imports ${spec}`);
    }
  };
  visit(entry);
  return { files, outside };
}

describe('the library entry points', () => {
  const entries = Object.entries(pkg.exports).flatMap(([key, target]) => (typeof target === 'string' ? [] : [[key, target] as const]));

  it('are the documented ones', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([
      './burstein',
      './dotoho',
      './double-swiss',
      './dubov',
      './dutch',
      './keizer',
      './lim',
      './ratings',
      './roundrobin',
      './tiebreaks',
      './trf',
    ]);
  });

  it.each(entries)('%s imports no package and no Node built-in', (_key, target) => {
    const source = join(PROJECT_ROOT, target.default.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'));
    const { files, outside } = graph(source);
    expect(outside).toEqual([]);
    expect(files.size).toBeGreaterThan(1);
  });
});

describe('arbiter/burstein', () => {
  it('pairs a TRF file through pairTrf, and says what is wrong with a bad one', async () => {
    const { pairTrf } = await import('./burstein.js');
    // Six players, one round to play (XXR 1: no seeding round, 1.6.2): BSN = TPN, 1-6, 2-5, 3-4 (4.3); odd TPN of the
    // higher ranked takes the initial colour, White (5.2.1).
    const line = (n: number) => `${`001 ${String(n).padStart(4)}      Player ${n}`.padEnd(80)} 0.0${String(n).padStart(5)}`;
    const trf = ['012 Lib test', 'XXR 1', 'XXC white1', ...[1, 2, 3, 4, 5, 6].map(line)].join('\n') + '\n';
    const r = pairTrf(trf);
    expect(r.ok && r.value.pairs.map((p) => `${p.white}-${p.black}`)).toEqual(['1-6', '5-2', '3-4']);
    const bad = pairTrf('not a trf');
    expect(bad.ok ? 'paired' : bad.error.code).toBe('burstein.input');
  });
});
