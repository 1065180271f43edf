import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes, HTMLAttributes } from 'react';

/**
 * A body as the customer app shows it (apps/web features/content/components/markdown.tsx):
 * the same library and options, raw HTML not parsed (shown as text), images dropped, headings
 * from h2. Links open in a new tab here so the editor stays open.
 */

function PreviewLink({ href = '', children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-accent-text underline underline-offset-2"
    >
      {children}
    </a>
  );
}

type Block = 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol' | 'li' | 'blockquote' | 'hr';
const block = (Tag: Block, className: string) =>
  function Styled(props: HTMLAttributes<HTMLElement>) {
    return <Tag {...props} className={className} />;
  };

const heading2 = block('h2', 'mt-6 mb-2 text-lg font-semibold text-fg first:mt-0');
const heading4 = block('h4', 'mt-4 mb-2 font-semibold text-fg first:mt-0');

const PREVIEW_OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    h1: heading2,
    h2: heading2,
    h3: block('h3', 'mt-5 mb-2 text-md font-semibold text-fg first:mt-0'),
    h4: heading4,
    h5: heading4,
    h6: heading4,
    p: block('p', 'my-3 leading-relaxed first:mt-0 last:mb-0'),
    ul: block('ul', 'my-3 list-disc space-y-1 ps-5'),
    ol: block('ol', 'my-3 list-decimal space-y-1 ps-5'),
    li: block('li', 'ps-1 leading-relaxed'),
    blockquote: block('blockquote', 'my-4 border-s-2 border-line-strong ps-4'),
    hr: block('hr', 'my-6 border-line'),
    a: PreviewLink,
    strong: { props: { className: 'font-semibold text-fg' } },
    code: { props: { className: 'rounded-sm bg-hover px-1 py-0.5 font-mono text-sm' } },
    table: { props: { className: 'my-4 w-full border-collapse text-sm' } },
    th: { props: { className: 'border-b border-line px-3 py-2 text-start font-semibold' } },
    td: { props: { className: 'border-b border-line px-3 py-2 align-top' } },
    img: () => null,
  },
};

export function MarkdownPreview({ source }: { source: string }) {
  return (
    <div className="text-sm text-fg-muted" data-testid="markdown-preview">
      <Markdown options={PREVIEW_OPTIONS}>{source}</Markdown>
    </div>
  );
}
