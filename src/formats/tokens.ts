/**
 * Words of a line: bare words, or "quoted text" with \" and \\ escapes. When `quoted` is given, it
 * receives for each word whether it began with a quote (a player's name `"a=b"` is a name, `a=b` a field).
 */
export function splitWords(line: string, quoted?: boolean[]): string[] | { error: string; column: number } {
  const words: string[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
      continue;
    }
    let word = '';
    const start = i;
    quoted?.push(c === '"');
    // key="quoted value" or "quoted value"
    while (i < line.length && line[i] !== ' ' && line[i] !== '\t') {
      if (line[i] === '"') {
        i++;
        let closed = false;
        while (i < line.length) {
          const d = line[i]!;
          if (d === '\\' && i + 1 < line.length) {
            word += line[i + 1]!;
            i += 2;
          } else if (d === '"') {
            i++;
            closed = true;
            break;
          } else {
            word += d;
            i++;
          }
        }
        if (!closed) return { error: 'a quote is not closed', column: start + 1 };
      } else {
        word += line[i]!;
        i++;
      }
    }
    words.push(word);
  }
  return words;
}

/** Quotes a word when it is empty or holds spaces, quotes, backslashes, `=` or `#`. */
export function quoteWord(word: string): string {
  return /^[^\s"\\=#]+$/.test(word) ? word : `"${word.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
