/** Recognises the user's own company (name, e-mail, domain, phone) so it is never taken for the customer. */
import type { QuoteContext } from '../../../ai-provider';
import { normalizePhone } from '../customer/phone';
import { GENERIC_MAIL_DOMAINS } from '../lexicon/mail';
import { alternation } from '../lexicon/pattern';
import { LEGAL_FORMS } from '../lexicon/people';
import { fold, words } from '../text/fold';

const GENERIC = new Set(GENERIC_MAIL_DOMAINS);
const LEGAL = new RegExp(`(?<![\\p{L}])${alternation(LEGAL_FORMS)}(?![\\p{L}])`, 'giu');

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
        .replace(LEGAL, ' ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    : '';
  const significant = words(nameCore).filter((w) => w.length >= 4);
  const email = own?.email ? own.email.toLowerCase() : '';
  const domain = email.split('@')[1] ?? '';
  const ownDomain = domain && !GENERIC.has(domain) ? domain : '';
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
