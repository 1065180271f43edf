import { Markdown as MarkdownToJsx, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { AnchorHTMLAttributes, HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../lib/cx';

/**
 * Content written by staff (pages, FAQ answers, notices) rendered from Markdown into React
 * elements: raw HTML is not parsed (it shows as text), so a body can never inject markup or
 * script, and the library's sanitizer drops `javascript:` and other unsafe URLs. Headings start
 * at h2 (the page has its h1). Links inside the site stay in the app; others open a new tab.
 */

function MarkdownLink({ href = '', children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const className =
    'font-medium text-accent-text underline decoration-accent-text/40 underline-offset-2 hover:decoration-accent-text';
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const styled =
  (Tag: 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol' | 'li' | 'blockquote' | 'hr', className: string) =>
  (props: HTMLAttributes<HTMLElement>) => <Tag {...props} className={className} />;

const overrides: MarkdownToJSX.Overrides = {
  h1: styled('h2', 'mt-8 mb-3 text-lg font-semibold text-fg first:mt-0'),
  h2: styled('h2', 'mt-8 mb-3 text-lg font-semibold text-fg first:mt-0'),
  h3: styled('h3', 'mt-6 mb-2 text-md font-semibold text-fg first:mt-0'),
  h4: styled('h4', 'mt-5 mb-2 font-semibold text-fg first:mt-0'),
  h5: styled('h4', 'mt-5 mb-2 font-semibold text-fg first:mt-0'),
  h6: styled('h4', 'mt-5 mb-2 font-semibold text-fg first:mt-0'),
  p: styled('p', 'my-3 leading-relaxed first:mt-0 last:mb-0'),
  ul: styled('ul', 'my-3 list-disc space-y-1.5 ps-5 marker:text-fg-subtle'),
  ol: styled('ol', 'my-3 list-decimal space-y-1.5 ps-5 marker:text-fg-subtle'),
  li: styled('li', 'ps-1 leading-relaxed'),
  blockquote: styled('blockquote', 'my-4 border-s-2 border-line-strong ps-4 text-fg-muted'),
  hr: styled('hr', 'my-6 border-line'),
  a: MarkdownLink,
  strong: { props: { className: 'font-semibold text-fg' } },
  code: { props: { className: 'rounded-sm bg-hover px-1 py-0.5 font-mono text-sm' } },
  table: {
    props: { className: 'my-4 w-full border-collapse text-sm' },
  },
  th: { props: { className: 'border-b border-line px-3 py-2 text-start font-semibold' } },
  td: { props: { className: 'border-b border-line px-3 py-2 align-top' } },
  img: () => null,
};

const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides,
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cx('text-base text-fg-muted', className)}>
      <MarkdownToJsx options={options}>{children}</MarkdownToJsx>
    </div>
  );
}
