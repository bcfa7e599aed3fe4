import type { TelemetryErrorKind } from '@/types/api.gen';

/** An error as noted: its kind, the error (or what was thrown), the path then, React's component stack. */
export type Noted = [
  kind: TelemetryErrorKind,
  error: unknown,
  path: string,
  componentStack?: string | null,
];
