// The page in the reader's language (issue 37 item 4, docs/languages.md "The page"). One source
// of truth: the gettext catalogs of core/language/po/, compiled into the engine (the command
// line's own); the page asks the engine for each message (CaylusApi.translate). Its own words:
//   t('Open a game')                         a message of a script (xgettext's keyword t)
//   tn('{0} step', '{0} steps', n)           a count, by the language's plural rule (tn:1,2)
//   fill(t('step {0} of {1}'), 3, 9)         placeholders {0} {1}..., which a translation may
//                                            reorder
//   <h2 data-t>Open a game</h2>              an element of page.html whose whole content is a
//                                            message (its markup kept: <code>...</code>)
//   <button data-t-attrs title="first">      its title, aria-label and placeholder are messages
//   say(button, on ? N_('fit') : N_('zoom'))  a message chosen by a script (N_ marks it)
// core/language/pot.cmake finds both kinds for the template (tools/web/page_messages.py reads the
// page's), so a word written here and not in the catalog shows as English, and under the
// pseudo-language qps as unmarked (tests/web/language_test.py).
//
// The language: the one picked here before (remembered in this browser), else a link's
// `lang=` (share.js writes it), else the first of the browser's languages with a catalog, else
// English.
'use strict';

const CaylusWords = (function () {
  // The languages, each in its own words; qps only when asked for by a link (the tests).
  const languages = [['en', 'English'], ['fr', 'Fran\u00e7ais'], ['es', 'Espa\u00f1ol'],
                     ['ro', 'Rom\u00e2n\u0103']];
  const key = 'caylus-arbiter.language';
  const attributes = ['title', 'aria-label', 'placeholder'];
  let code = 'en';
  let listeners = [];

  function known(c) {
    return c === 'qps' || languages.some(function (l) { return l[0] === c; });
  }

  function t(msgid) { return code === 'en' ? msgid : CaylusApi.translate(msgid); }

  // A word of the engine's whose sense needs a context: tc('phase', 'provost') is the phase as
  // the command line's places name it ("phase du prévôt"); English: the id itself.
  function tc(context, msgid) {
    return code === 'en' ? msgid : CaylusApi.translateContext(context, msgid);
  }

  // A special building by its id, as the engine's sentences name it ("the gate", "la porte").
  let specials = null;
  function special(id) {
    if (!specials) specials = CaylusApi.specialWords();
    return specials[id] || id;
  }

  function tn(one, many, n) {
    const text = code === 'en' ? (n === 1 ? one : many) : CaylusApi.translateN(one, many, n);
    return fill(text, n);
  }

  // {0} {1}... replaced by the arguments, in any order; {{ and }} are braces.
  function fill(format) {
    const args = Array.prototype.slice.call(arguments, 1);
    return format.replace(/\{\{|\}\}|\{(\d+)\}/g, function (all, i) {
      if (all === '{{') return '{';
      if (all === '}}') return '}';
      return i < args.length ? String(args[i]) : all;
    });
  }

  // The language a link asks for: "#log=...&lang=fr" or "#lang=fr".
  function ofHash(hash) {
    const m = /(?:^#|&)lang=([a-z]+)/.exec(hash || '');
    return m && known(m[1]) ? m[1] : null;
  }

  function picked() {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }

  function ofBrowser() {
    const wanted = navigator.languages && navigator.languages.length ? navigator.languages
                                                                     : [navigator.language || ''];
    for (const tag of wanted) {
      const c = String(tag).toLowerCase().split('-')[0];
      if (known(c) && c !== 'qps') return c;
    }
    return 'en';
  }

  function choose() {
    const stored = picked();
    if (stored && known(stored)) return stored;
    return ofHash(location.hash) || ofBrowser();
  }

  // The content of page.html's data-t elements as xgettext's msgid: the markup as written,
  // spaces run together (page_messages.py does the same to the file).
  function msgidOf(el) { return el.innerHTML.replace(/\s+/g, ' ').trim(); }

  // Every marked element of the page in the language; each keeps its English in data-t (and
  // data-t-title...) so that a later choice translates from it again.
  function translatePage() {
    document.documentElement.lang = code === 'qps' ? 'en' : code;
    document.querySelectorAll('[data-t]').forEach(function (el) {
      if (!el.getAttribute('data-t')) el.setAttribute('data-t', msgidOf(el));
      el.innerHTML = t(el.getAttribute('data-t'));
    });
    document.querySelectorAll('[data-t-attrs]').forEach(function (el) {
      attributes.forEach(function (name) {
        if (!el.hasAttribute(name)) return;
        const original = 'data-t-' + name;
        if (!el.hasAttribute(original)) el.setAttribute(original, el.getAttribute(name));
        el.setAttribute(name, t(el.getAttribute(original)));
      });
    });
  }

  // An element whose words the scripts choose (a toggle's two states): `msgid` in the language,
  // kept in data-t so that a later choice says it again.
  function say(el, msgid) {
    el.setAttribute('data-t', msgid);
    el.textContent = t(msgid);
  }

  function use(c) {
    code = CaylusApi.language(known(c) ? c : 'en');
    specials = null;
    translatePage();
    const select = document.getElementById('language');
    if (select) select.value = code;
  }

  // The picker in the header: the choice is remembered, and what is shown is said again in it.
  function wire() {
    const select = document.getElementById('language');
    languages.forEach(function (l) {
      const option = document.createElement('option');
      option.value = l[0];
      option.textContent = l[1];
      select.appendChild(option);
    });
    if (code === 'qps') {
      const option = document.createElement('option');
      option.value = 'qps';
      option.textContent = 'qps';
      select.appendChild(option);
    }
    select.value = code;
    select.addEventListener('change', function () {
      try { localStorage.setItem(key, select.value); } catch (e) { /* this visit only */ }
      use(select.value);
      listeners.forEach(function (f) { f(code); });
    });
  }

  return {
    t: t, tn: tn, tc: tc, special: special, fill: fill, say: say, ofHash: ofHash,
    // At the start, once the engine is loaded: the language chosen and the page in it.
    start: function () { use(choose()); },
    wire: wire,
    code: function () { return code; },
    // f(code) after the reader picks another language (the page says its open game again).
    onChange: function (f) { listeners.push(f); }
  };
})();
const t = CaylusWords.t;
const tn = CaylusWords.tn;
const fill = CaylusWords.fill;
// Marks a message for the template where it is chosen, said later by t() or say().
const N_ = function (msgid) { return msgid; };
