/** The settings tabs in the specification's order (then Rates, Help articles and API clients), each with its route. */
export const SETTINGS_TABS = [
  { key: 'carriers', to: '/dashboard/settings/carriers' },
  { key: 'naics', to: '/dashboard/settings/naics' },
  { key: 'popups', to: '/dashboard/settings/popups' },
  { key: 'payroll', to: '/dashboard/settings/payroll' },
  { key: 'payrollRules', to: '/dashboard/settings/payroll-rules' },
  { key: 'covered', to: '/dashboard/settings/covered' },
  { key: 'rates', to: '/dashboard/settings/rates' },
  { key: 'help', to: '/dashboard/settings/help' },
  { key: 'apiClients', to: '/dashboard/settings/api-clients' },
  { key: 'webhooks', to: '/dashboard/settings/webhooks' },
  { key: 'dailyRuns', to: '/dashboard/settings/daily-runs' },
] as const;
