import type { DriverOption, StaffInvite, StaffMember, StaffRole, StaffUpdate } from '@shop/contract';
import { hasNoEmail, STAFF_ROLES, staffInviteSchema, staffUpdateSchema } from '@shop/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { failOnUnique } from '../../errors/unique.js';
import type { Clock } from '../../lib/clock.js';
import {
  issueSetPasswordLink,
  lastSeenOf,
  linkFor,
  listUserSessions,
  revokePasswordTokens,
  resetTwoStep,
  revokeUserSessions,
  usersWithTotp,
} from '../auth/index.js';
import { actorOf, diffFields, recordAudit } from '../audit/index.js';
import { accountMail, enqueueMail } from '../mail/index.js';
import {
  clearPasswordHash,
  createStaffUser,
  emailInUse,
  findStaffRoles,
  findUserById,
  listActiveDrivers,
  listStaffUsers,
  lockActiveOwners,
  replaceStaffRoles,
  setAccountState,
  updateUserIdentity,
} from '../users/index.js';

export interface StaffDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** The owner making a change, for the audit trail (with the request's address when known). */
export interface StaffActor {
  id: number;
  ip?: string | null;
}

/** What the trail keeps of a member: never a password or its hash. */
const AUDITED = ['name', 'email', 'language', 'roles'] as const;
/** Roles in the policy's order, so that the same roles in another order are no change. */
const inOrder = (roles: readonly string[]) => STAFF_ROLES.filter((role) => roles.includes(role));

/** Every staff member with their roles and when they were last seen (issue 15). */
export async function listStaff(deps: StaffDeps): Promise<StaffMember[]> {
  const members = await listStaffUsers(deps.db);
  const ids = members.map((m) => m.id);
  const [seen, twoStep] = await Promise.all([lastSeenOf(deps.db, ids), usersWithTotp(deps.db, ids)]);
  return members.map((m) => ({
    ...m,
    active: m.active === 1,
    two_step: twoStep.has(m.id),
    last_seen_at: seen.get(m.id) ?? null,
  }));
}

/** The active drivers (id, name), for the delivery runs' picker: nothing else of the accounts. */
export async function listDrivers(deps: Pick<StaffDeps, 'db'>): Promise<DriverOption[]> {
  return listActiveDrivers(deps.db);
}

async function memberOrThrow(deps: StaffDeps, id: number): Promise<StaffMember> {
  const member = (await listStaff(deps)).find((m) => m.id === id);
  if (!member) throw new DomainError('STAFF_NOT_FOUND');
  return member;
}

/** A staff user, or STAFF_NOT_FOUND (a customer's id included). */
async function staffUserOrThrow(db: Db, id: number) {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'admin') throw new DomainError('STAFF_NOT_FOUND');
  return user;
}

/**
 * Refuses a change that would leave no active owner: `id` stops being one (demoted or
 * deactivated). The owners are locked first, so two such changes at once take turns.
 */
async function keepAnOwner(db: Db, id: number): Promise<void> {
  const owners = await lockActiveOwners(db);
  if (owners.includes(id) && owners.length === 1) throw new DomainError('LAST_OWNER');
}

/** Invites someone: an account with no password, their roles, and a set-password e-mail in their language. */
export async function inviteStaff(deps: StaffDeps, by: StaffActor, input: StaffInvite): Promise<StaffMember> {
  const { db, clock, config } = deps;
  const member = staffInviteSchema.parse(input);
  const id = await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        if (await emailInUse(trx, member.email)) throw new DomainError('EMAIL_TAKEN');
        const nowIso = clock.now().toISOString();
        const id = await createStaffUser(trx, { ...member, nowIso });
        await replaceStaffRoles(trx, id, member.roles);
        await recordAudit(trx, actorOf(by, nowIso), {
          entity: 'staff',
          entityId: id,
          action: 'create',
          changes: diffFields(null, { ...member, roles: inOrder(member.roles) }, AUDITED),
        });
        const link = await issueSetPasswordLink(trx, clock, config, { id, language: member.language });
        await enqueueMail(trx, clock, {
          template: 'staff-invited',
          language: member.language,
          to: member.email,
          mail: accountMail('staffInvited', member.language, config.business, member.name, link),
        });
        return id;
      }),
    () => new DomainError('EMAIL_TAKEN'),
  );
  return memberOrThrow(deps, id);
}

/**
 * Name, language, roles and perhaps a new e-mail address; the last active owner keeps the owner
 * role. A new address of a member who has a password ends their set-password links (a link sent
 * to the old address no longer serves).
 */
export async function updateStaff(
  deps: StaffDeps,
  by: StaffActor,
  id: number,
  input: StaffUpdate,
): Promise<StaffMember> {
  const { db, clock } = deps;
  const change = staffUpdateSchema.parse(input);
  await failOnUnique(
    () =>
      db.transaction().execute(async (trx) => {
        const user = await staffUserOrThrow(trx, id);
        const before = { ...user, roles: await findStaffRoles(trx, id) };
        if (!change.roles.includes('owner')) await keepAnOwner(trx, id);
        const nowIso = clock.now().toISOString();
        const email = change.email && change.email.toLowerCase() !== user.email ? change.email : undefined;
        if (email) {
          if (await emailInUse(trx, email)) throw new DomainError('EMAIL_TAKEN');
          await revokePasswordTokens(trx, id, nowIso);
        }
        await updateUserIdentity(
          trx,
          id,
          { name: change.name, language: change.language, ...(email ? { email } : {}) },
          nowIso,
        );
        await replaceStaffRoles(trx, id, change.roles as StaffRole[]);
        const after = { ...change, email: email ?? user.email, roles: inOrder(change.roles) };
        await recordAudit(trx, actorOf(by, nowIso), {
          entity: 'staff',
          entityId: id,
          action: 'update',
          changes: diffFields(before, after, AUDITED),
        });
      }),
    () => new DomainError('EMAIL_TAKEN'),
  );
  return memberOrThrow(deps, id);
}

/** Deactivating ends every session and link at once; the last active owner cannot be deactivated. */
export async function setStaffActive(
  deps: StaffDeps,
  by: StaffActor,
  id: number,
  active: boolean,
): Promise<StaffMember> {
  const { db, clock } = deps;
  await db.transaction().execute(async (trx) => {
    const user = await staffUserOrThrow(trx, id);
    const nowIso = clock.now().toISOString();
    if (!active) {
      await keepAnOwner(trx, id);
      await revokeUserSessions(trx, id);
      await revokePasswordTokens(trx, id, nowIso);
    }
    await setAccountState(trx, id, { active: active ? 1 : 0 }, nowIso);
    if (Boolean(user.active) !== active)
      await recordAudit(trx, actorOf(by, nowIso), {
        entity: 'staff',
        entityId: id,
        action: active ? 'activate' : 'deactivate',
        changes: { active: [Boolean(user.active), active] },
      });
  });
  return memberOrThrow(deps, id);
}

/**
 * The owner resets a member's password: the old one stops working, every session ends, and
 * the member is e-mailed a set-password link in their language. For a member who never chose a
 * password (invited, or a migrated designer once given an address) it is the invitation.
 */
export async function resetStaffPassword(
  deps: StaffDeps,
  by: StaffActor,
  id: number,
): Promise<{ invited: boolean; email: string }> {
  const { db, clock, config } = deps;
  return db.transaction().execute(async (trx) => {
    const user = await staffUserOrThrow(trx, id);
    if (hasNoEmail(user.email)) throw new DomainError('STAFF_NO_EMAIL');
    const invited = user.password_hash === null;
    const nowIso = clock.now().toISOString();
    await clearPasswordHash(trx, id, nowIso);
    await revokePasswordTokens(trx, id, nowIso);
    await revokeUserSessions(trx, id);
    await recordAudit(trx, actorOf(by, nowIso), { entity: 'staff', entityId: id, action: 'reset_password' });
    const link = await issueSetPasswordLink(trx, clock, config, user);
    await enqueueMail(trx, clock, {
      template: invited ? 'staff-invited' : 'staff-password-reset',
      language: user.language,
      to: user.email,
      mail: accountMail(invited ? 'staffInvited' : 'staffReset', user.language, config.business, user.name, link),
    });
    return { invited, email: user.email };
  });
}

/** A member's sessions, for the owner. */
export async function staffSessions(deps: StaffDeps, id: number) {
  await staffUserOrThrow(deps.db, id);
  return listUserSessions(deps.db, deps.clock, id);
}

/** The owner signs a member out everywhere. */
export async function endStaffSessions(deps: StaffDeps, by: StaffActor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await staffUserOrThrow(trx, id);
    await revokeUserSessions(trx, id);
    await recordAudit(trx, actorOf(by, deps.clock.now().toISOString()), {
      entity: 'staff',
      entityId: id,
      action: 'end_sessions',
    });
  });
}

/**
 * The owner resets a member's two-step sign-in (a lost phone and lost recovery codes): the
 * secret and the codes go, every session of the member ends, one audit row is written, and the
 * member is e-mailed in their language, all in one transaction. The password stays.
 */
export async function resetStaffTwoStep(deps: StaffDeps, by: StaffActor, id: number): Promise<void> {
  const { db, clock, config } = deps;
  await db.transaction().execute(async (trx) => {
    const user = await staffUserOrThrow(trx, id);
    if (!(await resetTwoStep(trx, id))) throw new DomainError('STAFF_NO_TWO_STEP');
    const nowIso = clock.now().toISOString();
    await revokeUserSessions(trx, id);
    await recordAudit(trx, actorOf(by, nowIso), { entity: 'staff', entityId: id, action: 'reset_two_step' });
    await enqueueMail(trx, clock, {
      template: 'staff-two-step-reset',
      language: user.language,
      to: user.email,
      mail: accountMail(
        'staffTwoStepReset',
        user.language,
        config.business,
        user.name,
        linkFor(config, user.language, '/login'),
      ),
    });
  });
}
