/**
 * GET /api/templates/:id/logo/:hash: the logo bytes, public so that <img> can load them without a
 * token. The URL is a capability (random template id + content hash); the answer is immutable and
 * cached for a year (a new logo has a new hash), with an ETag for revalidation.
 */
import { Controller, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ifNoneMatchHits, notFound, Public, binary, Route } from '../../common';
import { logoHash } from './template.mapper';
import { TemplatesService } from './templates.service';

const DATA_URL = /^data:(image\/(?:png|jpeg|svg\+xml));base64,([A-Za-z0-9+/=]+)$/;

@Controller('templates')
export class TemplateLogoController {
  constructor(private readonly templates: TemplatesService) {}

  @Route.get(':id/logo/:hash', {
    summary: 'The template logo image (cacheable, public by content hash)',
    response: binary('image/*'),
    responses: { 304: null },
    etag: true,
  })
  @Public()
  async logo(
    @Param('id') id: string,
    @Param('hash') hash: string,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    const t = await this.templates.findLogo(id);
    const match = t?.logo ? DATA_URL.exec(t.logo) : null;
    if (!t?.logo || !match || logoHash(t.logo) !== hash) throw notFound();
    const etag = `"${hash}"`;
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    // An SVG opened directly must not run anything, even if the sanitiser missed something.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ifNoneMatchHits(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', match[1]!);
    res.status(200).end(Buffer.from(match[2]!, 'base64'));
  }
}
