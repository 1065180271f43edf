import { Code } from '@swx/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '@swx/ui';
import { Card, CardHeader } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFormat } from '../../../i18n/format';
import { errorMessage, translate } from '../../../lib/messages';
import { errorCode } from '../../../lib/api-client';
import { useOnceSend } from '../../../lib/use-once-send';
import { megabytes } from '../../../lib/file-size';
import { canPreview, proofProblem } from '../../../lib/validation';
import { useSubmitIdentification } from '../api/kyc';
import { countryOptions } from '../countries';
import {
  EMPTY_DRAFT,
  KYC_FIELDS,
  KYC_MAX_LENGTH,
  KYC_PHOTOS,
  birthdateRange,
  checkDraft,
  type FieldProblem,
  type KycDraft,
  type KycField,
  type KycPhoto,
} from '../validation';
import { PhotoPicker, readDataUrl, type ChosenPhoto } from './photo-picker';

type Field = KycField | KycPhoto;
type Photos = Record<KycPhoto, ChosenPhoto | null>;

/** The form's order: where the focus goes on a submit with errors. */
const ORDER: readonly Field[] = [...KYC_FIELDS, ...KYC_PHOTOS];
const NO_PHOTOS: Photos = { front: null, back: null, hand: null };
/** Refusals of a photo; the server does not say which one. */
const IMAGE_CODES: ReadonlySet<number> = new Set([
  Code.IMAGE_REQUIRED,
  Code.IMAGE_INVALID,
  Code.IMAGE_TOO_LARGE,
]);

const isPhoto = (field: Field): field is KycPhoto =>
  (KYC_PHOTOS as readonly string[]).includes(field);

/** The three files, when each is chosen and may be sent. */
function readyFiles(photos: Photos): Record<KycPhoto, File> | null {
  const files: Partial<Record<KycPhoto, File>> = {};
  for (const name of KYC_PHOTOS) {
    const file = photos[name]?.file;
    if (!file || proofProblem(file) !== null) return null;
    files[name] = file;
  }
  return files as Record<KycPhoto, File>;
}

/**
 * The application (spec: every field required): the applicant's details as on the document,
 * the document type and its three photos. Checked as the server checks it (the contract's
 * schema, an adult's real birth date, JPG/JPEG 2000/PNG of at most 5 MB), errors at their
 * field once it was left or the form submitted, the first one focused; sent once per attempt.
 */
export function KycForm({ resubmit, onSubmitted }: { resubmit: boolean; onSubmitted(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const submit = useSubmitIdentification();
  const [draft, setDraft] = useState<KycDraft>(EMPTY_DRAFT);
  const [photos, setPhotos] = useState<Photos>(NO_PHOTOS);
  const [touched, setTouched] = useState<ReadonlySet<KycField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  /** The server's refusal of the last attempt: at the photos, or above the button. */
  const [refused, setRefused] = useState<{ photos: boolean; text: string } | null>(null);
  // `submit.isPending` refuses a second submit; a refused application sent again keeps its key.
  const once = useOnceSend({ guard: false, keepKeyOnRefusal: true });
  const elements = useRef(new Map<Field, HTMLElement>());

  const now = new Date();
  const { problems, fields } = checkDraft(draft, now);
  const range = birthdateRange(now);

  function problemText(field: KycField, problem: FieldProblem): string {
    if (problem === 'underage') return t('kyc.form.errors.underage');
    if (problem === 'format') {
      if (field === 'birthdate') return t('kyc.form.errors.birthdateInvalid');
      if (field === 'phone') return t('kyc.form.errors.phoneFormat');
      if (field === 'firstName' || field === 'lastName' || field === 'address') {
        return t('kyc.form.errors.tooLong', { max: KYC_MAX_LENGTH[field] });
      }
    }
    return t(`kyc.form.errors.${field}`);
  }

  function errorOf(field: Field): string | undefined {
    if (isPhoto(field)) {
      const file = photos[field]?.file ?? null;
      const problem = proofProblem(file);
      // A file that cannot be sent is refused at once; a missing one on submit.
      if (!problem || (!file && !submitted)) return undefined;
      const size = file ? megabytes(file.size, format.locale) : '';
      return t(`kyc.photos.errors.${problem}`, { size });
    }
    const problem = problems[field];
    return problem && (submitted || touched.has(field)) ? problemText(field, problem) : undefined;
  }

  const bind = (field: Field) => (element: HTMLElement | null) => {
    if (element) elements.current.set(field, element);
  };

  function edit(field: KycField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (refused && !refused.photos) setRefused(null);
  }

  function leave(field: KycField) {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }

  function choosePhoto(name: KycPhoto, file: File | null) {
    setPhotos((current) => ({ ...current, [name]: file && { file, preview: null } }));
    if (refused?.photos) setRefused(null);
    if (!file || !canPreview(file) || proofProblem(file) !== null) return;
    readDataUrl(file).then(
      (url) =>
        setPhotos((current) =>
          current[name]?.file === file ? { ...current, [name]: { file, preview: url } } : current,
        ),
      // Unreadable here: no thumbnail, and the server judges the file.
      () => undefined,
    );
  }

  /** Props binding a text input or select to its field. */
  function control(field: KycField) {
    return {
      name: field,
      value: draft[field],
      error: errorOf(field),
      ref: bind(field),
      onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
      onBlur: () => leave(field),
      'data-testid': `kyc-${field}`,
    };
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    setSubmitted(true);
    const files = readyFiles(photos);
    const first = ORDER.find((field) =>
      isPhoto(field) ? proofProblem(photos[field]?.file) !== null : problems[field] !== undefined,
    );
    if (first || !fields || !files) {
      elements.current.get(first ?? 'front')?.focus();
      return;
    }
    const fingerprint = JSON.stringify([
      fields,
      KYC_PHOTOS.map((name) => [files[name].name, files[name].size, files[name].lastModified]),
    ]);
    setRefused(null);
    const failed = (error: Error) => {
      const code = errorCode(error);
      if (code === Code.VERIFICATION_STATUS_INCORRECT) {
        // Submitted meanwhile (another tab or device): the status is read again.
        toast.show(t('kyc.statusChanged'), 'info');
        return;
      }
      const atPhotos = IMAGE_CODES.has(code);
      setRefused({ photos: atPhotos, text: translate(t, errorMessage(error)) });
      if (atPhotos) elements.current.get('front')?.focus();
    };
    const application = { fields, photos: files };
    once.send(fingerprint, submit, (key) => ({ application, key }), {
      onSuccess: onSubmitted,
      onRefused: failed,
      onUnanswered: failed,
    });
  }

  const choose = t('kyc.form.choose');
  const photosHintId = 'kyc-photos-hint';
  const photosErrorId = 'kyc-photos-error';

  return (
    <Card aria-labelledby="kyc-form-title">
      <CardHeader
        id="kyc-form-title"
        title={resubmit ? t('kyc.form.titleAgain') : t('kyc.form.title')}
        description={t('kyc.form.description')}
      />
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="kyc-form-title"
        className="flex flex-col gap-6 px-5 py-5"
        data-testid="kyc-form"
      >
        <section aria-labelledby="kyc-details-title" className="flex flex-col gap-4">
          <h3 id="kyc-details-title" className="text-sm font-semibold text-fg">
            {t('kyc.form.detailsTitle')}
          </h3>
          <div className="grid gap-4 desk:grid-cols-2">
            <TextField
              label={t('kyc.form.firstName')}
              autoComplete="given-name"
              maxLength={KYC_MAX_LENGTH.firstName}
              {...control('firstName')}
            />
            <TextField
              label={t('kyc.form.lastName')}
              autoComplete="family-name"
              maxLength={KYC_MAX_LENGTH.lastName}
              {...control('lastName')}
            />
            <Select
              label={t('kyc.form.sex')}
              options={[
                { value: '', label: choose },
                { value: 'male', label: t('kyc.form.sexes.male') },
                { value: 'female', label: t('kyc.form.sexes.female') },
              ]}
              autoComplete="sex"
              {...control('sex')}
            />
            <TextField
              label={t('kyc.form.birthdate')}
              type="date"
              min={range.min}
              max={range.max}
              autoComplete="bday"
              hint={t('kyc.form.birthdateHint')}
              {...control('birthdate')}
            />
            <Select
              label={t('kyc.form.country')}
              options={[{ value: '', label: choose }, ...countryOptions(format.locale)]}
              autoComplete="country"
              {...control('country')}
            />
            <TextField
              label={t('kyc.form.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              className="tabular"
              hint={t('kyc.form.phoneHint')}
              {...control('phone')}
            />
            <TextField
              label={t('kyc.form.address')}
              autoComplete="street-address"
              maxLength={KYC_MAX_LENGTH.address}
              wrapperClassName="desk:col-span-2"
              {...control('address')}
            />
          </div>
        </section>

        <section
          aria-labelledby="kyc-document-title"
          className="flex flex-col gap-4 border-t border-line pt-5"
        >
          <h3 id="kyc-document-title" className="text-sm font-semibold text-fg">
            {t('kyc.form.documentTitle')}
          </h3>
          <Select
            label={t('kyc.form.documentType')}
            options={[
              { value: '', label: choose },
              { value: 'id_card', label: t('kyc.form.documents.id_card') },
              { value: 'driver_licence', label: t('kyc.form.documents.driver_licence') },
              { value: 'passport', label: t('kyc.form.documents.passport') },
            ]}
            wrapperClassName="desk:max-w-sm"
            {...control('documentType')}
          />
          <fieldset
            className="flex min-w-0 flex-col gap-3"
            aria-describedby={refused?.photos ? `${photosErrorId} ${photosHintId}` : photosHintId}
          >
            <legend className="text-sm font-medium text-fg">{t('kyc.photos.title')}</legend>
            <p id={photosHintId} className="-mt-1.5 text-sm text-fg-muted">
              {t('kyc.photos.hint')}
            </p>
            {refused?.photos && (
              <Alert tone="error" testId="kyc-photos-error">
                <span id={photosErrorId}>{refused.text}</span>
              </Alert>
            )}
            <div className="grid gap-5 desk:grid-cols-3 desk:gap-4">
              {KYC_PHOTOS.map((name) => (
                <PhotoPicker
                  key={name}
                  label={t(`kyc.photos.${name}.label`)}
                  hint={t(`kyc.photos.${name}.hint`)}
                  photo={photos[name]}
                  error={errorOf(name)}
                  onChoose={(file) => choosePhoto(name, file)}
                  onRemove={() => choosePhoto(name, null)}
                  ref={bind(name)}
                  testId={`kyc-${name}`}
                />
              ))}
            </div>
          </fieldset>
        </section>

        {refused && !refused.photos && (
          <Alert tone="error" testId="kyc-error">
            {refused.text}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          block
          loading={submit.isPending}
          className="desk:w-auto desk:self-end"
          data-testid="kyc-submit"
        >
          {t('kyc.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
