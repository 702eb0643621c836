// The invariant checker's view of a step (invariants/checks.h): ByteDiff, the bytes that differ
// between two states, in both of its passes (AVX2 where the processor has it, chosen at start-up;
// SSE2 and bytes otherwise), equals a byte-by-byte compare; and workers.conserved, which from a
// state known valid reads only the changed bytes, gives the verdict of its full count.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "core/random.h"
#include "game_steps.h"
#include "invariants/checks.h"
#include "invariants/invariants.h"
#include "support.h"

namespace caylus::test {
namespace {

using invariants::ByteDiff;

ByteDiff::Mask byte_by_byte(const GameState& a, const GameState& b) {
  ByteDiff::Mask bits{};
  const auto* x = reinterpret_cast<const unsigned char*>(&a);
  const auto* y = reinterpret_cast<const unsigned char*>(&b);
  for (std::size_t i = 0; i < sizeof(GameState); ++i)
    if (x[i] != y[i]) bits[i / 64] |= std::uint64_t{1} << (i % 64);
  return bits;
}

// Both passes against the compare, their bytes and their parts (gathered by the compare, 16 or
// 32 byte lanes at a time) against a look-up of the parts table per differing byte; the number
// of differing bytes, for the caller's tally.
int expect_same_bytes(const GameState& a, const GameState& b, const std::string& where) {
  ByteDiff::Mask want = byte_by_byte(a, b);
  ByteDiff compared;
  compared.bits = want;
  const std::uint32_t parts = compared.parts_byte_by_byte();
  const ByteDiff reference = ByteDiff::reference(a, b);
  EXPECT_EQ(reference.bits, want) << where << ": the plain reference";
  EXPECT_EQ(reference.parts(), parts) << where << ": the parts of the plain reference";
  const ByteDiff chosen(a, b);
  const ByteDiff portable = ByteDiff::without_avx2(a, b);
  EXPECT_EQ(chosen.bits, want) << where << ": the pass chosen at start-up";
  EXPECT_EQ(portable.bits, want) << where << ": the portable pass";
  EXPECT_EQ(chosen.parts(), parts) << where << ": the parts of the pass chosen at start-up";
  EXPECT_EQ(portable.parts(), parts) << where << ": the parts of the portable pass";
  int n = 0;
  for (std::uint64_t w : want) n += std::popcount(w);
  return n;
}

// A byte copy of `s` with byte `at` changed by `delta` (padding included: the diff sees bytes).
GameState with_byte(const GameState& s, std::size_t at, unsigned char delta) {
  GameState t;
  std::memcpy(static_cast<void*>(&t), &s, sizeof(GameState));
  auto* bytes = reinterpret_cast<unsigned char*>(&t);
  bytes[at] = static_cast<unsigned char>(bytes[at] + delta);
  return t;
}

std::vector<Step> random_games(int games) {
  std::vector<Step> all;
  for (int g = 0; g < games; ++g) {
    SplitMix64 rng(9100 + static_cast<std::uint64_t>(g));
    auto steps = play_steps(start(2 + g % 4), rng, g % 2 == 1);
    all.insert(all.end(), steps.begin(), steps.end());
  }
  return all;
}

TEST(ByteDiff, BothPassesEqualAByteByByteCompare) {
  auto steps = random_games(scaled(40));
  ASSERT_GT(steps.size(), 1000u);
  long differing = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& st = steps[i];
    differing += expect_same_bytes(st.before, st.after, "step " + std::to_string(i));
    if (HasFailure()) return;
  }
  EXPECT_GT(differing, static_cast<long>(steps.size()));  // the steps changed something
  // Each part was met changed (both lane tables, every part bit, are exercised).
  std::uint32_t met = 0;
  for (const Step& st : steps) met |= ByteDiff(st.before, st.after).parts();
  EXPECT_EQ(met, invariants::kAllParts & ~std::uint32_t{invariants::kSetup});
  // Every single byte, first and last of each word and of each 16- and 32-byte block included,
  // and every byte at once.
  const GameState& s = steps[steps.size() / 2].after;
  for (std::size_t at = 0; at < sizeof(GameState); ++at)
    for (unsigned char delta : {1, 0x80, 0xFF}) {
      ASSERT_EQ(expect_same_bytes(s, with_byte(s, at, delta), "byte " + std::to_string(at)), 1);
    }
  // (A byte copy changed in place: an assignment would leave the padding bytes as they were.)
  GameState all = with_byte(s, 0, 1);
  auto* bytes = reinterpret_cast<unsigned char*>(&all);
  for (std::size_t at = 1; at < sizeof(GameState); ++at) ++bytes[at];
  EXPECT_EQ(expect_same_bytes(s, all, "every byte"), static_cast<int>(sizeof(GameState)));
  EXPECT_EQ(expect_same_bytes(s, s, "no byte"), 0);
}

// workers.conserved alone, from a checker that found `before` valid (the changed bytes only) and
// from one that knows nothing (the full count): the same verdict on steps whose workers were
// moved, added, removed or miscounted at random.
TEST(ByteDiff, WorkersConservedFromTheChangedBytesGivesTheFullCountsVerdict) {
  std::vector<std::string_view> others;
  for (const InvariantInfo& info : invariant_table())
    if (info.id != "workers.conserved") others.push_back(info.id);
  auto steps = random_games(scaled(12));
  SplitMix64 rng(77);
  int tripped = 0, held = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const Step& st = steps[i];
    GameState after = st.after;
    const int seated = after.player_count;
    auto player = [&] {  // a seated player, nobody, or now and then a stranger
      std::uint64_t r = rng.below(static_cast<std::uint64_t>(seated) + 2);
      return static_cast<PlayerIndex>(r == static_cast<std::uint64_t>(seated)  ? kNoPlayer
                                      : r > static_cast<std::uint64_t>(seated) ? seated
                                                                               : r);
    };
    for (std::uint64_t k = rng.below(4); k > 0; --k) {
      switch (rng.below(5)) {
        case 0:
          after.road[1 + rng.below(kRoadSpaces)].worker = player();
          break;
        case 1:
          after.stables[rng.below(3)] = player();
          break;
        case 2:
          after.castle_workers[rng.below(kMaxPlayers)] = player();
          break;
        case 3: {
          auto& out = after.players[rng.below(static_cast<std::uint64_t>(seated))].workers_out;
          out = static_cast<std::uint8_t>(rng.below(2) == 0 ? out + 1 : out - 1);
          break;
        }
        default: {
          // A worker moved and counted: the count holds.
          PlayerIndex p = static_cast<PlayerIndex>(rng.below(static_cast<std::uint64_t>(seated)));
          Space space = static_cast<Space>(1 + rng.below(kRoadSpaces));
          if (after.road[space].worker == kNoPlayer && after.player(p).workers_out < 6) {
            after.road[space].worker = p;
            ++after.player(p).workers_out;
          }
        }
      }
    }
    InvariantChecker warm(others), cold(others);
    ASSERT_FALSE(warm.check_state(st.before).has_value());
    auto w = warm.check_step(st.before, st.action, after, st.events);
    auto c = cold.check_step(st.before, st.action, after, st.events);
    ASSERT_EQ(w.has_value(), c.has_value())
        << "step " << i << ": " << (w ? w->message : c->message);
    if (w) {
      EXPECT_EQ(w->id, "workers.conserved");
      EXPECT_EQ(w->message, c->message);
    }
    ++(w ? tripped : held);
  }
  // Both verdicts were met often (12 games give ~1,500 corrupted steps, one game ~200).
  EXPECT_GT(tripped, scaled(200));
  EXPECT_GT(held, scaled(200));
}

}  // namespace
}  // namespace caylus::test
