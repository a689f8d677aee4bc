// Drains message_deliveries in the background: a sweep every few seconds (messages queued in
// callers' transactions, retries, leases of a crashed process) and a prompt run after a send.
// Started by the notices routes; stopped when the app closes.
import type { AppContext } from '../../context';
import { deliverMessages } from './deliver-messages';

const SWEEP_MS = 5000;
const KICK_MS = 100;

export interface DeliveryPump {
  timer: NodeJS.Timeout;
  running: boolean;
  closed: boolean;
}

async function run(context: AppContext, pump: DeliveryPump): Promise<void> {
  if (pump.running || pump.closed) return;
  pump.running = true;
  try {
    while (!pump.closed && (await deliverMessages(context)) > 0) {
      // keep draining while there is work
    }
  } catch {
    // The database is away or closing; the next sweep tries again.
  } finally {
    pump.running = false;
  }
}

export function startDeliveryPump(context: AppContext): () => void {
  const existing = context.memory.deliveryPump;
  if (existing && !existing.closed) return () => stop(context);
  const pump: DeliveryPump = {
    running: false,
    closed: false,
    timer: setInterval(() => void run(context, pump), SWEEP_MS),
  };
  pump.timer.unref();
  context.memory.deliveryPump = pump;
  return () => stop(context);
}

function stop(context: AppContext): void {
  const pump = context.memory.deliveryPump;
  if (!pump) return;
  pump.closed = true;
  clearInterval(pump.timer);
}

/** Runs the pump soon (after the caller's transaction has had time to commit). */
export function kickDeliveryPump(context: AppContext): void {
  const pump = context.memory.deliveryPump;
  if (!pump || pump.closed) return;
  setTimeout(() => void run(context, pump), KICK_MS).unref();
}
