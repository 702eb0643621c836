// placeholder until the invariants land
namespace caylus {}
