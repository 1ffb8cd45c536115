// The direction of the house (docs/developers.md, "Layers"), as .dependency-cruiser.mjs writes it and
// `npm run deps` checks it: each rule reports a wrong import in a small tree made for it, lets the right
// ones pass, and the project's own tree breaks none of them.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const options: ICruiseOptions = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.mjs'));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** The graph of src/ and web/src under a folder, checked against the rules. */
async function cruiseTree(baseDir: string, cruiseOptions: ICruiseOptions, tsConfig?: ReturnType<typeof extractTSConfig>): Promise<ICruiseResult> {
  const { output } = await cruise(['src', 'web/src'], { ...cruiseOptions, baseDir }, {}, tsConfig ? { tsConfig } : {});
  return (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
}

const violations = (result: ICruiseResult): Violation[] => result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));

/** The rules' violations in a tree of the given files (path → text), besides an empty web app. */
async function violationsIn(files: Readonly<Record<string, string>>): Promise<Violation[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-deps-'));
  made.push(dir);
  for (const [path, text] of Object.entries({ 'web/src/main.ts': 'export {};\n', ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // The tree has no tsconfig.json of its own: `./b.js` finds `b.ts` without one.
  const { tsConfig: _projectTsConfig, ...rules } = options;
  return violations(await cruiseTree(dir, rules));
}

/** A module that imports the values of each path and uses them. */
const importing = (...paths: string[]) =>
  `${paths.map((path, i) => `import * as m${i} from '${path}';\n`).join('')}export const used = [${paths.map((_, i) => `m${i}`).join(', ')}];\n`;
/** A module with a value in it. */
const VALUE = 'export const value = 1;\n';

interface Case {
  readonly rule: string;
  readonly files: Readonly<Record<string, string>>;
  readonly from: string;
  readonly to: string;
}

const wrong: readonly Case[] = [
  {
    rule: 'ground-imports-nothing',
    files: { 'src/core/a.ts': importing('../pairing/b.js'), 'src/pairing/b.ts': VALUE },
    from: 'src/core/a.ts',
    to: 'src/pairing/b.ts',
  },
  {
    rule: 'matching-only-core',
    files: { 'src/matching/m.ts': importing('../scoring/s.js'), 'src/scoring/s.ts': VALUE },
    from: 'src/matching/m.ts',
    to: 'src/scoring/s.ts',
  },
  {
    rule: 'rating-below-scoring',
    files: { 'src/rating/r.ts': importing('../scoring/s.js'), 'src/scoring/s.ts': VALUE },
    from: 'src/rating/r.ts',
    to: 'src/scoring/s.ts',
  },
  {
    rule: 'scoring-below-formats',
    files: { 'src/scoring/s.ts': importing('../formats/f.js'), 'src/formats/f.ts': VALUE },
    from: 'src/scoring/s.ts',
    to: 'src/formats/f.ts',
  },
  {
    rule: 'formats-no-pairing-no-director',
    files: { 'src/formats/c.ts': importing('../pairing/d.js'), 'src/pairing/d.ts': VALUE },
    from: 'src/formats/c.ts',
    to: 'src/pairing/d.ts',
  },
  {
    rule: 'formats-no-pairing-no-director',
    files: { 'src/formats/c.ts': importing('../director/registry.js'), 'src/director/registry.ts': VALUE },
    from: 'src/formats/c.ts',
    to: 'src/director/registry.ts',
  },
  {
    rule: 'engines-below-director',
    files: { 'src/pairing/p.ts': importing('../director/operations.js'), 'src/director/operations.ts': VALUE },
    from: 'src/pairing/p.ts',
    to: 'src/director/operations.ts',
  },
  {
    rule: 'director-no-store-no-shells',
    files: { 'src/director/o.ts': importing('../store/store.js'), 'src/store/store.ts': VALUE },
    from: 'src/director/o.ts',
    to: 'src/store/store.ts',
  },
  {
    rule: 'store-no-shells',
    files: { 'src/store/s.ts': importing('../server/app.js'), 'src/server/app.ts': VALUE },
    from: 'src/store/s.ts',
    to: 'src/server/app.ts',
  },
  {
    rule: 'shells-not-each-other',
    files: { 'src/cli/c.ts': importing('../server/app.js'), 'src/server/app.ts': VALUE },
    from: 'src/cli/c.ts',
    to: 'src/server/app.ts',
  },
  {
    rule: 'shells-not-each-other',
    files: { 'web/src/api.ts': "import type { A } from '../../src/server/app.js';\nexport type B = A;\n", 'src/server/app.ts': 'export type A = number;\n' },
    from: 'web/src/api.ts',
    to: 'src/server/app.ts',
  },
  {
    rule: 'web-values-from-core-and-scoring',
    files: { 'web/src/api.ts': importing('../../src/store/store.js'), 'src/store/store.ts': VALUE },
    from: 'web/src/api.ts',
    to: 'src/store/store.ts',
  },
  {
    rule: 'shipped-code-no-tests',
    files: { 'src/cli/c.ts': importing('../../test/helper.js'), 'test/helper.ts': VALUE },
    from: 'src/cli/c.ts',
    to: 'test/helper.ts',
  },
  {
    rule: 'no-folder-cycles',
    files: { 'src/pairing/x/a.ts': importing('../y/b.js'), 'src/pairing/y/b.ts': importing('../x/a.js') },
    from: 'src/pairing/x',
    to: 'src/pairing/y',
  },
  {
    rule: 'no-unresolvable',
    files: { 'src/core/a.ts': importing('./gone.js') },
    from: 'src/core/a.ts',
    to: './gone.js',
  },
];

const right: readonly { readonly why: string; readonly files: Readonly<Record<string, string>> }[] = [
  { why: 'an engine imports the ground', files: { 'src/pairing/p.ts': importing('../core/c.js'), 'src/core/c.ts': VALUE } },
  {
    why: 'the director imports an engine and a format',
    files: {
      'src/director/o.ts': importing('../pairing/p.js', '../formats/f.js'),
      'src/pairing/p.ts': VALUE,
      'src/formats/f.ts': VALUE,
    },
  },
  {
    why: 'a shell imports the director and the store',
    files: {
      'src/cli/c.ts': importing('../director/o.js', '../store/s.js'),
      'src/director/o.ts': VALUE,
      'src/store/s.ts': VALUE,
    },
  },
  {
    why: 'the web app imports a type of the store',
    files: { 'web/src/api.ts': "import type { S } from '../../src/store/store.js';\nexport type D = S;\n", 'src/store/store.ts': 'export type S = number;\n' },
  },
  { why: 'the web app imports a value of the scoring', files: { 'web/src/page.ts': importing('../../src/scoring/t.js'), 'src/scoring/t.ts': VALUE } },
  { why: 'a test imports a shell', files: { 'src/core/a.test.ts': importing('../cli/c.js'), 'src/cli/c.ts': VALUE } },
];

describe('the dependency rules (.dependency-cruiser.mjs)', () => {
  it.each(wrong)('$rule: $from -> $to is reported', async ({ rule, files, from, to }) => {
    const found = await violationsIn(files);
    expect(found).toContainEqual({ rule, from, to });
    expect(new Set(found.map((v) => v.rule))).toEqual(new Set([rule]));
  });

  it.each(right)('allow it: $why', async ({ files }) => {
    expect(await violationsIn(files)).toEqual([]);
  });

  it('hold in the project: no violation, and the graph is the project (every layer in it)', async () => {
    const result = await cruiseTree(ROOT, options, extractTSConfig(join(ROOT, 'tsconfig.json')));
    expect(violations(result)).toEqual([]);
    const modules = result.modules.map((m) => m.source);
    for (const folder of ['core', 'matching', 'rating', 'scoring', 'formats', 'pairing', 'director', 'store', 'lib', 'cli', 'server']) {
      expect(modules.some((m) => m.startsWith(`src/${folder}/`))).toBe(true);
    }
    expect(modules).toContain('web/src/common.tsx');
  });
});
