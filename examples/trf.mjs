// arbiter/trf: read a TRF16 file, write it as TRF-2026.
import { readTrfFile, trf2026FromTrf, makeTrf2026 } from 'arbiter/trf';

const text = [
  '012 Club Open',
  '001    1 m    Alpha                             2400 BEL                         1.0    1     2 w 1',
  '001    2 f    Bravo                             2300 NED                         0.0    2     1 b 0',
  'XXR 5',
].join('\n');
const file = readTrfFile(text);
if (!file.ok) throw new Error(file.error.message);
console.log(`TRF${file.value.format}: ${file.value.tournament.players.map((p) => `${p.name} (${p.federation})`).join(', ')}`);
const t2026 = trf2026FromTrf(file.value.tournament);
if (!t2026.ok) throw new Error(t2026.error.message);
console.log(
  makeTrf2026(t2026.value)
    .split(/\r?\n/)
    .find((l) => l.startsWith('142')),
);
