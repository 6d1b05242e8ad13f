/** Logos cannot exhaust memory: pixel limits from the header, downscaled storage, strict SVG, no inline lists. */
import { crc32 } from 'node:zlib';
import { deflateSync } from 'node:zlib';
import { LOGO_MAX_BYTES, LOGO_MSG, type AuthData, type Template } from '@offerteflow/contracts';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { authedClient, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { binary } from './helpers/pdf';

jest.setTimeout(60_000);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A tiny PNG file whose header declares width × height pixels (the pixel data is not there). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(48_000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG padded with a text chunk to exactly `size` bytes. */
async function pngOfExactly(size: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1e40af' } })
    .png()
    .toBuffer();
  const iend = png.subarray(png.length - 12);
  const head = png.subarray(0, png.length - 12);
  const padding = size - png.length - 12;
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding - 8, 0x61)]);
  const out = Buffer.concat([head, chunk('tEXt', text), iend]);
  expect(out.length).toBe(size);
  return out;
}

describe('logo limits', () => {
  let t: TestApp;
  const asUser = authedClient(() => t);
  let a: AuthData;
  let template: Template;
  beforeAll(async () => {
    t = await createTestApp();
    a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/templates', { name: 'Logo' });
    template = res.body.data as Template;
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, name: string) =>
    asUser(a).post(`/api/templates/${template.id}/logo`).attach('logo', body, name);
  const fetchBytes = (url: string) => binary(t.http().get(url));

  it('refuses a small PNG that declares 20000 × 20000 pixels, fast and in Dutch', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    // CPU time of this process (the app runs in it), not wall time: a busy machine must not fail the
    // test, decoding 400 million pixels still does.
    const started = process.cpuUsage();
    const res = await upload(bomb, 'bom.png');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ logo: [LOGO_MSG.tooManyPixels] });
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(5_000);
  });

  it('applies the same pixel limit to an SVG logo: its width and height, or its viewBox', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="5" height="5"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50000 50000"><rect width="5" height="5"/></svg>',
      // 100 in: 7200 × 7200 pixels even at 72 dpi.
      '<svg xmlns="http://www.w3.org/2000/svg" width="100in" height="100in"><rect width="5" height="5"/></svg>',
    ];
    for (const svg of svgs) {
      const res = await upload(Buffer.from(svg), 'groot.svg');
      expect({ svg, status: res.status, fields: res.body.error?.fields }).toEqual({
        svg,
        status: 422,
        fields: { logo: [LOGO_MSG.tooManyPixels] },
      });
    }
    const fits = await upload(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>',
      ),
      'precies.svg',
    );
    expect(fits.status).toBe(200);
  });

  it('applies the same pixel limit to the company logo in the settings', async () => {
    const logo = `data:image/png;base64,${pngDeclaring(20_000, 20_000).toString('base64')}`;
    const res = await asUser(a).put('/api/settings/company', {
      name: 'Bedrijf Met Logo',
      email: 'info@voorbeeld.nl',
      logo,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ logo: [LOGO_MSG.tooManyPixels] });
  });

  it('stores a large logo downscaled to what the document needs', async () => {
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await upload(big, 'groot.png');
    expect(res.status).toBe(200);
    const served = await fetchBytes(res.body.data.logo);
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([800, 267]);
  });

  it('accepts a logo of exactly the limit (500 KB)', async () => {
    const res = await upload(await pngOfExactly(LOGO_MAX_BYTES), 'precies.png');
    expect(res.status).toBe(200);
  });

  it('one logo rule for templates and the company: PNG, JPEG or SVG up to 500 KB', async () => {
    const tooLarge = 'Het logo mag maximaal 500 KB groot zijn';
    const overTemplate = await upload(await pngOfExactly(500 * 1024 + 1), 'groot.png');
    expect(overTemplate.status).toBe(413);
    expect(overTemplate.body.error.message).toBe(tooLarge);
    const company = (logo: string) =>
      asUser(a).put('/api/settings/company', { name: 'Bedrijf Met Logo', email: 'info@voorbeeld.nl', logo });
    const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
    const overCompany = await company(dataUrl('image/png', await pngOfExactly(500 * 1024 + 1)));
    expect(overCompany.status).toBe(422);
    expect(overCompany.body.error.fields.logo).toEqual([
      'Het logo moet een PNG-, JPEG- of SVG-afbeelding van maximaal 500 KB zijn',
    ]);
    // An SVG company logo is taken, sanitised like a template's.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10" fill="#1e40af"/></svg>';
    const saved = await company(dataUrl('image/svg+xml', Buffer.from(svg)));
    expect(saved.status).toBe(200);
    const stored = Buffer.from(String(saved.body.data.logo).split(',')[1]!, 'base64').toString('utf8');
    expect(saved.body.data.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(stored).toContain('<rect');
    expect(stored).not.toContain('script');
  });

  it('drops image-set, -webkit-image-set, mask-image and escaped CSS, and stores well-formed XML', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1e40af"/></linearGradient></defs>
  <rect width="10" height="10" style="background-image: image-set('http://127.0.0.1:9/a.png' 1x)"/>
  <rect width="9" height="9" style="fill: -webkit-image-set('http://127.0.0.1:9/b.png' 1x)"/>
  <rect width="8" height="8" style="mask-image: linear-gradient(red, blue)"/>
  <rect width="7" height="7" style="fill: u\\72 l('http://127.0.0.1:9/c')"/>
  <rect width="6" height="6" style="fill: #0f766e"/>
  <circle r="2" fill="url(#g)"/>
</svg>`;
    const res = await upload(Buffer.from(svg), 'logo.svg');
    expect(res.status).toBe(200);
    const clean = ((await fetchBytes(res.body.data.logo)).body as Buffer).toString('utf8');
    for (const bad of ['image-set', 'mask-image', '127.0.0.1', '\\72']) expect(clean).not.toContain(bad);
    expect(clean).toContain('fill: #0f766e');
    expect(clean).toContain('fill="url(#g)"');
    const doc = new new JSDOM('').window.DOMParser().parseFromString(clean, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('svg');
  });

  it('lists templates without logo bytes inline', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    await upload(png, 'logo.png');
    const res = await asUser(a).get('/api/templates');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data:image');
    expect(res.text.length).toBeLessThan(5_000);
    const mine = (res.body.data as Template[]).find((x) => x.id === template.id)!;
    expect(mine.logo).toMatch(/^\/api\/templates\/[0-9a-f-]+\/logo\/[0-9a-f]{32}$/);
    // Another hash (an old or guessed URL) is not served.
    const wrong = await t.http().get(mine.logo!.replace(/[0-9a-f]{32}$/, '0'.repeat(32)));
    expect(wrong.status).toBe(404);
  });
});
