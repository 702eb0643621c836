// The catalogs compiled in: a source generated at build time (core/language/catalogs.cmake)
// defines this table from the .mo files msgfmt writes. Data, not I/O.
#pragma once

#include <cstddef>
#include <string_view>

namespace caylus::language_data {

struct EmbeddedCatalog {
  std::string_view code;  // "fr", "es", "ro", "qps"
  const unsigned char* bytes;
  std::size_t size;
};

extern const EmbeddedCatalog kEmbeddedCatalogs[];
extern const std::size_t kEmbeddedCatalogCount;

}  // namespace caylus::language_data
