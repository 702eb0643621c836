// The board as the page shows it (issue 38 items 5 and 6): drawn by the engine (the one drawing,
// tools/report/board_svg.cpp, the report's and `caylus board`'s), laid out for the width of the
// screen, and saved as a picture for a forum thread.
//
// - A phone (600 px and less) gets the narrow layout: the castle, the special buildings and the
//   bridge stacked, the road in rows of five, nothing panned sideways, every place to tap 40 px
//   and more at 360 px. Turning the phone redraws (onLayout).
// - "image" downloads the board shown as PNG, with a caption above it: the step, its action and
//   the decision, what the step did and why (its first lines, with rule ids), and the verdict (the refused action's rule at a disputed step). The SVG is drawn
//   to a canvas by the browser itself: nothing leaves the page.
'use strict';

const CaylusBoardView = (function () {
  const phone = window.matchMedia('(max-width: 600px)');
  const SCALE = 2;  // the picture's pixels per unit of the drawing: sharp on a forum's zoom

  function narrow() { return phone.matches; }

  // CaylusBoard.create's `draw`: the board a snapshot shows, as SVG.
  function draw(s, id) { return CaylusApi.boardSvg(s, id, narrow()); }

  // `redraw` runs when the layout changes (a phone turned, a window narrowed).
  function onLayout(redraw) { phone.addEventListener('change', redraw); }

  const TOLD_LINES = 4;  // of what the step told, in the caption; the rest is counted

  // The caption's lines: what the page says of the step shown, what the step did and why (the
  // lines "what happened" tells, with their rule ids, issue 38 item 5), and the verdict or the
  // refusal.
  function captionLines() {
    const flat = function (node) { return node ? node.textContent.replace(/\s+/g, ' ').trim() : ''; };
    const words = function (id) { return flat(document.getElementById(id)); };
    const lines = ['Caylus Arbiter \u2014 ' + words('step-label'), words('step-action'), words('decision')];
    const told = Array.prototype.map.call(document.querySelectorAll('#told li.told'), flat)
      .filter(function (line) { return line.length > 0; });
    told.slice(0, TOLD_LINES).forEach(function (line) { lines.push('\u2022 ' + line); });
    if (told.length > TOLD_LINES) {
      const more = told.length - TOLD_LINES;
      lines.push('\u2022 \u2026 ' + tn('and {0} more line', 'and {0} more lines', more));
    }
    const verdict = (document.getElementById('verdict') || {textContent: ''}).textContent.trim().split('\n')[0];
    if (verdict) lines.push(fill(t('verdict: {0}'), verdict));
    return lines.filter(function (line) { return line.length > 0; });
  }

  // `text` cut into lines that fit `width` px in the canvas's current font.
  function wrap(context, text, width) {
    const out = [];
    let line = '';
    text.split(' ').forEach(function (word) {
      const next = line ? line + ' ' + word : word;
      if (line && context.measureText(next).width > width) {
        out.push(line);
        line = word;
      } else {
        line = next;
      }
    });
    if (line) out.push(line);
    return out;
  }

  // The board `svg` (an element) with `caption` above it, as a PNG Blob.
  function picture(svg, caption) {
    const box = svg.viewBox.baseVal;
    const width = Math.round(box.width * SCALE), boardHeight = Math.round(box.height * SCALE);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    const font = (14 * SCALE) + 'px system-ui, "DejaVu Sans", sans-serif';
    context.font = font;
    const pad = 10 * SCALE, lineHeight = 19 * SCALE;
    const lines = [];
    caption.forEach(function (text) { wrap(context, text, width - 2 * pad).forEach(function (l) { lines.push(l); }); });
    const top = pad + lines.length * lineHeight + pad / 2;
    canvas.width = width;
    canvas.height = top + boardHeight;
    context.fillStyle = '#fdfbf6';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#2b2418';
    context.font = font;
    context.textBaseline = 'top';
    lines.forEach(function (l, k) { context.fillText(l, pad, pad + k * lineHeight); });
    // The drawing as the engine wrote it, not as the page decorated it (its targets outlined).
    const copy = svg.cloneNode(true);
    copy.setAttribute('width', String(width));
    copy.setAttribute('height', String(boardHeight));
    const url = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(copy));
    return new Promise(function (resolve, reject) {
      const image = new Image();
      image.onload = function () {
        context.drawImage(image, 0, top, width, boardHeight);
        canvas.toBlob(function (blob) { if (blob) resolve(blob); else reject(new Error('no PNG')); }, 'image/png');
      };
      image.onerror = function () { reject(new Error(t('the board could not be drawn as a picture'))); };
      image.src = url;
    });
  }

  // The board shown now, with its caption, as a PNG Blob (the "image" button's; the tests').
  function image() {
    const svg = document.querySelector('#board svg.board');
    if (!svg) return Promise.reject(new Error(t('no board is shown')));
    return picture(svg, captionLines());
  }

  async function download() {
    const blob = await image();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = 'caylus-step-' + (document.body.getAttribute('data-step') || '0') + '.png';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 10000);
  }

  function wire() {
    const button = document.getElementById('board-image');
    if (button) button.addEventListener('click', function () {
      download().catch(function (e) { button.title = e.message; });
    });
  }

  return {narrow: narrow, draw: draw, onLayout: onLayout, image: image, captionLines: captionLines, wire: wire};
})();
