import { confidenceBand } from '@offerteflow/contracts';

const TONE_CLASSES = {
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  red: 'bg-red-100 text-red-800',
} as const;

/** SPEC §5 Confidence bands: the band text and the percentage, coloured green, yellow or red. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const band = confidenceBand(confidence);
  return (
    <span
      data-testid="confidence-badge"
      data-tone={band.tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_CLASSES[band.tone]}`}
    >
      {band.label}
      <span aria-hidden="true">·</span>
      {Math.round(confidence * 100)}%
    </span>
  );
}
