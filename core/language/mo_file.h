// A compiled gettext catalog (a .mo file, GNU gettext manual, "The Format of GNU MO Files") read
// from bytes held in memory: the catalogs are embedded in the program at build time
// (core/language/catalogs.cmake), never read from disk. The reader keeps views into those bytes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace caylus {

class MoFile {
 public:
  // Reads the bytes of a .mo file; nullopt (and `why`) when they are not one.
  static std::optional<MoFile> read(std::string_view bytes, std::string* why = nullptr);

  // The translation of `msgid` (with its context: "context\x04msgid", as gettext keys them);
  // nullopt when the catalog has none.
  std::optional<std::string_view> find(std::string_view key) const;
  // The plural form of `msgid` (its singular) for the number n, chosen by the catalog's
  // Plural-Forms expression; nullopt when the catalog has none.
  std::optional<std::string_view> find_plural(std::string_view key, long n) const;

  // The header's Plural-Forms: the expression and nplurals ("n != 1" and 2 when absent).
  const std::string& plural_expression() const { return plural_; }
  int plural_count() const { return nplurals_; }
  // Every message of the catalog: its key (context\x04msgid, or the singular), its plural
  // msgid ("" when none) and its translations (one, or one per plural form). The header aside.
  struct Message {
    std::string_view key, plural;
    std::vector<std::string_view> translations;
  };
  std::vector<Message> messages() const;

 private:
  struct Entry {
    std::string_view original;     // msgid, or "one\0many"
    std::string_view translation;  // msgstr, or "form0\0form1\0..."
  };
  std::vector<Entry> entries_;
  std::unordered_map<std::string_view, std::size_t> index_;  // key -> entries_
  std::string plural_ = "n != 1";
  int nplurals_ = 2;
};

// The value of a Plural-Forms expression (C syntax: n, numbers, ! * / % + - < <= > >= == != &&
// || ?: and parentheses) for n; nullopt when the expression does not parse.
std::optional<long> plural_value(std::string_view expression, long n);

}  // namespace caylus
