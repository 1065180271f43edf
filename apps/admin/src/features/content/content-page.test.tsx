import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, serveTable, success } from '../../test/harness';
import { ContentPage } from './content-page';

const AT = '2026-02-01T10:00:00.000Z';

const DRAFT = {
  id: '5',
  slug: 'notice-5',
  pinned: false,
  status: 'draft',
  publishedAt: null,
  translations: [
    { language: 'en', title: 'Maintenance window', body: 'Down **Sunday**.', updatedAt: AT },
  ],
};

const PAGE = {
  id: '2',
  slug: 'terms',
  type: 2,
  sort: 0,
  published: true,
  translations: [
    { language: 'en', title: 'Terms', body: 'Read these terms.', updatedAt: AT },
    { language: 'de', title: 'Bedingungen', body: 'Lesen.', updatedAt: AT },
  ],
};

describe('content', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('publishes a draft notice through its publish path', async () => {
    const calls = serveTable({
      'GET /content?language=en&page=1&pageSize=20': () =>
        success({ items: [], total: 0, page: 1, pageSize: 20 }),
      'GET /notices?status=draft&language=en&page=1&pageSize=20': () =>
        success({ items: [DRAFT], total: 1, page: 1, pageSize: 20 }),
      'GET /notices/5': () => success(DRAFT),
      'POST /content/preview': () => success({ warnings: [] }),
      'POST /notices/5/publish': () =>
        success({ ...DRAFT, status: 'published', publishedAt: '2026-02-02T09:00:00.000Z' }),
    });
    renderAt(<ContentPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Notices' }));

    fireEvent.click(await screen.findByRole('button', { name: /Maintenance window/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Published: customers see it now.')).toBeTruthy();
    const changes = calls.filter((c) => c.method === 'POST' && c.path !== '/content/preview');
    expect(changes).toEqual([{ method: 'POST', path: '/notices/5/publish', body: undefined }]);
    // Now published, the same button takes it back to draft.
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('shows the server’s preview warnings above the rendered body', async () => {
    const calls = serveTable({
      'GET /content?language=en&page=1&pageSize=20': () =>
        success({
          items: [
            {
              id: '2',
              slug: 'terms',
              type: 2,
              published: true,
              language: 'en',
              title: 'Terms',
              updatedAt: AT,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      'GET /content/2': () => success(PAGE),
      'POST /content/preview': (body) =>
        success({
          warnings: (body as { body: string }).body.includes('<div>')
            ? ['raw HTML is not rendered and shows as text: <div>']
            : [],
        }),
    });
    renderAt(<ContentPage />);

    fireEvent.click(await screen.findByRole('button', { name: /Terms/ }));
    const body = await screen.findByLabelText('Body (Markdown)');
    expect((body as HTMLTextAreaElement).value).toBe('Read these terms.');

    fireEvent.change(body, { target: { value: '# Terms\n\n<div>boxed</div>' } });

    const preview = screen.getByRole('region', { name: 'Preview' });
    const warning = await within(preview).findByText(
      'raw HTML is not rendered and shows as text: <div>',
      {},
      { timeout: 3000 },
    );
    // Above the rendering, which shows the HTML as text and the heading from h2.
    const rendering = within(preview).getByTestId('markdown-preview');
    expect(
      warning.compareDocumentPosition(rendering) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(rendering).getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    expect(within(rendering).queryByText('boxed')).toBeNull();
    expect(rendering.textContent).toContain('<div>boxed</div>');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/content/preview').at(-1)?.body).toEqual({
        body: '# Terms\n\n<div>boxed</div>',
      }),
    );
  });

  it('pages through the FAQ and edits a question of the second page', async () => {
    const question = (n: number) => ({
      id: String(n),
      slug: `question-${n}`,
      category: 'account',
      sort: n,
      published: true,
      translations: [
        { language: 'en', question: `Question ${n}?`, answer: `Answer ${n}.`, updatedAt: AT },
      ],
    });
    const firstPage = Array.from({ length: 50 }, (_, i) => question(i + 1));
    const page = (items: unknown[], n: number) =>
      success({
        categories: [{ id: '1', slug: 'account' }],
        items,
        total: 51,
        page: n,
        pageSize: 50,
      });
    const calls = serveTable({
      'GET /content?language=en&page=1&pageSize=20': () =>
        success({ items: [], total: 0, page: 1, pageSize: 20 }),
      'GET /faq?language=en&page=1&pageSize=50': () => page(firstPage, 1),
      'GET /faq?language=en&page=2&pageSize=50': () => page([question(51)], 2),
      'GET /faq?page=2&pageSize=50': () => page([question(51)], 2),
      'POST /content/preview': () => success({ warnings: [] }),
    });
    renderAt(<ContentPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'FAQ' }));

    const list = await screen.findByRole('list', { name: 'FAQ questions' });
    expect(within(list).getAllByRole('button')).toHaveLength(50);
    // The back office's one pager, as under every paged table.
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(
      'Page 1 of 2 · 51 in all',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.click(await screen.findByRole('button', { name: /Question 51\?/ }));
    expect(await screen.findByRole('heading', { name: 'question-51' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /faq?page=2&pageSize=50');
  });
});
