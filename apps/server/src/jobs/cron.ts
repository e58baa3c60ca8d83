import { Cron } from 'croner';
import cronstrue from 'cronstrue';

/**
 * Cron expressions, parsed by croner: five fields, or six with seconds first. Due times are in
 * UTC, so a schedule means the same on every server whatever its local zone.
 */
const parse = (expression: string) => new Cron(expression, { paused: true, timezone: 'UTC' });

/** Null when croner accepts the expression, else its reason. */
export function cronProblem(expression: string): string | null {
  try {
    const cron = parse(expression);
    if (!cron.nextRun()) return 'The schedule never runs again';
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The first due time strictly after `after`; throws on an invalid expression. */
export function nextDue(expression: string, after: Date): Date {
  const next = parse(expression).nextRun(after);
  if (!next) throw new Error(`The schedule ${expression} never runs again`);
  return next;
}

/** The schedule in words ("Every 2 seconds", "At 03:00"), by cronstrue; times are UTC. */
export function describeCron(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true, verbose: false });
  } catch {
    return expression;
  }
}
