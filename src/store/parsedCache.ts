import type { Result } from '../core/result.js';
import type { Tournament } from '../core/tournament.js';

/**
 * Parsed tournaments kept by id and revision, so that a crowd reading one tournament parses its text once
 * per revision (a 2,000-player event takes 30–130 ms to parse: the server's thread, for every reader, when
 * each read parsed it). The text is still read and hashed on every read (a fraction of a millisecond), so a
 * change made anywhere — the web app, the command line, an editor, another server — is a new revision and
 * is parsed afresh: nothing stale is ever answered. Tournaments are immutable values, so every reader may
 * share one. Bounded: the least recently read are dropped first, by count and by the length of their text
 * (a parsed tournament takes a few times its text in memory).
 */
export interface ParsedCacheOptions {
  /** Tournaments kept (default 100). */
  readonly tournaments?: number;
  /** Characters of text kept, over all tournaments (default 16 million: 160 events of 2,000 players). */
  readonly chars?: number;
  /** Called before each parse of a tournament's text (the tests count them). */
  readonly onParse?: (id: string) => void;
}

interface Kept {
  readonly revision: string;
  readonly tournament: Tournament;
  readonly chars: number;
}

export class ParsedCache {
  private readonly kept = new Map<string, Kept>();
  private chars = 0;
  private readonly most: number;
  private readonly mostChars: number;

  constructor(private readonly options: ParsedCacheOptions = {}) {
    this.most = options.tournaments ?? 100;
    this.mostChars = options.chars ?? 16_000_000;
  }

  /** The tournament of a text: the one kept when its revision is the text's, else `parse(text)`, kept when it reads. */
  parse<E>(id: string, text: string, revision: string, parse: (text: string) => Result<Tournament, E>): Result<Tournament, E> {
    const hit = this.kept.get(id);
    if (hit?.revision === revision) {
      this.kept.delete(id); // to the end: the most recently read
      this.kept.set(id, hit);
      return { ok: true, value: hit.tournament };
    }
    this.options.onParse?.(id);
    const parsed = parse(text);
    if (parsed.ok) this.remember(id, revision, parsed.value, text.length);
    else this.forget(id);
    return parsed;
  }

  /** The tournament kept for `revision` of `id`, if any (counts as a read). */
  peek(id: string, revision: string): Tournament | undefined {
    const hit = this.kept.get(id);
    if (hit?.revision !== revision) return undefined;
    this.kept.delete(id); // to the end: the most recently read
    this.kept.set(id, hit);
    return hit.tournament;
  }

  /** Keeps a tournament just saved (its text is the one of `revision`), so the next read needs no parse. */
  remember(id: string, revision: string, tournament: Tournament, chars: number): void {
    this.forget(id);
    this.kept.set(id, { revision, tournament, chars });
    this.chars += chars;
    for (const [old, k] of this.kept) {
      if (this.kept.size <= this.most && this.chars <= this.mostChars) break;
      if (old === id) continue; // the one just read stays, however large
      this.kept.delete(old);
      this.chars -= k.chars;
    }
  }

  forget(id: string): void {
    const k = this.kept.get(id);
    if (!k) return;
    this.kept.delete(id);
    this.chars -= k.chars;
  }
}
