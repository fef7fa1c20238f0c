import { readFileSync } from 'node:fs';
import path from 'node:path';
// The postinstall script (plain JavaScript, run by npm before anything is compiled).
import { nextServerFiles, patchSource } from '@/scripts/patch-next.mjs';

const nextDir = path.dirname(require.resolve('next/package.json'));

describe('the postinstall patch of Next’s page cache (scripts/patch-next.mjs)', () => {
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

  it('is applied to the installed Next (npm install runs it); if this fails after an upgrade, see the script', () => {
    const runtime = readFileSync(
      path.join(nextDir, 'dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
      'utf8',
    );
    expect(runtime).toMatch(
      /let (\w+)=(\w+)\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;if\(\2\.fetchCache&&\1>2097152/,
    );
    for (const file of nextServerFiles(nextDir)) {
      expect(readFileSync(file, 'utf8')).not.toMatch(
        /JSON\.stringify\(\w+\)\.length;\s*if ?\(\s*\w+\.fetchCache/,
      );
    }
  });
});
