// GET /ecapi/docs: the OpenAPI document as one self-contained HTML page (no script, no CDN: the
// server's CSP allows neither, and the reference must work offline). Operations are grouped by
// tag; each opens to its access, parameters, request body, reply and errors.
type Json = Record<string, unknown>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
const schemaBlock = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  method: string;
  path: string;
  tag: string;
  body: Json;
}

function operationsOf(document: Json): Operation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, body]) => ({
      method: method.toUpperCase(),
      path,
      tag: ((body.tags as string[] | undefined) ?? ['other'])[0] ?? 'other',
      body,
    })),
  );
}

function section(title: string, content: unknown): string {
  if (content === undefined || (Array.isArray(content) && content.length === 0)) return '';
  return `<h4>${escapeHtml(title)}</h4>${schemaBlock(content)}`;
}

function operationHtml({ method, path, body }: Operation): string {
  const security = (body.security as unknown[] | undefined)?.length ? 'access token' : 'open';
  const responses = (body.responses ?? {}) as Record<string, { description?: string; content?: Json }>;
  const errors = Object.entries(responses)
    .filter(([status]) => status !== '200')
    .map(([status, response]) => `<li>HTTP ${escapeHtml(status)}: ${escapeHtml(response.description ?? '')}</li>`)
    .join('');
  return `<details id="${escapeHtml(String(body.operationId ?? ''))}">
<summary><code class="m">${method}</code> <code>${escapeHtml(path)}</code> — ${escapeHtml(String(body.summary ?? ''))} <small>(${security})</small></summary>
${section('Parameters', body.parameters)}${section('Request body', (body.requestBody as Json | undefined)?.content)}${section('Reply (200)', responses['200']?.content)}
${errors ? `<h4>Errors</h4><ul>${errors}</ul>` : ''}
</details>`;
}

export function renderOpenApiPage(document: Json): string {
  const info = (document.info ?? {}) as { title?: string; description?: string };
  const operations = operationsOf(document);
  const tags = [...new Set(operations.map((operation) => operation.tag))];
  const groups = tags
    .map((tag) => {
      const inTag = operations.filter((operation) => operation.tag === tag);
      return `<section><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)} <small>(${inTag.length})</small></h2>${inTag.map(operationHtml).join('\n')}</section>`;
    })
    .join('\n');
  const index = tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title ?? 'API')}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem;color:#1a1b1e}
details{border:1px solid #dee2e6;border-radius:4px;margin:.3rem 0;padding:.3rem .6rem}
summary{cursor:pointer}pre{background:#f8f9fa;padding:.5rem;overflow:auto;font-size:.8rem}
code.m{display:inline-block;min-width:3.5rem;font-weight:bold}small{color:#666}
</style></head><body>
<h1>${escapeHtml(info.title ?? 'API')}</h1>
<p>${escapeHtml(info.description ?? '')}</p>
<p>${operations.length} operations · machine-readable: <a href="/ecapi/docs/openapi.json">openapi.json</a></p>
<nav>${index}</nav>
${groups}
</body></html>`;
}
