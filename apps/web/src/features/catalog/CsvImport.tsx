import { useRef, useState, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { CATALOG_IMPORT_MSG, DEFAULT_SERVER_MESSAGE } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useCatalogMutation } from './hooks';

/** Each refused line of a file ('Regel 4: Prijs moet een getal zijn'), else the server's message. */
function problemsOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.fields?.file?.length ? error.fields.file : [error.message];
  return [DEFAULT_SERVER_MESSAGE];
}

/**
 * 'Importeren (CSV)' on the Producten page: a file in the export's format (Naam, Omschrijving, Prijs
 * excl. BTW, Eenheid, BTW, Categorie) adds or updates products; a refused file lists its bad lines.
 * Returns the button (for the page header) and the problems (shown under it).
 */
export function useCsvImport(): { button: ReactNode; problems: ReactNode } {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const { toast } = useToast();
  const mutation = useCatalogMutation((api, file: File) => api.importCsv(file));
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProblems([]);
    mutation.mutate(file, {
      onSuccess: ({ created, updated }) =>
        toast({
          variant: 'success',
          title: 'Producten geïmporteerd',
          description: CATALOG_IMPORT_MSG.done(created, updated),
        }),
      onError: (error) => setProblems(problemsOf(error)),
    });
  };
  return {
    button: (
      <>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          loading={mutation.isPending}
          disabled={mutation.isPending}
        >
          <Upload aria-hidden="true" className="size-4" /> Importeren (CSV)
        </Button>
      </>
    ),
    problems:
      problems.length > 0 ? (
        <div role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Het bestand is niet geïmporteerd:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null,
  };
}
