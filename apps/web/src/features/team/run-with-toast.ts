import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';

/** Runs one action of the tab: a success toast when it worked, the server's Dutch message when not. */
export async function runWithToast(
  action: () => Promise<unknown>,
  done: { title: string; description?: string },
  failed: string,
): Promise<void> {
  try {
    await action();
    toast({ variant: 'success', ...done });
  } catch (error) {
    toast({ variant: 'error', title: failed, description: errorMessage(error, failed) });
  }
}
