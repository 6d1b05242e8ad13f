import { readAsDataUrl } from '../../lib/read-as-data-url';

/** Loads a stored logo from its public, cacheable URL. */
export async function fetchLogoDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`logo ${response.status}`);
  return readAsDataUrl(await response.blob());
}
