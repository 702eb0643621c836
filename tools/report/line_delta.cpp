// Line deltas between two drawings of the board (tools/report/line_delta.h).
#include "tools/report/line_delta.h"

#include <algorithm>

namespace caylus::tools {

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

nlohmann::json line_delta(const std::vector<std::string>& from,
                          const std::vector<std::string>& to) {
  std::size_t head = 0;
  while (head < from.size() && head < to.size() && from[head] == to[head]) ++head;
  std::size_t tail = 0;
  while (tail < from.size() - head && tail < to.size() - head &&
         from[from.size() - 1 - tail] == to[to.size() - 1 - tail])
    ++tail;
  const std::size_t n = from.size() - head - tail, m = to.size() - head - tail;
  // lcs[i][j]: the longest common subsequence of from[head+i..] and to[head+j..], in what differs.
  std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      lcs[i][j] = from[head + i] == to[head + j] ? lcs[i + 1][j + 1] + 1
                                                 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  nlohmann::json delta = nlohmann::json::array();
  nlohmann::json hunk;
  auto close = [&] {
    if (!hunk.is_null()) delta.push_back(hunk);
    hunk = nullptr;
  };
  auto open_at = [&](std::size_t i) {
    if (hunk.is_null()) hunk = nlohmann::json::array({head + i, 0, nlohmann::json::array()});
  };
  std::size_t i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && from[head + i] == to[head + j]) {
      close();
      ++i, ++j;
    } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
      open_at(i);
      hunk[2].push_back(to[head + j]);
      ++j;
    } else {
      open_at(i);
      hunk[1] = hunk[1].get<std::size_t>() + 1;
      ++i;
    }
  }
  close();
  return delta;
}

std::vector<std::string> apply_line_delta(std::vector<std::string> from,
                                          const nlohmann::json& delta) {
  for (std::size_t k = delta.size(); k-- > 0;) {
    const auto& h = delta[k];
    auto at = from.begin() + h[0].get<std::ptrdiff_t>();
    at = from.erase(at, at + h[1].get<std::ptrdiff_t>());
    std::vector<std::string> lines = h[2].get<std::vector<std::string>>();
    from.insert(at, lines.begin(), lines.end());
  }
  return from;
}

}  // namespace caylus::tools
