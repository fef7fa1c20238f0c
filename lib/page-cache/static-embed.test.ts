import { isEmbedPath, staticEmbed } from './static-embed';

describe('the embed without Next’s scripts', () => {
  const page = [
    '<!DOCTYPE html><html lang="nb"><head>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
    '<script src="/_next/static/chunks/c.js" async=""></script></head><body>',
    '<main><div id="fangstdata-embed"><table><tr><td>NORDSJØ</td></tr></table>',
    '<script data-embed-height="">(function () { window.parent.postMessage({}, "*"); })();</script></div></main>',
    '<script>self.__next_f.push([1,"payload"])</script></body></html>',
  ].join('');

  it('keeps the content, the styles and the height script, and nothing else that runs', () => {
    const stripped = staticEmbed(page);
    expect(stripped).toContain('<td>NORDSJØ</td>');
    expect(stripped).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(stripped).toContain('<script data-embed-height="">(function () {');
    expect(stripped.match(/<script\b/g)).toHaveLength(1);
    expect(stripped).not.toMatch(/as="script"|__next_f|c\.js/);
  });

  it('applies to the embeds only', () => {
    expect(isEmbedPath('/topoffloads/embed/abc123XYZ00')).toBe(true);
    for (const path of ['/topoffloads', '/topoffloads/embed', '/topoffloads/embed/a/b', '/boats/1'])
      expect(isEmbedPath(path)).toBe(false);
  });
});
