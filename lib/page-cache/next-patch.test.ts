import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// Plain JavaScript: the server runs it before Next (and anything compiled) is loaded.
import { nextServerFiles, patchNext, patchSource } from '@/scripts/patch-next.mjs';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';

const nextDir = path.dirname(require.resolve('next/package.json'));

describe('the patch of Next’s page cache (scripts/patch-next.mjs)', () => {
  it('measures an entry only for the fetch cache, in minified and readable builds, and keeps the 2 MB check', () => {
    const minified =
      'async set(e,t,r){let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn(i)}}';
    expect(patchSource(minified)).toBe(
      'async set(e,t,r){let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn(i)}}',
    );
    const readable = [
      '        const itemSize = JSON.stringify(data).length;',
      '        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 &&',
    ].join('\n');
    expect(patchSource(readable)).toBe(
      [
        '        const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;',
        '        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 &&',
      ].join('\n'),
    );
    // Applying it twice changes nothing more; other stringify calls are left alone.
    expect(patchSource(patchSource(minified))).toBe(patchSource(minified));
    expect(patchSource('let n=JSON.stringify(t).length;')).toBe('let n=JSON.stringify(t).length;');
  });

  it('finds the expression in the installed Next and patches a copy of it, once', () => {
    // A copy: the installed Next is patched by the server as it starts, not by the tests.
    const copy = makeTempDir('fangstdata-next-patch-');
    try {
      for (const file of nextServerFiles(nextDir)) {
        const target = path.join(copy, path.relative(nextDir, file));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
      const first = patchNext(copy);
      // Every runtime that holds IncrementalCache.set, unless already patched where this runs.
      expect(first.patched + first.alreadyPatched).toBeGreaterThan(10);
      const runtime = readFileSync(
        path.join(copy, 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
        'utf8',
      );
      expect(runtime).toMatch(
        /let (\w+)=(\w+)\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;if\(\2\.fetchCache&&\1>2097152/,
      );
      for (const file of nextServerFiles(copy)) {
        expect(readFileSync(file, 'utf8')).not.toMatch(
          /JSON\.stringify\(\w+\)\.length;\s*if ?\(\s*\w+\.fetchCache/,
        );
        expect(existsSync(`${file}.${process.pid}.patching`)).toBe(false);
      }
      expect(patchNext(copy)).toEqual({ patched: 0, alreadyPatched: first.patched + first.alreadyPatched });
    } finally {
      removeDir(copy);
    }
  });
});
