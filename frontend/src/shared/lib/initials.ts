export interface InitialsSource {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** First user-perceived character (grapheme), so 'Émile' or an emoji stay whole. */
function firstChar(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
    for (const { segment } of segments) return segment;
    return '';
  }
  return Array.from(text)[0] ?? '';
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/**
 * Avatar initials (product-spec §3), in this order:
 * 1. first letters of first and last name;
 * 2. else the first name's first letter plus the email's first letter;
 * 3. else the first letters of the first two parts of the email's local part,
 *    split on '.', '-' or '_';
 * 4. else the first letter of the email (of its one local part, so '_ada@x' gives 'A');
 * 5. else 'U'.
 * Blank (whitespace-only) names count as missing. A first name with no email at all
 * gives that name's single letter rather than 'U'.
 */
export function getInitials({ firstName, lastName, email }: InitialsSource): string {
  const first = clean(firstName);
  const last = clean(lastName);
  const mail = clean(email);

  let initials: string;
  if (first && last) {
    initials = firstChar(first) + firstChar(last);
  } else if (first && mail) {
    initials = firstChar(first) + firstChar(mail);
  } else if (first) {
    initials = firstChar(first);
  } else {
    const localPart = mail.split('@')[0] ?? '';
    const parts = localPart.split(/[._-]/).filter((part) => part.length > 0);
    if (parts.length >= 2) initials = firstChar(parts[0]!) + firstChar(parts[1]!);
    else if (parts.length === 1) initials = firstChar(parts[0]!);
    else if (mail) initials = firstChar(mail);
    else initials = 'U';
  }
  return initials.toUpperCase();
}
