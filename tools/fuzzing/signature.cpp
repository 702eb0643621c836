#include "tools/fuzzing/signature.h"

#include <cstdio>

#include "core/engine.h"
#include "core/random.h"
#include "tools/fuzzing/play.h"

namespace caylus::fuzzing {

std::uint64_t behaviour_signature() {
  RuleOptions alternatives;
  // The options of the pinned signature (core/options.h): a later option does not move it.
  for (std::size_t i = 0; i < kSignatureOptions; ++i) option_table()[i].set(alternatives, 1);
  std::uint64_t signature = 1469598103934665603ull;
  std::vector<Action> legal;
  for (const RuleOptions& options : {RuleOptions{}, alternatives}) {
    for (int players = 2; players <= 5; ++players) {
      for (int game = 0; game < kSignatureGamesPerSet; ++game) {
        SplitMix64 rng(static_cast<std::uint64_t>(players * 1000 + game));
        GameSetup setup;
        setup.player_count = players;
        setup.options = options;
        setup.neutral = draw_neutral(rng);
        GameState s = new_game(setup);
        // An engine bug ends the game where it happened: the signature changes.
        (void)play(s, legal, uniform_choice(rng));
        signature = (signature ^ s.hash()) * 1099511628211ull;
      }
    }
  }
  return signature;
}

std::string signature_text(std::uint64_t signature) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(signature));
  return text;
}

}  // namespace caylus::fuzzing
