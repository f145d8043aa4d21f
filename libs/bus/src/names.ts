import type { TEventType } from '@readiness/contracts';

/** A subject prefix must be plain subject tokens: no wildcards, spaces or empty tokens. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '' && !/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/.test(prefix)) {
    throw new Error(
      `Invalid NATS subject prefix "${prefix}": use letters, digits, '_', '-' and '.' between tokens`,
    );
  }
  return prefix;
}

/** `auth.user.registered`, or `<prefix>.auth.user.registered` when the bus has a prefix. */
export function subjectOf(prefix: string, type: TEventType): string {
  return prefix ? `${prefix}.${type}` : type;
}

/** Every subject of a domain: what the domain's stream stores and what its consumers filter on. */
export function domainSubjects(prefix: string, domain: string): string {
  return prefix ? `${prefix}.${domain}.>` : `${domain}.>`;
}

/** Stream names may not contain '.', '*', '>', spaces or path separators; keep them upper-case and plain. */
export function streamOf(prefix: string, domain: string): string {
  const name = prefix ? `${prefix}_${domain}` : domain;
  return sanitise(name).toUpperCase();
}

/** `auth.premium-tier` → `auth_premium-tier`: a durable consumer name NATS accepts. */
export function durableOf(durable: string): string {
  const name = sanitise(durable);
  if (name === '') throw new Error('A durable consumer needs a name');
  return name;
}

/** The event type a subject carries, or undefined when the subject is not under the prefix. */
export function typeOfSubject(prefix: string, subject: string): string | undefined {
  if (!prefix) return subject;
  return subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : undefined;
}

function sanitise(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}
