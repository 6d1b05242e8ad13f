/** A short id the user can quote to support, e.g. 'ERR-LX3K9-7QF2'. */
export function createErrorId(): string {
  const time = Date.now().toString(36).toUpperCase();
  const random = Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, '0');
  return `ERR-${time}-${random}`;
}

export const SUPPORT_EMAIL = 'support@offerteflow.nl';

/** mailto link whose subject and body carry the error id, page and message. */
export function reportMailto(errorId: string, error?: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const subject = `Probleem melden (${errorId})`;
  const lines = [
    `Foutcode: ${errorId}`,
    `Pagina: ${typeof window !== 'undefined' ? window.location.href : ''}`,
    `Tijdstip: ${new Date().toISOString()}`,
  ];
  if (message) lines.push(`Melding: ${message}`);
  lines.push('', 'Wat deed u toen het probleem optrad?', '');
  const body = lines.join('\n');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
