// Recording a game at the table (issue 27): a new game (players, the seed that draws the neutral
// buildings) noted by tapping the legal choices. The game open in the page is saved in the
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
    if (recorded) button.textContent = 'Resume the recorded game (' + recorded.steps + ' actions)';
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
    if (before && before.steps > 0 && !window.confirm('Start a new game? The game recorded so far (' +
        before.steps + ' actions) is replaced: export it first to keep it.')) return;
    const text = newGameOfForm();
    if (text === null) return;
    // A reload must find this game, not the link the page was opened with.
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    CaylusPage.openText(text, {recording: true});
    $('board-section').scrollIntoView();
  }

  function wire() {
    CaylusPage.hooks.changed = save;
    $('new-game').addEventListener('submit', start);
    $('resume').addEventListener('click', resume);
    offerResume();
  }

  // The log of a new game with the form's players and seed, or null with the engine's reason
  // shown under the form.
  function newGameOfForm() {
    try {
      return CaylusApi.newGame($('new-players').value.trim(), Number($('new-seed').value) || 0);
    } catch (e) {
      $('new-error').textContent = e.message;
      return null;
    }
  }

  return {wire: wire, restore: restore, save: save, keys: keys, newGameOfForm: newGameOfForm};
})();
