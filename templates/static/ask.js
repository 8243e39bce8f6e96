/* The ask panel: asks the proxy named by data-api (/api/ on the same origin, or the one the site was built for with --api-url), shows the stages live,
   the answer with clickable citation spans, source cards and rank movement.
   answer_html comes from the proxy, rendered by markdown-it with raw HTML off, so
   model output cannot carry markup; everything else is inserted as text. */
(function () {
  "use strict";
  var panel = document.getElementById("ask-panel");
  if (!panel) return;
  var api = panel.getAttribute("data-api") || "/api/";
  var form = panel.querySelector(".ask-form");
  var status = panel.querySelector(".ask-status");
  var help = panel.querySelector(".ask-help");
  var trace = panel.querySelector(".ask-trace");
  var answerBox = panel.querySelector(".ask-answer");
  var unverifiedBox = panel.querySelector(".ask-unverified");
  // an answer cut short (incomplete) and citations that did not hold (citation_problems); made here
  // when a page's own template predates them
  function box(cls, tag, role, before) {
    var b = panel.querySelector("." + cls);
    if (!b) {
      b = document.createElement(tag);
      b.className = cls;
      b.setAttribute("role", role);
      b.hidden = true;
      unverifiedBox.parentNode.insertBefore(b, before ? unverifiedBox : unverifiedBox.nextSibling);
    }
    return b;
  }
  var incompleteBox = box("ask-incomplete", "p", "alert", true);
  var problemsBox = box("ask-problems", "div", "note", false);
  // the question's imperial quantities in the Code's units: beside the answer, never in it
  var conversionsBox = box("ask-conversions", "p", "note", true);
  // asked in US units: the answer's figures in them, marked as conversions, beside the answer
  var imperialBox = box("ask-imperial", "p", "note", true);
  // asked a place's climate zone: the zone worked out from two Tables, beside the answer, never in it
  var workedBox = box("ask-worked", "p", "note", true);
  // how the question's words were read where not as typed ("ht" as height): a misreading is seen
  var readingsBox = box("ask-readings", "p", "note", true);
  var sourcesTitle = panel.querySelector(".ask-sources-title");
  var sourcesList = panel.querySelector(".ask-sources");
  var hitsBox = panel.querySelector(".ask-hits");
  var rerankBox = form.querySelector("input[name=rerank]");
  var button = form.querySelector("button");

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function say(text, isError) {
    status.textContent = text;
    status.classList.toggle("error", !!isError);
  }
  function noProxy() {
    help.hidden = false;
    form.querySelector("textarea").disabled = true;
    button.disabled = true;
    say("");
  }

  /* Recorded mode (the demo built by `codecite-site demo`: <body data-ask-mode="recorded">): there is
     no proxy; the demo's script answers from recorded JSON through these hooks, so an answer is
     shown by the same code in both modes. */
  var recorded = document.body.getAttribute("data-ask-mode") === "recorded";
  window.codeciteAsk = { panel: panel, form: form, say: say, reset: reset, stage: stage, showAnswer: showAnswer };

  if (!recorded) fetch(api + "health", { headers: { "Accept": "application/json" } })
    .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); })
    .then(function (h) {
      if (!h || h.status !== "ok") return noProxy();
      rerankBox.disabled = !h.rerank_available;
      if (!h.rerank_available) rerankBox.checked = false;
      say(h.backend === "cohere"
        ? "Answers by " + h.models.chat + " from " + h.chunks + " passages of the Code."
        : "Offline: answers quote the Code's Sentences (" + (h.retrieval === "fused"
          ? "BM25 fused with the local model " + h.models.embed : "BM25 search") +
          "). Set COHERE_API_KEY for written answers.");
    })
    .catch(noProxy);

  function stage(e) {
    trace.hidden = false;
    var li = el("li");
    li.appendChild(el("b", null, e.stage));
    li.appendChild(document.createTextNode(" " + Math.round(e.ms * 10) / 10 + " ms" + (e.model ? " · " + e.model : "")));
    trace.appendChild(li);
  }

  function movement(h) {
    var first = h.dense_rank || h.bm25_rank;
    if (!h.rerank_rank || !first) return null;
    var d = first - h.rerank_rank;
    var span = el("span", "move " + (d > 0 ? "up" : d < 0 ? "down" : "same"),
      d > 0 ? "up " + d : d < 0 ? "down " + (-d) : "same");
    span.title = (h.dense_rank ? "dense" : "BM25") + " rank " + first + ", reranked " + h.rerank_rank;
    return span;
  }

  function showHits(hits) {
    var ol = hitsBox.querySelector("ol");
    ol.textContent = "";
    hits.forEach(function (h) {
      var li = el("li");
      var a = el("a", null, h.label);
      a.href = h.url;
      li.appendChild(a);
      var m = movement(h);
      if (m) li.appendChild(m);
      var first = h.dense_rank ? "dense " + h.dense_rank : "BM25 " + h.bm25_rank;
      li.appendChild(el("span", "quote", first + (h.rerank_rank ? " → reranked " + h.rerank_rank : "")));
      ol.appendChild(li);
    });
    hitsBox.hidden = !hits.length;
  }

  function light(passage, on) {
    answerBox.querySelectorAll("mark.cite").forEach(function (m) {
      if ((m.getAttribute("data-passages") || "").split(" ").indexOf(passage) >= 0) m.classList.toggle("lit", on);
    });
    sourcesList.querySelectorAll("li").forEach(function (li) {
      if (li.getAttribute("data-passage") === passage) li.classList.toggle("lit", on);
    });
  }

  function showAnswer(a) {
    answerBox.hidden = false;
    answerBox.classList.toggle("offline", !!a.offline);
    answerBox.innerHTML = a.answer_html;  // escaped by the proxy (markdown-it, HTML off)
    var cards = {};
    answerBox.querySelectorAll("mark.cite").forEach(function (m) {
      var c = a.citations[+m.getAttribute("data-cite")];
      if (!c) return;
      var ids = c.sources.map(function (s) { return s.passage; });
      m.setAttribute("data-passages", ids.join(" "));
      m.title = c.sources.map(function (s) {
        return s.label + (s.amended ? " (as amended " + s.amended + ")" : "");
      }).join("\n");
      m.setAttribute("role", "link");
      function go() { window.location.href = c.sources[0].url; }
      m.addEventListener("click", go);
      m.addEventListener("keydown", function (ev) { if (ev.key === "Enter") go(); });
      m.addEventListener("mouseenter", function () { ids.forEach(function (p) { light(p, true); }); });
      m.addEventListener("mouseleave", function () { ids.forEach(function (p) { light(p, false); }); });
    });
    sourcesList.textContent = "";
    a.citations.forEach(function (c) {
      c.sources.forEach(function (s) {
        if (cards[s.passage]) return;
        var li = el("li");
        li.setAttribute("data-passage", s.passage);
        var link = el("a", null, s.label);
        link.href = s.url;
        li.appendChild(link);
        if (s.amended) {
          // the Sentence's words come from a revisions package, not from the Code as first printed
          li.appendChild(document.createTextNode(" "));
          li.appendChild(el("span", "ask-amended", "as amended " + s.amended));
        }
        var hit = a.hits.filter(function (h) { return h.id === s.id; })[0];
        var m = hit && movement(hit);
        if (m) li.appendChild(m);
        li.addEventListener("mouseenter", function () { light(s.passage, true); });
        li.addEventListener("mouseleave", function () { light(s.passage, false); });
        link.addEventListener("focus", function () { light(s.passage, true); });
        link.addEventListener("blur", function () { light(s.passage, false); });
        cards[s.passage] = li;
        sourcesList.appendChild(li);
      });
    });
    sourcesTitle.hidden = !a.citations.length;
    var flagged = a.unverified_quantities || [];
    unverifiedBox.hidden = !flagged.length;
    unverifiedBox.textContent = flagged.length
      ? "Check these: not found in the cited Sentences: " + flagged.map(function (q) { return q.text; }).join(", ")
      : "";
    var conversions = a.conversions || [];
    conversionsBox.hidden = !conversions.length;
    conversionsBox.textContent = conversions.length ? "Your units in the Code's: " + conversions.join("; ") : "";
    var figures = a.in_your_units || [];
    imperialBox.hidden = !figures.length;
    imperialBox.textContent = figures.length ? "The Code's figures in your units: " + figures.join("; ") : "";
    var worked = a.worked_out || [];
    workedBox.hidden = !worked.length;
    workedBox.textContent = worked.length ? "Worked out: " + worked.join("; ") : "";
    var readings = a.readings || [];
    readingsBox.hidden = !readings.length;
    readingsBox.textContent = readings.length
      ? "Your words as searched: " + readings.map(function (r) { return r.shown; }).join("; ") : "";
    incompleteBox.hidden = !a.incomplete;
    incompleteBox.textContent = a.incomplete ? a.incomplete.message : "";
    var problems = a.citation_problems || [];
    problemsBox.textContent = "";
    problemsBox.hidden = !problems.length;
    if (problems.length) {
      problemsBox.appendChild(el("p", null, problems.length === 1 ? "One citation did not hold:"
                                                                  : problems.length + " citations did not hold:"));
      var list = el("ul");
      problems.forEach(function (p) {
        list.appendChild(el("li", null, "\u201c" + p.text + "\u201d: " + p.problem));
      });
      problemsBox.appendChild(list);
    }
    showHits(a.hits || []);
    var t = a.timings_ms || {};
    say((a.declined ? "No answer in the Code" : a.hedged ? "The Code may not answer this as asked: nearest Sentences"
        : a.offline ? "Offline extractive answer" : "Answer") + " in " +
        Math.round(t.total) + " ms" + (a.rerank ? " (reranked)" : "") + (a.incomplete ? ": incomplete" : ""));
  }

  function reset() {
    trace.textContent = "";
    trace.hidden = true;
    answerBox.textContent = "";
    answerBox.hidden = true;
    unverifiedBox.hidden = true;
    incompleteBox.hidden = true;
    conversionsBox.hidden = true;
    imperialBox.hidden = true;
    workedBox.hidden = true;
    readingsBox.hidden = true;
    problemsBox.hidden = true;
    sourcesList.textContent = "";
    sourcesTitle.hidden = true;
    hitsBox.hidden = true;
  }

  var finalAnswer = null;

  function handle(e) {
    if (e.event === "stage") stage(e);
    else if (e.event === "hits") showHits(e.hits);
    else if (e.event === "text") { answerBox.hidden = false; answerBox.appendChild(document.createTextNode(e.text)); }
    else if (e.event === "answer") finalAnswer = e;  // shown once the response is complete
    else if (e.event === "error") say(e.message, true);
  }

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (recorded) return;  // the demo's script answers
    var q = form.question.value.trim();
    if (!q) { say("Type a question first.", true); return; }
    reset();
    finalAnswer = null;
    button.disabled = true;
    say("Asking…");
    fetch(api + "ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "application/x-ndjson" },
      body: JSON.stringify({ question: q, rerank: rerankBox.checked, stream: true })
    }).then(function (r) {
      if (!r.ok) {
        return r.json().then(function (j) { say(j.error ? j.error.message : "error " + r.status, true); },
                             function () { say("The answer server failed (HTTP " + r.status + ").", true); });
      }
      var reader = r.body.getReader();
      var decoder = new TextDecoder();
      var buf = "";
      function pump() {
        return reader.read().then(function (chunk) {
          if (chunk.done) {
            if (buf.trim()) handle(JSON.parse(buf));
            // rendered only now, so a click on a citation never cuts off a request still open
            if (finalAnswer) showAnswer(finalAnswer);
            return;
          }
          buf += decoder.decode(chunk.value, { stream: true });
          var lines = buf.split("\n");
          buf = lines.pop();
          lines.forEach(function (line) { if (line.trim()) handle(JSON.parse(line)); });
          return pump();
        });
      }
      return pump();
    }).catch(function () {
      say("No answer server answered.", true);
      help.hidden = false;
    }).then(function () { button.disabled = false; });
  });
})();
