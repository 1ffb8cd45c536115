/**
 * The Dutch reference tournaments (test/fixtures/dutch/README.md), read from the repository's archive: one
 * gzipped file per edition, each line `{"name":"small/case1-r3.trf","text":"…"}`.
 *
 * - `fixtureNames` lists a set's files as a directory would (by name), `fixtureRounds` its tournaments and
 *   the rounds of each, `fixtureText` gives one file's text from memory.
 * - `fixtureDir` is a directory on disk with the edition's `small/` and `large/`, for tests that hand a path
 *   to the CLI or the server. It is written once into the system's temporary folder, named by the archive's
 *   content hash (a changed archive gets a new directory): each process that does not find it writes the
 *   files into a private directory, then renames that into place; whoever renames first wins, and the others
 *   take its directory and remove their own. A directory under the final name is therefore always complete.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export type Edition = '2012' | '2017' | '2025';
export type FixtureSet = 'small' | 'large';

const archivePath = (edition: Edition): string => fileURLToPath(new URL(`./fixtures/dutch/${edition}.jsonl.gz`, import.meta.url));

const archives = new Map<Edition, Map<string, string>>();

/** Every file of an edition by its name in the archive ("small/case1-r3.trf"), read once per process. */
function archive(edition: Edition): Map<string, string> {
  let files = archives.get(edition);
  if (!files) {
    files = new Map();
    for (const line of gunzipSync(readFileSync(archivePath(edition)))
      .toString('utf8')
      .split('\n')) {
      if (line === '') continue;
      const { name, text } = JSON.parse(line) as { name: string; text: string };
      files.set(name, text);
    }
    archives.set(edition, files);
  }
  return files;
}

/** The text of one file of an edition: `fixtureText('2017', 'small/case1-r3.trf')`. */
export function fixtureText(edition: Edition, name: string): string {
  const text = archive(edition).get(name);
  if (text === undefined) throw new Error(`no ${name} in the ${edition} reference tournaments`);
  return text;
}

/** The names of a set's files ("case1-r3.trf", …), sorted by name as readdir gives them. */
export function fixtureNames(edition: Edition, set: FixtureSet): string[] {
  const prefix = `${set}/`;
  return [...archive(edition).keys()]
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length))
    .sort();
}

/** A set's tournaments ("case1", by name) and the rounds given to pair in each ("case1-r1", "case1-r2", … by round). */
export function fixtureRounds(edition: Edition, set: FixtureSet): Map<string, string[]> {
  const rounds = new Map<string, string[]>();
  for (const file of fixtureNames(edition, set)) {
    const x = /^(case\d+)-r(\d+)\.trf$/.exec(file);
    if (x) rounds.set(x[1]!, [...(rounds.get(x[1]!) ?? []), `${x[1]!}-r${x[2]!}`]);
  }
  const round = (name: string): number => Number(/-r(\d+)$/.exec(name)![1]);
  for (const list of rounds.values()) list.sort((a, b) => round(a) - round(b));
  return rounds;
}

/**
 * A directory with the edition's files (`small/…`, `large/…`), written once from the archive into `root`
 * (the system's temporary folder unless a test gives another), as the header says.
 */
export function fixtureDir(edition: Edition, root = tmpdir()): string {
  const key = `${edition} ${root}`;
  let dir = dirs.get(key);
  if (dir === undefined) {
    dir = writtenDir(edition, root);
    dirs.set(key, dir);
  }
  return dir;
}

const dirs = new Map<string, string>();

function writtenDir(edition: Edition, root: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(archivePath(edition)))
    .digest('hex')
    .slice(0, 16);
  const dir = join(root, `arbiter-dutch-fixtures-${edition}-${hash}`);
  if (existsSync(dir)) return dir;
  const mine = mkdtempSync(join(root, `arbiter-dutch-fixtures-${edition}-writing-`));
  for (const [name, text] of archive(edition)) {
    mkdirSync(dirname(join(mine, name)), { recursive: true });
    writeFileSync(join(mine, name), text);
  }
  try {
    renameSync(mine, dir);
  } catch (e) {
    // Another process renamed its copy first (ENOTEMPTY or EEXIST; EPERM on Windows): take that one.
    rmSync(mine, { recursive: true, force: true });
    if (!existsSync(dir)) throw e;
  }
  return dir;
}
