/** The rules text-to-quote customer names: phone-note headers, closings in running text, 'met …' introductions. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { findAddresses } from '../src/infra/ai/rules/quote/customer/address';
import { CLOSING_NAME, INTRO, callerOfNote, cleanName } from '../src/infra/ai/rules/quote/customer/names';

const context: QuoteContext = {
  products: [{ name: 'Koelwagen 2 meter', description: null, unitPrice: 135, unit: 'dag', category: null }],
  terms: [],
};

describe('customer names', () => {
  it('reads the caller from the header of a phone note', () => {
    expect(callerOfNote('Gebeld 9/3 - Lisa Kramer\n06-38475612')).toBe('Lisa Kramer');
    expect(callerOfNote('Belde ma 9/3 - Annelies Vos, activiteitenbegeleiding')).toBe('Annelies Vos');
    expect(callerOfNote('Offerte 9/3 - Lisa Kramer')).toBeNull();
  });

  it('reads the name after a closing at the end of a running text', () => {
    expect(CLOSING_NAME.exec('toch? Gr. Ruud Zwart 06-51627384')?.[1]).toBe('Ruud Zwart');
    expect(CLOSING_NAME.exec('een lift. Met vriendelijke groet, mevrouw G. van Dam-Hulst')?.[1]).toBe(
      'mevrouw G. van Dam-Hulst',
    );
    expect(CLOSING_NAME.exec('Dank u wel')).toBeNull();
  });

  it("takes 'met …' as an introduction only at the start or after a greeting", () => {
    expect(INTRO.exec('Hoi Dennis, met Joke van nr 12.')?.[1]).toBe('Joke');
    expect(INTRO.exec('Mijn telefoon synchroniseert niet meer met Outlook, kunt u kijken?')).toBeNull();
  });

  it('gives the name without the phone number signed after it', () => {
    const result = quoteFromTextByRules(
      'Hoi, ik heb een koelwagen van 2 meter nodig van vrijdag t/m zondag. Gr. Ruud Zwart 06-51627384',
      context,
    );
    expect(result.customer.name).toBe('Ruud Zwart');
    expect(result.customer.phone).toBe('06-51627384');
  });

  const nameOf = (lines: readonly string[], ctx: QuoteContext = context) =>
    quoteFromTextByRules(lines.join('\n'), ctx).customer.name;

  it('reads couples in brackets, a name before a group and hier, and joint titles in a phone-note header', () => {
    expect(
      nameOf(['Hallo! Wij (Lisa & Mohammed) trouwen op 22 augustus en willen graag een koelwagen huren.']),
    ).toBe('Lisa & Mohammed');
    expect(
      nameOf(['Goeiemorgen! Juf Anouk van groep 4 hier. Mogen we een koelwagen huren voor het schoolfeest?']),
    ).toBe('Juf Anouk');
    expect(callerOfNote('Telefoongesprek 3 maart - Hr. en mw. Bouwman\nwillen een dakkapel')).toBe(
      'Hr. en mw. Bouwman',
    );
  });

  it("takes the customer's answer to the own company's question for the name, and a name labelling contact details", () => {
    const own: QuoteContext = { ...context, ownCompany: { name: 'Koel & Co', email: null, phone: null } };
    expect(
      nameOf(
        [
          '[08-04-2025 16:20] Mama van Sem: Hoi! Kan ik zaterdag een koelwagen huren?',
          '[08-04-2025 16:34] Koel & Co: Hoi! Dat kan. Mag ik je naam?',
          '[08-04-2025 16:35] Mama van Sem: Jolanda Mertens. En graag bezorgen.',
        ],
        own,
      ),
    ).toBe('Jolanda Mertens');
    // In a note, completed from the header.
    expect(
      nameOf([
        'Telefoon 12/3 - bruiloft Sanne de Wit & Thijs Kramer',
        'Sanne: 06-28374650, sannedewit@gmail.com',
        '- koelwagen 2 meter, za 20 juni',
      ]),
    ).toBe('Sanne de Wit');
  });

  it("reads a street without a typical ending at a sentence's end, and a 'Postcode / plaats' field", () => {
    expect(findAddresses('Het gaat om Blokhoeve 14, 3438 LC Nieuwegein.').map((a) => a.address)).toEqual([
      'Blokhoeve 14, 3438 LC Nieuwegein',
    ]);
    const form = [
      'Naam: Kim van der Linden',
      'Adres: Goudsbloemstraat 31',
      'Postcode / plaats: 4102 HK Culemborg',
    ];
    expect(quoteFromTextByRules(form.join('\n'), context).customer.address).toBe(
      'Goudsbloemstraat 31, 4102 HK Culemborg',
    );
  });

  it('reads a name followed by its contact details, and a name with van and a word that is no company', () => {
    expect(
      nameOf([
        'Graag een koelwagen van 2 meter voor zaterdag.',
        '',
        'Daan Koster, Lindelaan 4 Zeist',
        '06 11 22 33 44',
      ]),
    ).toBe('Daan Koster');
    expect(
      nameOf(['Kan er zaterdag een koelwagen van 2 meter komen? Eva de Lange (buurvrouw), 06-12345678']),
    ).toBe('Eva de Lange');
    expect(nameOf(['Hallo, met Ruben van Dijk, ik wil graag een koelwagen van 2 meter huren.'])).toBe(
      'Ruben van Dijk',
    );
  });

  it("gives the company without the writer's job title, and keeps a title word that starts the company's name", () => {
    const signed = (title: string) =>
      nameOf([
        'Graag een koelwagen van 2 meter.',
        '',
        'Met vriendelijke groet,',
        'Karin Vos',
        title,
        '030-1234567',
      ]);
    expect(signed('Projectleider Vos Bouw')).toBe('Vos Bouw');
    expect(signed('secretaris VvE De Linde')).toBe('VvE De Linde');
    expect(signed('Office Park Zuid B.V.')).toBe('Office Park Zuid B.V.');
  });

  it('completes a street with the place after it without a comma or on the next line', () => {
    expect(findAddresses('Lindelaan 4 Zeist\n').map((a) => a.address)).toEqual(['Lindelaan 4, Zeist']);
    expect(findAddresses('Lindelaan 4\nZeist').map((a) => a.address)).toEqual(['Lindelaan 4, Zeist']);
    expect(findAddresses('Lindelaan 4 Graag snel.').map((a) => a.address)).toEqual(['Lindelaan 4']);
    const signed = ['Graag een koelwagen van 2 meter.', '', 'Groet, Daan', 'Lindelaan 4, Zeist'];
    const result = quoteFromTextByRules(signed.join('\n'), context);
    expect(result.customer.address).toBe('Lindelaan 4, Zeist');
    expect(result.customer.name).toBe('Daan');
  });
});

describe('what cannot be a name', () => {
  it('gives no field label, phone number or sentence as a name', () => {
    expect(cleanName('E-mail')).toBe('');
    expect(cleanName('06-41')).toBe('');
    expect(cleanName('Ze zitten op de Lorentzschool')).toBe('');
    expect(cleanName('VV Rigtersbleek wil ik graag')).toBe('');
    expect(cleanName('Bakkerij De Zoete Inval B.V.')).toBe('Bakkerij De Zoete Inval B.V.');
    expect(cleanName('Ingrid van der Zee (Hoorn)')).toBe('Ingrid van der Zee');
  });
});

describe('addresses without a street ending', () => {
  const found = (t: string) => findAddresses(t).map((a) => a.address);

  it('reads a street without a typical ending after a cue, with its place', () => {
    expect(found('de huurwoning Dokkumer Ee 7 in Leeuwarden (oplevering')).toEqual([
      'Dokkumer Ee 7, Leeuwarden',
    ]);
    expect(found('het complex aan de Weegje 2-24 in Gouda; de gevel')).toEqual(['Weegje 2-24, Gouda']);
    expect(found('boven onze bakkerij (Nieuwestad 88, Leeuwarden) graag')).toEqual([
      'Nieuwestad 88, Leeuwarden',
    ]);
  });

  it('reads no year before a place as a postcode or a house number', () => {
    expect(found('de braderie op de Veluwe 2027 in Ede')).toEqual([]);
    expect(found('Kerkstraat 1, 1234 ab Utrecht')).toEqual(['Kerkstraat 1, 1234 AB Utrecht']);
  });
});
