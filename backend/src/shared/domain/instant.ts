const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * `date.toISOString()`, about three times faster for the years 1000 to 9999
 * (other years and invalid dates go to `toISOString` itself). Answers that
 * list many records (the goal list) format two instants per record.
 */
export function isoInstant(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const ms = date.getUTCMilliseconds();
  const millis = ms < 10 ? `00${ms}` : ms < 100 ? `0${ms}` : `${ms}`;
  return `${year}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}T${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}.${millis}Z`;
}
