import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { CompanyExport } from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button, buttonClasses } from '../../components/Button';
import { InlineError } from '../../components/ErrorBox';
import { QueryState } from '../../components/QueryState';
import { SettingsCard } from '../../components/SettingsCard';
import { errorMessage } from '../../lib/api-error';
import { companyExportKeys, companyExportQueries, isBusy, useCompanyExportApi } from './api';

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** 'Alle gegevens exporteren' (Instellingen → Bedrijf): start, progress, download link, errors. */
export function CompanyExportCard() {
  const api = useCompanyExportApi();
  const queryClient = useQueryClient();
  const query = useQuery(companyExportQueries.latest(api));
  const start = useMutation({
    mutationFn: () => api.start(),
    onSuccess: (started) => queryClient.setQueryData(companyExportKeys.latest, started),
  });
  return (
    <SettingsCard
      title="Alle gegevens exporteren"
      description="Download één ZIP-bestand met al uw offertes (als JSON en als PDF), klanten, producten, voorwaarden en templates met hun logo's. Grote bedrijven: het maken kan enkele minuten duren; u kunt deze pagina intussen verlaten."
    >
      <QueryState query={query} failed="Fout bij laden van de export">
        {(latest) => (
          <div className="space-y-4">
            <ExportState latest={latest} />
            <InlineError
              message={start.isError ? errorMessage(start.error, 'De export kon niet worden gestart.') : null}
            />
            {!isBusy(latest) && (
              <Button
                variant={latest?.status === 'completed' ? 'secondary' : 'primary'}
                loading={start.isPending}
                disabled={start.isPending}
                onClick={() => start.mutate()}
              >
                {latest?.status === 'completed'
                  ? 'Nieuwe export maken'
                  : latest?.status === 'failed'
                    ? 'Opnieuw proberen'
                    : 'Alle gegevens exporteren'}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </SettingsCard>
  );
}

function ExportState({ latest }: { latest: CompanyExport | null }) {
  if (!latest) return <p className="text-sm text-slate-600">U heeft nog geen export gemaakt.</p>;
  if (isBusy(latest)) {
    const { done, total } = latest.progress;
    const percent = total ? Math.round((done / total) * 100) : 0;
    return (
      <div className="space-y-2" aria-live="polite">
        <p className="text-sm text-slate-700">
          Export wordt gemaakt{total ? `: ${done} van ${total} onderdelen` : '...'}
        </p>
        <div
          role="progressbar"
          aria-label="Voortgang van de export"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full bg-brand transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
    );
  }
  if (latest.status === 'failed') return <InlineError message={latest.error ?? 'De export is mislukt.'} />;
  const noQuotes = latest.progress.total <= 1;
  return (
    <div className="space-y-2">
      <a
        href={latest.downloadUrl ?? undefined}
        download={latest.fileName ?? true}
        className={buttonClasses('primary', 'gap-2')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download export{latest.sizeBytes !== null ? ` (${megabytes(latest.sizeBytes)})` : ''}
      </a>
      <p className="text-sm text-slate-600">
        Gemaakt op {formatDateTime(latest.finishedAt ?? latest.createdAt)}; de link werkt tot{' '}
        {latest.expiresAt ? formatDateTime(latest.expiresAt) : '-'}.
        {noQuotes &&
          ' U heeft nog geen offertes: de export bevat uw klanten, producten, voorwaarden en templates.'}
      </p>
    </div>
  );
}
