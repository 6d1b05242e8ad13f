/** One message of a pasted text: a mail in a thread, a chat message, or the whole note. */
export interface Author {
  name: string;
  email: string;
}

/** A line of the normalised text and where it starts in it. */
export interface Line {
  text: string;
  start: number;
}

export interface Message {
  author: Author;
  /** The addressee from an 'Aan:' header, when shown. */
  to?: Author;
  /** Request text: the body without header, signature and disclaimer. */
  body: Line[];
  /** Lines after the closing ('Met vriendelijke groet'), where names, phones and addresses live. */
  signature: Line[];
  /** 'mail' for an e-mail (possibly quoted), 'chat' for a chat message, 'note' for anything else. */
  kind: 'mail' | 'chat' | 'note';
  /** Written by the user's own company (a quoted reply, their chat lines). */
  own: boolean;
  /** 0 for the newest message, 1 for the one before it, … (messages come oldest first). */
  age: number;
  /** Part of a forwarded or quoted block. */
  quoted: boolean;
}

export const lineTexts = (lines: readonly Line[]): string[] => lines.map((l) => l.text);
