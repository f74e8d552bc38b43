export const messages = {
  label: 'Coupon number or stamp ID',
  hint: 'Scan with the scanner or the camera, or type it and press Enter.',
  check: 'Check',
  modeLabel: 'Read digits as',
  modes: {
    coupon: 'Coupon',
    stamp: 'Stamp',
  },
  problems: {
    empty: 'Scan or type a coupon number or a stamp ID first.',
    'coupon-format': 'A coupon number is 8 to 16 letters and digits. Check what was typed.',
    'stamp-format': 'A stamp ID is a whole number, like 274. Check what was typed.',
    'stamp-range':
      'A stamp ID goes from 1 to 2,147,483,647. If this is a coupon number, switch to Coupon.',
    'unknown-url': 'This web address is not a stamp page or a coupon link.',
    'foreign-url': 'This is a stamp page or coupon link on another website: not one of ours.',
    undecodable:
      'This address is damaged (a broken %-code) and cannot be read. Scan it again or type the number.',
    'korean-keyboard':
      'This was typed with the keyboard in Korean (한글) mode, and it is not a code in English either. Press 한/영 to switch the keyboard to English, then scan again.',
  },
  koreanKeyboard:
    'Read as {{code}}: the keyboard is in Korean (한글) mode. Press 한/영 to switch it to English.',
  camera: {
    open: 'Scan with the camera',
    title: 'Scan a code',
    close: 'Close the camera',
    starting: 'Starting the camera…',
    scanning: 'Hold the QR code or barcode inside the frame.',
    loadingDecoder: 'Getting the code reader ready…',
    switch: 'Switch camera',
    torchOn: 'Turn the light on',
    torchOff: 'Turn the light off',
    denied:
      'The camera is blocked. Allow camera access for this site in the browser settings, then try again.',
    noCamera: 'No camera was found on this device. Use the scanner or type the code.',
    unsupported: 'This browser cannot use the camera here (it needs a secure https connection).',
    failed: 'The camera could not start. Close this and try again.',
    decoderFailed: 'The code reader could not be loaded. Check the connection, then try again.',
    tryAgain: 'Try again',
  },
  shortcuts: {
    button: 'Shortcuts (?)',
    title: 'Keyboard shortcuts',
    focus: 'Go to the scan field, with what is in it selected.',
    clear:
      'Clear the result on screen, ready for the next customer (not while a redeem, stamp or reward is being recorded). In the scan field with text in it: clear the text.',
    help: 'Show this list.',
    whileTyping:
      'Shortcuts wait while you type in a field; in the scan field they work only while it is empty, so a scanned code is never cut short.',
    close: 'Close',
  },
};
