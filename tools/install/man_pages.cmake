# The man pages (one for caylus, one per command) and the bash completion, generated from the
# binary's --help and `caylus complete` by help2man (Debian's help2man, tools/install-deps.sh).
# They are made by the build of the binary itself, as its last step, rather than by a target of
# their own: whatever builds the `caylus` that `cmake --install` installs (the quick start builds
# only that target) has built its pages too, and they always describe the binary beside them
# (issue 38: installing right after tools/quickstart.sh failed, the pages never built).
# Included by tools/CMakeLists.txt: a step of a target is added in the directory that defines it.
find_program(CAYLUS_HELP2MAN help2man)
if(CAYLUS_HELP2MAN)
  set(CAYLUS_GENERATED_DOCS ${CMAKE_BINARY_DIR}/generated/install)
  add_custom_command(TARGET caylus POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E remove_directory ${CAYLUS_GENERATED_DOCS}
    # Under the ASan build, a report of leaks at exit must not fail the build of the docs.
    COMMAND ${CMAKE_COMMAND} -E env ASAN_OPTIONS=detect_leaks=0
      bash ${CMAKE_CURRENT_LIST_DIR}/generate.sh $<TARGET_FILE:caylus>
      ${CAYLUS_GENERATED_DOCS} ${PROJECT_VERSION}
    BYPRODUCTS ${CAYLUS_GENERATED_DOCS}/man1/caylus.1 ${CAYLUS_GENERATED_DOCS}/completions/caylus
    COMMENT "Man pages and bash completion from caylus --help (tools/install/)" VERBATIM)
  # A change of the generator relinks the binary, which runs it again.
  set_property(TARGET caylus APPEND PROPERTY LINK_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/generate.sh)
else()
  message(WARNING "help2man not found (tools/install-deps.sh): no man pages, no completion")
endif()
