// The report's score chart (`caylus report`, tools/report/report.js): every player's prestige at
// every step, the sections' scorings marked, the step shown as a grey band; a click picks the step
// under it. Its few words are the catalogs' in the reader's language (CaylusWords, report.js).
'use strict';

const CaylusChart = (function () {
  const SVG = 'http://www.w3.org/2000/svg';
  const text = CaylusBoard.text;
  const esc = CaylusBoard.esc;
  // xgettext finds t('...') and tc('...', ...) here (core/language/pot.cmake, words.cmake).
  function t(msgid) { return CaylusWords.t(msgid); }
  function tc(context, msgid) { return CaylusWords.tc(context, msgid); }
  function fill(format) {
    const args = Array.prototype.slice.call(arguments, 1);
    return format.replace(/\{(\d+)\}/g, function (all, i) { return i < args.length ? String(args[i]) : all; });
  }

  // Draws the chart of `states` (one per step) into `box`; onPick(step) on a click. Returns
  // {cursor(step)}, which moves the band to a step.
  function draw(box, states, players, ink, onPick) {
    const last = states.length - 1;
    const W = 1000, H = 300, left = 44, right = 110, top = 24, bottom = 36;
    let max = 10;
    states.forEach(function (s) { s.players.forEach(function (p) { max = Math.max(max, p.prestige); }); });
    max = Math.ceil(max / 10) * 10;
    const x = function (k) { return left + (last === 0 ? 0 : k * (W - left - right) / last); };
    const y = function (v) { return H - bottom - v * (H - top - bottom) / max; };
    let out = '<svg xmlns="' + SVG + '" id="chart-svg" viewBox="0 0 ' + W + ' ' + H + '" role="img" aria-label="' + esc(t('prestige over the game')) + '">';
    for (let v = 0; v <= max; v += 10) {
      out += '<line x1="' + left + '" x2="' + (W - right) + '" y1="' + y(v) + '" y2="' + y(v) + '" class="grid"/>';
      out += text(left - 6, y(v) + 4, String(v), 'tiny', 'end');
    }
    // Turns along the bottom, scorings as marked lines.
    for (let k = 1; k <= last; ++k) {
      if (states[k].turn !== states[k - 1].turn)
        out += '<line x1="' + x(k) + '" x2="' + x(k) + '" y1="' + (H - bottom) + '" y2="' + (H - bottom + 5) + '" class="axis"/>' +
          (states[k].turn % 2 === 0 ? text(x(k), H - bottom + 16, String(states[k].turn), 'tiny', 'middle') : '');
      states[k].scored.forEach(function (sec) {
        if (states[k - 1].scored.indexOf(sec) < 0)
          out += '<line class="scoring" data-section="' + sec + '" x1="' + x(k) + '" x2="' + x(k) + '" y1="' + top + '" y2="' + (H - bottom) + '"/>' +
            text(x(k) + 3, top - 6, fill(t('{0} scored'), tc('section', sec)), 'tiny');
      });
    }
    out += text((W - right + left) / 2, H - 4, t('turn'), 'tiny', 'middle');
    out += text(12, top - 8, t('PP'), 'tiny');
    players.forEach(function (name, seat) {
      const points = states.map(function (s, k) { return x(k).toFixed(1) + ',' + y(s.players[seat].prestige).toFixed(1); });
      out += '<polyline class="line" data-player="' + esc(name) + '" fill="none" stroke="' + ink(name) + '" stroke-width="2.2" points="' + points.join(' ') + '"/>';
    });
    // Final scores at the right end, highest first, pushed apart so that close scores stay legible.
    const finals = players.map(function (name, seat) { return {name: name, pp: states[last].players[seat].prestige}; });
    finals.sort(function (a, b) { return b.pp - a.pp; });
    let below = -Infinity;
    finals.forEach(function (f) {
      const at = Math.max(y(f.pp) + 4, below + 14);
      below = at;
      out += '<text x="' + (W - right + 6) + '" y="' + at + '" class="small" style="fill:' + ink(f.name) + '">' + esc(f.name + ' ' + f.pp) + '</text>';
    });
    // The step shown: a grey band (report.css), no player's colour.
    out += '<rect id="chart-cursor" x="0" y="' + top + '" width="8" height="' + (H - bottom - top) + '"/>';
    out += '</svg>';
    box.innerHTML = out;
    box.querySelector('svg').addEventListener('click', function (e) {
      const svg = e.currentTarget;
      const rect = svg.getBoundingClientRect();
      const px = (e.clientX - rect.left) * W / rect.width;
      const k = Math.round((px - left) * last / (W - left - right));
      onPick(Math.max(0, Math.min(last, k)));
    });
    return {
      cursor: function (step) {
        const cursor = box.querySelector('#chart-cursor');
        if (cursor) cursor.setAttribute('x', x(step) - 4);
      }
    };
  }

  return {draw: draw};
})();
