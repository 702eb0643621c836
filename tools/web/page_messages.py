#!/usr/bin/env python3
"""The messages of page.html, for xgettext (core/language/pot.cmake; issue 37, docs/languages.md).

usage: page_messages.py PAGE.html OUT.js

Writes one t("...") call per message, a JavaScript file xgettext reads with the page's scripts:
  - an element marked data-t: its whole content, markup kept, spaces run together, exactly as
    tools/web/words.js takes the msgid from the element's innerHTML;
  - an element marked data-t-attrs: its title, aria-label and placeholder.
Entities other than &amp; &lt; &gt; inside a data-t element are refused: the browser gives them
back as characters, and the msgid would differ (write the character itself).
"""
import html
import json
import re
import sys

ATTRIBUTES = ("title", "aria-label", "placeholder")


def fail(path, text, offset, why):
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    sys.exit(f"{path}:{line}:{column}: {why}")


def messages(path, text):
    found = []
    for tag in re.finditer(r"<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>", text):
        name, attrs = tag.group(1), tag.group(2)
        if re.search(r"\sdata-t(?=[\s>=]|$)", attrs):
            end = text.find(f"</{name}>", tag.end())
            if end < 0:
                fail(path, text, tag.start(), f"<{name} data-t> is not closed")
            inner = text[tag.end():end]
            bad = re.search(r"&(?!amp;|lt;|gt;)[#a-zA-Z0-9]+;", inner)
            if bad:
                fail(path, text, tag.end() + bad.start(),
                     f"write {html.unescape(bad.group(0))!r} itself, not {bad.group(0)}")
            msgid = re.sub(r"\s+", " ", inner).strip()
            if not msgid:
                fail(path, text, tag.start(), f"<{name} data-t> is empty")
            found.append(msgid)
        if re.search(r"\sdata-t-attrs(?=[\s>=]|$)", attrs):
            for attr in ATTRIBUTES:
                m = re.search(r"\s" + re.escape(attr) + r'="([^"]*)"', attrs)
                if m:
                    found.append(html.unescape(m.group(1)))
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    page, out = sys.argv[1], sys.argv[2]
    with open(page, encoding="utf-8") as f:
        text = f.read()
    lines = [f"t({json.dumps(m, ensure_ascii=False)});" for m in messages(page, text)]
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
