# Fails when what `caylus schema ARGS` prints differs from the committed file EXPECTED
# (docs/log.schema.json; with --dictionary, tests/fuzz/log.dict): both are generated from the
# engine's tables and committed so that readers (and the fuzzer) need no build to use them.
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${CAYLUS} schema ${args} OUTPUT_VARIABLE generated RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "caylus schema ${ARGS} exited with ${status}")
endif()
file(READ ${EXPECTED} committed)
if(NOT generated STREQUAL committed)
  message(FATAL_ERROR "${EXPECTED} is not what `caylus schema ${ARGS}` prints: regenerate it "
                      "with `caylus schema ${ARGS} > ${EXPECTED}` and commit")
endif()
message(STATUS "${EXPECTED} is what caylus schema ${ARGS} prints")
