// A game in a link: the fragment (after '#') is "log=" and the log's notation, UTF-8, compressed
// with raw DEFLATE (RFC 1951) and written in base64url without padding (RFC 4648, section 5).
// Browsers never send the fragment to a server, so the game stays between the players; the same
// fragment works after any base (links.js: the page's address). `caylus share` writes the same
// form (tools/share.cpp, zlib).
'use strict';

const CaylusShare = (function () {
  const prefix = 'log=';

  async function pipe(bytes, stream) {
    const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
    return new Uint8Array(await out.arrayBuffer());
  }

  function toBase64url(bytes) {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function fromBase64url(text) {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '==='.slice((b64.length + 3) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  // The fragment for a log's text, without the '#'.
  async function encode(text) {
    const packed = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
    return prefix + toBase64url(packed);
  }

  // The log's text from a fragment (with or without the '#'); null when it carries no game.
  async function decode(fragment) {
    const m = /^#?log=([A-Za-z0-9_-]+)/.exec(fragment);
    if (!m) return null;
    const bytes = await pipe(fromBase64url(m[1]), new DecompressionStream('deflate-raw'));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  }

  return {encode: encode, decode: decode};
})();
