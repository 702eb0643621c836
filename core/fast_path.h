// Every fast path beside its plain reference, and held to it (STYLE.md: speed code lives apart
// from the rule it speeds up, beside its reference and the test holding them equal). In a build
// with CAYLUS_CHECK_FAST_PATHS — the sanitizer build (CMakeLists.txt) and the libFuzzer targets
// (tests/fuzz/run_fuzz.sh) — each fast path's answer is compared with its reference's where it is
// called, so every test, property and fuzz run holds them equal, as Stockfish checks a position
// with pos_is_ok in its debug builds. Elsewhere the reference is never run.
//
// The fast paths so checked: the road scans (core/road_scan.h: open, owned, only_space_holding,
// first_empty_space, for_each_worker_after), the invariants' byte diff (invariants/parts.cpp) and
// the replayer's copy of the state (replay/state_copy.h). The candidates' judged actions have
// their own reference, the audit (core/rules/candidates.h), run by tests/legal_actions_test.cpp.
#pragma once

namespace caylus {

#ifndef CAYLUS_CHECK_FAST_PATHS
#define CAYLUS_CHECK_FAST_PATHS 0
#endif

inline constexpr bool kCheckFastPaths = CAYLUS_CHECK_FAST_PATHS != 0;

// Says which fast path parted from its reference, on stderr, and aborts: a bug of the program,
// never of its input (core/fast_path.cpp).
[[noreturn, gnu::cold]] void fast_path_parted(const char* what);

// `fast`, the fast path's answer; in a checking build, first compared with `reference()`.
template <typename T, typename Reference>
[[gnu::always_inline]] inline T checked_fast_path(T fast, [[maybe_unused]] Reference&& reference,
                                                  [[maybe_unused]] const char* what) {
  if constexpr (kCheckFastPaths)
    if (!(reference() == fast)) fast_path_parted(what);
  return fast;
}

}  // namespace caylus
