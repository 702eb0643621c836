// Links worth sending (issue 38 item 4): the share box under "share link". A link is the page's
// address, '#', and the game (share.js); the address is chosen once and remembered in this
// browser. A page served over http(s) offers its own address; a page opened from a file has
// none anyone else can open (file:///... is a path on this device), so it asks for the address
// the page is published at (docs/web.md, "Hosting the page") and makes no link until it has one.
// Then: a copy button (the clipboard API, or the selection and the old copy command where the
// API is refused), the phone's share sheet (the Web Share API) where the browser has one, and
// the box scrolled into sight beside the button that opened it.
'use strict';

const CaylusLinks = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const key = 'caylus-arbiter.link-base';
  let shared = null;  // the log's notation the box links to
  let step = null;    // {step, at}: the moment shown, when "at the step shown" is on

  // The page's own address when others can open it: served over http(s), not from a file.
  function ownAddress() {
    return /^https?:$/.test(location.protocol) ? location.href.replace(/#.*$/, '') : '';
  }

  function stored() {
    try { return localStorage.getItem(key) || ''; } catch (e) { return ''; }
  }

  function base() { return stored() || ownAddress(); }

  // A typed address as the page's address: the https scheme added when it has none
  // (example.org/caylus.html), the fragment dropped; null when it is no http(s) address.
  function pageAddress(text) {
    text = text.trim();
    if (!text) return null;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) text = 'https:' + '//' + text;
    let url;
    try { url = new URL(text); } catch (e) { return null; }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  }

  function status(text) { $('share-status').textContent = text; }

  // The link in the box, for the address and the game; none, and the reason, without an address.
  async function refresh() {
    const address = base();
    const explain = $('share-explain');
    explain.hidden = !!address;
    explain.textContent = address ? '' : fill(t('This page was opened from a file on this ' +
      'device ({0}): a link to it opens on this device only. Put the file caylus.html on any web ' +
      'host (docs/web.md says how) and type its address below: it is remembered in this ' +
      'browser, and every link then opens for whoever receives it.'), location.href.replace(/#.*$/, ''));
    $('share-base').value = address;
    let link = '';
    if (address && shared !== null) {
      link = address + '#' + await CaylusShare.encode(shared);
      if (step) link += '&' + step.at;
      // The language the link was made in (words.js): a reader who has not picked one opens it
      // in that language rather than their browser's.
      if (CaylusWords.code() !== 'en') link += '&lang=' + CaylusWords.code();
    }
    $('share-link').value = link;
    $('share-copy').disabled = !link;
    $('share-send').disabled = !link;
    $('share-box').setAttribute('data-link', link ? 'ready' : 'no-address');
    return link;
  }

  // Shows the box for `text` (a log's notation), scrolled into sight; the link ('' without an
  // address).
  async function share(text) {
    shared = text;
    step = null;
    $('share-at').setAttribute('aria-pressed', 'false');
    $('share-box').hidden = false;
    status('');
    const link = await refresh();
    $('share-box').scrollIntoView({block: 'nearest'});
    if (link) $('share-link').select();
    else $('share-base').focus();
    return link;
  }

  async function useAddress() {
    const address = pageAddress($('share-base').value);
    if (!address) {
      status(fill(t('"{0}" is no web address (http or https), such as example.org/caylus.html'),
                  $('share-base').value.trim()));
      return '';
    }
    try { localStorage.setItem(key, address); } catch (e) { /* kept for this visit only */ }
    status('');
    return refresh();
  }

  async function copy() {
    const input = $('share-link');
    if (!input.value) return false;
    let done = false;
    try {
      await navigator.clipboard.writeText(input.value);
      done = true;
    } catch (e) {
      // No clipboard API here (an old browser, a page not served securely): the selection.
      input.focus();
      input.setSelectionRange(0, input.value.length);
      try { done = document.execCommand('copy'); } catch (e2) { done = false; }
    }
    status(done ? t('copied') : t('selected: copy it by hand (Ctrl+C, or a long press)'));
    return done;
  }

  // The phone's share sheet: the messaging apps, mail, nearby devices.
  function send() {
    const link = $('share-link').value;
    if (!link || !navigator.share) return;
    navigator.share({title: t('Caylus Arbiter: a game'), url: link}).catch(function () {
      // Closed without sending: nothing to say.
    });
  }

  // The link opens on the step shown (`&turn=T.PHASE` when the step begins a phase of the
  // jump menu, else `&step=N`), or on the verdict.
  function toggleStep() {
    const on = $('share-at').getAttribute('aria-pressed') !== 'true';
    $('share-at').setAttribute('aria-pressed', String(on));
    step = on ? CaylusMoment.linkPart() : null;
    return refresh();
  }

  function wire() {
    $('share-base-use').addEventListener('click', useAddress);
    $('share-base').addEventListener('keydown', function (e) {
      if (e.key === 'Enter') useAddress();
    });
    $('share-copy').addEventListener('click', copy);
    $('share-send').hidden = !navigator.share;
    $('share-send').addEventListener('click', send);
    $('share-at').addEventListener('click', toggleStep);
  }

  return {wire: wire, share: share, copy: copy, useAddress: useAddress, pageAddress: pageAddress,
    base: base};
})();
