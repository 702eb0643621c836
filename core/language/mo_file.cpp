#include "core/language/mo_file.h"

#include <cstdint>
#include <cstdlib>

namespace caylus {

namespace {

// The Plural-Forms expression, parsed and evaluated in one pass (recursive descent over the C
// grammar gettext's own plural-exp.y accepts). A catalog's header is read once per lookup of a
// plural, which only happens when a human reads the sentence.
class PluralParser {
 public:
  PluralParser(std::string_view text, long n) : text_(text), n_(n) {}
  std::optional<long> parse() {
    long value = conditional();
    skip_space();
    if (!ok_ || pos_ != text_.size()) return std::nullopt;
    return value;
  }

 private:
  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool take(std::string_view token) {
    skip_space();
    if (text_.substr(pos_, token.size()) != token) return false;
    // "<" is not "<=", "!" is not "!=", "=" alone is no operator.
    if (token.size() == 1 && (token == "<" || token == ">" || token == "!") &&
        pos_ + 1 < text_.size() && text_[pos_ + 1] == '=')
      return false;
    pos_ += token.size();
    return true;
  }
  long conditional() {
    long test = logical_or();
    if (!take("?")) return test;
    long yes = conditional();
    if (!take(":")) ok_ = false;
    long no = conditional();
    return test ? yes : no;
  }
  long logical_or() {
    long value = logical_and();
    while (take("||")) value = (logical_and() != 0) || value != 0;
    return value;
  }
  long logical_and() {
    long value = equality();
    while (take("&&")) value = (equality() != 0) && value != 0;
    return value;
  }
  long equality() {
    long value = relation();
    for (;;) {
      if (take("=="))
        value = value == relation();
      else if (take("!="))
        value = value != relation();
      else
        return value;
    }
  }
  long relation() {
    long value = sum();
    for (;;) {
      if (take("<="))
        value = value <= sum();
      else if (take(">="))
        value = value >= sum();
      else if (take("<"))
        value = value < sum();
      else if (take(">"))
        value = value > sum();
      else
        return value;
    }
  }
  long sum() {
    long value = product();
    for (;;) {
      if (take("+"))
        value += product();
      else if (take("-"))
        value -= product();
      else
        return value;
    }
  }
  long product() {
    long value = unary();
    for (;;) {
      bool divide = take("/");
      bool modulo = !divide && take("%");
      if (!divide && !modulo && !take("*")) return value;
      long right = unary();
      if (divide || modulo) {
        if (right == 0) {  // gettext raises SIGFPE here; a catalog must not stop the program
          ok_ = false;
          return 0;
        }
        value = divide ? value / right : value % right;
      } else {
        value *= right;
      }
    }
  }
  long unary() {
    if (take("!")) return !unary();
    return primary();
  }
  long primary() {
    skip_space();
    if (take("(")) {
      long value = conditional();
      if (!take(")")) ok_ = false;
      return value;
    }
    if (pos_ < text_.size() && text_[pos_] == 'n') {
      ++pos_;
      return n_;
    }
    if (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      long value = 0;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9')
        value = value * 10 + (text_[pos_++] - '0');
      return value;
    }
    ok_ = false;
    return 0;
  }

  std::string_view text_;
  long n_;
  std::size_t pos_ = 0;
  bool ok_ = true;
};

// A 32-bit word of the file, in the byte order its magic number tells.
std::uint32_t word_at(std::string_view bytes, std::size_t at, bool swapped) {
  auto b = [&](std::size_t i) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i]));
  };
  return swapped ? (b(0) << 24) | (b(1) << 16) | (b(2) << 8) | b(3)
                 : b(0) | (b(1) << 8) | (b(2) << 16) | (b(3) << 24);
}

// The value of one header field ("Plural-Forms"), "" when absent.
std::string_view header_field(std::string_view header, std::string_view name) {
  std::size_t at = 0;
  while (at < header.size()) {
    std::size_t end = header.find('\n', at);
    if (end == std::string_view::npos) end = header.size();
    std::string_view line = header.substr(at, end - at);
    if (line.substr(0, name.size()) == name && line.size() > name.size() &&
        line[name.size()] == ':')
      return line.substr(name.size() + 1);
    at = end + 1;
  }
  return {};
}

std::vector<std::string_view> split_nul(std::string_view text) {
  std::vector<std::string_view> parts;
  std::size_t at = 0;
  for (;;) {
    std::size_t end = text.find('\0', at);
    parts.push_back(text.substr(at, end == std::string_view::npos ? text.npos : end - at));
    if (end == std::string_view::npos) return parts;
    at = end + 1;
  }
}

}  // namespace

std::optional<long> plural_value(std::string_view expression, long n) {
  return PluralParser(expression, n).parse();
}

std::optional<MoFile> MoFile::read(std::string_view bytes, std::string* why) {
  auto fail = [&](const char* reason) -> std::optional<MoFile> {
    if (why) *why = reason;
    return std::nullopt;
  };
  if (bytes.size() < 28) return fail("shorter than a .mo header");
  bool swapped;
  if (word_at(bytes, 0, false) == 0x950412de)
    swapped = false;
  else if (word_at(bytes, 0, true) == 0x950412de)
    swapped = true;
  else
    return fail("no .mo magic number");
  if ((word_at(bytes, 4, swapped) >> 16) > 1) return fail("unknown major revision");
  std::size_t count = word_at(bytes, 8, swapped);
  std::size_t originals = word_at(bytes, 12, swapped);
  std::size_t translations = word_at(bytes, 16, swapped);
  if (originals + 8 * count > bytes.size() || translations + 8 * count > bytes.size())
    return fail("a string table beyond the end");
  MoFile mo;
  auto string_at = [&](std::size_t table, std::size_t i, std::string_view& out) {
    std::size_t length = word_at(bytes, table + 8 * i, swapped);
    std::size_t offset = word_at(bytes, table + 8 * i + 4, swapped);
    if (offset > bytes.size() || length >= bytes.size() - offset) return false;  // and its NUL
    out = bytes.substr(offset, length);
    return true;
  };
  for (std::size_t i = 0; i < count; ++i) {
    Entry e;
    if (!string_at(originals, i, e.original) || !string_at(translations, i, e.translation))
      return fail("a string beyond the end");
    if (e.original.empty()) {  // the header
      std::string_view plural = header_field(e.translation, "Plural-Forms");
      std::size_t nplurals = plural.find("nplurals=");
      std::size_t expression = plural.find("plural=", nplurals == plural.npos ? 0 : nplurals + 9);
      if (nplurals != plural.npos && expression != plural.npos) {
        mo.nplurals_ = std::atoi(std::string(plural.substr(nplurals + 9)).c_str());
        std::string_view rest = plural.substr(expression + 7);
        mo.plural_ = std::string(rest.substr(0, rest.find(';')));
        if (!plural_value(mo.plural_, 1) || mo.nplurals_ < 1)
          return fail("a Plural-Forms expression that does not parse");
      }
      continue;
    }
    mo.index_.emplace(e.original.substr(0, e.original.find('\0')), mo.entries_.size());
    mo.entries_.push_back(e);
  }
  return mo;
}

std::optional<std::string_view> MoFile::find(std::string_view key) const {
  auto it = index_.find(key);
  if (it == index_.end()) return std::nullopt;
  std::string_view t = entries_[it->second].translation;
  return t.substr(0, t.find('\0'));
}

std::optional<std::string_view> MoFile::find_plural(std::string_view key, long n) const {
  auto it = index_.find(key);
  if (it == index_.end()) return std::nullopt;
  std::vector<std::string_view> forms = split_nul(entries_[it->second].translation);
  long form = plural_value(plural_, n).value_or(0);
  if (form < 0 || form >= static_cast<long>(forms.size())) form = 0;
  return forms[static_cast<std::size_t>(form)];
}

std::vector<MoFile::Message> MoFile::messages() const {
  std::vector<Message> out;
  for (const Entry& e : entries_) {
    std::vector<std::string_view> originals = split_nul(e.original);
    out.push_back({originals[0], originals.size() > 1 ? originals[1] : std::string_view(),
                   split_nul(e.translation)});
  }
  return out;
}

}  // namespace caylus
