/**
 * English strings of live mode's sign-in that a signed-in till shows from its first frame: the
 * signed-in chip and the roles. Loaded at start in a live build only; the demo build never asks for
 * them. The rest of sign-in (pairing, the pad, the sign-in settings) is in `sign-in.ts`.
 */
export const messages = {
  roles: {
    counter: 'Counter staff',
    marketing: 'Marketing',
    owner: 'Owner',
  },
  chip: {
    /** Before the person's name on the chip; a phone hides it (the panel says the device). */
    deviceBefore: '{{device}} ·',
    action: 'signed in; lock or see who',
    locked: 'Locked',
    signedIn: 'Signed in: {{name}}, {{role}}',
    device: 'Device: {{device}}',
    lockNow: 'Lock now',
    close: 'Close',
  },
};
