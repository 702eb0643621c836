// Recording a game at the table (issue 27): a new game (players, the seed that draws the neutral
// buildings) noted by tapping the legal choices. The game open in the page, recorded or
// analysed, is saved in the browser's storage after every change, so that a reload or a killed
// tab finds it again (`caylus record` does the same with its file, docs/record.md).
'use strict';

const CaylusRecord = (function () {
  const key = 'caylus-arbiter.game';
  const $ = function (id) { return document.getElementById(id); };

  function save() {
    const game = CaylusPage.game();
    if (!game) return;
    try {
      localStorage.setItem(key, JSON.stringify({
        version: 1, log: game.info.log, recording: CaylusPage.recording(), saved: Date.now()
      }));
    } catch (e) {
      // Storage refused (private mode, full): the game is still open, and exportable.
    }
  }

  // The saved game, reopened; false when there is none (or it is no longer a valid log).
  function restore() {
    let saved = null;
    try { saved = JSON.parse(localStorage.getItem(key) || 'null'); } catch (e) { saved = null; }
    if (!saved || typeof saved.log !== 'string') return false;
    return CaylusPage.openText(saved.log, {recording: !!saved.recording});
  }

  function start(event) {
    event.preventDefault();
    $('new-error').textContent = '';
    let text;
    try {
      text = CaylusApi.newGame($('new-players').value.trim(), Number($('new-seed').value) || 0);
    } catch (e) {
      $('new-error').textContent = e.message;
      return;
    }
    CaylusPage.openText(text, {recording: true});
    // The first decisions with one legal choice, as after every choice played.
    const game = CaylusPage.game();
    if (game && CaylusPage.step() === game.last) $('board-section').scrollIntoView();
  }

  function wire() {
    CaylusPage.hooks.changed = save;
    $('new-game').addEventListener('submit', start);
  }

  return {wire: wire, restore: restore, save: save, key: key};
})();
