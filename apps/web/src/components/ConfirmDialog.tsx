import { useId, useRef } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-error';
import { Dialog } from './Dialog';
import { Button } from './Button';
import { InlineError } from './ErrorBox';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Shown under the message when the action failed (e.g. the server's Dutch message). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before a destructive action; focus starts on 'Annuleren' so Enter never destroys. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuleren',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" labelledBy={titleId} onClose={onCancel} initialFocusRef={cancelRef}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <InlineError message={error} className="mt-3" />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

export interface MutationConfirmDialogProps<TVars, TResult>
  extends Omit<ConfirmDialogProps, 'busy' | 'error' | 'onConfirm'> {
  /** The mutation the confirmation runs (a react-query useMutation result). */
  mutation: UseMutationResult<TResult, unknown, TVars>;
  variables: TVars;
  /** Shown when the failure carries no Dutch message of the server. */
  failureMessage: string;
  /** After the mutation succeeded: close the dialog, show a toast, go elsewhere. */
  onSuccess: (result: TResult) => void;
}

/**
 * The one confirm-then-mutate dialog: busy while the mutation runs (and not cancellable then), the
 * server's Dutch message inline on failure so the user can try again, `onSuccess` once it is done.
 */
export function MutationConfirmDialog<TVars, TResult>({
  mutation,
  variables,
  failureMessage,
  onSuccess,
  onCancel,
  ...texts
}: MutationConfirmDialogProps<TVars, TResult>) {
  return (
    <ConfirmDialog
      {...texts}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, failureMessage) : null}
      onConfirm={() => mutation.mutate(variables, { onSuccess })}
      onCancel={() => {
        if (!mutation.isPending) onCancel();
      }}
    />
  );
}
