/** A core value as the API answers it (spec §3 Value). */
export type ValueColor = 'bg-blue-500' | 'bg-red-500' | 'bg-amber-600' | 'bg-yellow-500';

export interface CoreValue {
  id: string;
  userId: string;
  name: string;
  description: string | null;
  alignmentScore: number;
  color: ValueColor;
  isCore: boolean;
  /** Increases at every change; sent back as If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface ValueInput {
  name: string;
  description: string | null;
  color: ValueColor;
  isCore: boolean;
  alignmentScore: number;
}

/** The four colors of spec §3 with their labels; `hex` is the shade the class name stands for. */
export const VALUE_COLORS: ReadonlyArray<{ value: ValueColor; label: string; hex: string }> = [
  { value: 'bg-blue-500', label: 'Blue', hex: '#3b82f6' },
  { value: 'bg-red-500', label: 'Red', hex: '#ef4444' },
  { value: 'bg-amber-600', label: 'Amber', hex: '#d97706' },
  { value: 'bg-yellow-500', label: 'Yellow', hex: '#eab308' },
];

export const DEFAULT_VALUE: ValueInput = {
  name: '',
  description: null,
  color: 'bg-blue-500',
  isCore: false,
  alignmentScore: 70,
};

/** Two names of one value: the same words, whatever their case and the spaces around them. */
export function sameValueName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function colorHex(color: string): string {
  return VALUE_COLORS.find((c) => c.value === color)?.hex ?? VALUE_COLORS[0].hex;
}

/**
 * The shade a control (the alignment slider, the colour's radio button) is drawn in: the
 * colour itself, except yellow on a light surface, where #eab308 is 1.9:1 against white
 * and a control's parts need 3:1 (WCAG 1.4.11); there it is Tailwind's yellow 700
 * (#a16207, 4.9:1). The card's stripe keeps the colour as chosen.
 */
export function controlHex(color: string, mode: 'light' | 'dark'): string {
  return mode === 'light' && color === 'bg-yellow-500' ? '#a16207' : colorHex(color);
}

export interface ValuesSummary {
  total: number;
  core: number;
  /** Mean alignment, rounded; null without values. */
  averageAlignment: number | null;
  strongest: CoreValue | null;
  weakest: CoreValue | null;
}

/** The Values Summary panel: counts, mean alignment, strongest and weakest value. */
export function summarizeValues(values: readonly CoreValue[]): ValuesSummary {
  if (values.length === 0) {
    return { total: 0, core: 0, averageAlignment: null, strongest: null, weakest: null };
  }
  const sum = values.reduce((s, v) => s + v.alignmentScore, 0);
  // Ties go to the value defined first.
  const strongest = values.reduce((best, v) => (v.alignmentScore > best.alignmentScore ? v : best));
  const weakest = values.reduce((low, v) => (v.alignmentScore < low.alignmentScore ? v : low));
  return {
    total: values.length,
    core: values.filter((v) => v.isCore).length,
    averageAlignment: Math.round(sum / values.length),
    strongest,
    weakest: values.length > 1 ? weakest : null,
  };
}

export interface ValuesReflection {
  headline: string;
  prompts: string[];
}

/**
 * The Values Reflection panel: a headline from the mean alignment and questions drawn
 * from the user's own values (core values first, then the least lived one).
 */
export function reflectOnValues(values: readonly CoreValue[]): ValuesReflection {
  if (values.length === 0) {
    return {
      headline: 'Name what matters most to you, then come back here to reflect on it.',
      prompts: ['What do I want my life to stand for?'],
    };
  }
  const { averageAlignment, weakest } = summarizeValues(values);
  const avg = averageAlignment ?? 0;
  const headline =
    avg >= 80
      ? 'Your days are closely aligned with your values. Keep protecting what works.'
      : avg >= 60
        ? 'You are mostly living your values; one or two deserve more attention.'
        : 'There is a gap between your values and your days. Start small, with one value.';
  const focus = values.filter((v) => v.isCore).slice(0, 2);
  const chosen = focus.length > 0 ? focus : values.slice(0, 1);
  const prompts = chosen.map(
    (v) => `Where did I live "${v.name}" today, and where did I fall short?`,
  );
  const low = weakest ?? (values.length === 1 ? values[0] : null);
  if (low && low.alignmentScore < 70 && !chosen.includes(low)) {
    prompts.push(`What one small step would bring "${low.name}" closer to 100%?`);
  } else if (low && low.alignmentScore < 70) {
    prompts.push(`What is one small step to live "${low.name}" more fully this week?`);
  }
  prompts.push('Which of my goals serves my values best, and which serves none of them?');
  return { headline, prompts };
}
