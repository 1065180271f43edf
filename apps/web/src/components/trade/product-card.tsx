import type { ReactNode } from 'react';
import { Card } from '../ui/card';

/**
 * A product on sale (a smart plan, a loan) as a card: its name and description in the language
 * they were found in, then the caller's figures and action (`children`, the action last).
 */
export function ProductCard({
  testId,
  code,
  name,
  description,
  lang,
  children,
}: {
  testId: string;
  code: string;
  name: string;
  description: string;
  lang: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid={testId} data-code={code}>
      <div className="flex flex-col gap-1">
        <h2 className="text-md font-semibold text-fg" lang={lang}>
          {name}
        </h2>
        <p className="text-sm text-fg-muted" lang={lang}>
          {description}
        </p>
      </div>
      {children}
    </Card>
  );
}
