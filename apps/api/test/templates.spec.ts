import {
  SERVER_MESSAGES,
  STANDARD_TEMPLATE_NAME,
  LOGO_MAX_BYTES,
  LOGO_MSG,
  TEMPLATE_MSG,
  templateListResponseSchema,
  templateResponseSchema,
  type AuthData,
  type Template,
} from '@offerteflow/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { binary } from './helpers/pdf';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp();
const asUser = authedClient(t);

const style = {
  primaryColor: '#FF0000',
  secondaryColor: '#00aa00',
  fontFamily: 'Georgia',
  logoPosition: 'right',
  showCompanyDetails: false,
  showPaymentTerms: true,
  customFooter: '  Bedankt voor uw vertrouwen  ',
};

async function list(a: AuthData): Promise<Template[]> {
  const res = await asUser(a).get('/api/templates');
  expect(res.status).toBe(200);
  return templateListResponseSchema.parse(res.body).data;
}

async function create(a: AuthData, name: string): Promise<Template> {
  const res = await asUser(a).post('/api/templates', { name, ...style });
  expect(res.status).toBe(201);
  return templateResponseSchema.parse(res.body).data;
}

describe('templates API', () => {
  it('starts a new company with one default standard template', async () => {
    const a = await registerCompany(t.http());
    const templates = await list(a);
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      name: STANDARD_TEMPLATE_NAME,
      isDefault: true,
      type: 'standard',
      primaryColor: '#1e40af',
      fontFamily: 'Inter',
    });
    const stats = await asUser(a).get('/api/templates/stats');
    expect(stats.body).toEqual({ data: { totalTemplates: 1, aiGeneratedCount: 0, customCount: 0 } });
  });

  it('creates and edits a template, normalising colours and trimming text', async () => {
    const a = await registerCompany(t.http());
    const created = await create(a, '  Huisstijl  ');
    expect(created).toMatchObject({
      name: 'Huisstijl',
      isDefault: false,
      type: 'custom',
      primaryColor: '#ff0000',
      fontFamily: 'Georgia',
      logoPosition: 'right',
      showCompanyDetails: false,
      customFooter: 'Bedankt voor uw vertrouwen',
      logo: null,
    });
    const res = await asUser(a).put(`/api/templates/${created.id}`, {
      ...style,
      name: 'Nieuw',
      primaryColor: '#123456',
      fontFamily: 'Arial',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      name: 'Nieuw',
      primaryColor: '#123456',
      fontFamily: 'Arial',
    });
    expect((await list(a)).find((x) => x.id === created.id)?.primaryColor).toBe('#123456');
    const stats = await asUser(a).get('/api/templates/stats');
    expect(stats.body.data).toEqual({ totalTemplates: 2, aiGeneratedCount: 0, customCount: 1 });
  });

  it('rejects invalid input with Dutch field messages and keeps the template unchanged', async () => {
    const a = await registerCompany(t.http());
    const created = await create(a, 'Geldig');
    const res = await asUser(a).put(`/api/templates/${created.id}`, {
      name: ' ',
      primaryColor: 'red',
      fontFamily: 'Comic Sans',
      logoPosition: 'top',
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      name: [TEMPLATE_MSG.nameRequired],
      primaryColor: [TEMPLATE_MSG.colorInvalid],
      fontFamily: [TEMPLATE_MSG.fontInvalid],
      logoPosition: [TEMPLATE_MSG.logoPositionInvalid],
    });
    expect((await list(a)).find((x) => x.id === created.id)?.name).toBe('Geldig');
  });

  it('sets another template as default and keeps exactly one default', async () => {
    const a = await registerCompany(t.http());
    const [standard] = await list(a);
    const other = await create(a, 'Tweede');
    const res = await asUser(a).post(`/api/templates/${other.id}/set-default`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: other.id, isDefault: true });
    const after = await list(a);
    expect(after.filter((x) => x.isDefault).map((x) => x.id)).toEqual([other.id]);
    expect(after.find((x) => x.id === standard!.id)?.isDefault).toBe(false);
    // Setting the default again is a no-op that still succeeds.
    const again = await asUser(a).post(`/api/templates/${other.id}/set-default`);
    expect(again.status).toBe(200);
  });

  it('is atomic under parallel set-default calls: all succeed, exactly one default remains', async () => {
    const a = await registerCompany(t.http());
    const ids = [(await list(a))[0]!.id];
    for (const name of ['A', 'B', 'C']) ids.push((await create(a, name)).id);
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        [ids[1]!, ids[2]!, ids[3]!, ids[0]!].map((id) => asUser(a).post(`/api/templates/${id}/set-default`)),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const defaults = (await list(a)).filter((x) => x.isDefault);
      expect(defaults).toHaveLength(1);
    }
  });

  it('enforces one default per company in the database itself', async () => {
    const a = await registerCompany(t.http());
    const other = await create(a, 'Tweede');
    const ds = t.app.get(DataSource);
    await expect(
      ds.query('UPDATE templates SET is_default = true WHERE id = $1', [other.id]),
    ).rejects.toThrow(/templates_one_default_per_company/);
  });

  it('refuses to delete the default template with 409 and deletes others', async () => {
    const a = await registerCompany(t.http());
    const [standard] = await list(a);
    const res = await asUser(a).delete(`/api/templates/${standard!.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'CONFLICT', message: TEMPLATE_MSG.defaultNotDeletable } });
    const other = await create(a, 'Weg ermee');
    const del = await asUser(a).delete(`/api/templates/${other.id}`);
    expect(del.status).toBe(204);
    expect((await list(a)).map((x) => x.id)).toEqual([standard!.id]);
    const gone = await asUser(a).delete(`/api/templates/${other.id}`);
    expect(gone.status).toBe(404);
  });

  it("duplicates with the name + ' (kopie)', the same style, not default", async () => {
    const a = await registerCompany(t.http());
    const original = await create(a, 'Origineel');
    const res = await asUser(a).post(`/api/templates/${original.id}/duplicate`, {});
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Origineel (kopie)',
      isDefault: false,
      type: 'custom',
      primaryColor: original.primaryColor,
      fontFamily: original.fontFamily,
      customFooter: original.customFooter,
    });
    expect(res.body.data.id).not.toBe(original.id);
    const named = await asUser(a).post(`/api/templates/${original.id}/duplicate`, { newName: 'Eigen naam' });
    expect(named.body.data.name).toBe('Eigen naam');
    // A name at the 100-character limit still gets a valid copy name.
    const long = await create(a, 'x'.repeat(100));
    const copy = await asUser(a).post(`/api/templates/${long.id}/duplicate`, {});
    expect(copy.status).toBe(201);
    expect(copy.body.data.name).toHaveLength(100);
    expect(copy.body.data.name.endsWith(' (kopie)')).toBe(true);
  });

  it("answers 404 for another company's template on every route", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const ofB = await create(b, 'Geheime huisstijl van B');
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: ofB.id,
      secrets: ['Geheime huisstijl van B'],
      requests: [
        { method: 'GET', path: (id) => `/api/templates/${id}` },
        { method: 'PUT', path: (id) => `/api/templates/${id}`, body: { name: 'Gekaapt', ...style } },
        { method: 'POST', path: (id) => `/api/templates/${id}/set-default` },
        { method: 'POST', path: (id) => `/api/templates/${id}/duplicate`, body: {} },
        { method: 'DELETE', path: (id) => `/api/templates/${id}` },
        { method: 'DELETE', path: (id) => `/api/templates/${id}/logo` },
      ],
    });
    const res = await asUser(a).post(`/api/templates/${ofB.id}/logo`).attach('logo', PNG, 'logo.png');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(SERVER_MESSAGES.notFound);
    // B's data is untouched and A's list does not show it.
    expect((await list(b)).find((x) => x.id === ofB.id)).toMatchObject({ name: 'Geheime huisstijl van B' });
    expect((await list(a)).some((x) => x.id === ofB.id)).toBe(false);
    const malformed = await asUser(a).post('/api/templates/geen-uuid/set-default');
    expect(malformed.status).toBe(404);
  });

  it('needs a logged-in user', async () => {
    const res = await t.http().get('/api/templates');
    expect(res.status).toBe(401);
  });
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('template logo upload', () => {
  let a: AuthData;
  let template: Template;
  beforeAll(async () => {
    a = await registerCompany(t.http());
    template = await create(a, 'Met logo');
  });

  const upload = (body: Buffer, name: string) =>
    asUser(a).post(`/api/templates/${template.id}/logo`).attach('logo', body, name);

  /** The logo bytes behind the URL the API returns (public, no token). */
  const fetchLogo = (url: string) => binary(t.http().get(url));

  it('stores a PNG, serves it by a cacheable URL and removes it again', async () => {
    const res = await upload(PNG, 'logo.png');
    expect(res.status).toBe(200);
    const url: string = res.body.data.logo;
    expect(url).toMatch(new RegExp(`^/api/templates/${template.id}/logo/[0-9a-f]{32}$`));
    const served = await fetchLogo(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((served.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    const again = await t
      .http()
      .get(url)
      .set('If-None-Match', served.headers.etag as string);
    expect(again.status).toBe(304);
    const removed = await asUser(a).delete(`/api/templates/${template.id}/logo`);
    expect(removed.body.data.logo).toBeNull();
  });

  it('recognises the type by content, not by the file name', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#1e40af' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'logo.png');
    expect((await fetchLogo(res.body.data.logo)).headers['content-type']).toBe('image/jpeg');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const bad = await upload(gif, 'logo.png');
    expect(bad.status).toBe(415);
    expect(bad.body.error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: LOGO_MSG.wrongType });
  });

  it('refuses files over the logo limit with a Dutch message and keeps the old logo', async () => {
    const before = (await upload(PNG, 'logo.png')).body.data.logo as string;
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const res = await upload(big, 'groot.png');
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: LOGO_MSG.tooLarge });
    expect((await list(a)).find((x) => x.id === template.id)?.logo).toBe(before);
  });

  it('answers 422 without a file', async () => {
    const res = await asUser(a).post(`/api/templates/${template.id}/logo`, {});
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ logo: [LOGO_MSG.required] });
  });

  it('sanitises an SVG: no scripts, handlers, styles sheets or outside references', async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert('x')</script>
  <style>@import url(http://127.0.0.1:9/evil.css);</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1e40af"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="steal()"/>
  <rect width="5" height="5" fill="url(http://127.0.0.1:9/x)"/>
  <rect width="4" height="4" style="fill: url('https://evil.example/a')"/>
  <image href="http://127.0.0.1:9/tracker.png" width="1" height="1"/>
  <a href="javascript:alert(1)"><circle r="2" fill="#64748b"/></a>
  <foreignObject><iframe src="http://127.0.0.1:9/"></iframe></foreignObject>
</svg>`;
    const res = await upload(Buffer.from(svg), 'logo.svg');
    expect(res.status).toBe(200);
    const served = await fetchLogo(res.body.data.logo);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const clean = (served.body as Buffer).toString('utf8');
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<circle');
    for (const bad of [
      'script',
      'onload',
      'onclick',
      'alert',
      '@import',
      '127.0.0.1',
      'evil',
      'javascript',
      'iframe',
      '<image',
      'foreignObject',
      '<style',
    ]) {
      expect(clean).not.toContain(bad);
    }
  });

  it('rejects a file that only pretends to be SVG', async () => {
    const res = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'logo.svg');
    expect(res.status).toBe(415);
  });
});
