import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OperationName } from '../../src/api/errors';
import { DEMO_FAULTS, DEMO_PLANS, type DemoSettingsPatch } from '../../src/lib/demo-controls';
import type { SimulatedService } from '../../src/mocks/service';
import { withoutDemoImages } from './demo-images';
import { sendEnvelope, sendJson } from './node-http';
import type { RecordedRequest } from './request-log';

/**
 * The control routes under `/__sim/`, for tests and whoever runs the service: the settings (plan,
 * faults, latency, clock) read and patched field by field, a reset to the seed, and the request
 * log read and cleared.
 */

const OPERATIONS: readonly OperationName[] = [
  'coupon.validate',
  'coupon.create',
  'coupon.redeem',
  'stamp.validate',
  'stamp.add',
  'stamp.reward',
  'stamp.remove',
  'statistics.clicksByHour',
];

const PATCH_CHECKS: { [K in keyof Required<DemoSettingsPatch>]: (value: unknown) => boolean } = {
  plan: (value) => DEMO_PLANS.includes(value as never),
  webhookEnabled: (value) => typeof value === 'boolean',
  latencyMs: (value) => Number.isInteger(value) && (value as number) >= 0,
  fault: (value) => DEMO_FAULTS.includes(value as never),
  faultOnce: (value) => typeof value === 'boolean',
  faultOperations: (value) =>
    value === null ||
    (Array.isArray(value) && value.every((name) => OPERATIONS.includes(name as never))),
  lateWriteMs: (value) => Number.isInteger(value) && (value as number) >= 0,
  otherTill: (value) => value === 'off' || value === 'once' || value === 'always',
  fixedNow: (value) =>
    value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
};

/** A settings patch checked field by field: a typo in a test fails loudly, not silently. */
export function checkPatch(value: unknown): { patch: DemoSettingsPatch } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'The settings patch must be a JSON object.' };
  }
  for (const [key, field] of Object.entries(value)) {
    const check = PATCH_CHECKS[key as keyof DemoSettingsPatch] as
      ((value: unknown) => boolean) | undefined;
    if (!check) {
      return {
        problem: `Unknown setting "${key}"; known: ${Object.keys(PATCH_CHECKS).join(', ')}.`,
      };
    }
    if (!check(field)) {
      return { problem: `Not a valid value for "${key}": ${JSON.stringify(field)}.` };
    }
  }
  return { patch: value };
}

/** Answers one `/__sim/…` request; `recorded` is the server's request log. */
export function control(
  service: SimulatedService,
  recorded: RecordedRequest[],
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  body: Buffer,
): void {
  const route = `${request.method ?? 'GET'} ${path}`;
  switch (route) {
    case 'GET /__sim/settings':
      sendJson(response, 200, service.controls.getSettings());
      return;
    case 'POST /__sim/settings': {
      let value: unknown;
      try {
        value = JSON.parse(body.toString('utf8'));
      } catch {
        sendEnvelope(response, 400, 'The settings patch is not JSON.');
        return;
      }
      const checked = checkPatch(value);
      if ('problem' in checked) {
        sendEnvelope(response, 400, checked.problem);
        return;
      }
      service.controls.update(checked.patch);
      sendJson(response, 200, service.controls.getSettings());
      return;
    }
    case 'POST /__sim/reset':
      service.controls.reset();
      withoutDemoImages(service.state);
      sendJson(response, 200, service.controls.getSettings());
      return;
    case 'GET /__sim/requests':
      sendJson(response, 200, recorded);
      return;
    case 'DELETE /__sim/requests':
      recorded.length = 0;
      response.writeHead(204).end();
      return;
    default:
      sendEnvelope(response, 404, `No such control: ${route}`);
  }
}
