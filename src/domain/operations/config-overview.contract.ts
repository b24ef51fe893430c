// The Settings tab's configuration overview as server and web both know it (SPEC.md section 2):
// the tabs in order and the shape of each setting's row. Pure: no I/O.
export const CONFIG_TABS = [
  'Stripe',
  'Email',
  'AI Services',
  'Database',
  'Security',
  'Environment',
] as const;
export type ConfigTab = (typeof CONFIG_TABS)[number];

export interface ConfigParameter {
  name: string;
  status: 'configured' | 'missing' | 'optional';
  required: boolean;
  secret: boolean;
  /** Masked when secret; null when unset. */
  value: string | null;
  /** What runs while it is not set (the working default it falls back on). */
  whenMissing?: string;
}

export interface ConfigOverview {
  tabs: Record<ConfigTab, ConfigParameter[]>;
  missingRequired: number;
  missingOptional: number;
}
