/**
 * Player list bench (issue 14): read a generated list from its bytes — decode, parse, check every row by
 * the field rules, look for repeated ids — and search it once (the search keys are made then). Each case
 * runs in its own process so that its peak resident memory (maxRSS) is its own.
 *
 * - csv-50k: a federation's list, 50,000 rows, semicolons, header row, Windows-1252 (target: under 2 s;
 *   the best of three reads);
 * - fide-txt-1.2M / fide-xml-1.2M: the whole FIDE rating list (combined, about 1.2 million players) in
 *   the official TXT and XML layouts;
 * - stored-1.2M: the list the stores keep after importing it (`makePlayerList`), read back as a server
 *   does on its first search.
 *
 *   npx tsx bench/playerList.ts                all cases
 *   npx tsx bench/playerList.ts --case csv-50k one case, in this process
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { makePlayerList, parsePlayerList } from '../src/formats/playerList.js';
import { searchListed } from '../src/formats/listSearch.js';

const CASES = ['csv-50k', 'fide-txt-1.2M', 'fide-xml-1.2M', 'stored-1.2M'] as const;
type Case = (typeof CASES)[number];

const FIRST = ['Jan', 'Piet', 'Jürgen', 'Ayşe', 'Jérôme', 'Ørjan', 'Magnus', 'Eva', 'Žan', 'Łukasz', 'Ana', 'Ivo'];
const LAST = ['Jansen', 'Müller', 'Çelik', 'Peeters', 'Dubois', 'Šuster', 'Nørgaard', 'García', 'Kowalski', 'Smith', 'Rossi', 'Novák'];
const FEDS = ['BEL', 'NED', 'GER', 'FRA', 'TUR', 'NOR', 'ESP', 'POL', 'ENG', 'ITA', 'CZE', 'SLO'];
const name = (i: number) => `${LAST[i % LAST.length]}${i % 97 ? '' : '-Lüdenscheidt'} ${String.fromCharCode(65 + (i % 26))}${i % 7}, ${FIRST[(i * 7) % FIRST.length]}`;

/** Windows-1252 bytes of a text whose letters all have one (the generated names do not use ş, ł, ø outside it). */
function cp1252(text: string): Uint8Array {
  const extra: Record<string, number> = { Š: 0x8a, Ž: 0x8e, š: 0x9a, ž: 0x9e };
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const code = extra[c] ?? c.charCodeAt(0);
    out[i] = code < 256 ? code : 0x3f; // ? for letters Windows-1252 has not (ş, ł)
  }
  return out;
}

function csv50k(): Uint8Array {
  const lines = ['Stamnummer;Naam;Club;Elo;Partijen;FIDE id;Geboortedatum'];
  for (let i = 0; i < 50_000; i++)
    lines.push(
      `${100000 + i};${name(i).replace(/[şł]/g, 's')};${200 + (i % 300)};${i % 5 ? 1000 + (i % 1500) : 0};${i % 300};${i % 3 ? 4000000 + i : ''};${1950 + (i % 60)}-0${1 + (i % 9)}-1${i % 10}`,
    );
  return cp1252(lines.join('\r\n') + '\r\n');
}

const TXT_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';
function fideTxt(n: number): Uint8Array {
  const lines = [TXT_HEADER];
  const at = (values: [number, string][]) => values.reduce((l, [column, v]) => l.padEnd(column - 1) + v, '');
  for (let i = 0; i < n; i++) {
    const rated = i % 3 === 0;
    lines.push(
      at([
        [1, String(1_000_000 + i)],
        [16, name(i).replace(/[şłŁŠŽøØ]/g, 'o')],
        [77, FEDS[i % FEDS.length]!],
        [81, i % 4 ? 'M' : 'F'],
        [85, i % 50 ? '' : 'FM'],
        [114, rated ? String(1400 + (i % 1200)) : ''],
        [120, rated ? String(i % 30) : ''],
        [124, rated ? '20' : ''],
        [127, i % 5 ? '' : String(1500 + (i % 900))],
        [153, String(1940 + (i % 70))],
        [159, i % 9 ? '' : 'i'],
      ]).padEnd(162),
    );
  }
  return cp1252(lines.join('\n') + '\n');
}

function fideXml(n: number): Uint8Array {
  const parts = ['<?xml version="1.0" encoding="utf-8"?>\n<playerslist>\n'];
  for (let i = 0; i < n; i++) {
    const rated = i % 3 === 0;
    parts.push(
      `<player><fideid>${1_000_000 + i}</fideid><name>${name(i)}</name><country>${FEDS[i % FEDS.length]}</country><sex>${i % 4 ? 'M' : 'F'}</sex><title>${i % 50 ? '' : 'FM'}</title><w_title></w_title><o_title></o_title><foa_title></foa_title><rating>${rated ? 1400 + (i % 1200) : ''}</rating><games>${rated ? i % 30 : ''}</games><k>${rated ? 20 : ''}</k><rapid_rating></rapid_rating><rapid_games></rapid_games><rapid_k></rapid_k><blitz_rating></blitz_rating><blitz_games></blitz_games><blitz_k></blitz_k><birthday>${1940 + (i % 70)}</birthday><flag>${i % 9 ? '' : 'i'}</flag></player>\n`,
    );
  }
  parts.push('</playerslist>\n');
  return Buffer.from(parts.join(''));
}

function runOne(c: Case): { ms: number; players: number; mb: number; rssMb: number } {
  const bytes = c === 'csv-50k' ? csv50k() : c === 'fide-xml-1.2M' ? fideXml(1_200_000) : c === 'fide-txt-1.2M' ? fideTxt(1_200_000) : undefined;
  const file =
    bytes ??
    (() => {
      const read = parsePlayerList(fideTxt(1_200_000));
      if (!read.ok) throw new Error(read.error.message);
      return Buffer.from(makePlayerList(read.value.players));
    })();
  // The small list is read three times and the best time kept (the machine is shared: the best is the
  // least disturbed); the whole FIDE list once.
  const times: number[] = [];
  let players = 0;
  for (let rep = 0; rep < (c === 'csv-50k' ? 3 : 1); rep++) {
    const t0 = performance.now();
    const list = parsePlayerList(file);
    if (!list.ok) throw new Error(list.error.message);
    const found = searchListed(list.value.players, 'muller b', { limit: 20 });
    times.push(performance.now() - t0);
    if (found.matches === 0) throw new Error('the search found nobody');
    players = list.value.players.length;
  }
  return { ms: Math.min(...times), players, mb: file.length / 1024 / 1024, rssMb: process.resourceUsage().maxRSS / 1024 };
}

const self = fileURLToPath(import.meta.url);
const caseArg = process.argv.indexOf('--case');
if (caseArg >= 0) {
  process.stdout.write(JSON.stringify(runOne(process.argv[caseArg + 1] as Case)) + '\n');
} else if (process.argv[1] === self) {
  runPlayerListBench();
}

export function runPlayerListBench(cases: readonly Case[] = CASES): void {
  console.log('Player lists: read from the bytes (decode, parse, check every row, repeated ids) and one search');
  for (const c of cases) {
    try {
      const out = execFileSync(process.execPath, [...process.execArgv, self, '--case', c], { encoding: 'utf8', maxBuffer: 1 << 20 });
      const { ms, players, mb, rssMb } = JSON.parse(out.trim().split('\n').pop()!) as { ms: number; players: number; mb: number; rssMb: number };
      console.log(`${c.padStart(14)}: ${(ms / 1000).toFixed(2).padStart(6)} s, ${players} players, file ${mb.toFixed(0)} MB, peak memory ${rssMb.toFixed(0)} MB`);
    } catch (e) {
      console.log(`${c.padStart(14)}: failed (${(e as Error).message.split('\n')[0]})`);
    }
  }
}
