// The board editor (issue 27, item 3): a position set up on the board and written as `position`
// lines (docs/notation.md, "Positions"), the board editor of a rules dispute. It starts from the
// step shown (the position as that phase began, `caylus replay --position`'s cut) or from a new
// game's start. Moving pieces is tap, then tap: tap a place of the board (a road space, a
// special building, a castle section, the castle's workers, a bridge slot, a favor cell, a stock
// tile) to list its pieces, pick one up, then tap where it goes; the pieces of the player chosen
// above are added where tapped. Goods are edited in a table.
//
// This file only moves values inside the state snapshot (docs/snapshot-format.md) the engine
// handed over: after every change the engine (tools/web/api.cpp, caylus_position_of) derives
// what follows from the board, writes the position with `caylus replay --position`'s code, and
// reads it back as any log: a position no game could reach gets the engine's own sentence.
'use strict';

const CaylusEditor = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const el = CaylusBoard.el;
  const goods = ['prestige', 'deniers', 'food', 'wood', 'stone', 'cloth', 'gold'];

  let edit = null;  // {board, constants, players, state, answer, player, place, picked}

  // ----------------------------------------------------------------------------------------
  // Starting and leaving

  // The position as the phase in play at `step` of the open game began. False when there is none.
  function start(step) {
    const game = CaylusPage.game();
    if (!game) return false;
    const at = CaylusApi.positionAt(step);
    if (!at.state) {
      $('input-error').textContent = 'No position to set up here: ' + at.error;
      return false;
    }
    edit = {board: game.board, constants: game.info.board, players: game.info.players,
      state: at.state, answer: at, player: game.info.players[0], place: null, picked: null};
    $('editor-moment').textContent = '(started from step ' + step + ': the position as phase ' +
      at.phase + ' of turn ' + at.turn + ' began, a position being a phase\u2019s start)';
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

  function update() {
    const answer = CaylusApi.positionOf(JSON.stringify(edit.state));
    if (answer.state) {
      edit.state = answer.state;
      edit.answer = answer;
    } else {
      edit.answer = {lines: edit.answer.lines, log: edit.answer.log, error: answer.error};
    }
    draw();
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
    const scored = $('edit-scored');
    scored.textContent = '';
    scored.appendChild(el('span', {}, 'scored:'));
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
      label.appendChild(document.createTextNode(' ' + sec.name));
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

  function placeWords(place) {
    switch (place.kind) {
      case 'road': return 'road space ' + place.space;
      case 'special': return 'the ' + CaylusBoard.label(place.special);
      case 'section': return 'the ' + place.section;
      case 'castle': return 'the castle\u2019s workers';
      case 'bridge': return 'the bridge, slot ' + (place.slot + 1);
      case 'favor': return 'the favor table, ' + place.row + ' row, column ' + place.column;
      default: return 'the stock';
    }
  }

  function pieceWords(piece) {
    switch (piece.what) {
      case 'tile': return 'the ' + piece.building + ' tile';
      case 'worker': return piece.player + '\u2019s worker';
      case 'house': return 'a house of ' + piece.player;
      case 'favor': return piece.player + '\u2019s ' + piece.row + ' favor marker';
      case 'passed': return piece.player + '\u2019s passing marker';
      default: return 'the ' + piece.what;
    }
  }

  // The place tapped: its pieces to pick up, and what the chosen player may add there; or, with
  // a piece picked up, where it is and how to drop it.
  function drawPlace() {
    const box = $('editor-place');
    box.textContent = '';
    if (edit.picked) {
      box.appendChild(el('p', {'id': 'editor-picked'}, 'Picked up: ' + pieceWords(edit.picked) +
        ' (from ' + placeWords(edit.picked.from) + '). Tap where it goes.'));
      const row = el('div', {'class': 'row'});
      if (edit.picked.what !== 'provost' && edit.picked.what !== 'bailiff')
        row.appendChild(action('take it off the board', function () { remove(edit.picked); }));
      row.appendChild(action('put it back', function () { edit.picked = null; draw(); }));
      box.appendChild(row);
      return;
    }
    if (!edit.place) {
      box.appendChild(el('p', {'class': 'help'}, 'Tap a place of the board.'));
      return;
    }
    box.appendChild(el('p', {}, placeWords(edit.place) + ':'));
    const row = el('div', {'class': 'row'});
    piecesAt(edit.place).forEach(function (piece) {
      row.appendChild(action('pick up ' + pieceWords(piece), function () {
        edit.picked = piece;
        edit.place = null;
        draw();
      }));
    });
    addsAt(edit.place).forEach(function (add) { row.appendChild(action(add[0], add[1])); });
    if (!row.children.length) row.appendChild(el('span', {'class': 'help'}, 'nothing here'));
    box.appendChild(row);
  }

  function action(words, go) {
    const button = el('button', {'type': 'button', 'class': 'edit-action'}, words);
    button.addEventListener('click', go);
    return button;
  }

  // ----------------------------------------------------------------------------------------
  // Places and pieces, in the snapshot's own fields

  function placeAt(target) {
    let n;
    if ((n = target.closest('g.space'))) return {kind: 'road', space: Number(n.getAttribute('data-space'))};
    if ((n = target.closest('g.provost, g.bailiff')))
      return {kind: 'road', space: n.classList.contains('provost') ? edit.state.provost : edit.state.bailiff};
    if ((n = target.closest('g.stock-tile'))) return {kind: 'stock', building: n.getAttribute('data-building')};
    if (target.closest('g.stock-box')) return {kind: 'stock'};
    if ((n = target.closest('.favor-cell, .favor-marker')))
      return {kind: 'favor', row: n.getAttribute('data-row'), column: Number(n.getAttribute('data-column'))};
    if ((n = target.closest('g.castle-section, g.castle-house')))
      return {kind: 'section', section: n.getAttribute('data-section')};
    if (target.closest('g.castle-row, g.castle-worker')) return {kind: 'castle'};
    if ((n = target.closest('g.bridge-slot'))) return {kind: 'bridge', slot: Number(n.getAttribute('data-slot'))};
    if ((n = target.closest('g.special-box, g.special-worker')) && n.getAttribute('data-special') !== 'castle')
      return {kind: 'special', special: n.getAttribute('data-special')};
    return null;
  }

  function road(n) { return edit.state.road[String(n)] || null; }

  function slotsOf(special) {
    return edit.board.specialWorkers(edit.state, special);
  }

  function piecesAt(place) {
    const s = edit.state, out = [];
    if (place.kind === 'road') {
      const r = road(place.space);
      if (r && r.building) out.push({what: 'tile', building: r.building, from: place});
      if (r && r.worker) out.push({what: 'worker', player: r.worker, from: place});
      if (s.provost === place.space) out.push({what: 'provost', from: place});
      if (s.bailiff === place.space) out.push({what: 'bailiff', from: place});
    } else if (place.kind === 'special') {
      slotsOf(place.special).forEach(function (w, k) {
        if (w) out.push({what: 'worker', player: w, from: {kind: 'special', special: place.special, slot: k}});
      });
    } else if (place.kind === 'castle') {
      s.castle_workers.forEach(function (w, k) {
        if (w) out.push({what: 'worker', player: w, from: {kind: 'castle', slot: k}});
      });
    } else if (place.kind === 'section') {
      const houses = s.houses[place.section] || {};
      Object.keys(houses).forEach(function (p) {
        if (houses[p] > 0) out.push({what: 'house', player: p, from: place});
      });
    } else if (place.kind === 'bridge') {
      if (s.bridge[place.slot]) out.push({what: 'passed', player: s.bridge[place.slot], from: place});
    } else if (place.kind === 'favor') {
      s.players.forEach(function (p) {
        if (p.favor[place.row] === place.column)
          out.push({what: 'favor', player: p.name, row: place.row, from: place});
      });
    }
    return out;
  }

  // What the chosen player may add at a place: [words, do].
  function addsAt(place) {
    const p = edit.player, s = edit.state, out = [];
    const worker = ['add a worker of ' + p, function () { change(function () { putWorker(p, place); }); }];
    if (place.kind === 'road') {
      const r = road(place.space);
      if (r && r.building) {
        if (!r.worker) out.push(worker);
        const b = edit.board.buildings[r.building];
        if (b && b.owned && r.owner !== p)
          out.push([p + '\u2019s house on it', function () { change(function () { r.owner = p; }); }]);
      }
    } else if (place.kind === 'special' || place.kind === 'castle') {
      out.push(worker);
    } else if (place.kind === 'section') {
      out.push(['add a house of ' + p, function () {
        change(function () {
          const houses = s.houses[place.section] = s.houses[place.section] || {};
          houses[p] = (houses[p] || 0) + 1;
        });
      }]);
    } else if (place.kind === 'bridge' && s.bridge.indexOf(p) < 0) {
      out.push([p + ' passed', function () { change(function () { putPassed(p, place.slot); }); }]);
    }
    return out;
  }

  // One change of the state, then the engine's answer.
  function change(how) {
    const message = how();
    edit.picked = null;
    edit.place = null;
    $('editor-note').textContent = message || '';
    update();
  }

  function putWorker(player, place) {
    const s = edit.state;
    if (place.kind === 'road') {
      const r = road(place.space);
      if (!r || !r.building) return 'a worker stands on a building of the road';
      if (r.worker) return 'road space ' + place.space + ' holds a worker already';
      r.worker = player;
    } else if (place.kind === 'special') {
      const slots = slotsOf(place.special);
      const k = slots.indexOf(null);
      if (k < 0) return 'the ' + CaylusBoard.label(place.special) + ' has no free slot';
      if (place.special === 'stables') s.stables[k] = player;
      else if (place.special === 'inn') s[k === 0 ? 'inn_left' : 'inn_right'] = player;
      else s[place.special] = player;
    } else if (place.kind === 'castle') {
      const k = s.castle_workers.indexOf(null);
      if (k < 0 && s.castle_workers.length >= edit.constants.castle_slots) return 'the castle is full';
      if (k < 0) s.castle_workers.push(player);
      else s.castle_workers[k] = player;
    } else {
      return 'a worker stands on the road, a special building or in the castle';
    }
    return '';
  }

  function putPassed(player, slot) {
    const s = edit.state;
    s.bridge = s.bridge.filter(function (p) { return p && p !== player; });
    s.bridge.splice(Math.min(slot, s.bridge.length), 0, player);
    s.passed_count = s.bridge.length;
  }

  // Takes a piece off where it stands.
  function lift(piece) {
    const s = edit.state, from = piece.from;
    if (piece.what === 'worker') {
      if (from.kind === 'road') delete road(from.space).worker;
      else if (from.kind === 'castle') s.castle_workers[from.slot] = null;
      else if (from.special === 'stables') s.stables[from.slot] = null;
      else if (from.special === 'inn') s[from.slot === 0 ? 'inn_left' : 'inn_right'] = null;
      else s[from.special] = null;
      while (s.castle_workers.length && !s.castle_workers[s.castle_workers.length - 1]) s.castle_workers.pop();
    } else if (piece.what === 'house') {
      const houses = s.houses[from.section];
      if (--houses[piece.player] <= 0) delete houses[piece.player];
    } else if (piece.what === 'passed') {
      s.bridge.splice(from.slot, 1);
      s.passed_count = s.bridge.length;
    } else if (piece.what === 'favor') {
      s.players.find(function (p) { return p.name === piece.player; }).favor[piece.row] = 0;
    }
  }

  function remove(piece) {
    change(function () {
      if (piece.what === 'tile') {
        if (piece.from.kind !== 'road') return '';
        delete edit.state.road[String(piece.from.space)];
        edit.state.stock.push(piece.building);
        return '';
      }
      lift(piece);
      return '';
    });
  }

  // Drops the piece picked up at a place.
  function drop(piece, place) {
    change(function () {
      const s = edit.state;
      if (piece.what === 'provost' || piece.what === 'bailiff') {
        if (place.kind !== 'road') return 'the ' + piece.what + ' stands on the road';
        s[piece.what] = place.space;
        return '';
      }
      if (piece.what === 'tile') {
        if (place.kind === 'stock') {
          if (piece.from.kind === 'road') {
            delete s.road[String(piece.from.space)];
            s.stock.push(piece.building);
          }
          return '';
        }
        if (place.kind !== 'road') return 'a tile goes on a road space or back to the stock';
        if (road(place.space) && road(place.space).building) return 'road space ' + place.space + ' is built already';
        let moved;
        if (piece.from.kind === 'road') {
          moved = road(piece.from.space);
          delete s.road[String(piece.from.space)];
        } else {
          const owned = edit.board.buildings[piece.building] && edit.board.buildings[piece.building].owned;
          moved = {building: piece.building};
          if (owned) moved.owner = edit.player;
          s.stock = s.stock.filter(function (b) { return b !== piece.building; });
        }
        s.road[String(place.space)] = moved;
        return '';
      }
      if (piece.what === 'worker') {
        lift(piece);
        const why = putWorker(piece.player, place);
        if (why) putWorker(piece.player, piece.from);  // back where it was
        return why;
      }
      if (piece.what === 'house') {
        if (place.kind !== 'section') return 'a house of the castle goes in a section';
        lift(piece);
        const houses = s.houses[place.section] = s.houses[place.section] || {};
        houses[piece.player] = (houses[piece.player] || 0) + 1;
        return '';
      }
      if (piece.what === 'favor') {
        if (place.kind !== 'favor' || place.row !== piece.row) return 'a marker moves along its own row';
        s.players.find(function (p) { return p.name === piece.player; }).favor[piece.row] = place.column;
        return '';
      }
      if (piece.what === 'passed') {
        if (place.kind !== 'bridge') return 'a passing marker goes on the bridge';
        putPassed(piece.player, place.slot);
        return '';
      }
      return '';
    });
  }

  function tap(event) {
    if (!edit) return;
    const place = placeAt(event.target);
    if (!place) return;
    if (edit.picked) {
      drop(edit.picked, place);
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
    $('edit-position').addEventListener('click', function () { start(CaylusPage.step()); });
  }

  return {
    wire: wire, start: start, close: close,
    answer: function () { return edit && edit.answer; },
    state: function () { return edit && edit.state; }
  };
})();
