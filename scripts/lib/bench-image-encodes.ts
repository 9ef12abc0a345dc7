// What image encoding costs the rest of the server: GET /api/health, asked one after another,
// first with nothing else to do, then while anonymous visitors ask at once for the costliest
// variants of a 2400×2400 noise photo (the server encodes a few at a time, each variant once).
// Figures for bench:api, printed beside the load average; the tests count the encodes instead.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { TEST_OWNER, type ServerProcess } from './server-process';

const IDLE_PROBES = 200;
const PARALLEL_READS = 20;
const WORST_VARIANTS = [
  'format=png',
  'format=avif&quality=90',
  'quality=90',
  'w=1920&quality=90&format=webp',
  'compress=true&quality=60',
];

export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function healthMs(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
  return performance.now() - started;
}

async function uploadNoisePhoto(base: string): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_OWNER),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('selam.sid='))!
    .split(';')[0]!;
  const photo = await sharp(randomBytes(2400 * 2400 * 3), { raw: { width: 2400, height: 2400, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'noise.jpg');
  const upload = await fetch(`${base}/api/upload-image`, { method: 'POST', headers: { cookie }, body: form });
  if (upload.status !== 201) throw new Error(`the upload answered ${upload.status}`);
  return ((await upload.json()) as { imageUrl: string }).imageUrl;
}

/** Prints /api/health's latency idle and during a burst of image encodes, and their ratio. */
export async function benchHealthDuringEncodes(label: string, server: ServerProcess): Promise<void> {
  const base = server.url;
  const url = await uploadNoisePhoto(base);
  const idle: number[] = [];
  for (let i = 0; i < IDLE_PROBES; i += 1) idle.push(await healthMs(base));

  let busy = true;
  const during: number[] = [];
  const probe = (async () => {
    while (busy) during.push(await healthMs(base));
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL_READS }, async (_, i) => {
      const res = await fetch(`${base}${url}?${WORST_VARIANTS[i % WORST_VARIANTS.length]}`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const encodeSeconds = (performance.now() - started) / 1000;
  busy = false;
  await probe;

  const refused = statuses.filter((status) => status !== 200).length;
  const [idle50, idle99, during50, during99] = [
    percentile(idle, 50),
    percentile(idle, 99),
    percentile(during, 50),
    percentile(during, 99),
  ];
  console.log(
    `\n${label}: /api/health while ${PARALLEL_READS} anonymous reads of ${WORST_VARIANTS.length} costly variants of a 2400×2400 noise photo are encoded (${encodeSeconds.toFixed(1)} s${refused ? `, ${refused} not answered 200` : ''})`,
  );
  console.log(`  idle:   p50 ${idle50.toFixed(1)} ms, p99 ${idle99.toFixed(1)} ms over ${idle.length} checks`);
  console.log(`  during: p50 ${during50.toFixed(1)} ms, p99 ${during99.toFixed(1)} ms over ${during.length} checks`);
  console.log(
    `  during ÷ idle: p50 ×${(during50 / idle50).toFixed(1)}, p99 ×${(during99 / idle99).toFixed(1)} (load average ${loadAverage()})`,
  );
}
