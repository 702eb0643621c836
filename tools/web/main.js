// The page's start: the engine is loaded, then the game comes from the link (#log=...), or the
// one saved in this browser; a log can be pasted, dropped or opened at any time.
'use strict';

(function () {
  const $ = function (id) { return document.getElementById(id); };

  async function openFromHash() {
    if (!/^#log=/.test(location.hash)) return false;
    let text;
    try {
      text = await CaylusShare.decode(location.hash);
    } catch (e) {
      $('input-error').textContent = fill(t('This link does not carry a readable game: {0}'), e.message);
      return false;
    }
    $('log-input').value = text;
    // "#log=...&step=N": the board of step N at once (a report's "#step=N" likewise);
    // "#log=...&turn=6.castle": the board as that phase begins (moment.js).
    const step = /&step=(\d+)/.exec(location.hash);
    if (!CaylusPage.openText(text, {name: 'link', step: step ? Number(step[1]) : 'last'})) return false;
    const moment = CaylusMoment.ofHash(location.hash);
    if (moment && CaylusMoment.jump(moment)) {
      $('board-section').scrollIntoView();
      return 'board';
    }
    if (step) $('board-section').scrollIntoView();
    return !step || 'board';
  }

  // "#turn=6.castle" without a game: that moment of the game open in the page.
  function jumpFromHash() {
    const moment = CaylusMoment.ofHash(location.hash);
    if (!moment || !CaylusPage.game() || !CaylusMoment.jump(moment)) return false;
    $('board-section').scrollIntoView();
    return true;
  }

  function openFile(file) {
    file.text().then(function (text) {
      $('log-input').value = text;
      CaylusPage.openText(text, {name: file.name});
    });
  }

  function wire() {
    CaylusWords.wire();
    // Another language picked: the open game said again in it, at the step shown.
    CaylusWords.onChange(CaylusPage.reopen);
    CaylusPage.wire();
    CaylusRecord.wire();
    CaylusEditor.wire();
    CaylusMoment.wire();
    CaylusLinks.wire();
    CaylusBoardView.wire();
    // A position from a new game's start: the players and seed of the form, nothing recorded.
    $('new-position').addEventListener('click', function () {
      $('new-error').textContent = '';
      const text = CaylusRecord.newGameOfForm();
      if (text === null) return;
      if (CaylusPage.openText(text, {name: 'position', step: 0})) CaylusEditor.start(0);
    });
    $('replay-button').addEventListener('click', function () {
      if (CaylusPage.openText($('log-input').value, {})) $('verdict-section').scrollIntoView();
    });
    $('file-input').addEventListener('change', function () {
      if (this.files.length) openFile(this.files[0]);
    });
    document.addEventListener('dragover', function (e) { e.preventDefault(); });
    document.addEventListener('drop', function (e) {
      e.preventDefault();
      if (e.dataTransfer.files.length) openFile(e.dataTransfer.files[0]);
      else if (e.dataTransfer.getData('text')) {
        $('log-input').value = e.dataTransfer.getData('text');
        CaylusPage.openText($('log-input').value, {});
      }
    });
    window.addEventListener('hashchange', function () {
      openFromHash().then(function (opened) { if (!opened) jumpFromHash(); });
    });
  }

  async function start() {
    const started = performance.now();
    await CaylusApi.load();
    CaylusWords.start();
    wire();
    // A game from a link or from the last visit: shown at once, its verdict first.
    const fromLink = await openFromHash();
    if (fromLink === true || (!fromLink && CaylusRecord.restore() && !jumpFromHash()))
      document.getElementById('verdict-section').scrollIntoView();
    document.body.setAttribute('data-ready', 'true');
    // For tests/web/bench_page.py: the engine's start, and the time since the page was opened.
    document.body.setAttribute('data-load-ms', String(Math.round(performance.now() - started)));
    document.body.setAttribute('data-interactive-ms', String(Math.round(performance.now())));
  }

  start().catch(function (e) {
    document.body.setAttribute('data-ready', 'error');
    $('input-error').textContent = 'The engine could not start: ' + e;
    throw e;
  });
})();
