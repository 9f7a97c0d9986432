import { ProgressSummary } from '../../../shared/ui';
import { useGetDashboardStatsQuery } from '../api/goals-api';

/** The sidebar's Monthly Progress: this month's real figure (decisions §7), not a fixed 68%. */
export default function MonthlyProgress() {
  const { data } = useGetDashboardStatsQuery();
  return (
    <ProgressSummary
      label="Monthly Progress"
      value={data?.monthlyProgress ?? 0}
      caption="Average progress of the goals you are working on this month."
    />
  );
}
