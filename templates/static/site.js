/* codecite site script: clause-number jump, highlighting on arrival, defined-term popovers,
   search page setup, keyboard shortcuts. Browsing never depends on it. */
(function () {
  "use strict";
  var body = document.body, params = new URLSearchParams(location.search);

  /* --- highlighting on arrival: ?hl=s2,s3#s2 (cited Sentences) and ?highlight=words (search) --- */
  function highlightAnchors() {
    var hl = params.get("hl");
    if (!hl) return;
    var els = hl.split(",").map(function (id) { return document.getElementById(id.trim()); }).filter(Boolean);
    els.forEach(function (el) { el.classList.add("hl"); });
    if (els.length && !location.hash) els[0].scrollIntoView({ block: "start" });
  }

  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  function highlightWords() {
    var words = (params.get("highlight") || "").split(/\s+/).filter(function (w) { return w.length > 1; });
    var root = document.querySelector("[data-pagefind-body]");
    if (!words.length || !root) return;
    // whole words and their endings: Pagefind stems, so "guard" also found "guards"
    var re = new RegExp("\\b(?:" + words.map(escapeRe).join("|") + ")\\w*", "gi");
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT), nodes = [], first = null;
    while (walker.nextNode()) nodes.push(walker.currentNode);
    nodes.forEach(function (node) {
      re.lastIndex = 0;
      if (!re.test(node.data) || node.parentElement.closest("[data-pagefind-ignore]")) return;
      var frag = document.createDocumentFragment(), last = 0, text = node.data;
      text.replace(re, function (match, index) {
        frag.append(text.slice(last, index));
        var mark = document.createElement("mark");
        mark.className = "found";
        mark.textContent = match;
        frag.append(mark);
        first = first || mark;
        last = index + match.length;
      });
      frag.append(text.slice(last));
      node.replaceWith(frag);
    });
    if (first && !location.hash) first.scrollIntoView({ block: "center" });
  }

  /* --- defined terms: the definition on hover or focus (the title attribute without JS) --- */
  var pop = null, hoverTimer = 0;
  function hidePop() {
    clearTimeout(hoverTimer);
    if (!pop) return;
    pop.remove();
    pop = null;
    document.querySelectorAll('[aria-describedby="term-pop"]').forEach(function (a) { a.removeAttribute("aria-describedby"); });
  }
  function showPop(a) {
    hidePop();
    pop = document.createElement("div");
    pop.className = "term-pop";
    pop.id = "term-pop";
    pop.setAttribute("role", "tooltip");
    pop.textContent = a.dataset.def;
    document.body.append(pop);
    var r = a.getBoundingClientRect(), width = document.documentElement.clientWidth;
    pop.style.top = (window.scrollY + r.bottom + 4) + "px";
    pop.style.left = Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + width - pop.offsetWidth - 4)) + "px";
    a.setAttribute("aria-describedby", "term-pop");
  }
  function termOf(e) {
    var a = e.target.closest && e.target.closest("a.term");
    if (a && !a.dataset.def) { a.dataset.def = a.title; a.removeAttribute("title"); }
    return a && a.dataset.def ? a : null;
  }
  document.addEventListener("mouseover", function (e) {
    var a = termOf(e);
    if (a) { clearTimeout(hoverTimer); hoverTimer = setTimeout(function () { showPop(a); }, 250); }
  });
  document.addEventListener("mouseout", function (e) { if (termOf(e)) hidePop(); });
  document.addEventListener("focusin", function (e) { var a = termOf(e); if (a) showPop(a); });
  document.addEventListener("focusout", function (e) { if (termOf(e)) hidePop(); });

  /* --- clause-number jump --- */
  var jumpMap = null, jumpLoading = null;
  function loadJump() {
    if (jumpMap) return Promise.resolve(jumpMap);
    if (!jumpLoading) {
      jumpLoading = fetch(body.dataset.jump).then(function (r) { return r.json(); })
        .then(function (m) { jumpMap = m; return m; })
        .catch(function () { jumpMap = {}; return jumpMap; });
    }
    return jumpLoading;
  }

  /* "9.8.8.3", "9.8.8.3.(2)", "Sentence 9.8.8.3.(2)(a)", "A-9.8.8.3", "Part 9", "1.4.1.2. of Division A" */
  function parseQuery(q) {
    var m, div = null, note = false;
    q = q.trim().replace(/\s+/g, " ");
    if ((m = q.match(/^(.*?)\s*,?\s*(?:of |in )?division ([abc])$/i))) { q = m[1]; div = m[2].toUpperCase(); }
    else if ((m = q.match(/^division ([abc])\s*[,:]?\s*(.+)$/i))) { div = m[1].toUpperCase(); q = m[2]; }
    q = q.replace(/^(articles?|sentences?|clauses?|subclauses?|sections?|subsections?|notes?|tables?|figures?) /i, "");
    if ((m = q.match(/^part (\d{1,2})$/i))) return { div: div, part: m[1] };
    if ((m = q.match(/^a-\s*(\d.*)$/i))) { note = true; q = m[1]; }
    else if ((m = q.match(/^([bc])-(\d.*)$/i))) { div = m[1].toUpperCase(); q = m[2]; }
    m = q.match(/^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s*((?:\(\s*[0-9a-z]{1,4}\s*\)\s*)*)$/i);
    if (!m) return null;
    var suffixes = (m[2].match(/[0-9a-z]+/gi) || []).map(function (s) { return s.toLowerCase(); });
    return { div: div, note: note, number: m[1] + ".", suffixes: suffixes };
  }

  var LEVELS = ["Sentence", "Clause", "Subclause"];
  function lookup(map, p) {
    var out = [], divs = p.div ? [p.div] : ["A", "B", "C"];
    divs.forEach(function (d) {
      var e, i, key;
      if (p.part) {
        if ((e = map[d + "-Part-" + p.part])) out.push({ url: e[0], title: "Division " + d + ": " + e[1] });
        return;
      }
      if (p.note) { // the most specific Note that exists: A-9.8.8.5.(1)(b), then A-9.8.8.5.(1), then A-9.8.8.5.
        for (i = p.suffixes.length; i >= 0; i--) {
          key = d + "-A-" + p.number + p.suffixes.slice(0, i).map(function (s) { return "(" + s + ")"; }).join("");
          if ((e = map[key])) { out.push({ url: e[0], title: "Division " + d + ": " + e[1] }); break; }
        }
        return;
      }
      if (!(e = map[d + "-" + p.number])) return;
      var url = e[0], title = e[1];
      if (p.suffixes.length && p.number.split(".").length === 5 && p.suffixes.length <= 3) {
        // the anchor scheme of urls.py: #s2, #s2-a, #s2-a-ii; ?hl= highlights it
        var anchor = "s" + p.suffixes.join("-");
        url += "?hl=" + anchor + "#" + anchor;
        title = LEVELS[p.suffixes.length - 1] + " " + p.number +
          p.suffixes.map(function (s) { return "(" + s + ")"; }).join("") + " in " + title;
      }
      out.push({ url: url, title: "Division " + d + ": " + title });
    });
    // Division B is what most people look up when a number exists in several Divisions
    return out.sort(function (a, b) { return (b.title.indexOf("Division B") === 0) - (a.title.indexOf("Division B") === 0); });
  }

  function listFor(input) {
    return document.getElementById(input.getAttribute("aria-controls") || "search-jump-list");
  }
  function renderList(input, matches) {
    var list = listFor(input);
    if (!list) return;
    list.textContent = "";
    matches.forEach(function (m, i) {
      // an option is text only (a link inside it would be a control inside a control); it knows its URL
      var li = document.createElement("li");
      li.setAttribute("role", "option");
      li.id = list.id + "-" + i;
      li.setAttribute("aria-selected", i === 0 ? "true" : "false");
      li.dataset.url = new URL(m.url, location.href).href;
      li.textContent = "Go to " + m.title;
      list.append(li);
    });
    list.hidden = !matches.length;
    input.setAttribute("aria-expanded", matches.length ? "true" : "false");
    if (matches.length) input.setAttribute("aria-activedescendant", list.id + "-0");
    else input.removeAttribute("aria-activedescendant");
  }
  function jumpInput(el) {
    return el && el.matches && el.matches("[data-jump-input], .pagefind-ui__search-input") ? el : null;
  }
  document.addEventListener("click", function (e) {
    var option = e.target.closest && e.target.closest(".jump-list [role=option]");
    if (option && option.dataset.url) location.href = option.dataset.url;
  });
  document.addEventListener("input", function (e) {
    var input = jumpInput(e.target);
    if (!input) return;
    var p = parseQuery(input.value);
    if (!p) { renderList(input, []); return; }
    loadJump().then(function (map) { if (parseQuery(input.value)) renderList(input, lookup(map, parseQuery(input.value))); });
  });
  document.addEventListener("keydown", function (e) {
    var input = jumpInput(e.target), list = input && listFor(input);
    if (!input) return;
    var items = list && !list.hidden ? Array.prototype.slice.call(list.children) : [];
    var current = items.findIndex(function (li) { return li.getAttribute("aria-selected") === "true"; });
    if ((e.key === "ArrowDown" || e.key === "ArrowUp") && items.length) {
      e.preventDefault();
      var next = (current + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length;
      items.forEach(function (li, i) { li.setAttribute("aria-selected", i === next ? "true" : "false"); });
      input.setAttribute("aria-activedescendant", items[next].id);
    } else if (e.key === "Escape" && items.length) {
      renderList(input, []);
    } else if (e.key === "Enter" && parseQuery(input.value)) {
      e.preventDefault();
      var chosen = items[current < 0 ? 0 : current];
      if (chosen) { location.href = chosen.dataset.url; return; }
      loadJump().then(function (map) {
        var m = lookup(map, parseQuery(input.value));
        if (m.length) location.href = m[0].url;
        else if (input.form) input.form.submit();
        else renderList(input, []);
      });
    }
  });

  /* --- search page --- */
  // A unit's exponent is indexed as the page marks it up, m<sup>2</sup>: the word "m2". So a query's
  // "m²" (pasted from a page or an answer), "sq m" and "square metre(s)" are searched as "m2", and
  // an excerpt shows the exponent raised again (Pagefind's excerpt is the page's text, tags dropped).
  var RAISED = { "\u00b2": "2", "\u00b3": "3", "\u00b9": "1", "\u207b": "\u2212" };
  function unitTerm(term) {
    return term.replace(/[\u00b2\u00b3\u00b9\u207b]/g, function (c) { return RAISED[c]; })
      .replace(/\b(?:sq\.?\s*m|square\s+met(?:re|er)s?)(?![\w.])/gi, "m2");
  }
  function raiseExponents(html) {
    // "0.38 <mark>m2</mark>", "W/(m2·K)": digits right after a unit symbol, never inside a tag
    return (html || "").replace(/(<[^>]*>)|(\b(?:mm|cm|km|m))([23])(?![\w])/g, function (all, tag, unit, digit) {
      return tag || unit + "<sup>" + digit + "</sup>";
    });
  }
  function unitResult(result) {
    result.excerpt = raiseExponents(result.excerpt);
    (result.sub_results || []).forEach(function (sub) { sub.excerpt = raiseExponents(sub.excerpt); });
    return result;
  }

  function setUpSearch() {
    if (!document.getElementById("search") || !window.PagefindUI) return;
    var q = params.get("q");
    var p = q && parseQuery(q);
    var ui = new window.PagefindUI({
      element: "#search", showSubResults: true, showImages: false, highlightParam: "highlight",
      translations: { placeholder: "Search the Code, or jump to 9.8.8.3.(2)" },
      processTerm: unitTerm, processResult: unitResult
    });
    // Pagefind's input is named by its title only: name it by the page's heading, and make it the
    // combobox of the clause-number jump list it drives (aria-expanded is allowed on a combobox only)
    var input = document.querySelector("#search .pagefind-ui__search-input");
    if (input) {
      input.setAttribute("aria-labelledby", "search-title");
      input.setAttribute("role", "combobox");
      input.setAttribute("aria-controls", "search-jump-list");
      input.setAttribute("aria-autocomplete", "list");
      input.setAttribute("aria-expanded", "false");
    }
    var ready = loadFilters();
    if (q && p) {
      loadJump().then(function (map) {
        var m = lookup(map, p);
        if (m.length === 1) location.replace(m[0].url); else ready.then(function () { ui.triggerSearch(q); });
      });
    } else if (q) {
      ready.then(function () { ui.triggerSearch(q); });
    }
  }

  /* Pagefind's UI shows the filters its first search returns, and a search counts only the filter
     files loaded by the time it ends: a filter file that arrives late (a busy host) would leave its
     filter (Division, Part or kind) off the page until the next search. So every filter file is
     loaded first, into the same Pagefind module the UI imports (one module per URL). Resolves
     whatever happens: search must not wait on a failure here. */
  function loadFilters() {
    var ui = document.querySelector("script[src*='pagefind-ui.js']");
    if (!ui) return Promise.resolve();
    var url = new URL(ui.src, location.href);
    url = url.origin + url.pathname.replace(/pagefind-ui\.js$/, "pagefind.js");
    return import(url).then(function (pagefind) { return pagefind.filters(); })
      .catch(function () {}).then(function () {});
  }

  /* --- keys: "/" search, "n" / "p" next and previous Article --- */
  document.addEventListener("keydown", function (e) {
    var t = e.target;
    if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
    var link;
    if (e.key === "/") {
      var box = document.querySelector("[data-jump-input], .pagefind-ui__search-input");
      if (box) { e.preventDefault(); box.focus(); }
    } else if ((e.key === "n" || e.key === "p") && (link = document.querySelector('link[rel="' + (e.key === "n" ? "next" : "prev") + '"]'))) {
      location.href = link.href;
    }
  });

  /* --- amendments: ?original opens the unamended text (a static host cannot serve it for that query) --- */
  function originalRedirect() {
    var alt = document.querySelector('link[rel="alternate"][data-original]');
    if (!params.has("original") || !alt) return false;
    params.delete("original");
    var rest = params.toString();
    location.replace(alt.href + (rest ? "?" + rest : "") + location.hash);
    return true;
  }
  // a renumbered clause's old URL: its meta refresh drops the anchor (#p2); go on with it
  function renumberedRedirect() {
    var meta = document.querySelector("meta[data-redirect]");
    if (!meta || !location.hash) return false;
    location.replace(meta.getAttribute("data-redirect") + location.hash);
    return true;
  }
  // the toggle between amended and original text keeps the reader's place (anchor) on the other page
  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[data-toggle-original]");
    if (a && location.hash && !a.hash) a.hash = location.hash;
  });

  /* --- What changed: the kind filter (radios and CSS work without JS); ?kind= in the address --- */
  function setUpKindFilter() {
    var box = document.querySelector("[data-kind-filter]");
    if (!box) return;
    var status = document.querySelector(".kind-count");
    function show() {
      var checked = box.querySelector("input:checked"), kind = checked ? checked.value : "";
      var shown = Array.prototype.filter.call(document.querySelectorAll(".change"), function (li) {
        return !kind || li.dataset.kind === kind;
      }).length;
      if (status) status.textContent = shown + (shown === 1 ? " change" : " changes") + " shown";
      var url = new URL(location.href);
      if (kind) url.searchParams.set("kind", kind); else url.searchParams.delete("kind");
      history.replaceState(null, "", url.pathname + url.search + url.hash);
    }
    var wanted = params.get("kind"), radio = wanted && document.getElementById("kind-" + wanted);
    if (radio && radio.closest("[data-kind-filter]") === box) radio.checked = true;
    box.addEventListener("change", show);
    show();
  }

  if (originalRedirect() || renumberedRedirect()) return;
  highlightAnchors();
  highlightWords();
  setUpSearch();
  setUpKindFilter();
})();
