// Packs a folder of Dutch reference tournaments into the archive the tests read (test/fixtures/dutch/README.md):
//
//   node scripts/pack-dutch-fixtures.mjs FOLDER ARCHIVE
//   node scripts/pack-dutch-fixtures.mjs ~/dutch/2025 test/fixtures/dutch/2025.jsonl.gz
//
// FOLDER holds small/ and large/ (caseK.trf, caseK-rR.trf, caseK-rR.pairs, caseK.cfg, manifest.tsv); every
// file of those two folders becomes one line of the archive, `{"name":"small/case1-r3.trf","text":"…"}`, in
// the order of the names (as a directory lists them), and the lines are gzipped. The files must be UTF-8
// text: the archive keeps them byte for byte, which the script checks by reading the archive back. The
// tests never run this script; they read the archive (test/dutchFixtures.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const SIZES = ['small', 'large'];

/** The files of FOLDER/small and FOLDER/large as [relative name, bytes], by name. */
function filesOf(folder) {
  const files = [];
  for (const size of SIZES)
    for (const name of readdirSync(join(folder, size)).sort()) {
      const path = join(folder, size, name);
      if (statSync(path).isFile()) files.push([`${size}/${name}`, readFileSync(path)]);
    }
  return files;
}

/** The archive's bytes: one JSON line per file, gzipped. Refuses a file that is not UTF-8 text. */
function pack(files) {
  const lines = files.map(([name, bytes]) => {
    const text = bytes.toString('utf8');
    if (!Buffer.from(text, 'utf8').equals(bytes)) throw new Error(`${name} is not UTF-8 text`);
    return `${JSON.stringify({ name, text })}\n`;
  });
  return gzipSync(lines.join(''), { level: 9 });
}

/** Reads the archive back and checks that it gives every file's bytes, and nothing else. */
function check(archive, files) {
  const lines = gunzipSync(archive).toString('utf8').split('\n').filter(Boolean);
  if (lines.length !== files.length) throw new Error(`the archive has ${lines.length} files, the folder ${files.length}`);
  lines.forEach((line, i) => {
    const { name, text } = JSON.parse(line);
    const [expectedName, bytes] = files[i];
    if (name !== expectedName || !Buffer.from(text, 'utf8').equals(bytes)) throw new Error(`${expectedName} does not read back as it was`);
  });
}

const [folder, archivePath] = process.argv.slice(2);
if (!folder || !archivePath) {
  console.error('usage: node scripts/pack-dutch-fixtures.mjs FOLDER ARCHIVE');
  process.exit(2);
}
const files = filesOf(folder);
const archive = pack(files);
check(archive, files);
writeFileSync(archivePath, archive);
const bytes = files.reduce((n, [, b]) => n + b.length, 0);
console.log(`${archivePath}: ${files.length} files, ${bytes} bytes, ${archive.length} bytes gzipped`);
