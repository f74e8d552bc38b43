import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  listDevices,
  readAuditLog,
  revokeDevice,
  setIdleLockMinutes,
  signOutEveryone,
  type PairedDevice,
} from './auth';
import { getApiClientConfig } from './client';

/*
 * Live mode's devices and audit log as TanStack Query options: the keys live here with their
 * fetchers, and each mutation owns what it changes in the cache and what it ends (the query
 * client's defaults already keep mutations from being retried or paused). Settings and the audit
 * log use them through `useQuery` and `useMutation`. The gate, the pad and pairing send their
 * calls directly (src/api/auth.ts): they are on the counter's first load, which carries no query
 * or mutation observer (decision 0009), and the gate keeps the state it learns. A refusal that
 * ends the session or the pairing is reported where every answer is read (`apiRequest`).
 */

export const authKeys = {
  all: ['auth'] as const,
  devices: () => [...authKeys.all, 'devices'] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  day: (day: string) => [...auditKeys.all, day] as const,
};

/** The session ended here by a choice made on this device: the gate shows the pad or pairing. */
function sessionEndedHere(reason: 'signed-out' | 'unpaired'): void {
  getApiClientConfig().onAuthRefused?.(reason);
}

export const authQueries = {
  /** Owners: the paired devices, revoked ones included. */
  devices: () => queryOptions({ queryKey: authKeys.devices(), queryFn: () => listDevices() }),
};

export const auditQueries = {
  /**
   * One day of the audit log. A past day does not change: read once. Today's is read again
   * every minute while open.
   */
  day: (day: string, isToday: boolean) =>
    queryOptions({
      queryKey: auditKeys.day(day),
      queryFn: () => readAuditLog({ day }),
      staleTime: isToday ? 30_000 : Infinity,
      refetchInterval: isToday ? 60_000 : false,
    }),
};

export const authMutations = {
  idleLock: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'idle-lock'],
      mutationFn: (minutes: number) => setIdleLockMinutes(minutes),
    }),
  /** The answer is the new list of devices; revoking this device ends its pairing here. */
  revokeDevice: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'revoke-device'],
      mutationFn: (device: PairedDevice) => revokeDevice(device.id),
      onSuccess: (devices, device, _result, { client }) => {
        client.setQueryData(authKeys.devices(), devices);
        if (device.current) sessionEndedHere('unpaired');
      },
    }),
  /** Every session ends, this device's too: the pad comes up, saying everyone was signed out. */
  signOutEveryone: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'sign-out-everyone'],
      mutationFn: () => signOutEveryone(),
      onSuccess: () => sessionEndedHere('signed-out'),
    }),
};
