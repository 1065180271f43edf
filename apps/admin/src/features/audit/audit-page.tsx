import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { Button } from '../../components/button';
import { Alert, Card } from '../../components/feedback';
import { api, errorMessage } from '../../lib/api';

interface ChainCheck {
  rows: number;
  brokenAt?: number;
}

function verifyChain(): Promise<ChainCheck> {
  return api<ChainCheck>('GET', '/audit/verify');
}

/** The audit log's hash chain, walked on demand. */
export function AuditPage() {
  const check = useMutation({ mutationFn: verifyChain });
  return (
    <div className="flex max-w-prose flex-col gap-4">
      <h1 className="text-xl font-semibold">Audit log</h1>
      <Card className="flex flex-col gap-4 p-5">
        <p className="text-sm text-fg-muted">
          Every staff decision is written to the audit log, each record sealed with the hash of the
          one before. Verifying walks the whole chain and reports the first record that does not
          match.
        </p>
        <div>
          <Button loading={check.isPending} onClick={() => check.mutate()}>
            <Link2 aria-hidden="true" className="size-4" />
            Verify chain
          </Button>
        </div>
        {check.isError && <Alert tone="danger">{errorMessage(check.error)}</Alert>}
        {check.data &&
          (check.data.brokenAt === undefined ? (
            <Alert tone="success">
              Chain intact: <span className="tabular">{check.data.rows}</span> rows checked.
            </Alert>
          ) : (
            <Alert tone="danger">
              Chain broken at record <span className="tabular">#{check.data.brokenAt}</span> after{' '}
              <span className="tabular">{check.data.rows}</span> intact rows.
            </Alert>
          ))}
      </Card>
    </div>
  );
}
