import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/server/webBuild.js';
import { lockRun } from '../globalSetup.js';

/** `npm start` as a director runs it: one process that builds the pages if needed and serves them with the API. */
describe('npm start', () => {
  // npm start builds the web app into dist/web: test/package.test.ts does not pack dist/ meanwhile.
  let unlock: () => void = () => undefined;
  beforeAll(async () => {
    unlock = await lockRun('dist');
  });
  afterAll(() => {
    unlock();
  });
  it('serves the app and the API on 127.0.0.1 over the folder given, and stops on SIGTERM', async () => {
    const start = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts.start as string;
    expect(start).toBe('tsx src/server/main.ts');
    const dir = join(mkdtempSync(join(tmpdir(), 'arbiter-start-')), 'tournaments');
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server/main.ts', '--port', '0', '--dir', dir], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => {
        resolve(code);
      }),
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /serving the tournaments in (.+) on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
          if (m) {
            clearInterval(timer);
            expect(m[1]).toBe(dir);
            resolve(m[2]!);
          } else if (child.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`npm start ended: ${out}${err}`));
          }
        }, 50);
      });
      const page = await fetch(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="app"></div>');
      // Only directors see and change tournaments; with none yet, npm start prints a one-time setup link.
      expect((await fetch(`${url}api/tournaments`)).status).toBe(401);
      const link = /no director yet\. Make the first one in this machine's browser \(the link works once\):\n {2}(http:\/\/127\.0\.0\.1:\d+\/setup\?token=([\w-]+))\n/.exec(out);
      expect(link, out).not.toBeNull();
      const setup = await fetch(`${url}api/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: link![2], name: 'anna', password: 'correct horse battery' }),
      });
      expect(setup.status).toBe(201);
      const cookie = setup.headers.get('set-cookie')!.split(';')[0]!;
      const api = await fetch(`${url}api/tournaments`, { headers: { Cookie: cookie } });
      expect(await api.json()).toEqual({ tournaments: [], damaged: [] });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('refuses a bad port with one line and the usage', async () => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/server/main.ts', '--port', 'eighty'], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe('arbiter: port "eighty" is not a port number (0 to 65535)');
  });
});
