import { ProgressSummary } from '../../../shared/ui';
import { useGetDashboardStatsQuery } from '../api/goals-api';

/** The sidebar's Monthly Progress: this month's real figure (decisions §7), not a fixed 68%. */
export default function MonthlyProgress() {
  const { data, isError } = useGetDashboardStatsQuery();
  // No figure rather than a false 0% while the stats load or when they cannot be read.
  return (
    <ProgressSummary
      label="Monthly Progress"
      value={data?.monthlyProgress ?? null}
      caption={
        !data && isError
          ? 'It could not be read just now.'
          : 'Average progress of the goals you are working on this month.'
      }
    />
  );
}
