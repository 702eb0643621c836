#include "core/mutations.h"

namespace caylus {
#ifdef CAYLUS_MUTATIONS
Mutation& active_mutation() {
  static Mutation mutation = Mutation::none;
  return mutation;
}
#endif
}  // namespace caylus
