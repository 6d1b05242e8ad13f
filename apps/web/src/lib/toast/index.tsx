import { createToastStore, type ToastInput } from './toast-store';
import { Toaster as StoreToaster } from './Toaster';

export type { Toast, ToastInput, ToastVariant, ToastStore } from './toast-store';
export { createToastStore } from './toast-store';

/** The app-wide toast store. */
export const toastStore = createToastStore();

/** Show a toast; returns its id. Example: toast({ variant: 'success', title: 'Opgeslagen' }). */
export function toast(input: ToastInput): string {
  return toastStore.show(input);
}

export function dismissToast(id: string): void {
  toastStore.dismiss(id);
}

/** Hook form for components: const { toast, dismiss } = useToast(). */
export function useToast() {
  return { toast, dismiss: dismissToast };
}

/** The viewport for the app-wide store; mount once near the root. */
export function Toaster() {
  return <StoreToaster store={toastStore} />;
}
