import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { SectionCard } from '../../../components/ui/section-card';
import { auditApi, type StreamSummary } from '../api/audit.api';

/** Every stream of the event log with its event count and first and last times. */
export function StreamsTab() {
  const [streams, setStreams] = useState<StreamSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    auditApi
      .streams()
      .then((answer) => live && setStreams(answer.streams))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, []);
  return (
    <SectionCard title="Streams" description="Every stream of the event log.">
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {!streams && !error && <p role="status">Loading streams…</p>}
      {streams && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Streams</caption>
            <thead>
              <tr>
                <th scope="col">Stream</th>
                <th scope="col">Type</th>
                <th scope="col">Events</th>
                <th scope="col">First (UTC)</th>
                <th scope="col">Last (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {streams.map((stream) => (
                <tr key={stream.streamId} className="border-t">
                  <td className="break-all">{stream.streamId}</td>
                  <td>{stream.category}</td>
                  <td>{stream.events}</td>
                  <td>{stream.first}</td>
                  <td>{stream.last}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
