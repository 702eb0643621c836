# The template of the messages, core/language/caylus.pot, as xgettext finds them in the sources:
# every tr("..."), tr_n("one", "many", n), trc("context", "...") and N_("...") of core, replay,
# invariants and tools (core/language/catalog.h), the words of the event kinds (core/events.h)
# and the page's words (tools/web/words.js). The header is made stable (a fixed date, UTF-8,
# English's plural rule) so that the committed file is exactly what this script writes.
#   cmake -DSOURCE_DIR=<checkout> -DWORK=<a build folder> -DMODE=write -P core/language/pot.cmake
#     rewrites core/language/caylus.pot (the `caylus_pot` target does it);
#   -DMODE=check fails, naming the difference, when the committed template is out of date with
#     the sources (ctest catalog_template_is_generated).
find_program(XGETTEXT xgettext REQUIRED)
set(pot "${SOURCE_DIR}/core/language/caylus.pot")
file(GLOB_RECURSE sources RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/core/*.cpp"
     "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/replay/*.cpp" "${SOURCE_DIR}/replay/*.h"
     "${SOURCE_DIR}/invariants/*.cpp" "${SOURCE_DIR}/invariants/*.h"
     "${SOURCE_DIR}/tools/*.cpp" "${SOURCE_DIR}/tools/*.h")
list(SORT sources)
string(REPLACE ";" "\n" list_text "${sources}")
file(MAKE_DIRECTORY "${WORK}")
file(WRITE "${WORK}/pot-sources.txt" "${list_text}\n")
execute_process(
  COMMAND ${XGETTEXT} --language=C++ --from-code=UTF-8 --no-wrap --add-location=file
          --keyword --keyword=tr --keyword=tr_n:1,2 --keyword=trc:1c,2 --keyword=N_
          --package-name=caylus --msgid-bugs-address=issues --files-from=${WORK}/pot-sources.txt
          --output=${WORK}/caylus.pot.raw
  WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "xgettext failed: ${errors}")
endif()
# The events' words: the 4th argument of each X(kind, rule, narrated, words) row of
# core/events.h, said through tr(row.words) by replay/narration/event_words.cpp. A pass of its
# own (X is no keyword anywhere else), joined to the template: the header stays as it is, so
# that a words change costs no rebuild of core.
execute_process(
  COMMAND ${XGETTEXT} --language=C++ --from-code=UTF-8 --no-wrap --add-location=file
          --keyword --keyword=X:4 --package-name=caylus --msgid-bugs-address=issues
          --join-existing --output=${WORK}/caylus.pot.raw core/events.h
  WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "xgettext failed on core/events.h: ${errors}")
endif()
# The page's own words (tools/web/words.js): t("...") and tn("one", "many", n) in its scripts, and
# the elements of page.html marked data-t / data-t-attrs, which tools/web/page_messages.py writes
# as t("...") calls. Joined to the same template: one catalog for the command line and the page.
find_program(PYTHON3 python3 REQUIRED)
# The report's template (tools/report/report.html) is marked the same way: `caylus report --lang`
# says its marked elements in the reader's language (tools/report/report_words.cpp).
foreach(page web/page report/report)
  get_filename_component(name "${page}" NAME)
  execute_process(
    COMMAND ${PYTHON3} "${SOURCE_DIR}/tools/web/page_messages.py"
            "${SOURCE_DIR}/tools/${page}.html" "${WORK}/${name}.html.js"
    RESULT_VARIABLE status ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "tools/web/page_messages.py failed on tools/${page}.html: ${errors}")
  endif()
endforeach()
# xgettext wraps a location line by its length: the files are named from ${WORK} through a link to
# the checkout (`src/...`) and a fixed name for page.html's messages, so that the lines are the
# same whatever the build folder's path; the names are made the checkout's again below.
file(CREATE_LINK "${SOURCE_DIR}" "${WORK}/src" SYMBOLIC)
file(GLOB page_scripts RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/tools/web/*.js"
     "${SOURCE_DIR}/tools/report/board.js" "${SOURCE_DIR}/tools/report/narration.js"
     "${SOURCE_DIR}/tools/report/chart.js" "${SOURCE_DIR}/tools/report/report.js")
list(SORT page_scripts)
list(TRANSFORM page_scripts PREPEND "src/")
execute_process(
  COMMAND ${XGETTEXT} --language=JavaScript --from-code=UTF-8 --no-wrap --add-location=file
          --keyword --keyword=t --keyword=tn:1,2 --keyword=N_ --join-existing --output=caylus.pot.raw
          --package-name=caylus --msgid-bugs-address=issues
          ${page_scripts} page.html.js report.html.js
  WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "xgettext failed on the page's scripts: ${errors}")
endif()
file(READ "${WORK}/caylus.pot.raw" text)
string(REPLACE " src/tools/" " tools/" text "${text}")
string(REPLACE "#: src/tools/" "#: tools/" text "${text}")
string(REPLACE " page.html.js" " tools/web/page.html" text "${text}")
string(REPLACE "#: page.html.js" "#: tools/web/page.html" text "${text}")
string(REPLACE " report.html.js" " tools/report/report.html" text "${text}")
string(REPLACE "#: report.html.js" "#: tools/report/report.html" text "${text}")
string(REGEX REPLACE "\"POT-Creation-Date: [^\"]*\"" "\"POT-Creation-Date: 2026-11-27 00:00+0000\\\\n\"" text "${text}")
string(REPLACE "charset=CHARSET" "charset=UTF-8" text "${text}")
string(REPLACE "nplurals=INTEGER; plural=EXPRESSION;" "nplurals=2; plural=(n != 1);" text "${text}")
if(MODE STREQUAL "write")
  file(WRITE "${pot}" "${text}")
  message(STATUS "wrote ${pot}")
else()
  file(WRITE "${WORK}/caylus.pot" "${text}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files "${pot}" "${WORK}/caylus.pot"
                  RESULT_VARIABLE differs)
  if(differs)
    execute_process(COMMAND diff -u "${pot}" "${WORK}/caylus.pot" OUTPUT_VARIABLE diff_text)
    message(FATAL_ERROR "core/language/caylus.pot is out of date with the sources: run "
            "`cmake --build --preset dev --target caylus_pot`, then msgmerge the catalogs "
            "(docs/developing.md, \"A translated message\"):\n${diff_text}")
  endif()
endif()
