/** Recognises the user's own company (name, e-mail, domain, phone) so it is never taken for the customer. */
import type { QuoteContext } from '../../ai-provider';
import { normalizePhone } from './phone';
import { fold, words } from './text';

const GENERIC_DOMAINS = new Set(
  'gmail.com hotmail.com hotmail.nl outlook.com outlook.nl live.nl live.com yahoo.com yahoo.nl icloud.com me.com kpnmail.nl ziggo.nl planet.nl home.nl xs4all.nl msn.com hetnet.nl casema.nl upcmail.nl telfort.nl protonmail.com proton.me'.split(
    ' ',
  ),
);
const LEGAL_FORMS = /\b(?:b\.?v\.?|v\.?o\.?f\.?|n\.?v\.?|holding|en zn|& zn|installatietechniek)\b/g;

export interface OwnCompany {
  /** True when `text` (a name, a signature line, an address header) names the own company. */
  names(text: string): boolean;
  isOwnEmail(email: string): boolean;
  isOwnPhone(phone: string): boolean;
  /** The part of `text` that is the company's name (for removing it), or ''. */
  nameIn(text: string): string;
}

export function ownCompanyMatcher(context: QuoteContext): OwnCompany {
  const own = context.ownCompany;
  const nameCore = own
    ? fold(own.name)
        .replace(LEGAL_FORMS, ' ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : '';
  const significant = words(nameCore).filter((w) => w.length >= 4);
  const email = own?.email ? own.email.toLowerCase() : '';
  const domain = email.split('@')[1] ?? '';
  const ownDomain = domain && !GENERIC_DOMAINS.has(domain) ? domain : '';
  const phone = own?.phone ? normalizePhone(own.phone) : null;
  return {
    names(text) {
      if (!nameCore) return false;
      const t = ` ${fold(text).replace(/[^a-z0-9@.]+/g, ' ')} `;
      if (t.includes(` ${nameCore} `)) return true;
      if (ownDomain && t.includes(`@${ownDomain}`)) return true;
      const hits = significant.filter((w) => t.includes(` ${w} `)).length;
      return significant.length >= 2 ? hits >= 2 : false;
    },
    isOwnEmail(e) {
      const lower = e.toLowerCase();
      return lower === email || (ownDomain !== '' && lower.endsWith(`@${ownDomain}`));
    },
    nameIn(text) {
      if (!own?.name) return '';
      const at = text.toLowerCase().indexOf(own.name.toLowerCase());
      return at >= 0 ? text.slice(at, at + own.name.length) : '';
    },
    isOwnPhone(p) {
      return phone !== null && normalizePhone(p) === phone;
    },
  };
}
