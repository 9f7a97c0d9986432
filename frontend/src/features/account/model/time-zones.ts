/**
 * The profile's 25 time zones (product-spec §9), labelled by city. Any other valid
 * IANA zone is accepted by the server; a user who has one sees it as an extra option.
 */
export interface TimeZoneOption {
  value: string;
  label: string;
}

export const TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'America/New_York', label: 'New York (Eastern Time)' },
  { value: 'America/Chicago', label: 'Chicago (Central Time)' },
  { value: 'America/Denver', label: 'Denver (Mountain Time)' },
  { value: 'America/Los_Angeles', label: 'Los Angeles (Pacific Time)' },
  { value: 'America/Anchorage', label: 'Anchorage (Alaska)' },
  { value: 'Pacific/Honolulu', label: 'Honolulu (Hawaii)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Europe/Rome', label: 'Rome' },
  { value: 'Europe/Amsterdam', label: 'Amsterdam' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Asia/Kolkata', label: 'Kolkata' },
  { value: 'Australia/Sydney', label: 'Sydney' },
  { value: 'Australia/Melbourne', label: 'Melbourne' },
  { value: 'Australia/Perth', label: 'Perth' },
  { value: 'America/Toronto', label: 'Toronto' },
  { value: 'America/Vancouver', label: 'Vancouver' },
  { value: 'America/Sao_Paulo', label: 'Sao Paulo' },
  { value: 'America/Mexico_City', label: 'Mexico City' },
  { value: 'Asia/Dubai', label: 'Dubai' },
  { value: 'Asia/Singapore', label: 'Singapore' },
  { value: 'Africa/Cairo', label: 'Cairo' },
  { value: 'UTC', label: 'UTC' },
];

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The 25 options, plus the user's own zone when it is not one of them. */
export function timeZoneOptions(current: string | null | undefined): TimeZoneOption[] {
  if (!current || TIME_ZONES.some((zone) => zone.value === current)) return [...TIME_ZONES];
  return [...TIME_ZONES, { value: current, label: current.replace(/_/g, ' ') }];
}

/** The city label of a zone, or the zone's own name. */
export function timeZoneLabel(zone: string): string {
  return TIME_ZONES.find((z) => z.value === zone)?.label ?? zone.replace(/_/g, ' ');
}
