import type { Db } from '../../db/connection.js';

/**
 * Takes or renews the lease on `name` for `holder` until `until`: it succeeds when nobody holds
 * it, when `holder` already does, or when the last holder's lease has run out. One upsert, so
 * two servers asking at once cannot both get it.
 */
export async function takeLease(db: Db, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, acquired_at: nowIso, expires_at: until.toISOString(), last_run_at: null })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          acquired_at: eb
            .case()
            .when('job_leases.holder', '=', holder)
            .then(eb.ref('job_leases.acquired_at'))
            .else(eb.ref('excluded.acquired_at'))
            .end(),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) => eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<=', nowIso)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up (a server shutting down), so that another takes it at once. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('name', '=', name).where('holder', '=', holder).execute();
}

/** Notes when the holder last ran the job (for the operator, and the cluster check). */
export async function markRun(db: Db, name: string, holder: string, at: Date): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ last_run_at: at.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

export interface LeaseRow {
  name: string;
  holder: string;
  acquired_at: string;
  expires_at: string;
  last_run_at: string | null;
}

export async function listLeases(db: Db): Promise<LeaseRow[]> {
  return db.selectFrom('job_leases').selectAll().orderBy('name').execute();
}
