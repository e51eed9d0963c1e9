// Sign-in under load (autocannon on loopback) and the cost of one password hash.
import autocannon from 'autocannon';
import { hashPassword, verifyPassword } from '../../server/dist/modules/auth/password.js';

const DEMO_CUSTOMER = { email: 'client@demo.fleurs.test', password: 'Demo-Client-2026!' };

async function hashTiming() {
  const runs = 20;
  const hashes = [];
  let start = performance.now();
  for (let i = 0; i < runs; i += 1) hashes.push(await hashPassword(`password-${i}`));
  const hashMs = (performance.now() - start) / runs;
  start = performance.now();
  for (let i = 0; i < runs; i += 1) await verifyPassword(`password-${i}`, hashes[i]);
  const verifyMs = (performance.now() - start) / runs;
  return { hashMs, verifyMs };
}

export async function benchAuth(shop) {
  const { hashMs, verifyMs } = await hashTiming();
  console.log('\n## Password hashing (scrypt N=2^15, r=8, p=1)');
  console.log(`hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (mean of 20)`);

  const result = await autocannon({
    url: `${shop.url}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CUSTOMER),
    connections: 10,
    duration: 10,
  });
  console.log('\n## Sign-in throughput (10 connections, 10 s, loopback)');
  console.log(
    `${result.requests.average.toFixed(1)} sign-ins/s; latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms; ` +
      `${result['2xx']} ok, ${result.non2xx} not ok, ${result.errors} errors`,
  );
}
