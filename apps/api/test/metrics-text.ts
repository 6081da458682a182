/** Reads Prometheus's text format as GET /metrics writes it: one sample a line. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"/g;

const valueOf = (text: string) =>
  text === '+Inf' ? Infinity : text === '-Inf' ? -Infinity : Number(text);

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: valueOf(match[3]!) });
  }
  return samples;
}

/** The value of the sample with this name whose labels include `labels` (the first), if any. */
export function sampleOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string>,
): number | undefined {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )?.value;
}
