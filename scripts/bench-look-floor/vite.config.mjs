// Builds the counter's look on its stack (main.tsx says what that is) with the stack alone's
// options, which are the app's.
//   npx vite build --config scripts/bench-look-floor/vite.config.mjs --outDir .bench/look-floor
import stackFloor from '../bench-stack-floor/vite.config.mjs';

export default { ...stackFloor, root: import.meta.dirname };
