import type { Language } from '@swx/contract';
import { useState } from 'react';
import { Tabs } from '../../components/tabs';
import { FaqPanel } from './faq-panel';
import { NoticesPanel } from './notices-panel';
import { PagesPanel } from './pages-panel';
import { LanguagePicker } from './text-editor';

type Section = 'pages' | 'faq' | 'notices';

const SECTIONS: readonly (readonly [Section, string])[] = [
  ['pages', 'Pages'],
  ['faq', 'FAQ'],
  ['notices', 'Notices'],
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
      <Tabs label="Content sections" tabs={SECTIONS} value={section} onChange={setSection} fill>
        <Panel key={language} language={language} />
      </Tabs>
    </div>
  );
}

export default ContentPage;
