"""What the parser saw on each page: ``codecite-site inspect``.

For a user whose printing differs from the ones we test on: each line of a
page with the role the parser itself gave it (heading kind, Sentence, Clause,
Note start, table cell, noise dropped and why), the Division and clause the
running header names, the page's problems, and optionally the page rendered
with the recognised structure drawn over it (boxes coloured by role), to see
at a glance where the parse went wrong and attach to a bug report. The roles
are recorded by the parser as it assembles the tree (``parse_pages(record=)``),
never guessed again for display.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .extract import PageLines, extract, render_boxes
from .model import ClauseTree
from .parse import Report, parse_pdf

# role families, for counts and box colours (RGB 0-1)
FAMILIES = {
    "heading": (0.80, 0.10, 0.10), "Sentence": (0.10, 0.35, 0.85), "Clause": (0.20, 0.60, 0.95),
    "Note": (0.55, 0.20, 0.75), "table": (0.05, 0.60, 0.30), "figure": (0.85, 0.55, 0.05),
    "definition": (0.10, 0.55, 0.55), "noise": (0.55, 0.55, 0.55), "problem": (1.00, 0.00, 0.60),
    "orphan": (0.95, 0.35, 0.10), "other": (0.30, 0.30, 0.30),
}


def family(role: str) -> str:
    if role.startswith(("noise", "problem", "orphan")):
        return role.split(":", 1)[0]
    if "heading" in role or role in ("big heading", "Note title, continued"):
        return "heading"
    for name in ("Subclause", "Clause", "Sentence", "Note", "table", "figure", "definition"):
        if name.lower() in role.lower():
            return "Clause" if name == "Subclause" else name
    return "other"


@dataclass
class Inspection:
    path: Path
    tree: ClauseTree
    report: Report
    pages: list[PageLines]
    roles: dict[int, list[tuple]] = field(default_factory=dict)  # page -> [(line, role)]

    def page(self, number: int) -> dict:
        """One page as the parser saw it (1-based ``number``)."""
        pl = self.pages[number - 1]
        return {
            "page": number, "label": _label(pl), "rotation": pl.rotation, "columns": pl.columns,
            "header": pl.header_text, "footer": pl.footer_text,
            "division": self.report.divisions.get(number, ""),
            "lines": [{"y": round(ln.y, 1), "x0": round(ln.x0, 1), "x1": round(ln.x1, 1),
                       "font": ln.spans[0].font, "size": ln.spans[0].size, "role": role, "text": ln.text}
                      for ln, role in self.roles.get(number, [])],
            "problems": [why for p, why in self.report.problems if p == number],
        }

    def summary(self) -> dict:
        families = Counter(family(role) for lines in self.roles.values() for _, role in lines)
        problems = Counter(_problem_kind(why) for _, why in self.report.problems)
        return {
            "file": str(self.path), "pages": len(self.pages), "code": self.tree.code,
            "pages skipped": dict(self.report.skipped),
            "headings": dict(Counter(h.kind for h in self.tree.headings)),
            "articles": len(self.tree.articles), "notes": len(self.tree.notes),
            "tables": sum(len(c.tables) for c in [*self.tree.articles, *self.tree.notes]),
            "lines by role": dict(families.most_common()),
            "problems": len(self.report.problems), "problems by kind": dict(problems.most_common(12)),
            "outline": self.report.summary(self.tree).split("; ", 2)[-1],
        }

    def png(self, number: int, out: Path, zoom: float = 1.5) -> None:
        """The page rendered with a box round each line, coloured by its role's family."""
        boxes = []
        for ln, role in self.roles.get(number, []):
            size = max(s.size for s in ln.spans)
            boxes.append(((ln.x0, ln.y - size * 0.8, ln.x1, ln.y + size * 0.25), FAMILIES[family(role)]))
        render_boxes(self.path, number - 1, boxes, out, zoom=zoom)


def inspect_pdf(path: Path) -> Inspection:
    pages = extract(path)
    record: list = []
    tree, report = parse_pdf(path, record=record, pages=pages)
    roles: dict[int, list[tuple]] = {}
    for number, line, role in record:
        roles.setdefault(number, []).append((line, role))
    return Inspection(Path(path), tree, report, pages, roles)


def _problem_kind(why: str) -> str:
    """``unrecognised heading line 'x'`` -> ``unrecognised heading line``; numbers made ``N``."""
    head = why.split("'", 1)[0].split(":", 1)[0]
    return re.sub(r"\d[\d.()A-Z-]*", "N", head).strip()


def _label(pl: PageLines) -> str:
    from .parse import _page_label

    return _page_label(pl)


def page_text(info: dict) -> str:
    """One page as text: a line per printed line, ``role | text``."""
    out = [f"page {info['page']} (printed {info['label'] or '-'}), Division {info['division'] or '-'}, "
           f"{info['columns']} column(s){', rotated' if info['rotation'] else ''}",
           f"  running header: {info['header'] or '-'}", f"  footer: {info['footer'] or '-'}"]
    for ln in info["lines"]:
        out.append(f"  {ln['y']:6.1f} {ln['x0']:6.1f}  {ln['role'][:34]:34}  {ln['text'][:90]}")
    out += [f"  problem: {p}" for p in info["problems"]]
    return "\n".join(out)


def summary_text(s: dict) -> str:
    lines = [f"{s['file']}: {s['code'] or 'no Code name found'}, {s['pages']} pages"]
    for key in ("pages skipped", "headings", "lines by role", "problems by kind"):
        lines.append(f"  {key}: " + (", ".join(f"{k} {v}" for k, v in s[key].items()) or "none"))
    lines.append(f"  {s['articles']} Articles, {s['notes']} Notes, {s['tables']} tables, {s['problems']} problems")
    lines.append(f"  {s['outline']}")
    return "\n".join(lines)
