// Finding the moment (issue 38 item 7): a menu beside the slider that jumps to a turn and phase,
// `#turn=6.castle` in a link (alone: the game open in the page; after a game, `#log=...&turn=
// 6.castle`), and the forced steps of the list of actions hidden or shown. A moment means what
// `caylus replay --dump-state --at turn=6.castle` means: the engine finds its step
// (CaylusApi.moment, tools/moment.h), and says, in --at's words, when the game has no such moment.
'use strict';

const CaylusMoment = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const key = 'caylus-arbiter.forced-steps';
  let info = null;  // the open game (caylus_open's answer)

  function label(m) {
    return m.phase ? fill(t('turn {0}, phase {1}'), m.turn, CaylusWords.tc('phase', m.phase))
                   : fill(t('turn {0}'), m.turn);
  }

  // The menu: every turn and phase the game passes (the engine's list), in game order.
  function opened(game) {
    info = game;
    const select = $('jump');
    select.textContent = '';
    select.appendChild(CaylusBoard.el('option', {'value': ''}, t('jump to\u2026')));
    game.moments.forEach(function (m) {
      select.appendChild(CaylusBoard.el('option', {'value': m.at}, label(m)));
    });
    $('jump-error').textContent = '';
    drawForced();
  }

  // The moment of the step shown, as the menu names it: its phase, or its turn.
  function momentOf(step) {
    if (!info) return null;
    const s = step < info.steps.length ? info.steps[step] : null;
    if (!s) return null;
    const at = 'turn=' + s.turn + '.' + s.phase;
    return info.moments.some(function (m) { return m.at === at; }) ? at : 'turn=' + s.turn;
  }

  function shown(step) {
    const at = momentOf(step);
    $('jump').value = at && $('jump').querySelector('option[value="' + at + '"]') ? at : '';
  }

  // Shows the step `at` names (N, turn=T, turn=T.PHASE); false, with the engine's words, when
  // the game has no such moment.
  function jump(at) {
    const r = CaylusApi.moment(at);
    $('jump-error').textContent = r.error || '';
    if (r.error) return false;
    CaylusPage.show(r.step);
    // The menu names the moment asked for (turn 3, rather than turn 3's placement, its step).
    if ($('jump').querySelector('option[value="' + at + '"]')) $('jump').value = at;
    return true;
  }

  // `turn=...` of a fragment (#turn=6.castle, #log=...&turn=6.castle), or null.
  function ofHash(hash) {
    const m = /(?:^#|&)(turn=[^&]*)/.exec(hash);
    return m ? decodeURIComponent(m[1]) : null;
  }

  // What a link adds to open on the step shown: the moment when the step shown is where it
  // begins, else the step's number.
  function linkPart() {
    const step = CaylusPage.step();
    const at = momentOf(step);
    if (at) {
      const r = CaylusApi.moment(at);
      if (!r.error && r.step === step) return {at: at};
    }
    return {at: 'step=' + step};
  }

  // ----------------------------------------------------------------------------------------
  // Forced steps: the decisions that had one legal choice, which the log may leave out.

  function forcedShown() {
    try { return localStorage.getItem(key) !== 'hidden'; } catch (e) { return true; }
  }

  function drawForced() {
    const on = forcedShown();
    const count = info ? info.steps.filter(function (s) { return s.forced; }).length : 0;
    $('moves').classList.toggle('hide-forced', !on);
    const button = $('forced-toggle');
    button.setAttribute('aria-pressed', String(!on));
    button.textContent = on ? tn('hide the forced step ({0})', 'hide forced steps ({0})', count)
                            : tn('show the forced step ({0})', 'show forced steps ({0})', count);
  }

  function toggleForced() {
    try { localStorage.setItem(key, forcedShown() ? 'hidden' : 'shown'); } catch (e) { /* this visit */ }
    drawForced();
  }

  function wire() {
    $('jump').addEventListener('change', function () {
      if (this.value) jump(this.value);
    });
    $('forced-toggle').addEventListener('click', toggleForced);
    CaylusPage.hooks.opened = opened;
    CaylusPage.hooks.shown = shown;
  }

  return {wire: wire, jump: jump, ofHash: ofHash, linkPart: linkPart};
})();
