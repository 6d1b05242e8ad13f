/** One message of a pasted text: a mail in a thread, a chat line group, or the whole phone note. */
export interface Author {
  name: string;
  email: string;
}

export interface Message {
  author: Author;
  /** The addressee from a 'Aan:' header, when shown. */
  to?: Author;
  /** Request text: the body without header, greeting-free signature and disclaimer. */
  body: string[];
  /** Lines after the closing ('Met vriendelijke groet'), where names, phones and addresses live. */
  signature: string[];
  /** 'mail' for an e-mail (possibly quoted), 'chat' for a chat message, 'note' for anything else. */
  kind: 'mail' | 'chat' | 'note';
  /** Written by the user's own company (a quoted reply, their chat lines). */
  own: boolean;
}
