import { ImageIcon, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@swx/ui';
import { FieldMessages, describedBy, fieldWrapper } from '../../../components/ui/field';
import { useFormat } from '../../../i18n/format';
import { cx } from '../../../lib/cx';
import { PROOF_ACCEPT, canPreview } from '../../../lib/validation';
import { megabytes } from '../../../lib/file-size';

/** A chosen photo and its thumbnail (null while it is read, or when it cannot be shown). */
export interface ChosenPhoto {
  file: File;
  preview: string | null;
}

/** Reads an image as a data URL, for a thumbnail (the CSP allows data: images, not blob:). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file could not be read'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface PhotoPickerProps {
  label: string;
  hint: string;
  photo: ChosenPhoto | null;
  error?: string;
  onChoose(file: File): void;
  onRemove(): void;
  /** The file input (the form focuses it when the photo is missing). */
  ref?: RefCallback<HTMLInputElement>;
  testId: string;
}

/**
 * One photo of the application: a thumbnail of the chosen image (or its name, for JPEG 2000),
 * its size, and buttons to choose, replace and remove it. The file input itself is the control
 * that takes the focus and carries the label, state and message; the visible button is its
 * label, ringed while the input has the keyboard focus.
 */
export function PhotoPicker({
  label,
  hint,
  photo,
  error,
  onChoose,
  onRemove,
  ref,
  testId,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const labelId = `${id}-label`;
  const ids = { errorId: `${id}-error`, hintId: `${id}-hint` };
  const messages = { ...ids, error, hint };
  const file = photo?.file ?? null;

  function remove() {
    onRemove();
    // The same file can then be chosen again (an unchanged value fires no change event).
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  }

  return (
    <div className={fieldWrapper()}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div
        className={cx(
          'flex aspect-[3/2] items-center justify-center overflow-hidden rounded-lg border bg-field',
          error ? 'border-danger' : 'border-line',
          !file && 'border-dashed',
        )}
      >
        {photo?.preview ? (
          <img
            src={photo.preview}
            alt={t('kyc.photos.preview', { photo: label })}
            className="size-full object-contain"
            data-testid={`${testId}-preview`}
          />
        ) : (
          <div className="flex flex-col items-center gap-1.5 px-3 text-center text-fg-muted">
            <ImageIcon aria-hidden="true" className="size-6" />
            {!file && <span className="text-xs">{t('kyc.photos.empty')}</span>}
            {file && !canPreview(file) && (
              <span className="text-xs">{t('kyc.photos.noPreview')}</span>
            )}
          </div>
        )}
      </div>
      {file && (
        <p className="flex justify-between gap-3 text-xs text-fg-muted">
          <span dir="auto" className="min-w-0 truncate">
            {file.name}
          </span>
          <span className="shrink-0 tabular-nums">
            {t('kyc.photos.size', { size: megabytes(file.size, format.locale) })}
          </span>
        </p>
      )}
      <div className="flex gap-2">
        <input
          ref={(element) => {
            input.current = element;
            ref?.(element);
          }}
          id={id}
          type="file"
          accept={PROOF_ACCEPT}
          className="peer sr-only"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, messages)}
          onChange={(event) => {
            // Cancelling the file dialog keeps the photo already chosen.
            const chosen = event.target.files?.[0];
            if (chosen) onChoose(chosen);
          }}
          data-testid={testId}
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cx(
            buttonClasses({ variant: 'secondary' }),
            'min-w-0 flex-1 cursor-pointer',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
          )}
        >
          {file ? (
            <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span className="truncate">
            {file ? t('kyc.photos.replace') : t('kyc.photos.choose')}
          </span>
        </label>
        {file && (
          <Button
            variant="ghost"
            onClick={remove}
            aria-describedby={labelId}
            data-testid={`${testId}-remove`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('kyc.photos.remove')}
          </Button>
        )}
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
