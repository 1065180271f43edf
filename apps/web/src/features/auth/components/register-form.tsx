import {
  AREA_CODES,
  Code,
  email as emailSchema,
  registerBody,
  username as usernameSchema,
} from '@swx/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountForm, USERNAME_INPUT } from '../../../components/ui/account-form';
import { PasswordField } from '../../../components/ui/password-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { codeMessage, type Message } from '../../../lib/messages';
import { checkName } from '../api/check-name';
import { useRegister } from '../api/register';
import { useCodeSender } from '../hooks/use-code-sender';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField, SendCodeField } from './send-code-field';

type RegisterField =
  | 'username'
  | 'email'
  | 'code'
  | 'password'
  | 'confirmPassword'
  | 'areaCode'
  | 'phone'
  | 'inviteCode';

/** Optional fields are left out when empty; area code and phone travel together. */
function toInput(values: Record<RegisterField, string>) {
  const phone = values.phone.trim();
  const invite = values.inviteCode.trim();
  return {
    username: values.username,
    email: values.email,
    code: values.code,
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(phone ? { areaCode: values.areaCode, phone } : {}),
    ...(invite ? { inviteCode: invite } : {}),
  };
}

function messageFor(field: RegisterField, code: number): Message | undefined {
  // The API's one code for "username or email missing", said for the field that is empty.
  if (code === Code.USERNAME_OR_EMAIL_REQUIRED) {
    if (field === 'username') return { key: 'auth.usernameRequired' };
    if (field === 'email') return { key: 'auth.emailRequired' };
  }
  if (code !== Code.INVALID_PARAMS) return undefined;
  if (field === 'phone') return { key: 'auth.phoneInvalid' };
  if (field === 'areaCode') return { key: 'auth.areaCodeRequired' };
  return undefined;
}

type Availability = 'idle' | 'checking' | 'available';

interface RegisterFormProps {
  inviteCode?: string;
  onSuccess(): void;
}

export function RegisterForm({ inviteCode = '', onSuccess }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useSchemaForm({
    initialValues: {
      username: '',
      email: '',
      code: '',
      password: '',
      confirmPassword: '',
      areaCode: '',
      phone: '',
      inviteCode,
    },
    schema: registerBody,
    toInput,
    messageFor,
  });
  const codes = useCodeSender({
    scene: 'register',
    email: form.values.email,
    onEmailError: (message) => form.setFieldError('email', message),
    onError: form.showError,
  });

  // Availability of username and email, checked on blur; a stale answer is ignored.
  const [availability, setAvailability] = useState<Record<'username' | 'email', Availability>>({
    username: 'idle',
    email: 'idle',
  });
  const lastChecked = useRef<Record<'username' | 'email', string>>({ username: '', email: '' });

  async function checkAvailability(field: 'username' | 'email') {
    const schema = field === 'username' ? usernameSchema : emailSchema;
    const parsed = schema.safeParse(form.values[field]);
    if (!parsed.success) return;
    const value = parsed.data;
    if (lastChecked.current[field] === value && availability[field] !== 'idle') return;
    lastChecked.current[field] = value;
    setAvailability((current) => ({ ...current, [field]: 'checking' }));
    try {
      const { available } = await checkName(
        field === 'username' ? { username: value } : { email: value },
      );
      if (lastChecked.current[field] !== value) return;
      setAvailability((current) => ({ ...current, [field]: available ? 'available' : 'idle' }));
      if (!available) {
        form.setFieldError(
          field,
          codeMessage(field === 'username' ? Code.USERNAME_TAKEN : Code.EMAIL_TAKEN),
        );
      }
    } catch {
      // The check is a courtesy: registration itself reports a taken name.
      if (lastChecked.current[field] === value) {
        setAvailability((current) => ({ ...current, [field]: 'idle' }));
      }
    }
  }

  function availabilityProps(field: 'username' | 'email') {
    const bound = form.field(field);
    return {
      ...bound,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        lastChecked.current[field] = '';
        setAvailability((current) => ({ ...current, [field]: 'idle' }));
        bound.onChange(event);
      },
      onBlur: () => {
        bound.onBlur();
        void checkAvailability(field);
      },
      success:
        !bound.error && availability[field] === 'available'
          ? t(field === 'username' ? 'auth.usernameAvailable' : 'auth.emailAvailable')
          : undefined,
    };
  }

  /** A spinner inside the input while checking: no text appears, nothing moves. */
  const checkingIndicator = (field: 'username' | 'email') =>
    availability[field] === 'checking' ? (
      <span className="flex size-10 items-center justify-center text-fg-muted">
        <Spinner label={t('auth.checking')} />
      </span>
    ) : undefined;

  return (
    <AccountForm
      submit={{ label: t('register.submit'), className: 'desk:col-span-2' }}
      form={form}
      columns
      request={register}
      onSuccess={onSuccess}
    >
      <TextField
        label={t('auth.username')}
        {...USERNAME_INPUT}
        hint={t('auth.usernameHint')}
        end={checkingIndicator('username')}
        {...availabilityProps('username')}
      />
      <EmailField
        hint={t('auth.emailHint')}
        end={checkingIndicator('email')}
        {...availabilityProps('email')}
      />
      <div className="desk:col-span-2">
        <SendCodeField codes={codes} {...form.field('code')} />
      </div>
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...form.field('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      {/* A phone number reads left to right in every language: code, then number. */}
      <div dir="ltr" className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-3">
        <Select
          label={t('auth.areaCode')}
          options={[
            { value: '', label: t('auth.areaCodeNone') },
            ...AREA_CODES.map((code) => ({ value: code, label: code })),
          ]}
          autoComplete="tel-country-code"
          className="tabular"
          {...form.field('areaCode')}
        />
        <TextField
          label={t('auth.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="tabular"
          {...form.field('phone')}
        />
      </div>
      <TextField
        label={t('auth.inviteCode')}
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={8}
        className="uppercase tabular"
        {...form.field('inviteCode')}
      />
    </AccountForm>
  );
}
