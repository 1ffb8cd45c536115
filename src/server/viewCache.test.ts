import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { ViewCache, type Body } from './viewCache.js';

const text = async (body: Promise<Body>) => Buffer.from((await body).bytes).toString();

/** A computation that finishes when told to, counting how often it was started. */
function deferred() {
  let finish: (text: string) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  let started = 0;
  const compute = () => {
    started++;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    compute,
    finish: (t: string) => {
      finish(t);
    },
    fail: (e: Error) => {
      fail(e);
    },
    started: () => started,
  };
}

describe('the views kept per revision', () => {
  it('readers of one revision who come while it is computed share that one computation', async () => {
    const cache = new ViewCache();
    const d = deferred();
    const readers = Array.from({ length: 50 }, () => cache.get('open', 'r1', 'standings', d.compute));
    d.finish('{"rows":[]}');
    expect(new Set(await Promise.all(readers.map(text)))).toEqual(new Set(['{"rows":[]}']));
    expect(d.started()).toBe(1);
    expect(await text(cache.get('open', 'r1', 'standings', () => Promise.reject(new Error('not again'))))).toBe('{"rows":[]}');
  });

  it('a new revision computes afresh, and the old one is not kept beside it', async () => {
    const cache = new ViewCache();
    expect(await text(cache.get('open', 'r1', 'v', () => Promise.resolve('one')))).toBe('one');
    expect(await text(cache.get('open', 'r2', 'v', () => Promise.resolve('two')))).toBe('two');
    expect(await text(cache.get('open', 'r1', 'v', () => Promise.resolve('one again')))).toBe('one again');
  });

  it('a failure is not kept: the next reader computes again', async () => {
    const cache = new ViewCache();
    const d = deferred();
    const first = cache.get('open', 'r1', 'v', d.compute);
    d.fail(new Error('worker ended'));
    await expect(first).rejects.toThrow('worker ended');
    expect(await text(cache.get('open', 'r1', 'v', () => Promise.resolve('fine')))).toBe('fine');
  });

  it('gzips a view of 1 kB or more, once', async () => {
    const cache = new ViewCache();
    const big = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ rank: i + 1, name: `Player ${i}` })) });
    const body = await cache.get('open', 'r1', 'v', () => Promise.resolve(big));
    expect(gunzipSync(body.gzip!).toString()).toBe(big);
    expect(body.gzip!.length).toBeLessThan(big.length / 3);
    expect((await cache.get('open', 'r1', 'small', () => Promise.resolve('{}'))).gzip).toBeUndefined();
  });

  it('keeps at most so many tournaments, and so many characters, the least recently read dropped first', async () => {
    const cache = new ViewCache({ tournaments: 2, chars: 10 });
    let computed = 0;
    const view = (text: string) => () => {
      computed++;
      return Promise.resolve(text);
    };
    await cache.get('a', 'r', 'v', view('aaa'));
    await cache.get('b', 'r', 'v', view('bbb'));
    await cache.get('a', 'r', 'v', view('aaa')); // a read last: b is the one to go
    await cache.get('c', 'r', 'v', view('ccc'));
    expect(computed).toBe(3);
    await cache.get('a', 'r', 'v', view('aaa'));
    expect(computed).toBe(3);
    await cache.get('b', 'r', 'v', view('bbb'));
    expect(computed).toBe(4);
    // Past 10 characters the least recently read go too, but never the one just read.
    await cache.get('big', 'r', 'v', view('x'.repeat(20)));
    await cache.get('big', 'r', 'v', view('x'.repeat(20)));
    expect(computed).toBe(5);
    await cache.get('b', 'r', 'v', view('bbb'));
    expect(computed).toBe(6);
  });
});
