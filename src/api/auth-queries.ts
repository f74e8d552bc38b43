import { mutationOptions, queryOptions, type MutationKey } from '@tanstack/react-query';
import {
  getAuthState,
  listDevices,
  pairDevice,
  readAuditLog,
  revokeDevice,
  setIdleLockMinutes,
  signOutEveryone,
  touchSession,
  unlock,
  type PairedDevice,
} from './auth';
import { getApiClientConfig } from './client';
import { WRITE } from './policies';

/*
 * Live mode's sign-in, devices and audit log as TanStack Query options: the keys live here with
 * their fetchers, and each mutation owns what it changes in the cache and what it ends. Screens
 * use them through `useQuery` and `useMutation`. A refusal that ends the session or the pairing
 * is reported where every answer is read (`apiRequest`), not by each screen.
 */

export const authKeys = {
  all: ['auth'] as const,
  state: () => [...authKeys.all, 'state'] as const,
  devices: () => [...authKeys.all, 'devices'] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  day: (day: string) => [...auditKeys.all, day] as const,
};

/** A sign-in call in flight is no counter write: the idle lock does not wait for it. */
export function isSignInMutation(mutationKey: MutationKey | undefined): boolean {
  return mutationKey?.[0] === authKeys.all[0];
}

/** The session ended here by a choice made on this device: the gate shows the pad or pairing. */
function sessionEndedHere(reason: 'signed-out' | 'unpaired'): void {
  getApiClientConfig().onAuthRefused?.(reason);
}

export const authQueries = {
  /**
   * Where this browser stands. Asked when the gate needs it (at the start, back online, "Try
   * again"); the gate keeps what it learnt, so the cache keeps nothing.
   */
  state: () =>
    queryOptions({
      queryKey: authKeys.state(),
      queryFn: () => getAuthState(),
      staleTime: 0,
      gcTime: 0,
    }),
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
  pair: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'pair'],
      mutationFn: (input: Parameters<typeof pairDevice>[0]) => pairDevice(input),
      ...WRITE,
    }),
  unlock: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'unlock'],
      mutationFn: (input: Parameters<typeof unlock>[0]) => unlock(input),
      ...WRITE,
    }),
  touch: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'touch'],
      mutationFn: () => touchSession(),
      ...WRITE,
    }),
  idleLock: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'idle-lock'],
      mutationFn: (minutes: number) => setIdleLockMinutes(minutes),
      ...WRITE,
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
      ...WRITE,
    }),
  /** Every session ends, this device's too: the pad comes up, saying everyone was signed out. */
  signOutEveryone: () =>
    mutationOptions({
      mutationKey: [...authKeys.all, 'sign-out-everyone'],
      mutationFn: () => signOutEveryone(),
      onSuccess: () => sessionEndedHere('signed-out'),
      ...WRITE,
    }),
};
