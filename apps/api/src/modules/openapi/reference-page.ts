/**
 * The readable reference at /api/docs: plain HTML rendered from the OpenAPI document on the server.
 * No script and no external resource, so it works offline and under the API's CSP (inline styles only).
 */
import { escapeHtml as esc } from '@offerteflow/quote-document';
import type { OpenApiDocument } from '../../common/openapi/document';
import type { JsonSchema } from '../../common/openapi/json-schema';

const json = (value: unknown) => `<pre>${esc(JSON.stringify(value, null, 2))}</pre>`;

/** Escaped text with `code` spans (the document's descriptions use Markdown backticks). */
const text = (s: unknown) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>');

const REF = '#/components/schemas/';

/** One line per schema: its type, format and limits ('string, uuid', 'integer ≥ 1', 'one of: a, b'). */
function typeLabel(s: JsonSchema): string {
  if (typeof s.$ref === 'string') {
    const name = s.$ref.slice(REF.length);
    return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  }
  if ('const' in s) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  if (Array.isArray(s.enum))
    return `one of: ${s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(', ')}`;
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeLabel).join(' | ');
  const parts: string[] = [esc(Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any'))];
  if (s.type === 'array' && s.items) parts[0] = `array of ${typeLabel(s.items as JsonSchema)}`;
  if (s.format) parts.push(esc(s.format));
  if (s.contentMediaType) parts.push(esc(s.contentMediaType));
  const limits: [string, string][] = [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
  ];
  for (const [key, label] of limits) if (typeof s[key] === 'number') parts.push(`${label} ${esc(s[key])}`);
  if ('default' in s) parts.push(`default <code>${esc(JSON.stringify(s.default))}</code>`);
  return parts.join(', ');
}

/** A schema as a nested list of its fields (required ones marked *), arrays and variants unfolded. */
function schemaTree(s: JsonSchema | undefined): string {
  if (!s) return '';
  if (s.type === 'array' && s.items) return schemaTree(s.items as JsonSchema);
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(schemaTree).join('');
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (!props) return '';
  const required = new Set((s.required as string[] | undefined) ?? []);
  const items = Object.entries(props).map(
    ([name, prop]) =>
      `<li><code>${esc(name)}</code>${required.has(name) ? '<span class="req" title="required">*</span>' : ''} ` +
      `<span class="t">${typeLabel(prop)}</span>${prop.description ? ` — ${text(prop.description)}` : ''}${schemaTree(prop)}</li>`,
  );
  return `<ul class="tree">${items.join('')}</ul>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
main{max-width:1040px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{margin:32px 0 8px;text-transform:capitalize;border-bottom:1px solid #d9dee4}
nav a{margin-right:12px}code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#fff;border:1px solid #d9dee4;padding:8px;overflow:auto;max-height:420px}
details.op{background:#fff;border:1px solid #d9dee4;border-radius:6px;margin:6px 0}
details.op>summary{cursor:pointer;padding:8px 12px;display:flex;gap:12px;align-items:baseline}
details.op>div{padding:0 12px 12px}
.m{font-weight:700;min-width:64px;text-transform:uppercase;font-family:ui-monospace,monospace}
.get{color:#116329}.post{color:#0550ae}.put,.patch{color:#8a4600}.delete{color:#a40e26}
.lock{color:#6b7785;font-size:12px}.req{color:#a40e26}.t{color:#52606d}
ul.tree{margin:2px 0;padding-left:20px}ul.tree li{margin:1px 0}table{border-collapse:collapse;width:100%}
td,th{text-align:left;border-bottom:1px solid #eef0f3;padding:4px 6px;vertical-align:top}
summary:focus-visible,a:focus-visible{outline:2px solid #0550ae;outline-offset:2px}`;

function parametersTable(parameters: JsonSchema[]): string {
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td>${typeLabel(p.schema as JsonSchema)}${p.description ? `<br>${text(p.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr>${rows}</table>`;
}

function contentBlock(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const schema = media.schema ?? {};
      const label = `<code>${esc(type)}</code> ${typeLabel(schema)}`;
      const tree = schemaTree(schema);
      return tree ? `<details><summary>${label}</summary>${tree}</details>` : `<div>${label}</div>`;
    })
    .join('');
}

function operationHtml(path: string, method: string, op: JsonSchema): string {
  const secured = Array.isArray(op.security) && op.security.length > 0;
  const parameters = (op.parameters as JsonSchema[] | undefined) ?? [];
  const body = op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const responses = Object.entries(op.responses as Record<string, JsonSchema>)
    .map(
      ([status, r]) =>
        `<tr><td><code>${esc(status)}</code></td><td>${text(r.description)}${contentBlock(
          r.content as Record<string, { schema?: JsonSchema }> | undefined,
        )}</td></tr>`,
    )
    .join('');
  return `<details class="op" id="${esc(op.operationId)}"><summary><span class="m ${esc(method)}">${esc(method)}</span>
<code>${esc(path)}</code><span>${esc(op.summary)}</span>${secured ? '<span class="lock">auth</span>' : ''}</summary><div>
${op.description ? `<p>${text(op.description)}</p>` : ''}
${parameters.length ? parametersTable(parameters) : ''}
${body ? `<h4>Request body</h4>${contentBlock(body.content)}` : ''}
<h4>Responses</h4><table>${responses}</table></div></details>`;
}

export function renderReference(doc: OpenApiDocument): string {
  const info = doc.info as { title: string; version: string; description?: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ['api'])[0]!;
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(path, method, op));
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()].sort();
  const components = doc.components as { schemas: Record<string, JsonSchema>; securitySchemes?: unknown };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(info.title)} reference</title>
<style>${STYLE}</style></head><body><main>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${text(info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).
Routes marked <span class="lock">auth</span> need <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<nav aria-label="Tags">${tags.map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join('')}<a href="#components">components</a></nav>
${tags.map((t) => `<section><h2 id="tag-${esc(t)}">${esc(t)}</h2>${byTag.get(t)!.join('\n')}</section>`).join('\n')}
<section><h2 id="components">Components</h2>
<details><summary>Security schemes</summary>${json(components.securitySchemes)}</details>
${Object.entries(components.schemas)
  .map(([name, schema]) => `<h3 id="schema-${esc(name)}">${esc(name)}</h3>${schemaTree(schema)}`)
  .join('')}</section>
</main></body></html>`;
}
