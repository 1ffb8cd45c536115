// The direction of the house (docs/developers.md, "Layers"): each folder of src/ imports only itself and the
// folders below it, and the shells (src/lib, src/cli, src/server, web/src) import no other shell.
// `npm run deps`, part of `npm test`; test/dependencies.test.ts shows that each rule catches a wrong import.
//
//   core < matching < rating < scoring < formats < pairing < director < store < lib | cli | server | web
//
// The rules read the shipped code: the tests (*.test.ts) are left out of the graph, and the helpers in test/
// and bench/ are looked at only where a shipped module imports them. A test may import any layer (a test of
// the TRF export runs the CLI); no shipped module imports test/ or bench/.

/** The layers, lowest first: each imports its own folder and the folders before it, never one after it. */
const LAYERS = [
  {
    folder: 'src/core',
    rule: 'ground-imports-nothing',
    why: 'the ground (players, games, results, rounds, tournaments, settings, Result) imports nothing of ours',
  },
  { folder: 'src/matching', rule: 'matching-only-core', why: 'the matchers know graphs and weights, not ratings, scores, files or systems' },
  { folder: 'src/rating', rule: 'rating-below-scoring', why: 'rating calculations read the ground only: no scores, files, engines, operations, store or shells' },
  { folder: 'src/scoring', rule: 'scoring-below-formats', why: 'scores and tie-breaks may use ratings; never files, engines, operations, the store or a shell' },
  {
    folder: 'src/formats',
    rule: 'formats-no-pairing-no-director',
    why: 'file formats and reports read and write the vocabulary: no pairing logic, no operations, no store, no shell',
  },
  { folder: 'src/pairing', rule: 'engines-below-director', why: 'the pairing engines never import the director, the store or a shell' },
  { folder: 'src/director', rule: 'director-no-store-no-shells', why: "the director's operations and the system registry are pure: no store, no shell" },
  { folder: 'src/store', rule: 'store-no-shells', why: 'the store keeps tournaments; it never imports a shell' },
];
const SHELLS = ['src/lib', 'src/cli', 'src/server', 'web/src'];

const under = (folders) => `^(${folders.join('|')})/`;

/** One rule a layer: nothing of the layers after it, nor of a shell. */
const layerRules = LAYERS.map(({ folder, rule, why }, i) => ({
  name: rule,
  comment: why,
  severity: 'error',
  from: { path: `^${folder}/` },
  to: { path: under([...LAYERS.slice(i + 1).map((l) => l.folder), ...SHELLS]) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    {
      name: 'shells-not-each-other',
      comment: 'the library, the CLI, the server and the web app are thin shells over the layers: none imports another',
      severity: 'error',
      from: { path: under(SHELLS) },
      to: { path: under(SHELLS), pathNot: '^$1/' },
    },
    {
      name: 'web-values-from-core-and-scoring',
      comment:
        'the browser runs pure code of the ground and of the scoring (points, tie-break inputs, score words); of the rest ' +
        'of src/ it imports types only (what the API answers: a system description, a deleted tournament, a score explanation)',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^src/', pathNot: '^src/(core|scoring)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shipped-code-no-tests',
      comment: 'no shipped module imports a test helper (test/) or a benchmark (bench/)',
      severity: 'error',
      from: { path: '^(src|web/src)/' },
      to: { path: '^(test|bench)/' },
    },
    {
      name: 'no-folder-cycles',
      comment: 'no folder imports itself through other folders (a folder importing its own subfolder, as web/src its pages/, is no cycle)',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'every import resolves to a file (a moved file leaves no import behind)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^(test|bench)/'] },
    exclude: { path: ['(^|/)(dist|node_modules|testdata|fixtures)/', '\\.test\\.tsx?$'] },
    // Type-only imports are dependencies too (web/src imports the API's types from src/).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages by their "exports" (hono/body-limit, csv-parse/sync), as Node resolves them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
