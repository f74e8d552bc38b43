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

export const stampRedeemRequestSchema = lazySchema(() =>
  z.object({
    stampIdx: stampIdxSchema(),
    onsitePwd: z.optional(z.instanceof(Secret)),
  }),
);
export type StampRedeemRequest = z.input<ReturnType<typeof stampRedeemRequestSchema>>;

/** What a check and then its writes parse with, in that order: built when the screen is idle. */
export const stampCounterSchemas = [
  stampIdxSchema,
  envelopeSchema,
  stampSchema,
  stampAddRequestSchema,
  stampRedeemRequestSchema,
  nullResult,
];

export async function validateStamp(stampIdx: number, signal?: AbortSignal): Promise<Stamp> {
  const checked = parseRequestInput(stampIdxSchema(), stampIdx, 'stamp.validate');
  return await apiRequest({
    operation: 'stamp.validate',
    method: 'GET',
    path: '/api/stamp/v1/validate',
    query: { stampIdx: checked },
    result: stampSchema(),
    signal,
  });
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

export async function redeemStamp(input: StampRedeemRequest): Promise<null> {
  const body = parseRequestInput(stampRedeemRequestSchema(), input, 'stamp.redeem');
  await apiRequest({
    operation: 'stamp.redeem',
    method: 'PUT',
    path: '/api/stamp/v1/redeem',
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
  redeem: () =>
    mutationOptions({
      mutationKey: ['stamp', 'redeem'],
      mutationFn: redeemStamp,
      ...WRITE,
    }),
};

export function useAddStamp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...stampMutations.add(),
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: stampKeys.validate(variables.stampIdx) }),
  });
}

export function useRedeemStamp() {
  const queryClient = useQueryClient();
  return useMutation({
    ...stampMutations.redeem(),
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: stampKeys.validate(variables.stampIdx) }),
  });
}
