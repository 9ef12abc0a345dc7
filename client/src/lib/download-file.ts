import { apiRequest } from '@/lib/api-request';

/**
 * Fetches a file from the API (with the session cookie, so a 403 or a lost session shows as an
 * error instead of a broken file) and hands it to the browser as a download, named by `nameOf`
 * from the answer's Content-Disposition. Answers the name it was saved under.
 */
export async function downloadFile(
  url: string,
  nameOf: (contentDisposition: string | null) => string,
): Promise<string> {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const name = nameOf(res.headers.get('Content-Disposition'));
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
  return name;
}
