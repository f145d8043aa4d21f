// The publishing side of the monitoring benchmark, in its own process (as the gateway is): access events at a
// steady rate into `<prefix>.gateway.request.completed`. Prints one line per sampled event, `<id> <Date.now()>`,
// when its publish is acknowledged, and `done <count>` at the end.
// Usage: node bench/monitoring-publisher.mjs <natsUrl> <prefix> <perSecond> <seconds> <sampleEvery>
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';

const [natsUrl, prefix, perSecondText, secondsText, sampleEveryText] = process.argv.slice(2);
const perSecond = Number(perSecondText);
const total = perSecond * Number(secondsText);
const sampleEvery = Number(sampleEveryText);
const nc = await connect({ servers: natsUrl, noAsyncTraces: true });
const js = jetstream(nc);
const subject = `${prefix}.gateway.request.completed`;

function event(i) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: 'gateway.request.completed',
    version: 1,
    time: now,
    data: {
      method: 'GET',
      path: `/api/bench/${i % 50}`,
      status: i % 100 === 0 ? 500 : 200,
      durationMs: 5 + (i % 200),
      ip: `10.0.${(i >> 8) % 256}.${i % 256}`,
      userId: null,
      userAgent: 'bench',
      requestId: `bench-${i}`,
      time: now,
    },
  };
}

const tick = 50;
const perTick = Math.round((perSecond * tick) / 1000);
const started = Date.now();
for (let sent = 0; sent < total; sent += perTick) {
  const wait = started + (sent / perTick) * tick - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const batch = [];
  for (let k = 0; k < perTick && sent + k < total; k += 1) {
    const i = sent + k;
    const e = event(i);
    const sentAt = Date.now();
    batch.push(
      js.publish(subject, JSON.stringify(e), { msgID: e.id }).then(() => {
        if (i % sampleEvery === 0) process.stdout.write(`${e.id} ${sentAt}\n`);
      }),
    );
  }
  await Promise.all(batch);
}
process.stdout.write(`done ${total} ${Date.now() - started}\n`);
await nc.drain();
