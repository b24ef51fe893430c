import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { auditApi, type VerifyResult } from '../api/audit.api';

/** Runs `npm run audit -- verify` on the server: the hash chain and a replay of the read models. */
export function VerifyPanel() {
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setError(null);
    try {
      setResult(await auditApi.verify());
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setRunning(false);
    }
  }

  return (
    <SectionCard
      title="Verify"
      description="Recompute the hash chain and replay the log against the read models."
    >
      <div>
        <Button onClick={run} disabled={running}>
          {running ? 'Verifying…' : 'Run verification'}
        </Button>
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {result && (
        <Alert variant={result.ok ? 'default' : 'destructive'}>
          <AlertTitle>
            {result.ok ? 'Audit passed.' : `Audit FAILED: ${result.problems} problem(s).`}
          </AlertTitle>
          <AlertDescription>
            <p>
              Hash chain: {result.chain.checked} events checked,{' '}
              {result.chain.findings.length === 0
                ? 'intact'
                : `${result.chain.findings.length} problem(s)`}
              .
            </p>
            <p>
              Read models: {result.readModels.replayed} events replayed, {result.readModels.tables}{' '}
              tables compared,{' '}
              {result.readModels.differences.length === 0
                ? 'identical'
                : `differ: ${result.readModels.differences.map((d) => d.table).join(', ')}`}
              .
            </p>
            {result.chain.findings.length > 0 && (
              <ul className="list-disc pl-5">
                {result.chain.findings.map((finding, index) => (
                  <li key={index}>{finding.message}</li>
                ))}
              </ul>
            )}
          </AlertDescription>
        </Alert>
      )}
    </SectionCard>
  );
}
