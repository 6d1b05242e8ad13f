/** A file or fetched image as a data: URL (the quote-document preview embeds only data: URLs). */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Loads a stored logo from its public, cacheable URL. */
export async function fetchLogoDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`logo ${response.status}`);
  return readAsDataUrl(await response.blob());
}
