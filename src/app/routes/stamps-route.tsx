import { StampScreen } from '../../features/stamp-check/stamp-screen';

export function StampsRoute() {
  return <StampScreen />;
}
