import { bookOfStatus, type Book } from '@swx/contract';
import { useSession } from './session';

/**
 * The book the session acts on (the account mode the user chose): the one reading of
 * virtualStatus in the web app. The API client sends the same book as X-Real-Account.
 */
export function useBook(): Book {
  return bookOfStatus(useSession().virtualStatus);
}
