#include "core/language/catalog.h"

#include <optional>

#include "core/language/embedded.h"
#include "core/language/mo_file.h"

namespace caylus {

namespace {

struct Chosen {
  std::string code = "en";
  std::optional<MoFile> catalog;  // none for English: the msgid is the message
};

Chosen& chosen() {
  static Chosen language;
  return language;
}

}  // namespace

std::string_view embedded_catalog_bytes(std::string_view code) {
  for (std::size_t i = 0; i < language_data::kEmbeddedCatalogCount; ++i) {
    const language_data::EmbeddedCatalog& c = language_data::kEmbeddedCatalogs[i];
    if (c.code == code) return {reinterpret_cast<const char*>(c.bytes), c.size};
  }
  return {};
}

bool set_message_language(std::string_view code) {
  if (code == "en") {
    chosen() = Chosen{};
    return true;
  }
  std::string_view bytes = embedded_catalog_bytes(code);
  if (bytes.empty()) return false;
  std::optional<MoFile> catalog = MoFile::read(bytes);
  if (!catalog) return false;  // msgfmt wrote it: tests/catalog_test.cpp reads every one
  chosen() = Chosen{std::string(code), std::move(catalog)};
  return true;
}

std::string_view message_language() {
  return chosen().code;
}

std::string_view tr(std::string_view msgid) {
  const Chosen& c = chosen();
  if (!c.catalog) return msgid;
  return c.catalog->find(msgid).value_or(msgid);
}

std::string_view tr_n(std::string_view one, std::string_view many, long n) {
  const Chosen& c = chosen();
  if (c.catalog)
    if (auto form = c.catalog->find_plural(one, n)) return *form;
  return n == 1 ? one : many;  // English: the rule of the msgids, "nplurals=2; plural=(n != 1)"
}

std::string_view trc(std::string_view context, std::string_view msgid) {
  const Chosen& c = chosen();
  if (!c.catalog) return msgid;
  std::string key = std::string(context) + '\x04' + std::string(msgid);
  return c.catalog->find(key).value_or(msgid);
}

std::string fill_texts(std::string_view format, const std::string* args, std::size_t count) {
  std::string out;
  out.reserve(format.size() + 16 * count);
  for (std::size_t i = 0; i < format.size(); ++i) {
    char ch = format[i];
    if ((ch == '{' || ch == '}') && i + 1 < format.size() && format[i + 1] == ch) {
      out += ch;
      ++i;
      continue;
    }
    if (ch == '{') {
      std::size_t end = format.find('}', i);
      std::string_view inside =
          end == format.npos ? std::string_view() : format.substr(i + 1, end - i - 1);
      bool digits = !inside.empty() && inside.size() <= 2 &&
                    inside.find_first_not_of("0123456789") == inside.npos;
      if (digits) {
        std::size_t k = static_cast<std::size_t>(std::stoi(std::string(inside)));
        if (k < count) {
          out += args[k];
          i = end;
          continue;
        }
      }
    }
    out += ch;
  }
  return out;
}

}  // namespace caylus
