import { Buffer, isUtf8 } from 'node:buffer';

/**
 * The encoding of a text file as it came from a spreadsheet or a download: a byte-order mark decides
 * (UTF-8, UTF-16); otherwise bytes that are valid UTF-8 are UTF-8, and anything else is read as
 * Windows-1252, what Excel on Windows writes in western Europe ("Müller" stays "Müller", never "M�ller").
 */
export const TEXT_ENCODINGS = ['UTF-8', 'UTF-8 with BOM', 'UTF-16LE', 'UTF-16BE', 'Windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const LABELS: Record<TextEncoding, string> = {
  'UTF-8': 'utf-8',
  'UTF-8 with BOM': 'utf-8',
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'Windows-1252': 'windows-1252',
};

/** The encoding and the length of the byte-order mark to skip. */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncoding; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'UTF-8 with BOM', bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'UTF-16LE', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'UTF-16BE', bom: 2 };
  return { encoding: isUtf8(bytes) ? 'UTF-8' : 'Windows-1252', bom: 0 };
}

/**
 * Windows-1252 bytes 80-9F (WHATWG Encoding, index-windows-1252): Node 20's TextDecoder reads them as
 * Latin-1 control characters, so they are put right here. The five bytes Windows-1252 leaves undefined
 * stay control characters (which the field rules refuse, naming the row).
 */
const WINDOWS_1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const fix1252 = (text: string): string => (/[\x80-\x9f]/.test(text) ? text.replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80]!) : text);

function decoderFor(encoding: TextEncoding): (bytes: Uint8Array, stream: boolean) => string {
  const decoder = new TextDecoder(LABELS[encoding]);
  return encoding === 'Windows-1252' ? (bytes, stream) => fix1252(decoder.decode(bytes, { stream })) : (bytes, stream) => decoder.decode(bytes, { stream });
}

/** The whole text, without its byte-order mark. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const { encoding, bom } = detectEncoding(bytes);
  return { text: decoderFor(encoding)(bytes.subarray(bom), false), encoding };
}

/**
 * The text in pieces of about `size` bytes, for files too large to hold as one string (V8 strings end
 * near 512 MB; the FIDE rating list in XML comes close). A character split between two pieces is kept whole.
 */
export function decodeChunks(bytes: Uint8Array, size = 16 * 1024 * 1024): { encoding: TextEncoding; chunks: Iterable<string> } {
  const { encoding, bom } = detectEncoding(bytes);
  function* chunks(): Generator<string> {
    if (encoding === 'UTF-8' || encoding === 'UTF-8 with BOM') {
      // Buffer's UTF-8 decoding is many times faster than a streaming TextDecoder: each piece ends
      // before a byte that continues a character, so no character is split. Invalid bytes cannot occur
      // (detectEncoding found the bytes valid, or they had a BOM: then U+FFFD, as TextDecoder would).
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      for (let at = bom; at < buffer.length;) {
        const continues = (i: number) => i < buffer.length && (buffer[i]! & 0xc0) === 0x80;
        let end = Math.min(at + size, buffer.length);
        while (end > at && continues(end)) end--;
        if (end === at) for (end = at + 1; continues(end);) end++; // a piece smaller than its first character
        yield buffer.toString('utf8', at, end);
        at = end;
      }
      return;
    }
    const decode = decoderFor(encoding);
    for (let at = bom; at < bytes.length; at += size) yield decode(bytes.subarray(at, Math.min(at + size, bytes.length)), true);
    const rest = decode(new Uint8Array(0), false);
    if (rest) yield rest;
  }
  return { encoding, chunks: chunks() };
}
