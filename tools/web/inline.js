// Writes the page: one self-contained HTML file (issue 27). Run by CMake at build time
// (tools/web/CMakeLists.txt) with the node that emscripten itself runs on:
//
//   node inline.js OUTPUT TEMPLATE ENGINE_JS ENGINE_WASM FILE...
//
// In TEMPLATE, @STYLE@ becomes the stylesheets among FILE (*.css, in order), @ENGINE@ emscripten's loader, @WASM@ the engine's
// WebAssembly gzip-compressed and in base64 (the page inflates it with the browser's
// DecompressionStream: a third of the size of emscripten's -sSINGLE_FILE base64), and @SCRIPTS@
// the page's scripts among FILE (*.js) in order (plain scripts sharing one global namespace, no module loader: a
// page opened from file:// may not import files). Written to a temporary file and renamed, so
// that a page is whole or absent.
'use strict';
const fs = require('fs');
const zlib = require('zlib');
const path = require('path');

const [output, template, engineJs, engineWasm, ...files] = process.argv.slice(2);
const styles = files.filter((f) => f.endsWith('.css'));
const scripts = files.filter((f) => f.endsWith('.js'));
const read = (file) => fs.readFileSync(file, 'utf8');
// Inside <script>, "</script" would end the element early: "<\/script" is the same JavaScript.
const scriptSafe = (text) => text.replace(/<\/script/gi, '<\\/script');

const wasm = zlib.gzipSync(fs.readFileSync(engineWasm), {level: 9}).toString('base64');
const parts = {
  '@STYLE@': styles.map(read).join('\n'),
  '@ENGINE@': scriptSafe(read(engineJs)),
  '@WASM@': wasm,
  '@SCRIPTS@': scriptSafe(scripts.map((s) => '// ---- ' + path.basename(s) + '\n' + read(s)).join('\n'))
};
// One pass over the template: a marker inside an inserted text stays as it is.
const page = read(template).replace(/@(STYLE|ENGINE|WASM|SCRIPTS)@/g, (m) => parts[m]);
fs.writeFileSync(output + '.new', page);
fs.renameSync(output + '.new', output);
