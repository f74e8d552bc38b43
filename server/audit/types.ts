export type AuditOutcome = 'ok' | 'refused' | 'failed' | 'unknown';
export interface AuditEntryInput {
  requestId: string;
  device: string | null;
  staff: string | null;
  role: string | null;
  operation: string;
  target: string | null;
  outcome: AuditOutcome;
  detail?: string;
}
export interface AuditEntry extends AuditEntryInput {
  seq: number;
  time: string;
  prev: string;
}
export interface AuditQuery {
  day: string;
  staff?: string;
  operation?: string;
}
export interface AuditLog {
  append(entry: AuditEntryInput): Promise<AuditEntry>;
  read(query: AuditQuery): Promise<AuditEntry[]>;
}
