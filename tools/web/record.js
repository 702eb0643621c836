// Recording a game at the table (issue 27): a new game noted by tapping the legal choices. Its
// form sets the game up as the table did (issue 38 item 3): the players in turn order, the
// neutral buildings on the road (or the seed that draws them) and the rule options, checked by
// the engine as `caylus record --players --neutral --seed --rules` checks them; the options and
// their values come from the engine's table (CaylusApi.setup), never listed here. The game open in the page is saved in the
// browser's storage after every change, so that a reload or a killed tab finds it again
// (`caylus record` does the same with its file, docs/record.md). A recorded game has a key of its
// own: opening a log or a link to look at it never overwrites the game being recorded.
'use strict';

const CaylusRecord = (function () {
  const keys = {recording: 'caylus-arbiter.recording', analysis: 'caylus-arbiter.game'};
  const $ = function (id) { return document.getElementById(id); };

  function load(key) {
    try {
      const saved = JSON.parse(localStorage.getItem(key) || 'null');
      return saved && typeof saved.log === 'string' ? saved : null;
    } catch (e) {
      return null;
    }
  }

  function save() {
    const game = CaylusPage.game();
    if (!game) return;
    const recording = CaylusPage.recording();
    try {
      localStorage.setItem(recording ? keys.recording : keys.analysis, JSON.stringify({
        version: 1, log: game.info.log, steps: game.last, saved: Date.now()
      }));
    } catch (e) {
      // Storage refused (private mode, full): the game is still open, and exportable.
    }
    offerResume();
  }

  // While another game is open, the recorded one is a tap away.
  function offerResume() {
    const recorded = load(keys.recording);
    const button = $('resume');
    button.hidden = !recorded || CaylusPage.recording();
    if (recorded)
      button.textContent = tn('Resume the recorded game ({0} action)', 'Resume the recorded game ({0} actions)',
                              recorded.steps);
  }

  function resume() {
    const recorded = load(keys.recording);
    if (recorded && CaylusPage.openText(recorded.log, {recording: true}))
      $('board-section').scrollIntoView();
  }

  // The game saved last, reopened; false when there is none (or it is no longer a valid log).
  function restore() {
    const recorded = load(keys.recording), looked = load(keys.analysis);
    const recording = recorded && (!looked || recorded.saved >= looked.saved);
    const saved = recording ? recorded : looked;
    return !!saved && CaylusPage.openText(saved.log, {recording: recording});
  }

  function start(event) {
    event.preventDefault();
    $('new-error').textContent = '';
    const before = load(keys.recording);
    if (before && before.steps > 0 && !window.confirm(tn(
        'Start a new game? The game recorded so far ({0} action) is replaced: export it first to keep it.',
        'Start a new game? The game recorded so far ({0} actions) is replaced: export it first to keep it.',
        before.steps))) return;
    const text = newGameOfForm();
    if (text === null) return;
    // A reload must find this game, not the link the page was opened with.
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    CaylusPage.openText(text, {recording: true});
    $('board-section').scrollIntoView();
  }

  // The rule options of the engine's table, one menu each, the default first.
  function fillRules(options) {
    const list = $('new-rules-list');
    list.textContent = '';
    options.forEach(function (o) {
      const select = CaylusBoard.el('select', {'id': 'new-rule-' + o.name, 'data-option': o.name});
      o.values.forEach(function (v, k) {
        const option = CaylusBoard.el('option', {'value': v}, k === 0 ? fill(t('{0} (default)'), v) : v);
        if (k === 0) option.setAttribute('data-default', v);
        select.appendChild(option);
      });
      select.addEventListener('change', summariseRules);
      const row = CaylusBoard.el('div', {'class': 'rule-option'});
      row.appendChild(CaylusBoard.el('label', {'for': select.id}, o.name));
      row.appendChild(select);
      // The readings in the reader's language: the table's words are the catalogs' (options.cpp).
      row.appendChild(CaylusBoard.el('p', {'class': 'help', 'data-why': o.why}, t(o.why)));
      list.appendChild(row);
    });
    summariseRules();
  }

  // The options set apart from the defaults, as --rules takes them.
  function chosenRules() {
    return Array.prototype.filter.call(document.querySelectorAll('#new-rules-list select'),
      function (s) { return s.selectedIndex > 0; })
      .map(function (s) { return s.getAttribute('data-option') + '=' + s.value; });
  }

  function summariseRules() {
    const chosen = chosenRules();
    $('new-rules-summary').textContent = chosen.length
      ? fill(t('rule options: {0}'), chosen.join(', '))
      : tn('rule options: the default ({0} option)', 'rule options: the defaults ({0} options)',
           document.querySelectorAll('#new-rules-list select').length);
  }

  // The turn order as buttons: a tap moves that player up one seat (the first plays first).
  function drawOrder() {
    const names = $('new-players').value.split(/[\s,]+/).filter(Boolean);
    const box = $('new-order');
    box.textContent = '';
    names.forEach(function (name, k) {
      const b = CaylusBoard.el('button', {'type': 'button', 'class': 'seat',
        'title': k ? fill(t('move {0} up'), name) : fill(t('{0} plays first'), name)}, (k + 1) + '. ' + name);
      b.disabled = k === 0;
      b.addEventListener('click', function () {
        names.splice(k - 1, 0, names.splice(k, 1)[0]);
        $('new-players').value = names.join(' ');
        drawOrder();
      });
      box.appendChild(b);
    });
  }

  function wire() {
    const setup = CaylusApi.setup();
    fillRules(setup.options);
    $('new-neutral').placeholder = setup.neutral.join(' ');
    $('new-players').addEventListener('input', drawOrder);
    // The form's words, in the language in use, and again when another is picked (words.js).
    const words = function () {
      $('new-neutral-help').textContent = fill(t('The six in the order of road spaces 1 to 6, by ' +
        'short name or id (as caylus record --neutral takes them): {0}. Empty: drawn from the seed.'),
        setup.neutral.join(', '));
      document.querySelectorAll('#new-rules-list option[data-default]').forEach(function (o) {
        o.textContent = fill(t('{0} (default)'), o.getAttribute('data-default'));
      });
      document.querySelectorAll('#new-rules-list p[data-why]').forEach(function (p) {
        p.textContent = t(p.getAttribute('data-why'));
      });
      summariseRules();
      drawOrder();
      offerResume();
    };
    words();
    CaylusWords.onChange(words);
    CaylusPage.hooks.changed = save;
    $('new-game').addEventListener('submit', start);
    $('resume').addEventListener('click', resume);
    offerResume();
  }

  // The log of a new game set up by the form, or null with the engine's reason shown under it.
  function newGameOfForm() {
    const neutral = $('new-neutral').value.trim(), seed = $('new-seed').value.trim();
    try {
      return CaylusApi.newGame({players: $('new-players').value.trim(), neutral: neutral,
        seed: neutral || seed === '' ? null : Number(seed), rules: chosenRules()});
    } catch (e) {
      $('new-error').textContent = e.message;
      return null;
    }
  }

  return {wire: wire, restore: restore, save: save, keys: keys, newGameOfForm: newGameOfForm};
})();
