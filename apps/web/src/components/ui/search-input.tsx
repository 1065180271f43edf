import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchInputProps {
  /** The field's name for screen readers (the placeholder is an example, not a label). */
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  maxLength?: number;
  testId?: string;
}

/** A search field with its icon and, once something is typed, a clear button. */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  testId,
}: SearchInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-fg-subtle"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        data-testid={testId}
        className="h-12 w-full rounded-lg border border-line-strong bg-field ps-11 pe-11 text-md text-fg focus:border-accent focus:outline-none desk:text-base [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('common.clearSearch')}
          className="absolute end-1 top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-fg-muted hover:bg-hover"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
