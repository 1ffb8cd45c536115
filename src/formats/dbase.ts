/**
 * A dBase III table (`.DBF`) of character fields, as the US Chess rating report's files are (format "2C",
 * `uscfDbf.ts`). The layout is dBase III's:
 *
 * - a 32-byte header: byte 0 the version (0x03, dBase III without memo), bytes 1–3 the date of the last
 *   update (year − 1900, month, day), bytes 4–7 the number of records, bytes 8–9 the header's length and
 *   bytes 10–11 a record's length (little-endian), then 20 bytes of zeros;
 * - one 32-byte descriptor per field: its name (up to 10 characters, zero-filled to 11 bytes), its type
 *   (`C`, character), 4 zero bytes, its width, its decimal count (0), 14 zero bytes;
 * - the header's terminator 0x0D (the files US Chess sends have no 0x00 after it; WinTD's have one);
 * - the records, each a deletion flag (0x20, kept) and the fields' bytes, left-justified and space-filled;
 * - the end-of-file marker 0x1A.
 */
import { err, ok, type Result } from '../core/result.js';

export interface DbaseField {
  /** Up to 10 ASCII characters. */
  readonly name: string;
  /** The width in bytes, 1 to 254. */
  readonly width: number;
}

export interface DbaseTable {
  readonly fields: readonly DbaseField[];
  /** Each record's values, one per field, in ASCII; a value wider than its field is refused. */
  readonly records: readonly (readonly string[])[];
  /** The date of the last update the header holds, YYYY-MM-DD. */
  readonly updated: string;
}

export interface DbaseError {
  readonly code: 'dbase.field' | 'dbase.value' | 'dbase.date';
  readonly message: string;
}

const HEADER = 32;
const DESCRIPTOR = 32;
const ASCII = /^[\x20-\x7e]*$/;

/** The table's bytes. */
export function makeDbase(t: DbaseTable): Result<Uint8Array, DbaseError> {
  for (const f of t.fields)
    if (!/^[A-Z0-9_]{1,10}$/.test(f.name) || !Number.isInteger(f.width) || f.width < 1 || f.width > 254)
      return err({ code: 'dbase.field', message: `the field ${f.name} (${f.width} wide) is not a dBase III character field` });
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t.updated);
  if (!date || Number(date[1]) < 1900 || Number(date[1]) > 2155) return err({ code: 'dbase.date', message: `"${t.updated}" is not a date YYYY-MM-DD` });
  const recordLength = 1 + t.fields.reduce((s, f) => s + f.width, 0);
  const headerLength = HEADER + DESCRIPTOR * t.fields.length + 1;
  const out = new Uint8Array(headerLength + recordLength * t.records.length + 1);
  const view = new DataView(out.buffer);
  out[0] = 0x03;
  out[1] = Number(date[1]) - 1900;
  out[2] = Number(date[2]);
  out[3] = Number(date[3]);
  view.setUint32(4, t.records.length, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, recordLength, true);
  t.fields.forEach((f, i) => {
    const at = HEADER + DESCRIPTOR * i;
    for (let k = 0; k < f.name.length; k++) out[at + k] = f.name.charCodeAt(k);
    out[at + 11] = 'C'.charCodeAt(0);
    out[at + 16] = f.width;
  });
  out[headerLength - 1] = 0x0d;
  let at = headerLength;
  for (const [n, record] of t.records.entries()) {
    if (record.length !== t.fields.length) return err({ code: 'dbase.value', message: `record ${n + 1} has ${record.length} values for ${t.fields.length} fields` });
    out[at++] = 0x20;
    for (const [i, f] of t.fields.entries()) {
      const v = record[i] ?? '';
      if (!ASCII.test(v)) return err({ code: 'dbase.value', message: `record ${n + 1}, ${f.name}: "${v}" is not plain ASCII` });
      if (v.length > f.width) return err({ code: 'dbase.value', message: `record ${n + 1}, ${f.name}: "${v}" is wider than the field (${f.width})` });
      for (let k = 0; k < f.width; k++) out[at + k] = k < v.length ? v.charCodeAt(k) : 0x20;
      at += f.width;
    }
  }
  out[at] = 0x1a;
  return ok(out);
}
