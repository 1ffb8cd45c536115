import type { Command } from 'commander';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliExit, type CliIo } from './io.js';
import { makeUscfDbfReport } from '../director/uscfDbfReport.js';
import { makeUscfReport, uscfReport } from '../formats/uscfReport.js';
import { USCF_SYSTEMS } from '../rating/uscf.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { loadTournamentFile } from '../store/tournamentFiles.js';

interface UscfOptions {
  file: string;
  format: string;
  out?: string;
  start?: string;
  end?: string;
  timeControl?: string;
  section: string;
  affiliate?: string;
  arbiter?: string;
  ratingSystem: string;
  chiefTd?: string;
  assistantTd?: string;
  otherTd?: string;
  eventId?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  sendCrosstable?: boolean;
  fide?: boolean;
}

const FORMATS = ['text', 'dbf'] as const;
const SYSTEMS = [...USCF_SYSTEMS, 'dual'] as const;
const today = (): string => new Date().toISOString().slice(0, 10);

/** The flags that give what the DBF report's error names, for the hint below it. */
const DBF_FLAGS = '--affiliate, --chief-td, --city (default: the place), --state, --zip, --start/--end (default: the dates)';

/**
 * `arbiter report uscf`: the section's results as a plain-text report (`--format text`, the default) or as
 * the three DBF files of US Chess's format "2C" in a folder (`--format dbf --out DIR`).
 */
export function registerUscfReport(report: Command, io: CliIo): void {
  report
    .command('uscf')
    .description('the US Chess rating report: a plain-text crosstable, or the three DBF files of format "2C" that US Chess takes (--format dbf --out DIR)')
    .requiredOption('-f, --file <path>', 'the tournament file')
    .option('--format <format>', FORMATS.join(' | '), 'text')
    .option('--out <path>', 'text: write the report to this file (default: standard output); dbf: the folder for THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF')
    .option('--start <date>', "first day, YYYY-MM-DD (default: the tournament's start date)")
    .option('--end <date>', "last day, YYYY-MM-DD (default: the tournament's end date)")
    .option('--time-control <text>', "the rate of play (default: the tournament's)")
    .option('--section <name>', 'the section', 'Open')
    .option('--affiliate <id>', 'the US Chess affiliate id (A6012345)')
    .option('--arbiter <name>', "text: the chief TD's name")
    .option('--rating-system <system>', SYSTEMS.join(' | '), 'regular')
    .option('--chief-td <id>', "dbf: the chief TD's member id (8 digits)")
    .option('--assistant-td <id>', "dbf: the assistant chief TD's member id")
    .option('--other-td <ids>', "dbf: the other TDs' member ids, comma-separated")
    .option('--event-id <id>', "dbf: US Chess's id of the event, for a corrected report")
    .option('--city <city>', "dbf: the city (default: the tournament's place)")
    .option('--state <XX>', 'dbf: the state, two letters')
    .option('--zip <code>', 'dbf: the zip code')
    .option('--country <name>', 'dbf: the country', 'USA')
    .option('--send-crosstable', 'dbf: ask US Chess to send the crosstable')
    .option('--fide', 'dbf: the section is FIDE rated too')
    .action((opts: UscfOptions) => {
      const format = choice(opts.format, FORMATS, '--format');
      const system = choice(opts.ratingSystem, SYSTEMS, '--rating-system');
      const t = loadTournamentFile(resolve(io.cwd, opts.file));
      if (format === 'dbf') {
        writeDbf(io, opts, t, system);
        return;
      }
      const r = uscfReport(t, {
        section: opts.section,
        startDate: opts.start ?? t.details?.startDate,
        endDate: opts.end ?? t.details?.endDate,
        system,
        timeControl: opts.timeControl ?? t.details?.timeControl,
        chiefTd: opts.arbiter,
        affiliate: opts.affiliate,
      });
      if (!r.ok) throw new CliExit(r.error.message, 2, r.error.code);
      emit(io, opts.out, makeUscfReport(r.value));
    });
}

function writeDbf(io: CliIo, opts: UscfOptions, t: ReturnType<typeof loadTournamentFile>, system: (typeof SYSTEMS)[number]): void {
  if (opts.out === undefined) throw new CliExit('--format dbf needs --out DIR, the folder for the three files');
  const r = makeUscfDbfReport(t, {
    section: opts.section,
    startDate: opts.start,
    endDate: opts.end,
    system,
    timeControl: opts.timeControl,
    affiliateId: opts.affiliate,
    chiefTdId: opts.chiefTd,
    assistantTdId: opts.assistantTd,
    otherTdIds: opts.otherTd?.split(',').filter((x) => x.trim() !== ''),
    eventId: opts.eventId,
    city: opts.city,
    state: opts.state,
    zip: opts.zip,
    country: opts.country,
    sendCrosstable: opts.sendCrosstable,
    fideRated: opts.fide,
    written: today(),
  });
  if (!r.ok) throw new CliExit(r.error.code === 'uscfDbf.missing' ? `${r.error.message} (flags: ${DBF_FLAGS})` : r.error.message, 2, r.error.code);
  const dir = resolve(io.cwd, opts.out);
  try {
    mkdirSync(dir, { recursive: true });
    for (const f of r.value.files) writeFileSync(join(dir, f.name), f.bytes);
  } catch (e) {
    throw new CliExit(`${opts.out}: cannot write (${(e as Error).message})`);
  }
  for (const s of r.value.shortened) io.err(`warning: ${s}\n`);
  io.out(`wrote ${r.value.files.map((f) => join(opts.out ?? '', f.name)).join(', ')}: ${t.players.length} players\n`);
}

function choice<T extends string>(value: string, values: readonly T[], flag: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new CliExit(`${flag} must be one of ${values.join(', ')}, not "${value}"`);
}

function emit(io: CliIo, out: string | undefined, text: string): void {
  if (out === undefined) {
    io.out(text);
    return;
  }
  try {
    writeFileAtomic(resolve(io.cwd, out), text);
  } catch (e) {
    throw new CliExit(`${out}: cannot write (${(e as Error).message})`);
  }
  io.out(`wrote ${out}\n`);
}
