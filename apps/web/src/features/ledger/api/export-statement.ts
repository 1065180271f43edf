import { Paths, type Book } from '@swx/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /user/exportStatement: every entry of one book (or both) as CSV, saved by the browser.
 * The call needs the bearer token, so it is fetched and handed over as a Blob, not linked.
 */
export async function downloadStatement(book: Book | undefined): Promise<string> {
  const file = await api.download(Paths.exportStatement, { query: { book } });
  const name = file.filename ?? `statement-${book ?? 'all'}.csv`;
  saveFile(file.blob, name);
  return name;
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
