// The engine of the page: the C++ of core, replay and the invariants compiled to WebAssembly
// (tools/web/api.cpp, the one narrow API). Every verdict, state and legal choice the page shows
// comes from here; no rule is written in JavaScript.
'use strict';

const CaylusApi = (function () {
  let calls = null;
  let translated = new Map();  // the messages already looked up, in the language in use

  // The engine's WebAssembly, inside this page: gzip in base64 (tools/web/inline.js).
  async function wasmBinary() {
    const text = atob(document.getElementById('caylus-wasm').textContent.trim());
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
    const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Uint8Array(await new Response(inflated).arrayBuffer());
  }

  // Instantiates the module: nothing is fetched.
  async function load() {
    const module = await CaylusEngine({wasmBinary: await wasmBinary()});
    calls = {
      open: module.cwrap('caylus_open', 'string', ['string', 'string']),
      state: module.cwrap('caylus_state', 'string', ['number']),
      play: module.cwrap('caylus_play', 'string', ['number', 'number']),
      truncate: module.cwrap('caylus_truncate', 'string', ['number']),
      newGame: module.cwrap('caylus_new', 'string', ['string']),
      setup: module.cwrap('caylus_setup', 'string', []),
      moment: module.cwrap('caylus_moment', 'string', ['string']),
      ledger: module.cwrap('caylus_ledger', 'string', ['string']),
      positionAt: module.cwrap('caylus_position_at', 'string', ['number']),
      positionOf: module.cwrap('caylus_position_of', 'string', ['string']),
      boardSvg: module.cwrap('caylus_board_svg', 'string', ['string', 'string', 'number']),
      language: module.cwrap('caylus_language', 'string', ['string']),
      translate: module.cwrap('caylus_translate', 'string', ['string']),
      translateN: module.cwrap('caylus_translate_n', 'string', ['string', 'string', 'number']),
      translateContext: module.cwrap('caylus_translate_context', 'string', ['string', 'string']),
      specialWords: module.cwrap('caylus_special_words', 'string', [])
    };
    translated = new Map();
  }

  return {
    load: load,
    // The log replayed with every invariant: {answer, lines, players, buildings, steps, rule,
    // log} or {input_error, answer}. `name` is what the lines call the log ("game.caylus:4:1").
    open: function (text, name) { return JSON.parse(calls.open(text, name || 'game')); },
    // {step, state, decision, choices} before the n-th applied action.
    state: function (n) { return JSON.parse(calls.state(n)); },
    // The open log that plays choice k at step n, as notation.
    play: function (n, k) { return calls.play(n, k); },
    // The open log up to step n, as notation: the actions from step n on taken back.
    truncate: function (n) { return calls.truncate(n); },
    // The position as the phase in play at step n began: {turn, phase, lines, log, state, error}.
    positionAt: function (n) { return JSON.parse(calls.positionAt(n)); },
    // An edited board (a snapshot) as a position: {lines, log, state, error}.
    positionOf: function (state) { return JSON.parse(calls.positionOf(state)); },
    // The board a snapshot shows, as SVG: the one drawing (tools/report/board_svg.cpp), wide or
    // laid out for a phone's width (`narrow`).
    boardSvg: function (state, id, narrow) { return calls.boardSvg(JSON.stringify(state), id, narrow ? 1 : 0); },
    // A new game's log as notation; throws the engine's words (`caylus record`'s checks).
    // setup: {players, neutral (road order; '' to draw them from the seed), seed (a number, or
    // null: a random one), rules ['option=value', ...]}.
    newGame: function (setup) {
      const text = calls.newGame(JSON.stringify(setup));
      if (text.charAt(0) === '{') throw new Error(JSON.parse(text).error);
      return text;
    },
    // What the new-game form offers: {options [{name, values (default first), why}], neutral}.
    setup: function () { return JSON.parse(calls.setup()); },
    // The step `--at` names in the open game (N, turn=T, turn=T.PHASE): {step, at} or {error}.
    moment: function (at) { return JSON.parse(calls.moment(at)); },
    // The ledger of one field of the open game (`caylus replay --ledger FIELD --json`'s
    // field_ledger): {field, value, changes [{action, turn, phase, rule, amount, total, text}],
    // rules} or {error}.
    ledger: function (field) { return JSON.parse(calls.ledger(field)); },
    // The messages' language, for the engine's sentences and the page's (api_language.cpp):
    // "en", "fr", "es", "ro" or "qps"; returns the one in use.
    language: function (code) {
      translated = new Map();
      return calls.language(code);
    },
    // One message, or a count's, in that language (words.js says them).
    translate: function (msgid) {
      if (!translated.has(msgid)) translated.set(msgid, calls.translate(msgid));
      return translated.get(msgid);
    },
    translateN: function (one, many, n) { return calls.translateN(one, many, n); },
    translateContext: function (context, msgid) { return calls.translateContext(context, msgid); },
    // {id: words} of the special buildings, in that language ("gate": "la porte").
    specialWords: function () { return JSON.parse(calls.specialWords()); }
  };
})();
