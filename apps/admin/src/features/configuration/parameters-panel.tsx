import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@swx/ui';
import { Badge, Card } from '../../components/feedback';
import { formatDateTime } from '../../lib/format';
import { configKeys, parametersQuery, saveParameter, type Parameter } from './api';
import { CompactInput, QueryState, SaveOutcome } from './ui';
import { CheckedForm } from '../../components/checked-form';

/** The server takes at most 5000 characters (it trims the value and checks it by key). */
const VALUE_MAX = 5000;

const GROUPS = [
  { title: 'Deposit addresses', prefix: 'deposit.address.' },
  { title: 'Withdrawals', prefix: 'withdrawal.' },
  { title: 'Market', prefix: 'market.' },
  { title: 'Site', prefix: 'site.' },
] as const;

/** The parameters by key prefix, in GROUPS order, the rest under "Other". */
export function groupParameters(list: readonly Parameter[]) {
  const groups = GROUPS.map((group) => ({
    title: group.title,
    items: list.filter((p) => p.key.startsWith(group.prefix)),
  }));
  const other = list.filter((p) => !GROUPS.some((group) => p.key.startsWith(group.prefix)));
  return [...groups, { title: 'Other', items: other }].filter((group) => group.items.length > 0);
}

function ParameterRow({ parameter }: { parameter: Parameter }) {
  const client = useQueryClient();
  const [value, setValue] = useState(parameter.value);
  const save = useMutation({
    mutationFn: () => saveParameter(parameter.key, value),
    onSuccess: (saved) => {
      setValue(saved.value);
      void client.invalidateQueries({ queryKey: configKeys.parameters });
    },
  });
  const tooLong = value.length > VALUE_MAX;
  const changed = value !== parameter.value;
  return (
    <li className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-3 border-b border-line px-4 py-3 last:border-b-0">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <code className="font-mono text-sm break-all text-fg">{parameter.key}</code>
          <Badge tone={parameter.isPublic ? 'info' : 'neutral'}>
            {parameter.isPublic ? 'Public' : 'Internal'}
          </Badge>
        </div>
        <p className="text-xs text-fg-muted">{parameter.description}</p>
        <p className="text-xs text-fg-subtle">Updated {formatDateTime(parameter.updatedAt)}</p>
      </div>
      <CheckedForm
        className="flex flex-col gap-2"
        browserChecks
        valid={!tooLong}
        send={() => save.mutate()}
      >
        <div className="flex items-end gap-2">
          <CompactInput
            label={`Value of ${parameter.key}`}
            className="flex-1"
            value={value}
            invalid={tooLong || save.isError}
            spellCheck={false}
            onChange={(event) => {
              setValue(event.target.value);
              save.reset();
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={save.isPending}
            disabled={!changed || tooLong}
          >
            Save
          </Button>
        </div>
        {tooLong && (
          <p role="alert" className="text-sm text-danger">
            At most {VALUE_MAX} characters.
          </p>
        )}
        <SaveOutcome mutation={save} />
      </CheckedForm>
    </li>
  );
}

export function ParametersPanel() {
  const query = useQuery(parametersQuery());
  return (
    <QueryState query={query}>
      {(list) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-fg-muted">
            Each value is checked by key on the server. Public parameters are served to customers at
            once.
          </p>
          {groupParameters(list).map((group) => (
            <Card key={group.title}>
              <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">
                {group.title}
              </h2>
              <ul>
                {group.items.map((parameter) => (
                  <ParameterRow key={parameter.key} parameter={parameter} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </QueryState>
  );
}
