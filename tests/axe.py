"""axe-core, the accessibility engine, run in the page by Playwright.

axe.min.js is the npm package's build as the ``axe-playwright-python`` wheel ships it (a PyPI test
dependency: it installs with the rest of ``.[test]``, so a fresh CI machine needs no Node or npm).
Only that file is used: it is evaluated in the page and ``axe.run`` is called with every rule axe
enables by default (WCAG 2.x A/AA and best practices).
"""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files


@cache
def source() -> str:
    return (files("axe_playwright_python") / "axe.min.js").read_text(encoding="utf-8")


def version() -> str:
    m = re.search(r"axe v(\d+\.\d+\.\d+)", source()[:200])
    return m.group(1) if m else "?"


def violations(page) -> list[dict]:
    """axe's violations on the page as it is now (JavaScript state included)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(source())
    return page.evaluate("""async () => {
        const r = await axe.run(document, { resultTypes: ["violations"] });
        return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\\s+/g, " ").slice(0, 300)) }));
    }""")


def report(found: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']}: {len(v['nodes'])} nodes\n    "
                     + "\n    ".join(v["nodes"][:6]) for v in found)
