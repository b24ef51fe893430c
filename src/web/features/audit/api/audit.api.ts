// The audit pages' calls (/api/audit/*: admins and auditors, read-only but for running a check).
import { apiRequest } from '../../../lib/api-client';

export interface StreamSummary {
  streamId: string;
  category: string;
  events: number;
  first: string;
  last: string;
}

export interface AuditEvent {
  position: string;
  streamId: string;
  revision: string;
  type: string;
  recordedAt: string;
  metadata: { actor?: string; schemaVersion?: number };
  data: unknown;
}

export interface VerifyResult {
  ok: boolean;
  problems: number;
  chain: { checked: number; findings: { message: string }[] };
  readModels: { replayed: number; tables: number; differences: { table: string }[] };
}

export const auditApi = {
  streams: () => apiRequest<{ streams: StreamSummary[]; total: number }>('/api/audit/streams'),
  personEvents: (userId: number) =>
    apiRequest<{ events: AuditEvent[] }>(`/api/audit/people/${userId}/events`),
  verify: () => apiRequest<VerifyResult>('/api/audit/verify', { method: 'POST', body: {} }),
};
