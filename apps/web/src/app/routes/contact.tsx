import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS, type SupportTopic } from '@swx/contract';
import { Button } from '@swx/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, Mail, MessageSquareWarning } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/page-header';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { FieldFrame, controlBorder, controlClasses, useField } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { EMAIL_INPUT, TextField } from '../../components/ui/text-field';
import { useParameter } from '../../features/content/api/get-parameter';
import { useSupportEmail } from '../../features/content/api/site-links';
import {
  sendMessage,
  startVisitor,
  supportKeys,
  useChatOwner,
} from '../../features/support/api/support';
import { cx } from '../../lib/cx';
import { errorMessage, translate, type Message } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { openSupport } from '../frame/support-host';

/**
 * `/help/contact` (spec section 2, "contact us"): a message to the support team with its
 * topic, which opens (or joins) the customer's support chat, where the answer comes; a
 * visitor gives an email first. Beside it, the operator's addresses when published.
 */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <>
      <PageHeader title={t('contact.title')} description={t('contact.subtitle')} />
      <p className="mb-5 text-fg-muted desk:hidden">{t('contact.subtitle')}</p>
      <div className="grid gap-5 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm />
        <Addresses />
      </div>
    </>
  );
}

function ContactForm() {
  const { t } = useTranslation();
  const owner = useChatOwner();
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [body, setBody] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const trimmed = body.trim();
  const over = trimmed.length - SUPPORT_MESSAGE_MAX;
  const messageField = useField(undefined, {
    error: missing
      ? t('contact.required')
      : over > 0
        ? t('support.chat.tooLong', { n: over })
        : undefined,
    hint: t('contact.messageHint', { n: SUPPORT_MESSAGE_MAX }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    if (over > 0) return;
    setBusy(true);
    try {
      const as =
        owner.kind === 'none'
          ? { kind: 'visitor' as const, token: await startVisitor(email.trim()) }
          : owner;
      await sendMessage(as, { body: trimmed, clientId: crypto.randomUUID(), topic });
      // A new visitor's token starts a fetch of their conversation at once (the unread
      // watcher), which may answer "none" from before the message was stored; an invalidation
      // would only join that fetch. It is dropped and the conversation asked for again.
      const key = supportKeys.conversation(as);
      await queryClient.cancelQueries({ queryKey: key });
      await queryClient.refetchQueries({ queryKey: key, type: 'all' });
      setSent(true);
      setBody('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Card className="flex flex-col items-start gap-4 p-5" data-testid="contact-sent">
        <Alert tone="success">{t('contact.sent')}</Alert>
        <Button onClick={openSupport}>{t('contact.openChat')}</Button>
      </Card>
    );
  }
  return (
    <Card className="p-5">
      <form
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
        noValidate
        data-testid="contact-form"
      >
        <Select
          label={t('contact.topic')}
          value={topic}
          onChange={(e) => setTopic(e.target.value as SupportTopic)}
          options={SUPPORT_TOPICS.map((value) => ({
            value,
            label: t(`contact.topics.${value}`),
          }))}
          data-testid="contact-topic"
        />
        <FieldFrame label={t('contact.message')} field={messageField}>
          <textarea
            {...messageField.control}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setMissing(false);
            }}
            rows={6}
            dir="auto"
            className={cx(
              controlClasses,
              controlBorder(missing || over > 0),
              'h-auto min-h-36 resize-y py-2.5',
            )}
            data-testid="contact-message"
          />
        </FieldFrame>
        {owner.kind === 'none' && (
          <TextField
            label={t('support.chat.email')}
            {...EMAIL_INPUT}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            hint={t('contact.emailHint')}
            data-testid="contact-email"
          />
        )}
        {problem && (
          <Alert tone="error" testId="contact-error">
            {translate(t, problem)}
          </Alert>
        )}
        <Button type="submit" loading={busy} className="self-start" data-testid="contact-send">
          {t('contact.send')}
        </Button>
      </form>
    </Card>
  );
}

/** The operator's published ways to reach them; an empty parameter is left out. */
function Addresses() {
  const { t } = useTranslation();
  const headingId = useId();
  const supportEmail = useSupportEmail();
  const complaints = useParameter('site.complaintsContact').data?.trim() ?? '';
  const operator = useParameter('site.operatorName').data?.trim() ?? '';
  const address = useParameter('site.registeredAddress').data?.trim() ?? '';
  const rows = [
    supportEmail && {
      Icon: Mail,
      label: t('contact.supportEmail'),
      value: (
        <a href={`mailto:${supportEmail}`} className="text-accent-text hover:underline" dir="ltr">
          {supportEmail}
        </a>
      ),
    },
    complaints && {
      Icon: MessageSquareWarning,
      label: t('contact.complaints'),
      value: complaints,
    },
    (operator || address) && {
      Icon: Building2,
      label: t('contact.address'),
      value: [operator, address].filter(Boolean).join(', '),
    },
  ].filter((row) => !!row);
  return (
    <Card
      aria-labelledby={headingId}
      className="flex flex-col gap-3 p-5"
      data-testid="contact-addresses"
    >
      <h2 id={headingId} className="text-md font-semibold">
        {t('contact.other')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('contact.none')}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          {rows.map(({ Icon, label, value }) => (
            <div key={label} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-fg-muted" />
              <div className="flex min-w-0 flex-col">
                <dt className="text-sm text-fg-muted">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
