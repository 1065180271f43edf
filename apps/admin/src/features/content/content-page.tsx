import type { Language } from '@swx/contract';
import { useState } from 'react';
import { Tabs, type TabItem } from '../configuration/ui';
import { FaqPanel } from './faq-panel';
import { NoticesPanel } from './notices-panel';
import { PagesPanel } from './pages-panel';
import { LanguagePicker } from './text-editor';

type Section = 'pages' | 'faq' | 'notices';

const SECTIONS: readonly TabItem<Section>[] = [
  { key: 'pages', label: 'Pages' },
  { key: 'faq', label: 'FAQ' },
  { key: 'notices', label: 'Notices' },
];

const PANELS: Record<Section, (props: { language: Language }) => React.JSX.Element> = {
  pages: PagesPanel,
  faq: FaqPanel,
  notices: NoticesPanel,
};

/** Content pages, FAQ questions and notices, with their texts in each language. */
export function ContentPage() {
  const [section, setSection] = useState<Section>('pages');
  const [language, setLanguage] = useState<Language>('en');
  const Panel = PANELS[section];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Content</h1>
        <LanguagePicker label="List language" value={language} onChange={setLanguage} />
      </div>
      <Tabs label="Content sections" tabs={SECTIONS} active={section} onChange={setSection}>
        <Panel key={language} language={language} />
      </Tabs>
    </div>
  );
}

export default ContentPage;
