import { attachment } from './file-response';

describe('attachment', () => {
  it('names a plain ASCII file as it is', () => {
    expect(attachment('Offerte-OFF-2026-0001.pdf')).toBe('attachment; filename="Offerte-OFF-2026-0001.pdf"');
  });

  it('keeps the header valid for other names and carries the exact name in filename*', () => {
    expect(attachment('Offerte "Müller" (1).pdf')).toBe(
      `attachment; filename="Offerte _M_ller_ (1).pdf"; filename*=UTF-8''Offerte%20%22M%C3%BCller%22%20%281%29.pdf`,
    );
    expect(attachment('prijs\\lijst.pdf')).toBe(
      `attachment; filename="prijs_lijst.pdf"; filename*=UTF-8''prijs%5Clijst.pdf`,
    );
  });
});
