import { screen } from '@testing-library/react';

/*
 * What the stamp-screen.*.test.tsx files share. Each of them calls `runOnShopClock()` itself.
 */

export const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });
