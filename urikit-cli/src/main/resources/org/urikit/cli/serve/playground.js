// urikit playground: reads the input through /api/diff and /api/check as you type and draws the
// answers. Text only goes into the page as text (textContent), never as markup.
'use strict';

(function () {
  const DEBOUNCE_MS = 150;
  const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];
  const KIND_NAMES = {
    scheme: 'scheme', user: 'user', password: 'password', host: 'host', port: 'port',
    segment: 'path segment', pair: 'query pair', fragment: 'fragment', delimiter: 'delimiter'
  };
  const HOST_KINDS = {
    'reg-name': 'registered name', ipv4: 'IPv4 address', ipv6: 'IPv6 address', ipvfuture: 'IPvFuture literal'
  };

  const $ = (id) => document.getElementById(id);
  const input = $('input');
  const base = $('base');
  const policy = $('policy');
  const showPasswords = $('show-passwords');
  const resolve = $('resolve');
  const permalink = $('permalink');
  const results = $('results');
  const status = $('status');

  let timer = 0;
  let generation = 0;
  let violations = 0;

  // The tests read this: the page must run under its Content-Security-Policy without a violation.
  document.addEventListener('securitypolicyviolation', function () {
    violations++;
    document.body.dataset.cspViolations = String(violations);
  });

  function el(tag, className, text) {
    const e = document.createElement(tag);
    if (className) {
      e.className = className;
    }
    if (text !== undefined && text !== null) {
      e.textContent = text;
    }
    return e;
  }

  function field(section, name) {
    return section.querySelector('[data-field="' + name + '"]');
  }

  // Controls (C0, DEL) drawn as their Unicode control pictures: one UTF-16 unit each, so that the
  // indexes of the answers still point at the same characters.
  function visible(text) {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out += c < 0x20 ? String.fromCharCode(0x2400 + c) : c === 0x7f ? '\u2421' : text.charAt(i);
    }
    return out;
  }

  // ---- the permalink: the input (and the base) in the page's fragment --------------------------
  // (not the lookup: a link someone sends must not make this machine resolve names)

  function fragment() {
    const p = new URLSearchParams();
    p.set('input', input.value);
    if (base.value !== '') {
      p.set('base', base.value);
    }
    return '#' + p.toString();
  }

  function readFragment() {
    const p = new URLSearchParams(location.hash.slice(1));
    input.value = p.get('input') || '';
    base.value = p.get('base') || '';
  }

  // ---- talking to the server --------------------------------------------------------------------

  async function call(name, body) {
    const response = await fetch('/api/' + name, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body)
    });
    const answer = await response.json();
    if (!response.ok) {
      throw new Error(answer.message || 'HTTP ' + response.status);
    }
    return answer;
  }

  function schedule() {
    results.dataset.state = 'pending';
    clearTimeout(timer);
    timer = setTimeout(update, DEBOUNCE_MS);
  }

  async function update() {
    clearTimeout(timer);
    const g = ++generation;
    const hash = fragment();
    permalink.href = hash;
    if (location.hash !== hash) {
      history.replaceState(null, '', hash);
    }
    if (input.value === '') {
      results.dataset.state = 'empty';
      status.textContent = 'Type a URL or a reference above.';
      return;
    }
    results.dataset.state = 'loading';
    const request = { input: input.value, showPasswords: showPasswords.checked };
    if (base.value !== '') {
      request.base = base.value;
    }
    try {
      const answers = await Promise.all([
        call('diff', request),
        call('check', Object.assign({ policy: policy.value }, request, resolve.checked ? { resolve: true } : {}))
      ]);
      if (g !== generation) {
        return;
      }
      render(answers[0], answers[1]);
      results.dataset.state = 'ready';
    } catch (e) {
      if (g !== generation) {
        return;
      }
      results.dataset.state = 'error';
      status.textContent = 'No answer from the server: ' + e.message;
    }
  }

  // ---- drawing ------------------------------------------------------------------------------------

  function render(diff, check) {
    const differing = new Set(diff.differences.map((d) => d.component));
    status.textContent = diff.agree
      ? 'The two readings agree.'
      : 'The two readings disagree: ' + diff.differences.map((d) => d.component).join(', ') + '.';
    renderReading($('rfc'), diff.rfc3986, diff.rfc3986.uri, diff.input, differing);
    renderReading($('whatwg'), diff.whatwg, diff.whatwg.href, diff.input, differing);
    renderDifferences(diff);
    renderCheck(check);
  }

  function renderReading(section, reading, text, shownInput, differing) {
    const badge = field(section, 'badge');
    const drawing = field(section, 'drawing');
    const message = field(section, 'message');
    const components = field(section, 'components');
    drawing.replaceChildren();
    components.replaceChildren();
    message.textContent = '';
    badge.textContent = reading.valid ? 'valid' : 'invalid';
    badge.className = 'badge ' + (reading.valid ? 'valid' : 'invalid');
    section.classList.toggle('differs', differing.has('validity'));
    if (reading.valid) {
      drawParts(drawing, text, reading.parts, differing);
      listComponents(components, text, reading, differing);
    } else {
      drawCaret(drawing, reading.text, reading.caret);
      message.textContent = (reading.errorIn === 'base' ? 'In the base: ' : '') + reading.message;
    }
    const errors = field(section, 'errors');
    if (errors) {
      errors.replaceChildren();
      for (const e of reading.validationErrors) {
        const item = el('li');
        item.append(el('code', null, e.error), ' at ' + e.index + ': ' + e.description);
        const line = el('p', 'drawing');
        drawCaret(line, shownInput, e.caret);
        item.append(line);
        errors.append(item);
      }
      errors.hidden = reading.validationErrors.length === 0;
      field(section, 'errors-heading').hidden = errors.hidden;
    }
  }

  function drawParts(container, text, parts, differing) {
    for (const p of parts) {
      const span = el('span', 'part k-' + p.kind + (p.index >= 0 ? ' n' + (p.index % 2) : ''), visible(text.slice(p.start, p.end)));
      span.dataset.kind = p.kind;
      let title = KIND_NAMES[p.kind] + (p.index >= 0 ? ' ' + (p.index + 1) : '');
      if (p.component) {
        span.dataset.component = p.component;
        if (differing.has(p.component)) {
          span.classList.add('differs');
          span.dataset.differs = 'true';
          title += ' (the readings disagree on the ' + p.component + ')';
        }
      }
      span.title = title;
      container.append(span);
    }
  }

  function drawCaret(container, text, caret) {
    container.append(visible(text.slice(0, caret)));
    const code = text.codePointAt(caret);
    const width = code === undefined ? 0 : code > 0xffff ? 2 : 1;
    const mark = el('mark', 'caret' + (width === 0 ? ' end' : ''), width === 0 ? '\u00a0' : visible(text.slice(caret, caret + width)));
    mark.dataset.index = String(caret);
    mark.title = width === 0 ? 'the error is at the end' : 'the error is here';
    container.append(mark, visible(text.slice(caret + width)));
  }

  function listComponents(list, text, reading, differing) {
    for (const name of COMPONENTS) {
      const span = reading.spans[name];
      if (!span) {
        continue;
      }
      const value = text.slice(span[0], span[1]);
      const dd = el('dd');
      dd.dataset.component = name;
      dd.append(value === '' ? el('span', 'kind', '(empty)') : visible(value));
      if (name === 'host' && reading.host) {
        const kind = HOST_KINDS[reading.host.kind] || reading.host.kind;
        dd.append(el('span', 'kind', ' \u2014 ' + kind + (reading.host.addressClass ? ', ' + reading.host.addressClass : '')));
      }
      if (differing.has(name)) {
        dd.dataset.differs = 'true';
        dd.append(el('span', 'differs-note', '\u2260 differs'));
      }
      list.append(el('dt', null, name), dd);
    }
  }

  function renderDifferences(diff) {
    const list = $('differences');
    list.replaceChildren();
    if (diff.agree) {
      list.append(el('li', null, 'None: both readings give the same URL.'));
      return;
    }
    for (const d of diff.differences) {
      const item = el('li');
      item.dataset.component = d.component;
      item.append(el('strong', null, d.component), ': RFC 3986 ', value(d.rfc3986), ', WHATWG ', value(d.whatwg));
      list.append(item);
    }
  }

  function value(v) {
    return v === null ? el('em', null, 'none') : el('code', null, visible(v));
  }

  function renderCheck(check) {
    const verdict = $('verdict');
    const summary = $('verdict-summary');
    const findings = $('findings');
    const addresses = $('addresses');
    findings.replaceChildren();
    // Only when the lookup was asked for: the addresses the host resolved to, each with its class.
    addresses.hidden = !check.addresses;
    addresses.textContent = !check.addresses ? ''
      : check.addresses.length === 0 ? 'Addresses: none (a URL its text denies is not looked up; a name that does not resolve is denied)'
        : 'Addresses: ' + check.addresses.map((a) => a.address + ' (' + a.class + ')').join(', ');
    verdict.textContent = check.verdict || 'none';
    verdict.className = 'verdict v-' + (check.verdict || 'none');
    if (!check.verdict) {
      summary.textContent = 'The base is not an absolute URI: ' + check.message;
      return;
    }
    const host = check.host === null ? 'no host' : 'host ' + check.host + (check.addressClass ? ' (' + check.addressClass + ')' : '');
    summary.textContent = host + (check.target ? '; leads to ' + check.target : '');
    for (const f of check.findings) {
      const item = el('li');
      item.dataset.code = f.code;
      item.append(el('span', 'severity s-' + f.severity, f.severity), ' ', el('code', null, f.code),
        (f.index >= 0 ? ' at ' + f.index : '') + ': ' + f.message + ' ', el('span', 'section-ref', '(' + f.section + ')'));
      findings.append(item);
    }
    if (check.findings.length === 0) {
      findings.append(el('li', null, 'No findings.'));
    }
  }

  // ---- wiring -------------------------------------------------------------------------------------

  input.addEventListener('input', schedule);
  base.addEventListener('input', schedule);
  policy.addEventListener('change', update);
  showPasswords.addEventListener('change', update);
  resolve.addEventListener('change', update);
  window.addEventListener('hashchange', function () {
    if (location.hash !== fragment()) {
      readFragment();
      update();
    }
  });
  for (const button of document.querySelectorAll('button.example')) {
    button.addEventListener('click', function () {
      input.value = button.dataset.example;
      input.focus();
      update();
    });
  }
  readFragment();
  update();
}());
