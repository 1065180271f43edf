import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  email,
  username,
} from '@swx/contract';
import { TextField } from '../../components/field';
import { FormPanel } from '../../components/form-panel';
import { SelectField } from '../../components/select-field';
import { useCreateForm } from '../../lib/use-form';
import { STAFF_ROLES, type StaffRole } from '../../lib/session';
import { createStaff, staffKeys, type NewStaff } from './api';

export const ROLE_OPTIONS = STAFF_ROLES.map((role) => [role, role] as const);

type Errors = Partial<Record<'username' | 'email' | 'password', string>>;

function validate(input: NewStaff): Errors {
  const errors: Errors = {};
  if (!username.safeParse(input.username).success) {
    errors.username = `${USERNAME_MIN}–${USERNAME_MAX} letters, digits or underscores.`;
  }
  if (!email.safeParse(input.email).success) errors.email = 'Enter a valid email address.';
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.password = `${PASSWORD_MIN}–${PASSWORD_MAX} characters.`;
  }
  return errors;
}

const EMPTY: NewStaff = { username: '', email: '', password: '', role: 'support' };

/** Adds a staff member; they enrol their authenticator at their first sign-in. */
export function NewStaffForm({ onClose }: { onClose: () => void }) {
  const { form, request: create } = useCreateForm(EMPTY, validate, createStaff, staffKeys.all);
  const { values: input, field: set } = form;

  return (
    <FormPanel
      title="Add staff"
      submitLabel="Add staff member"
      mutation={create}
      success={create.isSuccess && `${create.data.username} added as ${create.data.role}.`}
      onSubmit={() => {
        if (form.check()) create.mutate(input);
      }}
      onClose={onClose}
    >
      <div className="grid grid-cols-4 gap-4">
        <TextField label="Username" autoComplete="off" {...form.text('username')} />
        <TextField label="Email" type="email" autoComplete="off" {...form.text('email')} />
        <TextField
          label="First password"
          type="password"
          autoComplete="new-password"
          hint="Give it to them privately; they enrol an authenticator at the first sign-in."
          {...form.text('password')}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={input.role}
          onChange={(e) => set('role')(e.target.value as StaffRole)}
        />
      </div>
    </FormPanel>
  );
}
