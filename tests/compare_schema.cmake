# Fails when `caylus schema` differs from the committed docs/log.schema.json.
execute_process(COMMAND ${CAYLUS} schema OUTPUT_VARIABLE generated RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "caylus schema exited with ${status}")
endif()
file(READ ${EXPECTED} committed)
if(NOT generated STREQUAL committed)
  message(FATAL_ERROR "docs/log.schema.json is not what `caylus schema` prints: regenerate it "
                      "with `caylus schema > docs/log.schema.json` and commit")
endif()
message(STATUS "docs/log.schema.json is what caylus schema prints")
