import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipped = promisify(gzip);

/**
 * The answers of the reading routes, kept per tournament and revision as the bytes sent (and gzipped, for
 * the readers that take it: a 2,000-player open's standings are 400 kB of JSON, 10 times less gzipped, and
 * writing them to 50 sockets at once was most of the server's time): a crowd
 * reading one tournament (parents refreshing a weekend open's public page) gets the view computed once
 * per revision, and readers who come while it is computed wait for that one computation. A new revision
 * of a tournament (a change made here, by the command line, in an editor or by another server: the store
 * hashes the text on every read) drops the views of the old one. Bounded: the tournaments least recently
 * read are dropped first, by count and by the characters of their views.
 *
 * A view's key names everything its text depends on besides the revision: the route, its query, and who
 * may see it (the public view and a director's are kept apart, so a private field never reaches a reader
 * who may not see it).
 */
export interface ViewCacheOptions {
  /** Tournaments whose views are kept (default 50). */
  readonly tournaments?: number;
  /** Bytes kept over all views (default 64 million). */
  readonly chars?: number;
}

/** A view's answer: its bytes, and gzipped when that is worth it (bodies of 1 kB and more). */
export interface Body {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly gzip?: Uint8Array<ArrayBuffer> | undefined;
}

interface View {
  readonly body: Promise<Body>;
  chars: number;
  /** The address of a public view (what a reader asks), to make it again for the next revision. */
  readonly path?: string | undefined;
}

/** The bytes of a text and its gzip (made in libuv's threads, off the event loop). */
async function encoded(text: string): Promise<Body> {
  // Copied once into arrays of their own (a short Buffer may be a slice of Node's shared pool).
  const bytes = Uint8Array.from(Buffer.from(text));
  return bytes.length < 1024 ? { bytes } : { bytes, gzip: Uint8Array.from(await gzipped(bytes)) };
}

interface Entry {
  readonly revision: string;
  readonly views: Map<string, View>;
}

export class ViewCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private readonly most: number;
  private readonly mostChars: number;

  constructor(options: ViewCacheOptions = {}) {
    this.most = options.tournaments ?? 50;
    this.mostChars = options.chars ?? 64_000_000;
  }

  /** The answer of view `key` of a tournament's revision: kept, being computed, or computed now by `compute`. */
  get(id: string, revision: string, key: string, compute: () => Promise<string>, path?: string): Promise<Body> {
    let entry = this.entries.get(id);
    if (entry?.revision !== revision) {
      this.drop(id);
      entry = { revision, views: new Map() };
    }
    this.entries.delete(id); // to the end: the most recently read
    this.entries.set(id, entry);
    this.bound(id);
    const kept = entry.views.get(key);
    if (kept) return kept.body;
    const view: View = { body: compute().then(encoded), chars: 0, path };
    entry.views.set(key, view);
    const current = entry;
    view.body.then(
      (body) => {
        if (this.entries.get(id) !== current || current.views.get(key) !== view) return; // dropped meanwhile
        view.chars = body.bytes.length + (body.gzip?.length ?? 0);
        this.chars += view.chars;
        this.bound(id);
      },
      () => {
        // A failure is not kept: the next reader tries again (it may have been the machine, not the tournament).
        if (current.views.get(key) === view) current.views.delete(key);
      },
    );
    return view.body;
  }

  /** The addresses of the public views kept of a tournament (those its readers read), the first `most`. */
  publicPaths(id: string, most = 10): string[] {
    return [...(this.entries.get(id)?.views.values() ?? [])].flatMap((v) => (v.path === undefined ? [] : [v.path])).slice(0, most);
  }

  /** Forgets a tournament's views (it was deleted, or changed). */
  drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    for (const v of entry.views.values()) this.chars -= v.chars;
    this.entries.delete(id);
  }

  /** Drops the least recently read tournaments beyond the bounds; the one just read stays, however large. */
  private bound(keep: string): void {
    if (this.entries.size <= this.most && this.chars <= this.mostChars) return; // every read of a crowd: nothing to drop
    for (const id of [...this.entries.keys()]) {
      if (this.entries.size <= this.most && this.chars <= this.mostChars) return;
      if (id !== keep) this.drop(id);
    }
  }
}
