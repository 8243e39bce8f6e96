"""The security findings of issue 11, one test (or a few) per finding, over real HTTP where the
finding is about the proxy or the preview server. The browser side of findings 1 and 2 is in
test_browser_hostile.py."""

from __future__ import annotations

import html
import json
import re
import socket
import threading
import time
from html.parser import HTMLParser
from urllib.parse import quote

import hostile
import pytest
from hostile import MEASURED_Q, NOTE_Q, bm25_config
from servers import http_call

from codecite_site.qa import answer as A
from codecite_site.qa.answer import Engine
from codecite_site.serve import Proxy


@pytest.fixture(scope="module")
def hostile_engine(hostile_tree, config):
    return Engine.build(hostile_tree, bm25_config(config))


@pytest.fixture(scope="module")
def proxy(hostile_engine, hostile_site):
    p = start(hostile_engine, hostile_site, rate_limit=0)
    yield p
    p.shutdown()
    p.server_close()


def start(engine, site, **kw) -> Proxy:
    p = Proxy(engine, site, "127.0.0.1", 0, log=lambda line: None, **kw)
    threading.Thread(target=p.serve_forever, daemon=True).start()
    return p


def call(port, method, path, body=None, headers=None, raw: bytes | None = None):
    return http_call(port, method, path, body, headers, raw)


class _Text(HTMLParser):
    def __init__(self):
        super().__init__()
        self.text, self.tags = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


def html_text(fragment: str) -> tuple[str, list]:
    """What a browser shows of ``fragment`` (its text) and the elements it makes."""
    p = _Text()
    p.feed(fragment)
    p.close()
    return "".join(p.text), p.tags


# --- 1. Pagefind filter values ----------------------------------------------------------------------
def test_the_hostile_fixture_carries_its_payloads_into_the_parsed_code(hostile_tree):
    """The test of the findings below is only as good as its fixture: every payload survives the PDF."""
    by_id = hostile_tree.by_id()
    part = next(h for h in hostile_tree.headings if h.kind == "part" and h.division == "B" and h.number == "9")
    assert part.title == hostile.PLAIN["part"]
    assert by_id["B-9.8.8.3."].title == hostile.PLAIN["article"]
    assert hostile.PLAIN["sentence"] in by_id["B-9.8.8.3."].sentences[0].text
    assert by_id["B-9.8.7.1."].tables[0].rows[1][0].startswith(hostile.PLAIN["cell"])
    assert any(hostile.PLAIN["definition"] in d.text for a in hostile_tree.articles for d in a.definitions)
    assert by_id["B-A-9.8.8.3."].paragraphs[0].startswith(hostile.PLAIN["note"])


META_RE = re.compile(r'<meta data-pagefind-(filter|meta)="([^"]+)" content="([^"]*)">')


def test_search_filter_values_hold_no_markup_even_once_pagefind_decodes_them(hostile_site):
    """Pagefind decodes the attribute and its UI inserts filter values with innerHTML: the value
    itself must hold no character that markup is made of."""
    seen = 0
    for page in hostile_site.rglob("index.html"):
        for kind, name, content in META_RE.findall(page.read_text(encoding="utf-8")):
            if kind != "filter":
                continue
            value = html.unescape(content)
            assert not set(value) & set("<>&\"'`"), (page, name, value)
            seen += name == "Part[content]" and "Housing" in value
    assert seen > 50  # every Article and Note page of Part 9, its title readable
    page = (hostile_site / "B" / "9.8.8.3" / "index.html").read_text(encoding="utf-8")
    part = html.unescape(re.search(r'data-pagefind-filter="Part\[content\]" content="([^"]*)"', page)[1])
    assert part == "Part 9 Housing \u2039img src=x onerror=alert(1)\u203a Buildings (Division B)"


# --- 2. Markdown injection into answer_html ------------------------------------------------------------
def test_quoted_code_text_is_shown_verbatim_and_never_read_as_markdown(hostile_engine):
    a = hostile_engine.ask(MEASURED_Q)
    assert a["offline"] and a["citations"][0]["sources"][0]["id"] == "B-9.8.8.3."
    text, tags = html_text(a["answer_html"])
    assert {t for t, _ in tags} <= {"p", "mark", "span", "br"}, tags  # no img, a, em, strong
    # what the reader sees is the Sentence exactly as the PDF prints it: no `*`, `_`, `&amp;` eaten
    assert hostile.PLAIN["sentence"] in text
    assert text.replace("\n", "") == a["answer"].replace("\n", "")
    # the Note's payload too (its quotes and angle brackets)
    note = hostile_engine.ask(NOTE_Q)
    text, tags = html_text(note["answer_html"])
    assert hostile.PLAIN["note"] in text and not [t for t, _ in tags if t not in ("p", "mark", "span", "br")]


MODEL_MARKDOWN = """Guards are **1 070 mm** high; see [the Article](/B/9.8.8.3/?hl=s1#s1) and [this](#s2).

![tracker](http://elsewhere.test/x.png) ![local](/static/x.png) [away](http://elsewhere.test/page)
[rel](//elsewhere.test/p) [bs](/\\elsewhere.test/p) [js](javascript:alert(1)) <http://elsewhere.test/auto>
[ref][r] &lt;b&gt; &#60;i&#62;

[r]: https://elsewhere.test/ref
"""


def test_model_markdown_gets_no_images_and_only_same_origin_links():
    out = A.render_answer_html(MODEL_MARKDOWN, [{"start": 0, "end": 6, "sources": []}], [])
    _, tags = html_text(out)
    assert "img" not in {t for t, _ in tags}
    hrefs = [a.get("href") for t, a in tags if t == "a"]
    # a same-origin "image" is no image, only a link into the site, like the others kept
    assert hrefs == ["/B/9.8.8.3/?hl=s1#s1", "#s2", "/static/x.png"], hrefs
    assert "elsewhere.test" not in "".join(str(a) for _, a in tags)
    assert "<strong>1 070 mm</strong>" in out  # the model's own Markdown still renders
    assert "<b>" not in out and "<i>" not in out


def test_cohere_answers_get_no_outside_images_through_the_engine(tree, config, fixture_vectors, cohere_fake):
    from fake_cohere import GOOD_KEY

    from codecite_site.qa.cohere_client import CohereClient

    client = CohereClient(GOOD_KEY, config.models, base_url=cohere_fake.url, timeout=5)
    engine = Engine.build(tree, config, client=client, vectors_dir=fixture_vectors)
    cohere_fake.answer = "Guards must be 1 070 mm high ![x](http://elsewhere.test/x.png) [y](http://elsewhere.test/)."
    a = engine.ask("What is the minimum height of a guard?", rerank=False)
    _, tags = html_text(a["answer_html"])
    assert "img" not in {t for t, _ in tags} and "elsewhere.test" not in json.dumps(tags)


# --- 3. framing protection and the Content-Security-Policy ---------------------------------------------
def check_policy(headers, path: str, api: bool = False) -> None:
    h = {k.lower(): v for k, v in headers}
    assert h.get("x-frame-options") == "DENY", path
    assert h.get("x-content-type-options") == "nosniff", path
    assert h.get("referrer-policy") == "no-referrer", path
    csp = h.get("content-security-policy", "")
    assert "frame-ancestors 'none'" in csp, path
    if api:
        assert csp.startswith("default-src 'none'"), path
    else:
        assert "script-src 'self' 'wasm-unsafe-eval'" in csp and "unsafe-inline" not in csp, path
        assert "object-src 'none'" in csp and "base-uri 'none'" in csp, path


SITE_PATHS = ["/", "/B/9.8.8.3/", "/search/", "/jump.json", "/static/site.js", "/static/site.css",
              "/pagefind/pagefind.js", "/pagefind/pagefind-worker.js", "/pagefind/wasm.en.pagefind",
              "/no/such/page/", "/B"]


def test_every_response_of_serve_carries_the_one_header_policy(proxy):
    for path in SITE_PATHS:
        resp, _ = call(proxy.port, "GET", path)
        assert resp.status in (200, 301, 404), path
        check_policy(resp.getheaders(), path)
    for method, path, body in [("GET", "/api/health", None), ("POST", "/api/ask", {"question": "guard"}),
                               ("POST", "/api/ask", {"question": "guard", "stream": True}),
                               ("POST", "/api/nope", None), ("GET", "/api/nope", None)]:
        resp, _ = call(proxy.port, method, path, body)
        check_policy(resp.getheaders(), path, api=True)


@pytest.fixture(scope="module")
def preview(hostile_site):
    from codecite_site.site.preview import make_server

    server, _ = make_server(hostile_site, port=0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def test_every_response_of_preview_carries_the_one_header_policy(preview):
    for path in SITE_PATHS:
        resp, _ = call(preview.server_address[1], "GET", path)
        assert resp.status in (200, 301, 404), path
        check_policy(resp.getheaders(), path)


def test_built_pages_carry_the_policy_as_a_meta_tag_before_any_script(hostile_site):
    from codecite_site.httppolicy import META_CSP, SITE_CSP

    assert "frame-ancestors" not in META_CSP  # ignored (and warned about) in a <meta>
    assert META_CSP + "; frame-ancestors 'none'" == SITE_CSP
    for rel in ("index.html", "B/9.8.8.3/index.html", "search/index.html", "404.html"):
        page = (hostile_site / rel).read_text(encoding="utf-8")
        meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">', page)
        assert meta and html.unescape(meta[1]) == META_CSP, rel
        assert meta.start() < min(page.index("<script"), page.index("<link")), rel


# --- 4. slow clients and the number of threads -------------------------------------------------------------
def test_a_slow_client_is_dropped_after_the_timeout_and_threads_are_bounded(hostile_engine, hostile_site):
    p = start(hostile_engine, hostile_site, rate_limit=0, client_timeout=1.0, max_connections=3)
    try:
        # one byte every 0.2 s never finishes a request line: dropped within the timeout, not held
        s = socket.create_connection(("127.0.0.1", p.port))
        s.settimeout(0.2)
        t0, closed = time.monotonic(), False
        while time.monotonic() - t0 < 6 and not closed:
            try:
                s.sendall(b"G")
                closed = s.recv(100) == b""
            except TimeoutError:
                pass
            except OSError:
                closed = True
        s.close()
        assert closed and time.monotonic() - t0 < 3
        # idle connections take at most max_connections threads; one more is turned away with 503
        before = threading.active_count()
        idle = [socket.create_connection(("127.0.0.1", p.port)) for _ in range(6)]
        time.sleep(0.3)
        assert threading.active_count() - before <= 3
        resp, _ = call(p.port, "GET", "/")
        assert resp.status == 503 and resp.getheader("Retry-After")
        time.sleep(1.5)  # the idle ones are cut off, the threads freed
        resp, _ = call(p.port, "GET", "/")
        assert resp.status == 200
        for s in idle:
            s.close()
    finally:
        p.shutdown()
        p.server_close()


# --- 5-7. paths ------------------------------------------------------------------------------------------------
def test_absolute_paths_inside_the_site_are_refused(proxy, hostile_site):
    inside = str(hostile_site / "index.html")
    assert call(proxy.port, "GET", "/index.html")[0].status == 200
    for path in ("/" + quote(inside, safe=""), "/B/" + quote(inside, safe=""), "/%2F" + quote(inside[1:], safe="/"),
                 "/B/..%2F..%2F" + quote(inside, safe="")):
        resp, _ = call(proxy.port, "GET", path)
        assert resp.status == 404, path


@pytest.mark.parametrize("path", ["/.codecite-site.json", "/%2Ecodecite-site.json", "/B/../.codecite-site.json",
                                  "/pagefind/%2e%2e/.codecite-site.json", "/.codecite-site.json/"])
def test_dotfiles_are_never_served(proxy, preview, path):
    for port in (proxy.port, preview.server_address[1]):
        resp, data = call(port, "GET", path)
        assert resp.status == 404 and b"hostile.pdf" not in data and b'"files"' not in data, (port, path)


def test_a_redirect_is_built_from_the_normalised_path_only(proxy, preview):
    for port in (proxy.port, preview.server_address[1]):
        resp, _ = call(port, "GET", "/B")
        assert resp.status == 301 and resp.getheader("Location") == "/B/"
        resp, _ = call(port, "GET", "/B/9.8.8.3")
        assert resp.status == 301 and resp.getheader("Location") == "/B/9.8.8.3/"
        for raw in ("/\\evil.com/../B", "/\\\\evil.com/../B", "//evil.com/../B", "/B/..//evil.com/../B",
                    "/%5Cevil.com/%2E%2E/B"):
            resp, _ = call(port, "GET", raw)
            location = resp.getheader("Location")
            assert location in (None, "/B/"), (port, raw, location)


# --- 8. bad text and deep JSON --------------------------------------------------------------------------------
@pytest.mark.parametrize("raw, code", [
    (b'{"question": "guard height \\ud800"}', "bad_text"),
    (b'{"question": "guard height \\udfff?", "stream": true}', "bad_text"),
    (b'{"question": ' + b"[" * 2000 + b"]" * 2000 + b"}", "bad_json"),
    (b"[" * 2000 + b"]" * 2000, "bad_json"),
])
def test_a_lone_surrogate_or_deeply_nested_json_is_a_400_with_a_reason(proxy, raw, code):
    port = proxy.port
    resp, data = call(port, "POST", "/api/ask", raw=raw, headers={"Content-Type": "application/json"})
    error = json.loads(data)["error"]
    assert resp.status == 400 and error["code"] == code, error
    assert error["message"] and "internal" not in error["message"]
