import { describe, expect, it } from 'vitest';
import { decodeChunks, decodeText } from './textBytes.js';

describe('text bytes: the encoding from the bytes, and pieces of a large text', () => {
  // Each row: the bytes, the encoding to find, the text. Windows-1252 80-9F per the WHATWG index
  // (€ = 80, Š = 8A, Ž = 8E, “ = 93, ” = 94, — = 97, Ÿ = 9F); A0-FF as Latin-1 (é = E9, ü = FC).
  it.each([
    ['UTF-8', Buffer.from('Çelik Müller'), 'UTF-8', 'Çelik Müller'],
    ['UTF-8 with BOM', Buffer.from('\uFEFFÇelik'), 'UTF-8 with BOM', 'Çelik'],
    ['UTF-16LE with BOM', Buffer.from([0xff, 0xfe, 0xc7, 0x00, 0x65, 0x00]), 'UTF-16LE', 'Çe'],
    ['UTF-16BE with BOM', Buffer.from([0xfe, 0xff, 0x00, 0xc7, 0x00, 0x65]), 'UTF-16BE', 'Çe'],
    ['Windows-1252', Buffer.from([0x80, 0x8a, 0x8e, 0x93, 0x94, 0x97, 0x9f, 0xe9, 0xfc]), 'Windows-1252', '€ŠŽ“”—Ÿéü'],
  ] as const)('%s', (_what, bytes, encoding, text) => {
    expect(decodeText(bytes)).toEqual({ text, encoding });
    const pieces = decodeChunks(bytes, 3);
    expect(pieces.encoding).toBe(encoding);
    expect([...pieces.chunks].join('')).toBe(text);
  });

  it('never splits a character between two pieces', () => {
    const text = 'aé€𝄞'.repeat(1000); // one, two, three and four bytes in UTF-8
    for (const size of [1, 2, 3, 5, 7, 1024]) {
      const pieces = [...decodeChunks(Buffer.from(text), size).chunks];
      expect(pieces.join('') === text).toBe(true);
      expect(pieces.every((p) => !/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(p))).toBe(true);
    }
  });
});
