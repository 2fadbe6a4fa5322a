#!/usr/bin/env python3
"""Gives the generated man page the sections the argument parser has no place for, read from the
docs that hold their facts, so the page cannot drift from them: ENVIRONMENT and FILES from
docs/configuration.md, EXIT STATUS from docs/command-line.md, in place of the generic
"exits 0 on success, and >0 if an error occurs".

    Scripts/man-sections.py PAGE.1     rewrites PAGE.1 in place
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def section(path, heading):
    """The lines under '## heading' up to the next heading of that level."""
    lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
    start = lines.index("## " + heading) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("## ")), len(lines))
    return lines[start:end]


def plain(text):
    """Markdown inline text as roff text: links keep their words, code loses its backticks."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("`", "").replace("\\", "\\e").replace("…", "...")
    # A line of roff text must not start with a control character.
    return "\\&" + text if text[:1] in (".", "'") else text


def rows(lines):
    """The cells of a Markdown table's rows, its header and rule left out."""
    table = [line for line in lines if line.startswith("|")]
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in table[2:]]


def prose(lines):
    """The paragraphs after a table, as one line of text each."""
    after = lines[max(i for i, line in enumerate(lines) if line.startswith("|")) + 1:]
    paragraphs, current = [], []
    for line in after + [""]:
        if line.strip():
            current.append(line.strip())
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    return paragraphs


def tagged(title, entries, text_after=()):
    out = [f'.Sh "{title}"', ".Bl -tag -width Ds"]
    for tag, text in entries:
        out += [".It " + plain(tag), plain(text)]
    out.append(".El")
    for paragraph in text_after:
        out += [".Pp", plain(paragraph)]
    return out


def main(page_path):
    page = Path(page_path)
    lines = page.read_text(encoding="utf-8").splitlines()
    environment = [(r[0], r[1]) for r in rows(section("docs/configuration.md", "Environment variables"))]
    files = [(r[0], f"{r[1]}: {r[2]}") for r in rows(section("docs/configuration.md", "Files and where they live"))]
    status_lines = section("docs/command-line.md", "Exit status")
    intro = [line for line in status_lines if line.strip() and not line.startswith("|")][:1]
    statuses = [(r[0], r[1]) for r in rows(status_lines)]
    added = (tagged("ENVIRONMENT", environment) + tagged("FILES", files)
             + [f'.Sh "EXIT STATUS"', ".Pp", plain(intro[0]) if intro else ""]
             + tagged("EXIT STATUS", statuses, prose(status_lines))[1:])
    try:
        at = lines.index('.Sh "EXIT STATUS"')
    except ValueError:
        sys.exit("man-sections: the page has no EXIT STATUS section to replace")
    # The generic section is its heading and one .Ex line.
    end = at + 1
    while end < len(lines) and not lines[end].startswith(".Sh"):
        end += 1
    lines[at:end] = added
    # A command's usage lines (each starting with the program's name) stay lines of their own:
    # mdoc would fill them into one.
    kept = []
    for line in lines:
        if line.startswith("push-composer ") and kept and kept[-1].startswith("push-composer "):
            kept.append(".br")
        kept.append(line)
    lines = kept
    page.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    main(sys.argv[1])
