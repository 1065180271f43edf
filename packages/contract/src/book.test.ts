import { describe, expect, it } from 'vitest';
import { bookOfStatus, realAccountHeaderOf, statusOfBook } from './book.js';
import { VIRTUAL_STATUS_DEMO, VIRTUAL_STATUS_REAL } from './constants.js';
import { BOOKS } from './book.js';

describe('the book vocabulary', () => {
  it('reads the book from a virtualStatus: 1 is demo, anything else real', () => {
    expect(bookOfStatus(VIRTUAL_STATUS_DEMO)).toBe('demo');
    expect(bookOfStatus(VIRTUAL_STATUS_REAL)).toBe('real');
    expect(bookOfStatus(2)).toBe('real');
  });

  it('writes the virtualStatus of a book, the inverse of bookOfStatus', () => {
    expect(statusOfBook('demo')).toBe(VIRTUAL_STATUS_DEMO);
    expect(statusOfBook('real')).toBe(VIRTUAL_STATUS_REAL);
    for (const book of BOOKS) expect(bookOfStatus(statusOfBook(book))).toBe(book);
  });

  it('says the X-Real-Account header of a book: NO for demo, YES for real', () => {
    expect(realAccountHeaderOf('demo')).toBe('NO');
    expect(realAccountHeaderOf('real')).toBe('YES');
  });
});
