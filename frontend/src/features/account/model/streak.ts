/** Profile streak tiers (product-spec §9). */
export type BadgeVariant = 'default' | 'secondary' | 'outline';

export interface StreakTier {
  label: 'Fire Master' | 'Streak Hero' | 'Consistent' | 'Getting Started';
  /** default at 30+, secondary at 7+, else outline. */
  variant: BadgeVariant;
}

export function streakTier(days: number): StreakTier {
  const label =
    days >= 30
      ? 'Fire Master'
      : days >= 14
        ? 'Streak Hero'
        : days >= 7
          ? 'Consistent'
          : 'Getting Started';
  const variant: BadgeVariant = days >= 30 ? 'default' : days >= 7 ? 'secondary' : 'outline';
  return { label, variant };
}

/** Login streak icon: under 7 a star, 7 or more lightning, 30 or more fire. */
export function streakIcon(days: number): 'star' | 'lightning' | 'fire' {
  return days >= 30 ? 'fire' : days >= 7 ? 'lightning' : 'star';
}

export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
