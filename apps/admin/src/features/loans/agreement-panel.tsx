import { AGREEMENT_FIELDS, LANGUAGES, type Language } from '@swx/contract';
import { AGREEMENT_TEMPLATE_MAX, agreementFieldsOf } from '@swx/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { DataTable, QueryBlock } from '../../components/data-table';
import { ConfirmStep } from '../../components/decision';
import { Alert, Card } from '../../components/feedback';
import { TextArea } from '../../components/field';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { LanguagePicker } from '../content/text-editor';
import {
  agreementQuery,
  loanKeys,
  publishAgreement,
  type LoanAgreementAdmin,
  type LoanAgreementBody,
} from './api';

const TEMPLATE_MIN = 200;

type Templates = Partial<Record<Language, string>>;

/** What is wrong with one language's template (the server's rule), or null. */
export function templateProblem(template: string): string | null {
  const text = template.trim();
  if (text.length < TEMPLATE_MIN || text.length > AGREEMENT_TEMPLATE_MAX) {
    return `From ${TEMPLATE_MIN} to ${AGREEMENT_TEMPLATE_MAX.toLocaleString('en')} characters.`;
  }
  const used = agreementFieldsOf(text);
  const known: readonly string[] = AGREEMENT_FIELDS;
  const unknown = used.filter((f) => !known.includes(f));
  const missing = known.filter((f) => !used.includes(f));
  const parts = [
    unknown.length > 0 && `unknown ${unknown.map((f) => `{{${f}}}`).join(', ')}`,
    missing.length > 0 && `missing ${missing.map((f) => `{{${f}}}`).join(', ')}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Fields: ${parts.join('; ')}.` : null;
}

/** The templates to publish (the languages with text) and what stops them, if anything. */
export function agreementDraft(templates: Templates): {
  body: LoanAgreementBody;
  problem: string | null;
} {
  const texts = LANGUAGES.flatMap((lang) => {
    const template = templates[lang]?.trim() ?? '';
    return template === '' ? [] : [{ lang, template }];
  });
  const bad = texts
    .map((t) => [t.lang, templateProblem(t.template)] as const)
    .find(([, problem]) => problem !== null);
  const problem = !texts.some((t) => t.lang === 'en')
    ? 'English is required (a language without a template is shown the English one).'
    : bad
      ? `${bad[0]}: ${bad[1]}`
      : null;
  return { body: { texts }, problem };
}

/**
 * The loan agreement: the version customers sign now and every version before it; a new
 * version written from the current one and published under audit. Published versions never
 * change; loans keep the text their borrower signed.
 */
export function AgreementPanel() {
  const agreement = useQuery(agreementQuery());
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
      <QueryBlock query={agreement}>
        {(a) => (
          <>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm text-fg-muted">
                Customers sign version {a.version} (published {formatDateTime(a.createdAt)}) in{' '}
                {a.texts.map((t) => t.lang).join(', ')}; other languages read the English. A new
                version applies to applications signed after it; loans keep the text signed.
              </p>
              {!editing && <Button onClick={() => setEditing(true)}>New version</Button>}
            </div>
            {editing && (
              <Card>
                <AgreementEditor current={a} onClose={() => setEditing(false)} />
              </Card>
            )}
            <Card>
              <DataTable
                caption="Agreement versions"
                columns={[
                  { header: 'Version', cell: (v) => String(v.version) },
                  { header: 'Published', cell: (v) => formatDateTime(v.createdAt) },
                  { header: 'Languages', cell: (v) => v.languages.join(', ') },
                  { header: 'Loans signed', numeric: true, cell: (v) => String(v.loans) },
                ]}
                rows={a.versions}
                rowKey={(v) => String(v.version)}
                empty="No versions."
              />
            </Card>
          </>
        )}
      </QueryBlock>
    </div>
  );
}

function AgreementEditor({
  current,
  onClose,
}: {
  current: LoanAgreementAdmin;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [templates, setTemplates] = useState<Templates>(() =>
    Object.fromEntries(current.texts.map((t) => [t.lang, t.template])),
  );
  const [language, setLanguage] = useState<Language>('en');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: publishAgreement,
    onSuccess: () => {
      setConfirming(false);
      return queryClient.invalidateQueries({ queryKey: loanKeys.agreement });
    },
  });
  const template = templates[language] ?? '';
  const draft = agreementDraft(templates);
  const here = template.trim() === '' ? null : templateProblem(template);
  return (
    <div className="flex flex-col gap-4 p-5" aria-label="New agreement version" role="group">
      <h2 className="font-semibold">New version {current.version + 1}</h2>
      <p className="text-sm text-fg-muted">
        Write each language’s text with every field in double braces; the figures are filled in when
        a customer applies:{' '}
        {AGREEMENT_FIELDS.map((f, i) => (
          <span key={f}>
            {i > 0 && ', '}
            <code>{`{{${f}}}`}</code>
          </span>
        ))}
        . Leave a language empty to show it the English text.
      </p>
      <LanguagePicker value={language} onChange={setLanguage} label="Text language" />
      <TextArea
        label={`Agreement (${language})`}
        className="font-mono"
        rows={18}
        maxLength={AGREEMENT_TEMPLATE_MAX}
        value={template}
        error={here ?? undefined}
        onChange={(e) => setTemplates((prev) => ({ ...prev, [language]: e.target.value }))}
      />
      {problem && <Alert tone="danger">{problem}</Alert>}
      {publish.isError && <Alert tone="danger">{errorMessage(publish.error)}</Alert>}
      {publish.isSuccess && (
        <Alert tone="success">
          Version {publish.data.version} published in{' '}
          {publish.data.texts.map((t) => t.lang).join(', ')}.
        </Alert>
      )}
      {confirming ? (
        <ConfirmStep
          confirmLabel={`Publish version ${current.version + 1}`}
          busy={publish.isPending}
          onConfirm={() => publish.mutate(draft.body)}
          onCancel={() => setConfirming(false)}
        >
          Publish version {current.version + 1} in {draft.body.texts.map((t) => t.lang).join(', ')}?
          Customers applying from now on sign it; an application being signed on version{' '}
          {current.version} is shown the new text. Published versions cannot be changed.
        </ConfirmStep>
      ) : (
        !publish.isSuccess && (
          <div className="flex gap-2">
            <Button
              onClick={() => {
                setProblem(draft.problem);
                if (!draft.problem) setConfirming(true);
              }}
            >
              Publish…
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
          </div>
        )
      )}
      {publish.isSuccess && (
        <div>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
