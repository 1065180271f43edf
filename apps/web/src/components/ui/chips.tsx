import { ChoiceGroup, type ChoiceGroupBasics } from './radio-choice';

interface ChipOption<V extends string> {
  value: V;
  label: string;
  /** The label's direction: left to right by default (network names, codes). */
  dir?: 'ltr' | 'rtl';
}

/** A radio group drawn as chips that wrap (networks). */
export function Chips<V extends string>(
  group: ChoiceGroupBasics<V, ChipOption<V>> & { name: string },
) {
  return (
    <ChoiceGroup
      {...group}
      className="flex flex-col gap-1.5"
      rowClassName="flex flex-wrap gap-2"
      choiceClassName="flex h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors duration-(--motion-fast) desk:h-9"
      look={(_, checked) =>
        checked
          ? 'border-accent bg-accent-soft text-accent-text'
          : 'border-line bg-field text-fg-muted hover:border-line-strong hover:text-fg'
      }
    >
      {(option) => <span dir={option.dir ?? 'ltr'}>{option.label}</span>}
    </ChoiceGroup>
  );
}
