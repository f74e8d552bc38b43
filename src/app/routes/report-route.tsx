import { DayReportScreen } from '../../features/day-report/day-report-screen';

export function ReportRoute() {
  return <DayReportScreen />;
}
