/** Formats amounts in notes the Dutch way: € 1.250,00. */
export function formatEuro(amount: number): string {
  return `€ ${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}
