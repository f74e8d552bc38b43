import { mutationOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { envelopeSchema, intField, optionalInt, optionalText, ymdField, ynField } from './fields';
import { lazySchema } from './lazy-schema';
import { ACT_ON_READ, nullResult, WRITE } from './policies';
import { parseRequestInput } from './request-input';
import { Secret } from './secret';

/** The service keeps stamp IDs in a signed 32-bit integer; anything larger is refused with 653. */
export const STAMP_IDX_MAX = 2_147_483_647;

/** Spec 2.2. `onsitePwd` is deliberately absent; `changedStamps` has no documented meaning. */
export const stampSchema = lazySchema(() =>
  z.object({
    stampIdx: intField(),
    domain: optionalText(),
    cardIdx: optionalInt(),
    cardNm: optionalText(),
    cardTtl: optionalText(),
    stamps: intField(),
    maxStamps: intField(),
    stampUrl: optionalText(),
    url: optionalText(),
    strtYmd: ymdField(),
    endYmd: ymdField(),
    onsiteYn: ynField('N'),
    memo: optionalText(),
    activeYn: ynField('Y'),
    userId: optionalText(),
    userNm: optionalText(),
    userPhnno: optionalText(),
    userEml: optionalText(),
    userEtc1: optionalText(),
    userEtc2: optionalText(),
    stampImgUrl: optionalText(),
    regYmdt: optionalText(),
    payloadVersion: optionalText(),
  }),
);
export type Stamp = z.infer<ReturnType<typeof stampSchema>>;

export const stampIdxSchema = lazySchema(() =>
  z.int().check(z.minimum(1), z.maximum(STAMP_IDX_MAX)),
);

export const stampAddRequestSchema = lazySchema(() => z.object({ stampIdx: stampIdxSchema() }));
export type StampAddRequest = z.input<ReturnType<typeof stampAddRequestSchema>>;

/**
 * The reward: the service's own redeem, `{ stampIdx, onsitePwd }` (docs/api.md, operation 6). In
 * live mode our server compares the password with its own fresh validate before sending it on; the
 * service checks it too (decision 0016).
 */
export const stampRewardRequestSchema = lazySchema(() =>
  z.object({
    stampIdx: stampIdxSchema(),
    onsitePwd: z.optional(z.instanceof(Secret)),
  }),
);
export type StampRewardRequest = z.input<ReturnType<typeof stampRewardRequestSchema>>;

/** docs/api.md, operation 8: one stamp off, never below 0. */
export const stampRemoveRequestSchema = lazySchema(() => z.object({ stampIdx: stampIdxSchema() }));
export type StampRemoveRequest = z.input<ReturnType<typeof stampRemoveRequestSchema>>;

/** What a check and then its writes parse with, in that order: built when the screen is idle. */
export const stampCounterSchemas = [
  stampIdxSchema,
  envelopeSchema,
  stampSchema,
  stampAddRequestSchema,
  stampRewardRequestSchema,
  stampRemoveRequestSchema,
  nullResult,
];

/**
 * The card asked for. Its answer's own `stampIdx` is parsed and then set aside: the card is the
 * one scanned, whatever the answer says (docs/api.md, "A card is the one scanned"; the
 * service's own sample answers 274 with 16), so every later read and write, the recent list, the
 * journal and the record name the number asked for.
 */
export async function validateStamp(stampIdx: number, signal?: AbortSignal): Promise<Stamp> {
  const checked = parseRequestInput(stampIdxSchema(), stampIdx, 'stamp.validate');
  const card = await apiRequest({
    operation: 'stamp.validate',
    method: 'GET',
    path: '/api/stamp/v1/validate',
    query: { stampIdx: checked },
    result: stampSchema(),
    signal,
  });
  return { ...card, stampIdx: checked };
}

export async function addStamp(input: StampAddRequest): Promise<null> {
  const body = parseRequestInput(stampAddRequestSchema(), input, 'stamp.add');
  await apiRequest({
    operation: 'stamp.add',
    method: 'PUT',
    path: '/api/stamp/v1/add',
    body,
    result: nullResult(),
  });
  return null;
}

export async function rewardStamp(input: StampRewardRequest): Promise<null> {
  const body = parseRequestInput(stampRewardRequestSchema(), input, 'stamp.reward');
  await apiRequest({
    operation: 'stamp.reward',
    method: 'PUT',
    path: '/api/stamp/v1/redeem',
    body,
    result: nullResult(),
  });
  return null;
}

export async function removeStamp(input: StampRemoveRequest): Promise<null> {
  const body = parseRequestInput(stampRemoveRequestSchema(), input, 'stamp.remove');
  await apiRequest({
    operation: 'stamp.remove',
    method: 'PUT',
    path: '/api/stamp/v1/remove',
    body,
    result: nullResult(),
  });
  return null;
}

export const stampKeys = {
  all: ['stamp'] as const,
  validations: () => [...stampKeys.all, 'validate'] as const,
  validate: (stampIdx: number) => [...stampKeys.validations(), stampIdx] as const,
};

export const stampQueries = {
  /** Like coupon validation: staff act on it, so it is always asked afresh. */
  validate: (stampIdx: number) =>
    queryOptions({
      queryKey: stampKeys.validate(stampIdx),
      queryFn: ({ signal }) => validateStamp(stampIdx, signal),
      ...ACT_ON_READ,
    }),
};

export const stampMutations = {
  add: () => mutationOptions({ mutationKey: ['stamp', 'add'], mutationFn: addStamp, ...WRITE }),
  reward: () =>
    mutationOptions({
      mutationKey: ['stamp', 'reward'],
      mutationFn: rewardStamp,
      ...WRITE,
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['stamp', 'remove'],
      mutationFn: removeStamp,
      ...WRITE,
    }),
};

/** A stamp write, after which the card's cached verdict is no longer the truth, whatever happened. */
function useStampWrite<Input extends { stampIdx: number }>(
  options: ReturnType<typeof mutationOptions<null, Error, Input>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: stampKeys.validate(variables.stampIdx) }),
  });
}

export const useAddStamp = () => useStampWrite(stampMutations.add());
export const useRewardStamp = () => useStampWrite(stampMutations.reward());
export const useRemoveStamp = () => useStampWrite(stampMutations.remove());
