/** The fictional company of the demo: every e-mail address lives under its reserved `.example` domain. */
export const DEMO_COMPANY = 'Levante Distribuciones S.L.';
export const DEMO_DOMAIN = 'levante.example';
