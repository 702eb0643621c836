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
      $('input-error').textContent = 'This link does not carry a readable game: ' + e.message;
      return false;
    }
    $('log-input').value = text;
    return CaylusPage.openText(text, {name: 'link'});
  }

  function openFile(file) {
    file.text().then(function (text) {
      $('log-input').value = text;
      CaylusPage.openText(text, {name: file.name});
    });
  }

  function wire() {
    CaylusPage.wire();
    CaylusRecord.wire();
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
    window.addEventListener('hashchange', openFromHash);
  }

  async function start() {
    const started = performance.now();
    await CaylusApi.load();
    wire();
    // A game from a link or from the last visit: shown at once, its verdict first.
    if ((await openFromHash()) || CaylusRecord.restore())
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
