/**
 * The ONLY module that reads `import.meta.env`. Everything else imports `env` from here,
 * so Jest can swap this file for `env.jest.ts` (see jest.config.cjs moduleNameMapper).
 */
export interface AppEnv {
  /** Product name shown in the UI (decisions.md §1). */
  readonly productName: string;
  /** The speaker's name: "{mentorName}'s Method". The server sets it from MENTOR_NAME at run time. */
  readonly mentorName: string;
  /** Always relative: the server refuses unsafe requests from foreign origins. */
  readonly apiBaseUrl: string;
  readonly isDev: boolean;
}

/** MENTOR_NAME as the server wrote it into index.html, else the build-time value. */
function mentorNameFromPage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector('meta[name="lodestar:mentor-name"]');
  return meta?.getAttribute('content')?.trim() || undefined;
}

export const env: AppEnv = {
  productName: 'Lodestar',
  mentorName:
    mentorNameFromPage() ||
    (import.meta.env.VITE_MENTOR_NAME as string | undefined)?.trim() ||
    'Lodestar',
  apiBaseUrl: '/api',
  isDev: Boolean(import.meta.env.DEV),
};
