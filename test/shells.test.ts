// Issue 13: the shells (CLI, server, web) never branch on a system's name: what differs between systems is
// asked of the system registry (src/director/registry.ts, src/core/systems.ts). This test reads their sources.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SYSTEMS } from '../src/core/settings.js';
import { PROJECT_ROOT } from '../src/server/webBuild.js';

const SHELLS = ['src/cli', 'src/server', 'web/src'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name a system). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

describe('the shells never branch on a system name', () => {
  it.each(SHELLS)('%s names no system in its code', (dir) => {
    const found: string[] = [];
    for (const file of sources(join(PROJECT_ROOT, dir))) {
      // The web app's catalogs (web/src/i18n) name each system by its key to give its name in a language: words, no branch.
      if (relative(PROJECT_ROOT, file).split(/[\\/]/).slice(0, 3).join('/') === 'web/src/i18n') continue;
      const lines = code(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        // A command's own name (`arbiter dotoho`) is no branch.
        if (/\.command\(/.test(line)) return;
        for (const system of SYSTEMS) if (new RegExp(`['"\`]${system}['"\`]`).test(line)) found.push(`${relative(PROJECT_ROOT, file)}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('finds a branch when there is one (the check itself works)', () => {
    expect(code("if (t.settings.system === 'keizer') x(); // keizer").match(/['"`]keizer['"`]/)).not.toBeNull();
    expect(code("// the 'keizer' system\n/* 'dotoho' */").match(/['"`](keizer|dotoho)['"`]/)).toBeNull();
  });
});
