/** The server's texts of GET /metrics (the Prometheus endpoint, behind METRICS_TOKEN). */
export const METRICS_TEXTS = {
  badToken:
    'Falta el token de métricas o no es válido: envía la cabecera Authorization: Bearer <METRICS_TOKEN>',
} as const;
