import { HourlyClicksScreen } from '../../features/hourly-clicks/hourly-clicks-screen';

export function ClicksRoute() {
  return <HourlyClicksScreen />;
}
