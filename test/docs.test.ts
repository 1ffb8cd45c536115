import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation holds together: README.md stays a landing page (300 lines at most), every relative
 * link and image of README.md and docs/*.md reaches a file of the repository (and an `#anchor` into a
 * Markdown file reaches one of its headings, as GitHub makes their anchors), and no file of the repository
 * names the folder beside it that a fresh clone does not have.
 */

const ROOT = resolve(import.meta.dirname, '..');
const README_MAX_LINES = 300;

/** README.md and every Markdown file of docs/ (and its subfolders), as paths from the repository's root. */
function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    if (!existsSync(join(ROOT, dir))) return;
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** The text without fenced code blocks, and without inline code unless asked (links there are examples, not links); lines kept. */
function withoutCode(text: string, { keepInline = false } = {}): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  const out = lines.map((line) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && open) {
      fence = open[1]![0]!.repeat(open[1]!.length);
      return '';
    }
    if (fence !== undefined) {
      if (line.trim().startsWith(fence)) fence = undefined;
      return '';
    }
    return keepInline ? line : line.replace(/(`+)[^`]*?\1/g, '');
  });
  return out.join('\n');
}

interface Link {
  readonly line: number;
  readonly target: string;
}

/** Every link and image target of a Markdown text: [text](target), ![alt](target), [ref]: target, <a href>, <img src>. */
function linksOf(text: string): Link[] {
  const links: Link[] = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, i) => {
      const add = (target: string) => links.push({ line: i + 1, target: target.trim() });
      for (const m of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) add(m[1]!.replace(/^<|>$/g, ''));
      const ref = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
      if (ref) add(ref[1]!.replace(/^<|>$/g, ''));
      for (const m of line.matchAll(/<(?:a|img)\b[^>]*?\s(?:href|src)\s*=\s*["']([^"']+)["']/gi)) add(m[1]!);
    });
  return links;
}

/** GitHub's anchor of a heading's text: lower case, punctuation dropped (letters, digits, spaces, - and _ kept), spaces as hyphens. */
function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*|~~)/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: one per heading (repeats get -1, -2, … as on GitHub), and <a id|name>. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = withoutCode(text, { keepInline: true }).split('\n');
  const addHeading = (heading: string) => {
    const slug = githubSlug(heading);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  };
  lines.forEach((line, i) => {
    const above = i > 0 ? lines[i - 1]! : '';
    const paragraphAbove = /\S/.test(above) && !/^\s{0,3}(#|[-*+]\s|\d+[.)]\s|>|\|)/.test(above);
    const atx = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (atx) addHeading(atx[1]!);
    else if (paragraphAbove && /^\s{0,3}(=+|-+)\s*$/.test(line)) addHeading(above); // a setext heading
    for (const m of line.matchAll(/<a\b[^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(m[1]!);
  });
  return anchors;
}

/** What is wrong with one link of `file` (a path from the root), or undefined when it reaches its target. */
function brokenLink(file: string, link: Link): string | undefined {
  const { target } = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return undefined; // https:, mailto:, …
  const [pathPart, ...rest] = target.split('#');
  const anchor = rest.length ? decodeURIComponent(rest.join('#')) : undefined;
  let path: string;
  try {
    path = decodeURIComponent((pathPart ?? '').split('?')[0]!);
  } catch {
    return `${file}:${link.line}: ${target}: the link's path is not valid URL encoding`;
  }
  const targetFile = path === '' ? join(ROOT, file) : path.startsWith('/') ? join(ROOT, path) : resolve(ROOT, dirname(file), path);
  const shown = relative(ROOT, targetFile) || '.';
  if (relative(ROOT, targetFile).startsWith('..')) return `${file}:${link.line}: ${target}: points outside the repository (${shown})`;
  if (!existsSync(targetFile)) return `${file}:${link.line}: ${target}: no file ${shown}`;
  if (anchor === undefined || anchor === '' || !targetFile.endsWith('.md')) return undefined;
  if (statSync(targetFile).isDirectory()) return `${file}:${link.line}: ${target}: ${shown} is a folder, it has no heading #${anchor}`;
  const anchors = anchorsOf(readFileSync(targetFile, 'utf8'));
  return anchors.has(anchor) ? undefined : `${file}:${link.line}: ${target}: ${shown} has no heading with the anchor #${anchor}`;
}

/** The files of the repository, as paths from the root: not node_modules, .git, dist, nor what tests and the server leave. */
function repositoryFiles(): string[] {
  const skip = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage', 'tournaments']);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir)).sort()) {
      if (skip.has(name)) continue;
      const path = join(dir, name);
      const stat = statSync(join(ROOT, path), { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat?.isFile()) files.push(path);
    }
  };
  walk('');
  return files;
}

/** A relative path as a file, a comment or a link writes it: one or more `../`, then a name. */
const RELATIVE_PATH = /(?:\.\.\/)+[\w.@-]+/g;

/**
 * Tests whose relative paths belong to the small trees they build or to their examples, not to this
 * repository: the dependency check's test (imports of a temporary tree) and this test's own rules.
 */
const OTHER_TREES = new Set(['test/dependencies.test.ts', 'test/docs.test.ts']);

/** The relative paths of a line of `file` that, read from the file's folder, lead out of the repository. */
function pathsOutside(file: string, line: string): string[] {
  return [...line.matchAll(RELATIVE_PATH)].map((m) => m[0]).filter((path) => relative(ROOT, resolve(ROOT, dirname(file), path)).startsWith('..'));
}

describe('the documentation', () => {
  it(`README.md is a landing page of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines; move the details into docs/ (at most ${README_MAX_LINES})`).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every relative link and image of README.md and docs/*.md reaches a file (and its heading)', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(0);
    const broken = files.flatMap((file) =>
      linksOf(readFileSync(join(ROOT, file), 'utf8'))
        .map((link) => brokenLink(file, link))
        .filter((x) => x !== undefined),
    );
    expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  });

  it('no file of the repository names a path outside it (a fresh clone has nothing beside it)', () => {
    const naming: string[] = [];
    for (const file of repositoryFiles()) {
      if (OTHER_TREES.has(file)) continue;
      const bytes = readFileSync(join(ROOT, file));
      if (bytes.subarray(0, 8000).includes(0)) continue; // a picture or other binary file
      bytes
        .toString('utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const path of pathsOutside(file, line)) naming.push(`${file}:${i + 1}: ${path}`);
        });
    }
    expect(naming, `paths that leave the repository, which a fresh clone does not have:\n${naming.join('\n')}`).toEqual([]);
  });
});

describe('the docs test’s own rules', () => {
  it('finds links and images, but not those in code', () => {
    const text = [
      'See [the guide](docs/director-guide.md#a-keizer-club-evening) and ![round](docs/screenshots/round.png "The round").',
      '```sh',
      '[not](a-link.md)',
      '```',
      'Inline `[no](x.md)` and <img src="docs/a.png">.',
      '[ref]: docs/formats.md',
    ].join('\n');
    expect(linksOf(text)).toEqual([
      { line: 1, target: 'docs/director-guide.md#a-keizer-club-evening' },
      { line: 1, target: 'docs/screenshots/round.png' },
      { line: 5, target: 'docs/a.png' },
      { line: 6, target: 'docs/formats.md' },
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(githubSlug('A Keizer club evening, step by step')).toBe('a-keizer-club-evening-step-by-step');
    expect(githubSlug('The `arbiter dutch` command (for servers)')).toBe('the-arbiter-dutch-command-for-servers');
    expect(githubSlug('Start numbers and the TRF')).toBe('start-numbers-and-the-trf');
    expect(githubSlug('Mistakes — and how to undo them')).toBe('mistakes--and-how-to-undo-them');
    expect(githubSlug('Élo-points: 2/3 of a bye')).toBe('élo-points-23-of-a-bye');
    expect([...anchorsOf('# Setup\n\n## Setup\n\n```\n# not a heading\n```\nTitle\n=====\n')]).toEqual(['setup', 'setup-1', 'title']);
    expect([...anchorsOf('## `arbiter/dutch`\n')]).toEqual(['arbiterdutch']);
  });

  it.each([
    ['src/a/b.ts', "new URL('../../../elsewhere/spec.md', import.meta.url)", ['../../../elsewhere']],
    ['src/a/b.ts', "import { x } from '../core/x.js';", []],
    ['README.md', 'see ../data/keizer.md', ['../data']],
    ['docs/guide.md', '[the README](../README.md)', []],
    ['test/x.test.ts', "join('../../fixtures', '../x')", ['../../fixtures']],
  ])('in %s, %s leaves the repository by %j', (file, line, expected) => {
    expect(pathsOutside(file, line)).toEqual(expected);
  });
});
