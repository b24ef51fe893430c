import type { AuditEvent } from '../api/audit.api';

/** Events as the audit CLI lists them: position, stream, type, time, actor and data. */
export function AuditEventsTable({ events }: { events: AuditEvent[] }) {
  if (events.length === 0) return <p className="text-muted-foreground">No events.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Events</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Stream</th>
            <th scope="col">Type</th>
            <th scope="col">Recorded (UTC)</th>
            <th scope="col">Actor</th>
            <th scope="col">Data</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.position} className="border-t align-top">
              <td>{event.position}</td>
              <td className="break-all">{event.streamId}</td>
              <td>{event.type}</td>
              <td>{event.recordedAt}</td>
              <td>{event.metadata.actor ?? '-'}</td>
              <td>
                <code className="break-all text-xs">{JSON.stringify(event.data)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
