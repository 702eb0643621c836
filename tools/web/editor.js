// The board editor (issue 27, item 3): a position set up on the board and written as `position`
// lines (docs/notation.md, "Positions"), the board editor of a rules dispute. It starts from the
// step shown (the position as that phase began, `caylus replay --position`'s cut) or from a new
// game's start. Moving pieces is tap, then tap: tap a place of the board (a road space, a
// special building, a castle section, the castle's workers, a bridge slot, a favor cell, a stock
// tile) to list its pieces, pick one up, then tap where it goes; the pieces of the player chosen
// above are added where tapped. Goods are edited in a table.
//
// Its moves (tools/web/editor_moves.js) only change values inside the state snapshot
// (docs/snapshot-format.md) the engine handed over: after every change the engine (tools/web/api.cpp, caylus_position_of) derives
// what follows from the board, writes the position with `caylus replay --position`'s code, and
// reads it back as any log: a position no game could reach gets the engine's own sentence.
'use strict';

const CaylusEditor = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const el = CaylusBoard.el;
  const goods = ['prestige', 'deniers', 'food', 'wood', 'stone', 'cloth', 'gold'];

  let edit = null;  // {board, constants, players, state, answer, player, place, picked}
  let moves = null;  // CaylusMoves bound to `edit` (tools/web/editor_moves.js)
  const placeWords = CaylusMoves.placeWords, pieceWords = CaylusMoves.pieceWords;

  // ----------------------------------------------------------------------------------------
  // Starting and leaving

  // The position as the phase in play at `step` of the open game began. False when there is none.
  function start(step) {
    const game = CaylusPage.game();
    if (!game) return false;
    const at = CaylusApi.positionAt(step);
    if (!at.state) {
      $('input-error').textContent = fill(t('No position to set up here: {0}'), at.error);
      return false;
    }
    edit = {board: game.board, constants: game.info.board, players: game.info.players,
      state: at.state, answer: at, player: game.info.players[0], place: null, picked: null,
      history: [], last: JSON.stringify(at.state)};
    moves = CaylusMoves.bind(edit, change);
    $('editor-moment').textContent = fill(t('(started from step {0}: the position as the phase {1} ' +
      'of turn {2} began, a position being a phase\u2019s start)'), step, CaylusWords.tc('phase', at.phase), at.turn);
    $('verdict-section').hidden = true;
    $('board-section').hidden = true;
    $('editor-section').hidden = false;
    document.body.setAttribute('data-editing', 'true');
    drawFixed();
    draw();
    $('editor-section').scrollIntoView();
    return true;
  }

  function close() {
    edit = null;
    $('editor-section').hidden = true;
    document.body.removeAttribute('data-editing');
    if (CaylusPage.game()) {
      $('verdict-section').hidden = false;
      $('board-section').hidden = false;
    }
  }

  // The position as a log of its own: opened like any pasted log (the engine judges it).
  function openAsLog() {
    const text = edit.answer.log;
    close();
    $('log-input').value = text;
    if (CaylusPage.openText(text, {name: 'position'})) $('verdict-section').scrollIntoView();
  }

  // ----------------------------------------------------------------------------------------
  // The engine's answer for the edited state

  // `back`: an undo, which records no step to undo.
  function update(back) {
    if (!back) edit.history.push(edit.last);
    const answer = CaylusApi.positionOf(JSON.stringify(edit.state));
    if (answer.state) {
      edit.state = answer.state;
      edit.answer = answer;
    } else {
      edit.answer = {lines: edit.answer.lines, log: edit.answer.log, error: answer.error};
    }
    edit.last = JSON.stringify(edit.state);
    draw();
  }

  // The board as it was before the last change.
  function undo() {
    if (!edit.history.length) return;
    edit.state = JSON.parse(edit.history.pop());
    edit.picked = null;
    edit.place = null;
    $('editor-note').textContent = '';
    update(true);
  }

  // ----------------------------------------------------------------------------------------
  // Drawing

  // What does not change while editing: the phases, the players, the sections.
  function drawFixed() {
    const phase = $('edit-phase');
    phase.textContent = '';
    edit.constants.phases.slice(0, -1).forEach(function (name, k) {
      phase.appendChild(el('option', {'value': name}, (k + 1) + ' ' + name));
    });
    const who = $('edit-player');
    who.textContent = '';
    edit.players.forEach(function (name) {
      const button = el('button', {'type': 'button', 'class': 'pick-player', 'data-player': name}, name);
      button.style.borderColor = edit.board.ink(name);
      button.addEventListener('click', function () {
        edit.player = name;
        draw();
      });
      who.appendChild(button);
    });
    const order = $('edit-order');
    order.textContent = '';
    edit.players.forEach(function () {
      const button = el('button', {'type': 'button', 'class': 'order-player'});
      // The k-th of the turn order moves one place up (the first goes last).
      button.addEventListener('click', function () {
        const list = edit.state.turn_order;
        const k = list.indexOf(button.getAttribute('data-player'));
        list.splice(k, 1);
        list.splice(k === 0 ? list.length : k - 1, 0, button.getAttribute('data-player'));
        update();
      });
      order.appendChild(button);
    });
    const scored = $('edit-scored');
    scored.textContent = '';
    scored.appendChild(el('span', {}, t('scored:')));
    edit.constants.sections.forEach(function (sec) {
      const label = el('label', {'class': 'check'});
      const box = el('input', {'type': 'checkbox', 'data-section': sec.name});
      box.addEventListener('change', function () {
        const list = edit.state.scored.filter(function (n) { return n !== sec.name; });
        if (box.checked) list.push(sec.name);
        edit.state.scored = edit.constants.sections.map(function (s) { return s.name; })
          .filter(function (n) { return list.indexOf(n) >= 0; });
        update();
      });
      label.appendChild(box);
      label.appendChild(document.createTextNode(' ' + CaylusWords.tc('section', sec.name)));
      scored.appendChild(label);
    });
    const table = $('edit-goods');
    table.textContent = '';
    const head = el('tr');
    head.appendChild(el('th', {}, ''));
    goods.forEach(function (g) { head.appendChild(el('th', {}, g === 'prestige' ? 'PP' : g)); });
    table.appendChild(head);
    edit.players.forEach(function (name, seat) {
      const tr = el('tr', {'data-player': name});
      tr.appendChild(el('th', {}, name));
      goods.forEach(function (g) {
        const td = el('td');
        const input = el('input', {'type': 'number', 'min': '0', 'inputmode': 'numeric',
          'data-field': g, 'aria-label': name + ' ' + g});
        input.addEventListener('change', function () {
          edit.state.players[seat][g] = Math.max(0, Number(input.value) | 0);
          update();
        });
        td.appendChild(input);
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
  }

  function draw() {
    const s = edit.state;
    $('edit-turn').value = String(s.turn);
    $('edit-phase').value = s.phase;
    Array.prototype.forEach.call(document.querySelectorAll('#edit-player button'), function (b) {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-player') === edit.player));
    });
    Array.prototype.forEach.call(document.querySelectorAll('#edit-order button'), function (b, k) {
      b.setAttribute('data-player', s.turn_order[k]);
      b.textContent = (k + 1) + '. ' + s.turn_order[k];
      b.style.borderColor = edit.board.ink(s.turn_order[k]);
    });
    Array.prototype.forEach.call(document.querySelectorAll('#edit-scored input'), function (box) {
      box.checked = s.scored.indexOf(box.getAttribute('data-section')) >= 0;
    });
    s.players.forEach(function (p) {
      goods.forEach(function (g) {
        const input = document.querySelector('#edit-goods tr[data-player="' + CSS.escape(p.name) +
          '"] input[data-field="' + g + '"]');
        if (input && document.activeElement !== input) input.value = String(p[g]);
      });
    });
    $('editor-board').innerHTML = edit.board.boardSvg(s, 'editor-svg');
    if (edit.place) {
      const node = placeNode(edit.place);
      if (node) node.classList.add('target');
    }
    drawPlace();
    $('position-lines').textContent = (edit.answer.lines || []).join('\n');
    $('position-error').textContent = edit.answer.error || '';
    $('editor-section').setAttribute('data-valid', String(!edit.answer.error));
    $('position-open').disabled = !edit.answer.log;
    $('editor-undo').disabled = edit.history.length === 0;
  }

  // The place's element on the board, to outline it.
  function placeNode(place) {
    const board = $('editor-board');
    switch (place.kind) {
      case 'road': return board.querySelector('g.space[data-space="' + place.space + '"]');
      case 'special': return board.querySelector('g.special-box[data-special="' + place.special + '"]');
      case 'section': return board.querySelector('g.castle-section[data-section="' + place.section + '"]');
      case 'castle': return board.querySelector('g.castle-row');
      case 'bridge': return board.querySelector('g.bridge-slot[data-slot="' + place.slot + '"]');
      case 'favor': return board.querySelector('rect.favor-cell[data-row="' + place.row + '"][data-column="' + place.column + '"]');
      default: return board.querySelector('g.stock-box');
    }
  }

  // The place tapped: its pieces to pick up, and what the chosen player may add there; or, with
  // a piece picked up, where it is and how to drop it.
  function drawPlace() {
    const box = $('editor-place');
    box.textContent = '';
    if (edit.picked) {
      box.appendChild(el('p', {'id': 'editor-picked'}, fill(t('Picked up: {0} (from {1}). Tap where it goes.'),
        pieceWords(edit.picked), placeWords(edit.picked.from))));
      const row = el('div', {'class': 'row'});
      if (edit.picked.what !== 'provost' && edit.picked.what !== 'bailiff')
        row.appendChild(action(t('take it off the board'), function () { moves.remove(edit.picked); }));
      row.appendChild(action(t('put it back'), function () { edit.picked = null; draw(); }));
      box.appendChild(row);
      return;
    }
    if (!edit.place) {
      box.appendChild(el('p', {'class': 'help'}, t('Tap a place of the board.')));
      return;
    }
    box.appendChild(el('p', {}, placeWords(edit.place) + ':'));
    const row = el('div', {'class': 'row'});
    moves.piecesAt(edit.place).forEach(function (piece) {
      row.appendChild(action(fill(t('pick up {0}'), pieceWords(piece)), function () {
        edit.picked = piece;
        edit.place = null;
        draw();
      }));
    });
    moves.addsAt(edit.place).forEach(function (add) { row.appendChild(action(add[0], add[1])); });
    if (!row.children.length) row.appendChild(el('span', {'class': 'help'}, 'nothing here'));
    box.appendChild(row);
  }

  function action(words, go) {
    const button = el('button', {'type': 'button', 'class': 'edit-action'}, words);
    button.addEventListener('click', go);
    return button;
  }

  // One change of the state, then the engine's answer.
  function change(how) {
    const message = how();
    edit.picked = null;
    edit.place = null;
    $('editor-note').textContent = message || '';
    update();
  }

  function tap(event) {
    if (!edit) return;
    const place = moves.placeAt(event.target);
    if (!place) return;
    if (edit.picked) {
      moves.drop(edit.picked, place);
      return;
    }
    // A stock tile is a piece of its own: picked up at once.
    if (place.kind === 'stock' && place.building) {
      edit.picked = {what: 'tile', building: place.building, from: {kind: 'stock'}};
      edit.place = null;
    } else {
      edit.place = place;
    }
    $('editor-note').textContent = '';
    draw();
  }

  function wire() {
    // Another language picked while editing: the editor's own words said again (words.js).
    CaylusWords.onChange(function () {
      if (edit && document.body.getAttribute('data-editing') === 'true') {
        drawFixed();
        draw();
      }
    });
    $('editor-board').addEventListener('click', tap);
    $('edit-turn').addEventListener('change', function () {
      edit.state.turn = Math.max(1, Number($('edit-turn').value) | 0);
      update();
    });
    $('edit-phase').addEventListener('change', function () {
      edit.state.phase = $('edit-phase').value;
      update();
    });
    $('position-open').addEventListener('click', openAsLog);
    $('editor-close').addEventListener('click', close);
    $('editor-undo').addEventListener('click', undo);
    $('edit-position').addEventListener('click', function () { start(CaylusPage.step()); });
    CaylusBoardView.onLayout(function () { if (edit) draw(); });
  }

  return {
    wire: wire, start: start, close: close,
    answer: function () { return edit && edit.answer; },
    state: function () { return edit && edit.state; }
  };
})();
