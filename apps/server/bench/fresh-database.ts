import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server `serverUrl` names (any database of it), so a bench
 * runs from a clean database whatever that one holds: `${BENCH_DATABASE_PREFIX}_${purpose}`, prefix
 * `crm_bench` unless set. One left by an interrupted run is dropped first; one in use (the same
 * bench running elsewhere on this server) is refused rather than dropped from under it. `drop`
 * removes it at the end.
 */
export async function freshDatabase(
  serverUrl: string,
  purpose: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'crm_bench'}_${purpose}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  try {
    await run(`drop database if exists ${name}`);
  } catch (error) {
    throw new Error(
      `${name} is in use (the same bench running elsewhere on this server?); set BENCH_DATABASE_PREFIX to use another name. ${(error as Error).message}`,
    );
  }
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Ours alone by now, so connections this process left behind do not keep it.
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
