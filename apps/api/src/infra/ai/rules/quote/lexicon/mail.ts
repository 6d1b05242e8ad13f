/** Lexicon: the words of e-mail and chat structure (quote headers, separators, closings, greetings). */

/** 'Op 3 mrt. 2025 om 10:12 schreef X:' starts with one of these and has one of the verbs. */
export const QUOTE_INTRO = ['op', 'on', 'am', 'le'];
export const WROTE_VERB = ['schreef', 'wrote', 'schrieb', 'a ecrit', 'a écrit'];
/** 'Op … heeft X het volgende geschreven:' (Outlook for Mac). */
export const WROTE_LONG = ['het volgende geschreven'];
// prettier-ignore
export const FORWARD_SEPARATOR = [
  'oorspronkelijk bericht', 'original message', 'doorgestuurd bericht', 'forwarded message',
  'begin doorgestuurd bericht', 'begin forwarded message', 'doorgestuurde e-mail'
];
export const HEADER_FROM = ['van', 'from', 'afzender'];
export const HEADER_TO = ['aan', 'to'];
// prettier-ignore
export const HEADER_OTHER = [
  'verzonden', 'sent', 'datum', 'date', 'cc', 'bcc', 'onderwerp', 'subject', 'betreft', 'beantwoorden aan',
  'reply-to'
];
// prettier-ignore
export const CLOSING = [
  'best', 'many thanks', 'thank you', 'thanks a lot', 'warm regards', 'kind regards', 'all the best', 'vriendelijke groetjes', 'groetjes van', 'liefs van',
  'm.vr.gr', 'm.vr.gr.', 'mvrgr', 'vr.gr', 'vr.gr.', 'vrgr', 'vriendelijke gr', 'met vriendelijke gr', 'gr.', 'liefs', 'groetjes en tot', 'hartelijke groeten', 'mvg.',
  'met vriendelijke groet', 'met vriendelijke groeten', 'vriendelijke groet', 'vriendelijke groeten',
  'met hartelijke groet', 'hartelijke groet', 'hartelijke groeten', 'met zonnige groet', 'zonnige groet',
  'sportieve groet', 'warme groet', 'beste groet', 'beste groeten', 'fijne groet', 'collegiale groet',
  'groet', 'groeten', 'groetjes', 'mvg', 'm.v.g', 'm.v.g.', 'gr', 'gr.', 'grt', 'grtz', 'kind regards',
  'best regards', 'regards', 'cheers', 'thanks', 'thx', 'tnx', 'alvast bedankt', 'bedankt', 'dank',
  'dank je', 'dank je wel', 'dank u', 'dank u wel', 'dankjewel', 'alvast dank', 'bij voorbaat dank',
  'hartelijk dank', 'hoogachtend', 'tot ziens', 'tot snel', 'tot horens'
];
/** Closings that may end a one-line message after a sentence ('… deze week nog? Mvg, Ellen'). */
// prettier-ignore
export const INLINE_CLOSING = [
  'alvast bedankt', 'bedankt', 'dank je', 'dank u', 'groetjes', 'liefs', 'grt', 'mvg.',
  'mvg', 'm.v.g', 'met vriendelijke groet', 'met vriendelijke groeten', 'vriendelijke groet',
  'vriendelijke groeten', 'groet', 'groeten', 'groetjes', 'gr'
];
// prettier-ignore
export const DISCLAIMER_START = [
  'disclaimer', 'dit bericht is', 'dit bericht kan', 'dit e-mailbericht is', 'dit e-mailbericht kan',
  'dit emailbericht is', 'deze e-mail is', 'deze e-mail kan', 'de informatie in', 'de informatie verzonden',
  'this e-mail', 'this email', 'this message', 'denk aan het milieu', 'verzonden vanaf mijn',
  'verzonden met', 'verzonden via', 'verstuurd vanaf mijn', 'sent from my', 'get outlook',
  'aan dit bericht kunnen geen', 'aan deze e-mail kunnen geen', 'please consider', 'bekijk onze privacy'
];
// prettier-ignore
export const GREETING = [
  'hoi', 'hoii', 'hai', 'hallo', 'hey', 'hee', 'beste', 'geachte', 'goedemorgen', 'goede morgen',
  'goedemiddag', 'goede middag', 'goedenavond', 'goede avond', 'goedendag', 'goedenmiddag', 'goedenmorgen',
  'dag', 'morgen', 'middag', 'hi', 'hello', 'dear', 'lieve', 'ha', 'yo'
];
/** Greetings that stand alone before a name, not addressed terms like 'Beste meneer X'. */
export const GREETING_TITLE = ['heer', 'mevrouw', 'meneer', 'de', 'van', 'familie', 'fam', 'team'];
/** Mail providers whose domain says nothing about who a sender is. */
// prettier-ignore
export const GENERIC_MAIL_DOMAINS = [
  'gmail.com', 'hotmail.com', 'hotmail.nl', 'outlook.com', 'outlook.nl', 'live.nl', 'live.com', 'yahoo.com',
  'yahoo.nl', 'icloud.com', 'me.com', 'kpnmail.nl', 'ziggo.nl', 'planet.nl', 'home.nl', 'xs4all.nl',
  'msn.com', 'hetnet.nl', 'casema.nl', 'upcmail.nl', 'telfort.nl', 'protonmail.com', 'proton.me',
  'chello.nl', 'tele2.nl', 'online.nl'
];
/** Senders in a chat export that are the user (the exporting phone). */
export const CHAT_SELF = ['ik', 'jij', 'me', 'mij', 'you', 'zelf'];
/** Automated senders never taken as the customer's address. */
export const NO_REPLY = ['noreply', 'no-reply', 'mailer-daemon', 'donotreply', 'do-not-reply'];
/** 'Op … heeft X het volgende geschreven:': the verb before the name. */
export const WROTE_LONG_VERB = ['heeft'];
/** Chat phrases of the business side (offering, planning, pricing). */
// prettier-ignore
export const SUPPLIER_PHRASES = [
  'ik stuur je een offerte', 'ik stuur u een offerte', 'ik stuur je de offerte', 'ik stuur u de offerte',
  'offerte volgt', 'offerte komt', 'kom ik', 'ik kan je', 'ik kan u', 'wij kunnen', 'we kunnen',
  'mijn tarief', 'ons tarief', 'ik reken', 'wij rekenen', 'we rekenen', 'ik kom even', 'ik kom langs',
  'ik kom kijken', 'dat kan ik', 'dat kan zeker', 'dat kunnen we', 'prima, ik', 'excl. btw', 'exclusief btw',
  'kost bij ons', 'tot donderdag', 'ik plan', 'we plannen', 'ik zet je', 'ik noteer',
  'bedankt voor je aanvraag', 'bedankt voor uw aanvraag', 'wat is het adres'
];
// prettier-ignore
export const CUSTOMER_PHRASES = [
  'kunnen jullie', 'kun je', 'kunt u', 'zouden jullie', 'zou je', 'zou u', 'ik wil', 'we willen',
  'wij willen', 'graag', 'wat kost', 'offerte', 'ons adres', 'mijn adres'
];
/** English month names of mail headers ('Sent: Monday, March 2, 2026'), beside the Dutch ones. */
// prettier-ignore
export const ENGLISH_MONTHS = [
  'january', 'february', 'march', 'mar', 'may', 'june', 'july', 'august', 'october', 'oct'
];
/** Header lines that give the moment a mail was sent. */
export const HEADER_DATE = ['verzonden', 'sent', 'datum', 'date', 'verstuurd'];
