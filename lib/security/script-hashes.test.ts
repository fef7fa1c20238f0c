import { createHash } from 'node:crypto';
import { inlineScripts, policyWithScriptHashes, scriptHashes } from './script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The shape of a page Next renders: external chunks, its flight payload in inline scripts (one of them
// twice), a JSON-LD block and an ad provider's queue line.
const flight1 = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])';
const flight2 = 'self.__next_f.push([1,"1:I[\\"fartøy «Ærøy»\\"]\\n"])';
const queue = '(window.adsbygoogle=window.adsbygoogle||[]).push({});';
const sampleHtml = `<!DOCTYPE html><html lang="nb"><head>
<script src="/_next/static/chunks/webpack-1.js" async=""></script>
<script type="application/ld+json">{"@type":"Organization","name":"Fangstdata"}</script>
</head><body><main>Båter</main>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${flight1}</script>
<SCRIPT>${flight2}</SCRIPT><script>${flight1}</script>
<script async="" src="https://ads.example/ads.js"></script><script type="text/javascript">${queue}</script>
</body></html>`;

const basePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://apis.google.com",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' http://127.0.0.1:9099",
  "frame-ancestors 'none'",
].join('; ');

describe('inline script hashes for the Content-Security-Policy', () => {
  it('finds the inline scripts the browser runs, not external ones or JSON-LD', () => {
    expect(inlineScripts(sampleHtml)).toEqual([
      '(self.__next_f=self.__next_f||[]).push([0])',
      flight1,
      flight2,
      flight1,
      queue,
    ]);
  });

  it('hashes each distinct script once, over its UTF-8 text', () => {
    expect(scriptHashes(sampleHtml)).toEqual([
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256(flight1),
      sha256(flight2),
      sha256(queue),
    ]);
  });

  it("replaces script-src 'unsafe-inline' by the page's hashes and keeps every other directive", () => {
    const policy = policyWithScriptHashes(basePolicy, scriptHashes(sampleHtml));
    const directives = policy.split('; ');
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toBe(`script-src 'self' https://apis.google.com ${scriptHashes(sampleHtml).join(' ')}`);
    expect(directives).toContain("style-src 'self' 'unsafe-inline'");
    expect(directives).toContain("frame-ancestors 'none'");
  });

  it('allows no inline script on a page without any', () => {
    expect(policyWithScriptHashes(basePolicy, scriptHashes('<p>Ingen skript</p>'))).toContain(
      "script-src 'self' https://apis.google.com;",
    );
  });

  it("adds the local Auth emulator's origin to connect-src once", () => {
    expect(policyWithScriptHashes(basePolicy, [], ['http://127.0.0.1:9220'])).toContain(
      "connect-src 'self' http://127.0.0.1:9099 http://127.0.0.1:9220;",
    );
    expect(policyWithScriptHashes(basePolicy, [], ['http://127.0.0.1:9099'])).toContain(
      "connect-src 'self' http://127.0.0.1:9099;",
    );
  });
});
