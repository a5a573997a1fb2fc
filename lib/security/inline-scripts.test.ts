import { createHash } from 'node:crypto';
import { formActionOrigins, inlineScriptHashes } from './inline-scripts.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const PUSH = 'self.__next_f.push([1,"a\\u003cb"])';

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each executable inline script, once each', () => {
    const html = `<script>${PUSH}</script><script id="_R_">boot()</script><script>${PUSH}</script><script type="module">m()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(PUSH), sha('boot()'), sha('m()')]);
  });

  it('skips external scripts and data blocks such as JSON-LD, which CSP does not govern', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"@type":"Hotel"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('matches the hash a browser computes for the same script (the empty script)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual(['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=']);
  });
});

describe('formActionOrigins', () => {
  it('gives the other sites the forms send to, once each, and nothing for a form that stays on the site', () => {
    const html = [
      '<form method="get" action="https://www.lakeshoreinnoshawa.com/book" target="_blank">',
      '<form action="https://www.lakeshoreinnoshawa.com/book?x=1&amp;y=2">',
      '<form class="f" action=\'http://127.0.0.1:54321/functions/v1/send-contact-email\' method="post">',
      '<form action="/search"><form method="get"><form action="javascript:alert(1)">',
    ].join('');
    expect(formActionOrigins(html)).toEqual(['https://www.lakeshoreinnoshawa.com', 'http://127.0.0.1:54321']);
  });
});
