// The board editor's moves (tools/web/editor.js): the places of the drawn board a tap points at,
// the pieces each holds, and a piece picked up, dropped, added or taken off, as changes of the
// state snapshot's own fields (docs/snapshot-format.md). No rule is decided here: whether a
// position could be reached is the engine's to say (caylus_position_of), after every change.
'use strict';

const CaylusMoves = (function () {
  function placeWords(place) {
    switch (place.kind) {
      case 'road': return fill(t('road space {0}'), place.space);
      case 'special': return CaylusWords.special(place.special);
      case 'section': return fill(t('the castle\u2019s {0}'), CaylusWords.tc('section', place.section));
      case 'castle': return t('the castle\u2019s workers');
      case 'bridge': return fill(t('the bridge, slot {0}'), place.slot + 1);
      case 'favor': return fill(t('the favor table, {0} row, column {1}'),
                                CaylusWords.tc('favor row', place.row), place.column);
      default: return t('the stock');
    }
  }

  function pieceWords(piece) {
    switch (piece.what) {
      case 'tile': return fill(t('the {0} tile'), piece.building);
      case 'worker': return fill(t('{0}\u2019s worker'), piece.player);
      case 'house': return fill(t('a house of {0}'), piece.player);
      case 'favor': return fill(t('{0}\u2019s favor marker on the {1} row'), piece.player,
                                CaylusWords.tc('favor row', piece.row));
      case 'passed': return fill(t('{0}\u2019s passing marker'), piece.player);
      case 'provost': return t('the provost');
      case 'bailiff': return t('the bailiff');
      default: return piece.what;
    }
  }

  // The moves on the editor's open position: `edit` ({state, board, constants, player}) read at
  // each call, `change(how)` applies a change (how() returns a note or '') and asks the engine.
  function bind(edit, change) {
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
      const worker = [fill(t('add a worker of {0}'), p), function () { change(function () { putWorker(p, place); }); }];
      if (place.kind === 'road') {
        const r = road(place.space);
        if (r && r.building) {
          if (!r.worker) out.push(worker);
          const b = edit.board.buildings[r.building];
          if (b && b.owned && r.owner !== p)
            out.push([fill(t('{0}\u2019s house on it'), p), function () { change(function () { r.owner = p; }); }]);
        }
      } else if (place.kind === 'special' || place.kind === 'castle') {
        out.push(worker);
      } else if (place.kind === 'section') {
        out.push([fill(t('add a house of {0}'), p), function () {
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

    function putWorker(player, place) {
      const s = edit.state;
      if (place.kind === 'road') {
        const r = road(place.space);
        if (!r || !r.building) return t('a worker stands on a building of the road');
        if (r.worker) return fill(t('road space {0} holds a worker already'), place.space);
        r.worker = player;
      } else if (place.kind === 'special') {
        const slots = slotsOf(place.special);
        const k = slots.indexOf(null);
        if (k < 0) return fill(t('{0}: no free slot'), CaylusWords.special(place.special));
        if (place.special === 'stables') s.stables[k] = player;
        else if (place.special === 'inn') s[k === 0 ? 'inn_left' : 'inn_right'] = player;
        else s[place.special] = player;
      } else if (place.kind === 'castle') {
        const k = s.castle_workers.indexOf(null);
        if (k < 0 && s.castle_workers.length >= edit.constants.castle_slots) return t('the castle is full');
        if (k < 0) s.castle_workers.push(player);
        else s.castle_workers[k] = player;
      } else {
        return t('a worker stands on the road, a special building or in the castle');
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
          // A stock tile taken off the board is out of the game (the position says stock.ID=0).
          if (piece.from.kind !== 'road') {
            edit.state.stock = edit.state.stock.filter(function (b) { return b !== piece.building; });
            return '';
          }
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
          if (place.kind !== 'road')
            return piece.what === 'provost' ? t('the provost stands on the road') : t('the bailiff stands on the road');
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
          if (place.kind !== 'road') return t('a tile goes on a road space or back to the stock');
          if (road(place.space) && road(place.space).building)
            return fill(t('road space {0} is built already'), place.space);
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
          if (place.kind !== 'section') return t('a house of the castle goes in a section');
          lift(piece);
          const houses = s.houses[place.section] = s.houses[place.section] || {};
          houses[piece.player] = (houses[piece.player] || 0) + 1;
          return '';
        }
        if (piece.what === 'favor') {
          if (place.kind !== 'favor' || place.row !== piece.row) return t('a marker moves along its own row');
          s.players.find(function (p) { return p.name === piece.player; }).favor[piece.row] = place.column;
          return '';
        }
        if (piece.what === 'passed') {
          if (place.kind !== 'bridge') return t('a passing marker goes on the bridge');
          putPassed(piece.player, place.slot);
          return '';
        }
        return '';
      });
    }

    return {placeAt: placeAt, piecesAt: piecesAt, addsAt: addsAt, remove: remove, drop: drop};
  }

  return {bind: bind, placeWords: placeWords, pieceWords: pieceWords};
})();
