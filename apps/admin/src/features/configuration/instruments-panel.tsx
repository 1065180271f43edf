import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Card } from '../../components/feedback';
import { errorMessage } from '../../lib/api';
import { configKeys, instrumentsQuery, saveInstrument, type Instrument } from './api';
import { ConfirmButton, QueryState } from './ui';

function InstrumentRow({ instrument, schedules }: { instrument: Instrument; schedules: string[] }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (change: { enabled?: boolean; schedule?: string }) =>
      saveInstrument(instrument.id, change),
    onSuccess: () => {
      setConfirming(false);
      void client.invalidateQueries({ queryKey: configKeys.instruments });
    },
  });
  const known = schedules.includes(instrument.schedule)
    ? schedules
    : [instrument.schedule, ...schedules];
  const action = instrument.enabled ? 'Disable' : 'Enable';
  return (
    <tr className="border-b border-line last:border-b-0">
      <th scope="row" className="px-4 py-2 text-start font-medium">
        {instrument.code}
        <span className="block text-xs font-normal text-fg-subtle">{instrument.appName}</span>
      </th>
      <td className="px-4 py-2 text-fg-muted">{instrument.type}</td>
      <td className="px-4 py-2">
        <Badge tone={instrument.enabled ? 'success' : 'neutral'}>
          {instrument.enabled ? 'Listed' : 'Unlisted'}
        </Badge>
      </td>
      <td className="px-4 py-2">
        <label className="sr-only" htmlFor={`schedule-${instrument.id}`}>
          Schedule of {instrument.code}
        </label>
        <select
          id={`schedule-${instrument.id}`}
          className="h-9 rounded-md border border-line-strong bg-field px-2 text-sm"
          value={instrument.schedule}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ schedule: event.target.value })}
        >
          {known.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-2 text-end">
        <ConfirmButton
          label={`${action} ${instrument.code}`}
          question={
            instrument.enabled
              ? `Unlist ${instrument.code}? Trading on it will be refused.`
              : `List ${instrument.code} on the markets?`
          }
          variant={instrument.enabled ? 'danger' : 'secondary'}
          confirming={confirming}
          loading={save.isPending}
          onAsk={() => setConfirming(true)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => save.mutate({ enabled: !instrument.enabled })}
        />
        {save.isError && (
          <div className="mt-2 text-start">
            <Alert tone="danger">{errorMessage(save.error)}</Alert>
          </div>
        )}
      </td>
    </tr>
  );
}

export function InstrumentsPanel() {
  const query = useQuery(instrumentsQuery());
  return (
    <QueryState query={query}>
      {({ instruments, schedules }) => (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="px-4 py-3 text-start text-sm text-fg-muted">
              Unlisted instruments leave the market lists and trading on them is refused. Other
              server instances apply a change within 10 seconds.
            </caption>
            <thead className="sticky top-0 bg-surface text-xs text-fg-muted">
              <tr className="border-y border-line">
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  Instrument
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  Type
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-start font-medium">
                  Schedule
                </th>
                <th scope="col" className="px-4 py-2 text-end font-medium">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {instruments.map((instrument) => (
                <InstrumentRow key={instrument.id} instrument={instrument} schedules={schedules} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </QueryState>
  );
}
