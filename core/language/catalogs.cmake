# The message catalogs (issue 37, docs/languages.md), compiled in: msgfmt --check turns each
# core/language/po/<lang>.po into a .mo, the pseudo-language "qps" is made from the template
# caylus.pot (every msgstr its msgid between ⟦ ⟧: msgen, then msgfilter), and embed.cmake writes
# the .mo bytes into one generated source, CAYLUS_CATALOG_SOURCE, that core compiles. Included
# by the top-level CMakeLists and by tools/web/CMakeLists.txt (the page has the same catalogs).
# Needs Debian's gettext (tools/install-deps.sh); nothing is fetched.
find_program(CAYLUS_MSGFMT msgfmt REQUIRED)
find_program(CAYLUS_MSGEN msgen REQUIRED)
find_program(CAYLUS_MSGFILTER msgfilter REQUIRED)

set(CAYLUS_LANGUAGE_DIR ${PROJECT_SOURCE_DIR}/core/language)
set(CAYLUS_CATALOG_DIR ${PROJECT_BINARY_DIR}/generated/core/language)
file(MAKE_DIRECTORY ${CAYLUS_CATALOG_DIR})
set(CAYLUS_CATALOG_LANGUAGES fr es ro)

set(CAYLUS_CATALOG_PAIRS "")
set(CAYLUS_CATALOG_MO_FILES "")
foreach(lang IN LISTS CAYLUS_CATALOG_LANGUAGES)
  add_custom_command(
    OUTPUT ${CAYLUS_CATALOG_DIR}/${lang}.mo
    COMMAND ${CAYLUS_MSGFMT} --check -o ${CAYLUS_CATALOG_DIR}/${lang}.mo
            ${CAYLUS_LANGUAGE_DIR}/po/${lang}.po
    DEPENDS ${CAYLUS_LANGUAGE_DIR}/po/${lang}.po
    COMMENT "msgfmt --check po/${lang}.po" VERBATIM)
  list(APPEND CAYLUS_CATALOG_PAIRS "${lang}=${CAYLUS_CATALOG_DIR}/${lang}.mo")
  list(APPEND CAYLUS_CATALOG_MO_FILES ${CAYLUS_CATALOG_DIR}/${lang}.mo)
endforeach()

# The pseudo-language: English marked, so that a test tells a line that went through the catalog
# from one that did not (tests/catalog_test.cpp). From the template: a message xgettext did not
# find is not marked.
add_custom_command(
  OUTPUT ${CAYLUS_CATALOG_DIR}/qps.mo
  COMMAND ${CAYLUS_MSGEN} --no-wrap -o ${CAYLUS_CATALOG_DIR}/qps-en.po
          ${CAYLUS_LANGUAGE_DIR}/caylus.pot
  COMMAND ${CAYLUS_MSGFILTER} --no-wrap --keep-header -i ${CAYLUS_CATALOG_DIR}/qps-en.po
          -o ${CAYLUS_CATALOG_DIR}/qps.po sed -e "s/.*/⟦&⟧/"
  COMMAND ${CAYLUS_MSGFMT} --check-format -o ${CAYLUS_CATALOG_DIR}/qps.mo
          ${CAYLUS_CATALOG_DIR}/qps.po
  DEPENDS ${CAYLUS_LANGUAGE_DIR}/caylus.pot
  COMMENT "the pseudo-language qps from caylus.pot" VERBATIM)
list(APPEND CAYLUS_CATALOG_PAIRS "qps=${CAYLUS_CATALOG_DIR}/qps.mo")
list(APPEND CAYLUS_CATALOG_MO_FILES ${CAYLUS_CATALOG_DIR}/qps.mo)

set(CAYLUS_CATALOG_SOURCE ${CAYLUS_CATALOG_DIR}/catalogs_data.cpp)
string(REPLACE ";" "|" CAYLUS_CATALOG_PAIR_TEXT "${CAYLUS_CATALOG_PAIRS}")
add_custom_command(
  OUTPUT ${CAYLUS_CATALOG_SOURCE}
  COMMAND ${CMAKE_COMMAND} -DOUT=${CAYLUS_CATALOG_SOURCE} "-DCATALOGS=${CAYLUS_CATALOG_PAIR_TEXT}"
          -P ${CAYLUS_LANGUAGE_DIR}/embed.cmake
  DEPENDS ${CAYLUS_CATALOG_MO_FILES} ${CAYLUS_LANGUAGE_DIR}/embed.cmake
  COMMENT "embedding the catalogs" VERBATIM)
# One target owns the generation, so that the libraries compiling the source (core and its
# mutant twin) do not run it twice in parallel.
add_custom_target(caylus_catalogs DEPENDS ${CAYLUS_CATALOG_SOURCE})
# A sanitizer build records a source's path in the binary with each global it guards (GCC's ASan
# ignores -ffile-prefix-map there): this source is in the build directory, and no path of the
# build directory may stay in an installed binary (tests/install_test.sh). The catalogs are
# constant bytes, read through string_view bounds: nothing for ASan to guard. (The same holds for
# the report's embedded page, tools/report/CMakeLists.txt; the table's constinit, embed.cmake,
# keeps the path out of a start-up initializer too.)
if(CAYLUS_SANITIZE)
  set_source_files_properties(${CAYLUS_CATALOG_SOURCE} PROPERTIES COMPILE_OPTIONS
    "--param=asan-globals=0")
endif()
