// The analysis board (issue 27): the verdict of the open log as `caylus replay` says it, the board
// at any step, the pending decision and its legal choices (as a list and on the board), and a
// click that plays a choice and branches the game ("what if"), with undo and export. Every answer
// comes from the engine (tools/web/engine.js); this file only shows them and passes clicks on.
'use strict';

const CaylusPage = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const el = CaylusBoard.el;

  let game = null;       // {text, name, info, board, last}
  let original = null;   // the log as it was opened: {text, name}
  let history = [];      // [{text, step}] before each choice played: undo
  let recording = false; // a game recorded at the table (record.js)
  let current = 0;       // the step shown
  let choices = [];      // the legal choices at the step shown
  let lastAnswer = null; // the engine's answer for the last text opened (caylus replay --json)
  // changed: after a game is opened (record.js saves it); opened(info): its steps listed, and
  // shown(step): a step shown (moment.js: the jump menu, the forced steps).
  const hooks = {changed: function () {}, opened: function () {}, shown: function () {}};

  // ----------------------------------------------------------------------------------------
  // Opening a log

  // Replays `text` and shows it. options: step (a number, or 'last': the default, where the
  // replay stopped: the disputed action), keep (a branch: keep the history and the original),
  // recording, name (what the verdict calls the log: a file's name, "link"; default "game"). Returns false when the text is no valid log (the error is shown).
  function openText(text, options) {
    options = options || {};
    const name = options.name || (options.recording ? 'recorded' : options.keep ? 'what-if' : 'game');
    const info = CaylusApi.open(text, name);
    lastAnswer = info.answer;
    $('input-error').textContent = '';
    if (info.input_error) {
      $('input-error').textContent = fill(t('Not a valid log: {0}'), info.input_error.located);
      markVerdict(info.answer);
      return false;
    }
    if (!options.keep) {
      original = {text: text, name: name};
      history = [];
    }
    recording = !!options.recording;
    game = {text: text, name: name, info: info, board: CaylusBoard.create(info.players, info.buildings, info.board, CaylusBoardView.draw),
      last: info.steps.length};
    drawVerdict(info);
    drawMoves(info);
    hooks.opened(info);
    $('verdict-section').hidden = false;
    $('board-section').hidden = false;
    $('slider').max = String(game.last);
    document.body.setAttribute('data-steps', String(game.last));
    $('export-box').hidden = true;
    $('share-box').hidden = true;
    const step = options.step === undefined || options.step === 'last' ? game.last : options.step;
    show(step);
    hooks.changed();
    return true;
  }

  // The open game said again, at the step shown (another language picked: words.js).
  // The sections hidden stay hidden (the board editor may be open over them).
  function reopen() {
    if (!game) return;
    const hidden = ['verdict-section', 'board-section'].filter(function (id) { return $(id).hidden; });
    openText(game.text, {keep: true, recording: recording, step: current, name: game.name});
    hidden.forEach(function (id) { $(id).hidden = true; });
  }

  function markVerdict(answer) {
    const section = $('verdict-section');
    const error = answer && answer.error;
    section.setAttribute('data-verdict', answer ? answer.verdict || 'input' : 'input');
    section.setAttribute('data-rule', error && error.rule ? error.rule : '');
    section.setAttribute('data-action', error && error.action !== undefined ? String(error.action) : '');
  }

  function drawVerdict(info) {
    const section = $('verdict-section');
    section.className = 'verdict ' + info.answer.verdict;
    markVerdict(info.answer);
    $('verdict').textContent = info.lines.join('\n');
    CaylusReasons.verdict(info);
    $('mode-label').textContent = recording ? t('(recording at the table: saved in this browser)')
      : history.length ? tn('(a what-if branch of the log: {0} choice played)',
                            '(a what-if branch of the log: {0} choices played)', history.length)
        : '';
    const box = $('rule');
    box.textContent = '';
    if (!info.rule) return;
    const r = info.rule;
    box.appendChild(el('h3', {}, fill(t('The rule: {0}'), r.id)));
    const dl = el('dl', {'class': 'rule'});
    // The reader's own rulebook first (Spanish, Romanian), then the French, the primary source.
    const own = r.rulebook;
    const ownName = own && (own.language === 'es' ? t('Spanish rulebook') : t('Romanian rulebook'));
    const ownWords = !own ? ''
      : own.quote ? '\u00ab ' + own.quote + ' \u00bb (' + own.seed + ', ' + own.section + ')'
        : fill(t('no such passage ({0}); the French rulebook is quoted'), own.note);
    [[t('in our words'), r.words], [t('building'), r.building], [t('source'), r.source],
      [ownName, ownWords], [ownName ? fill(t('{0}: on the reading'), ownName) : '', own && own.quote ? own.note : ''],
      [t('French rulebook'), r.quote ? '\u00ab ' + r.quote + ' \u00bb' : ''], [t('FAQ'), r.faq],
      [t('rule options'), r.options.length ? r.options.join('; ') : t('none')]].forEach(function (row) {
      if (!row[1]) return;
      dl.appendChild(el('dt', {}, row[0]));
      dl.appendChild(el('dd', {}, row[1]));
    });
    box.appendChild(dl);
  }

  function drawMoves(info) {
    const list = $('moves');
    list.textContent = '';
    info.steps.forEach(function (s, k) {
      const li = el('li', {'data-step': String(k + 1), 'class': s.forced ? 'forced' : ''});
      const button = el('button', {'type': 'button', 'class': 'move' + (s.forced ? ' forced' : '')},
        '#' + s.entry + ' ' + s.action + (s.forced ? ' ' + t('(forced)') : ''));
      button.addEventListener('click', function () { show(k + 1); });
      li.appendChild(button);
      list.appendChild(li);
    });
    const answer = info.answer;
    if (answer.error && answer.error.notation) {
      const li = el('li', {'class': 'refused'}, '#' + answer.error.action + ' ' +
        answer.error.notation + ' \u2014 ' + fill(t('refused ({0})'), answer.error.rule));
      list.appendChild(li);
    }
  }

  // ----------------------------------------------------------------------------------------
  // The step shown

  function show(step) {
    if (!game) return;
    step = Math.max(0, Math.min(game.last, step | 0));
    current = step;
    const at = CaylusApi.state(step);
    const s = at.state;
    $('slider').value = String(step);
    document.body.setAttribute('data-step', String(step));
    $('step-label').textContent = fill(t('step {0} of {1} \u2014 turn {2}, phase {3}'), step,
                                       game.last, s.turn, CaylusWords.tc('phase', s.phase));
    drawStepAction(step);
    CaylusReasons.step(at, game.info);
    $('decision').textContent = fill(t('now: {0}'), at.decision);
    $('board').innerHTML = game.board.boardSvg(s, 'board-svg');
    game.board.panels(s, $('players'));
    choices = at.choices;
    drawChoices(null);
    markTargets(s);
    panToTarget();
    Array.prototype.forEach.call(document.querySelectorAll('#moves li.current'), function (li) {
      li.classList.remove('current');
    });
    const move = document.querySelector('#moves li[data-step="' + step + '"]');
    if (move) {
      move.classList.add('current');
      const list = $('moves');
      if (move.offsetTop < list.scrollTop || move.offsetTop > list.scrollTop + list.clientHeight - 30)
        list.scrollTop = move.offsetTop - list.clientHeight / 2;
    }
    hooks.shown(step);
    $('undo').disabled = history.length === 0 && !(recording && game.last > 0);
    $('original').hidden = recording;
    $('original').disabled = history.length === 0;
  }

  function drawStepAction(step) {
    const box = $('step-action');
    box.textContent = '';
    const info = game.info;
    if (step === 0) {
      box.appendChild(el('span', {}, t('the start of the log, before any action.')));
    } else {
      const st = info.steps[step - 1];
      box.appendChild(el('span', {'class': 'entry'},
        fill(st.forced ? t('action #{0} (forced, not in the log):') : t('action #{0}:'), st.entry) + ' '));
      box.appendChild(el('code', {'class': 'notation'}, st.action));
    }
    const error = info.answer.error;
    if (step === game.last && error) {
      const refused = el('div', {'class': 'refused'});
      refused.textContent = error.rule === 'check'
        ? fill(t('next, entry #{0}: a check of the log, which disagrees with the state shown'), error.action)
        : fill(t('next, action #{0} (refused, {1}): {2}'), error.action, error.rule, error.notation || '');
      box.appendChild(refused);
    }
  }

  // ----------------------------------------------------------------------------------------
  // Legal choices: a list, and the places of the board they concern

  // The board element a choice points at, as a selector; null when it has none.
  function targetOf(choice, s) {
    if (choice.row !== undefined)
      return 'rect.favor-cell[data-row="' + choice.row + '"][data-column="' + choice.column + '"]';
    if (choice.verb === 'provost') return 'g.space[data-space="' + (s.provost + choice.move) + '"]';
    if (choice.verb === 'castle') return 'g.castle-box';
    if (choice.space !== undefined) return 'g.space[data-space="' + choice.space + '"]';
    if (choice.special === 'castle') return 'g.castle-box';
    if (choice.special !== undefined) return 'g.special-box[data-special="' + choice.special + '"]';
    // A choice about the building being resolved (use, decline, owner bonus): the decision's place.
    const at = s.decision && s.decision.space;
    if (typeof at === 'number') return 'g.space[data-space="' + at + '"]';
    if (at === 'castle') return 'g.castle-box';
    if (typeof at === 'string') return 'g.special-box[data-special="' + at + '"]';
    return null;
  }

  function markTargets(s) {
    const board = $('board');
    const byTarget = new Map();
    choices.forEach(function (c, k) {
      const selector = targetOf(c, s);
      if (!selector) return;
      const node = board.querySelector(selector);
      if (!node) return;
      if (!byTarget.has(node)) byTarget.set(node, []);
      byTarget.get(node).push(k);
    });
    byTarget.forEach(function (indices, node) {
      node.classList.add('target');
      node.setAttribute('data-choices', indices.join(' '));
      const title = document.createElementNS(CaylusBoard.SVG, 'title');
      title.textContent = indices.map(function (k) { return choices[k].text; }).join('\n');
      node.appendChild(title);
      node.addEventListener('click', function (e) {
        e.stopPropagation();
        if (indices.length === 1) play(indices[0]);
        else drawChoices(indices);
      });
    });
  }

  // The list of choices; `only` (indices) when a place of the board has several.
  function drawChoices(only) {
    const list = $('choices');
    list.textContent = '';
    $('choices-count').textContent = '(' + choices.length + ')';
    const filter = $('choices-filter');
    filter.hidden = !only;
    filter.textContent = only ? tn('{0} choice at the place tapped; ', '{0} choices at the place tapped; ', only.length) : '';
    if (only) {
      const all = el('button', {'type': 'button', 'class': 'link'}, t('show all'));
      all.addEventListener('click', function () { drawChoices(null); });
      filter.appendChild(all);
    }
    if (choices.length === 0) {
      list.appendChild(el('li', {'class': 'none'}, game.last === current && game.info.answer.complete
        ? t('none: the game is over') : t('none here')));
      return;
    }
    choices.forEach(function (c, k) {
      if (only && only.indexOf(k) < 0) return;
      const li = el('li');
      const button = el('button', {'type': 'button', 'class': 'choice', 'data-index': String(k)}, c.text);
      button.addEventListener('click', function () { play(k); });
      li.appendChild(button);
      list.appendChild(li);
    });
    if (only) $('choices-box').scrollIntoView({block: 'nearest'});
  }

  // ----------------------------------------------------------------------------------------
  // Branching

  // Plays legal choice k of the step shown: the log up to there plus that choice, then the
  // decisions that have one legal choice, as the table would.
  function play(k) {
    const text = CaylusApi.play(current, k);
    if (!text) return;
    history.push({text: game.text, step: current});
    openText(text, {keep: true, recording: recording, step: 'last'});
    for (let guard = 0; guard < 64 && current === game.last && choices.length === 1; ++guard)
      openText(CaylusApi.play(current, 0), {keep: true, recording: recording, step: 'last'});
  }

  // Takes back the last choice played here; a recorded game without that history (reopened
  // after a reload) takes back its last action.
  function undo() {
    const back = history.pop();
    if (back) openText(back.text, {keep: true, recording: recording, step: back.step});
    else if (recording && game.last > 0)
      openText(CaylusApi.truncate(game.last - 1), {keep: true, recording: true, step: 'last'});
  }

  function backToOriginal() {
    if (original !== null) openText(original.text, {name: original.name});
  }

  function exportNotation() {
    const box = $('export-box');
    box.hidden = false;
    $('export-text').value = game.info.log;
    $('export-text').select();
    box.scrollIntoView({block: 'nearest'});
  }

  // The share box (links.js): the link, '' while the page's address is not known.
  function share() {
    return CaylusLinks.share(game.info.log);
  }

  // ----------------------------------------------------------------------------------------
  // Controls

  function zoom(on) {
    $('board-scroll').classList.toggle('zoomed', on);
    $('zoom').setAttribute('aria-pressed', String(on));
    CaylusWords.say($('zoom'), on ? N_('fit the board') : N_('zoom the board'));
    if (on) panToTarget();
  }

  // A zoomed board wider than the screen scrolls to the first place a choice points at.
  function panToTarget() {
    const box = $('board-scroll');
    const target = box.querySelector('.target');
    if (!target || box.scrollWidth <= box.clientWidth) return;
    const at = target.getBoundingClientRect(), frame = box.getBoundingClientRect();
    box.scrollLeft += at.left + at.width / 2 - (frame.left + frame.width / 2);
  }

  function wire() {
    $('first').addEventListener('click', function () { show(0); });
    $('prev').addEventListener('click', function () { show(current - 1); });
    $('next').addEventListener('click', function () { show(current + 1); });
    $('last').addEventListener('click', function () { show(game.last); });
    $('slider').addEventListener('input', function () { show(Number($('slider').value)); });
    $('undo').addEventListener('click', undo);
    $('original').addEventListener('click', backToOriginal);
    $('export').addEventListener('click', exportNotation);
    $('share').addEventListener('click', share);
    $('zoom').addEventListener('click', function () {
      zoom(!$('board-scroll').classList.contains('zoomed'));
    });
    // The step bar stays at the top of the screen (sticky, board.css): whatever a button or a
    // link scrolls into view lands under it, not behind it (issue 35: the ledger's header row).
    const bar = $('controls');
    new ResizeObserver(function () {
      document.documentElement.style.setProperty('--step-bar', bar.offsetHeight + 'px');
    }).observe(bar);
    // A phone gets the board laid out for its width (tools/web/board_view.js): nothing to pan.
    CaylusBoardView.onLayout(function () { zoom(false); if (game) show(current); });
    document.addEventListener('keydown', function (e) {
      if (!game) return;
      const focus = e.target;
      if (focus && (focus.tagName === 'TEXTAREA' || (focus.tagName === 'INPUT' && focus.id !== 'slider'))) return;
      const moves = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: game.last};
      if (e.key in moves) {
        e.preventDefault();
        show(moves[e.key]);
      }
    });
  }

  return {
    wire: wire, openText: openText, reopen: reopen, show: show, play: play, undo: undo, share: share,
    hooks: hooks,
    game: function () { return game; },
    answer: function () { return lastAnswer; },
    recording: function () { return recording; },
    step: function () { return current; }
  };
})();
