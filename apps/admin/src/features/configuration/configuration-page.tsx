import { useState } from 'react';
import { ContractPanel } from './contract-panel';
import { InstrumentsPanel } from './instruments-panel';
import { OptionsPanel } from './options-panel';
import { ParametersPanel } from './parameters-panel';
import { Tabs } from '../../components/tabs';

type Section = 'parameters' | 'instruments' | 'options' | 'contracts';

const SECTIONS: readonly (readonly [Section, string])[] = [
  ['parameters', 'Parameters'],
  ['instruments', 'Instruments'],
  ['options', 'Options products'],
  ['contracts', 'Contract settings'],
];

const PANELS: Record<Section, () => React.JSX.Element> = {
  parameters: ParametersPanel,
  instruments: InstrumentsPanel,
  options: OptionsPanel,
  contracts: ContractPanel,
};

/** System parameters, the instruments' listing and schedule, and the trading products. */
export function ConfigurationPage() {
  const [section, setSection] = useState<Section>('parameters');
  const Panel = PANELS[section];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <h1 className="text-xl font-semibold">Configuration</h1>
      <Tabs
        label="Configuration sections"
        tabs={SECTIONS}
        value={section}
        onChange={setSection}
        fill
      >
        <Panel />
      </Tabs>
    </div>
  );
}

export default ConfigurationPage;
