/* The demo's ask panel: answers from the answers recorded at build time (recorded/*.json),
   never from /api. It drives ask.js through window.codeciteAsk, so an answer looks and
   behaves exactly as on a served site: clickable citations, source cards, trace, rank moves. */
(function () {
  "use strict";
  var ask = window.codeciteAsk, body = document.body;
  if (!ask || body.getAttribute("data-ask-mode") !== "recorded") return;
  var form = ask.form, textarea = form.querySelector("textarea"), rerankBox = form.querySelector("input[name=rerank]");
  var index = null, current = null, cache = {};

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }
  function words(s) {
    return (s.toLowerCase().match(/[a-z0-9]+/g) || []).filter(function (w) { return w.length > 2; })
      .map(function (w) { return w.length > 4 ? w.replace(/s$/, "") : w; });
  }
  function norm(s) { return words(s).join(" "); }

  /* the recorded trace: the stages the pipeline ran, with the times and models it recorded */
  var MODEL = { embed: "embed", search: "retrieval", rerank: "rerank", generate: "chat" };
  function replay(a) {
    var t = a.timings_ms || {}, m = a.models || {};
    Object.keys(t).forEach(function (name) {
      if (name === "total" || name === "proxy") return;
      var model = name === "generate" && !m.chat ? "extractive" : name === "cite" ? "grounding check" : m[MODEL[name]];
      ask.stage({ stage: name, ms: t[name], model: model || null });
    });
  }

  function load(entry) {
    if (!cache[entry.url]) {
      cache[entry.url] = fetch(entry.url).then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.json();
      });
    }
    return cache[entry.url];
  }

  function show(entry) {
    current = entry;
    textarea.value = entry.question;
    picker.value = entry.url;
    ask.say("Loading the recorded answer…");
    return load(entry).then(function (rec) {
      if (current !== entry) return;
      var a = rerankBox.checked ? rec.rerank : rec.no_rerank;
      ask.reset();
      replay(a);
      ask.showAnswer(a);
      ask.say("Recorded answer (" + index.backend + " backend, " + (a.rerank ? "with" : "without") +
        " Rerank), made at build time; the question was not sent anywhere.");
    }).catch(function () { ask.say("This recorded answer could not be loaded.", true); });
  }

  function closest(q, n) {
    var qw = words(q);
    return index.questions.map(function (e, i) {
      var ew = words(e.question), common = ew.filter(function (w) { return qw.indexOf(w) >= 0; }).length;
      return { e: e, score: common / Math.sqrt((ew.length || 1) * (qw.length || 1)), i: i };
    }).filter(function (x) { return x.score > 0; })
      .sort(function (a, b) { return b.score - a.score || a.i - b.i; }).slice(0, n).map(function (x) { return x.e; });
  }

  function offer(q) {
    var matches = closest(q, 3);
    ask.reset();
    current = null;
    picker.value = "";
    var box = ask.panel.querySelector(".ask-answer");
    box.hidden = false;
    box.textContent = "";
    box.appendChild(el("p", null, matches.length
      ? "This demo only has recorded answers. The closest recorded questions:"
      : "This demo only has recorded answers, and none is close to your question. Pick a sample question above."));
    var ul = el("ul", "demo-closest");
    matches.forEach(function (e) {
      var li = el("li"), b = el("button", null, e.question);
      b.type = "button";
      b.addEventListener("click", function () { show(e); });
      li.appendChild(b);
      ul.appendChild(li);
    });
    if (matches.length) box.appendChild(ul);
    ask.say(matches.length ? "No recorded answer for that exact question." : "No close recorded question.");
    var first = ul.querySelector("button");
    if (first) first.focus();
  }

  /* the sample questions, above the question box */
  var pick = el("div", "demo-pick"), label = el("label", null, "Sample questions (recorded answers)");
  var picker = el("select");
  picker.id = "demo-questions";
  label.htmlFor = picker.id;
  pick.appendChild(label);
  pick.appendChild(picker);
  form.parentNode.insertBefore(pick, form);
  picker.appendChild(new Option("Choose a question…", ""));
  picker.disabled = true;
  picker.addEventListener("change", function () {
    var e = index && index.questions.filter(function (q) { return q.url === picker.value; })[0];
    if (e) show(e);
  });

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    if (!index) return;
    var q = textarea.value.trim();
    if (!q) { ask.say("Type a question, or pick a sample question.", true); return; }
    var exact = index.questions.filter(function (e) { return norm(e.question) === norm(q); })[0];
    if (exact) show(exact); else offer(q);
  });
  rerankBox.addEventListener("change", function () { if (current) show(current); });

  fetch(body.getAttribute("data-ask-recorded")).then(function (r) {
    if (!r.ok) throw new Error("HTTP " + r.status);
    return r.json();
  }).then(function (data) {
    index = data;
    data.questions.forEach(function (e) { picker.appendChild(new Option(e.question, e.url)); });
    picker.disabled = false;
    var rerank = data.backend === "cohere";
    rerankBox.disabled = !rerank;
    rerankBox.checked = rerank;
    if (!rerank) rerankBox.parentNode.title = "These answers were recorded offline, where there is no reranker";
    ask.say("Demo: " + data.questions.length + " sample questions with answers recorded at build time (" +
      data.backend + " backend). Pick one, or type a question to find the closest.");
  }).catch(function () { ask.say("The recorded answers could not be loaded.", true); });
})();
