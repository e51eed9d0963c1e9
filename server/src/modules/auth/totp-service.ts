import QRCode from 'qrcode';
import type { AuthSettings, StaffRole, TotpEnrolment, TotpStatus } from '@shop/contract';
import type { Db } from '../../db/connection.js';
import { DomainError } from '../../errors/domain-error.js';
import { recordAudit } from '../audit/index.js';
import { revokeOtherSessions } from './sessions.js';
import { clearFailures, subjectsOf, takeAttemptOrRefuse } from './login-failures.js';
import type { AuthDeps } from './service.js';
import {
  confirmTotp,
  deleteTotp,
  findTotpCredential,
  readAuthSetting,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  SECOND_FACTOR_KEY,
  savePendingTotp,
  takeTotpStep,
  totpEnrolmentRequired,
  TOTP_ROLES,
  writeAuthSetting,
} from './totp-store.js';
import {
  base32Encode,
  matchingStep,
  newRecoveryCodes,
  newTotpKey,
  openSecret,
  otpauthUri,
  sealSecret,
} from './totp.js';

/**
 * Two-step sign-in for staff (issue 15, part 5; docs/decisions/024-totp.md): a staff member
 * starts enrolment (a new secret, its otpauth URI and QR code), confirms it with a code (ten
 * recovery codes, shown once), and may turn it off with a current code.
 */

type TotpDeps = Pick<AuthDeps, 'db' | 'clock' | 'config'>;
interface StaffMember {
  id: number;
  email: string;
  roles: readonly StaffRole[];
}

/**
 * Accepts a code of the user's confirmed secret once: its step must be later than the last one
 * taken (a code seen over a shoulder, or sent twice, does not serve again).
 */
export async function takeCode(deps: TotpDeps, userId: number, code: string): Promise<boolean> {
  const credential = await findTotpCredential(deps.db, userId);
  if (!credential?.confirmed_at) return false;
  const key = openSecret(credential.secret, deps.config.totpKey);
  const step = matchingStep(key, code, deps.clock.now(), credential.last_step);
  return step !== null && (await takeTotpStep(deps.db, userId, step));
}

export async function totpStatus(deps: TotpDeps, user: StaffMember): Promise<TotpStatus> {
  const credential = await findTotpCredential(deps.db, user.id);
  const enabled = Boolean(credential?.confirmed_at);
  const required =
    user.roles.some((r) => TOTP_ROLES.includes(r)) &&
    (await readAuthSetting(deps.db, SECOND_FACTOR_KEY)) === 'owner_office';
  return { enabled, required, recovery_codes_left: enabled ? await recoveryCodesLeft(deps.db, user.id) : 0 };
}

/** A new secret for the user (replacing one not confirmed): the only answer that shows it. */
export async function startEnrolment(deps: TotpDeps, user: StaffMember): Promise<TotpEnrolment> {
  const key = newTotpKey();
  const sealed = sealSecret(key, deps.config.totpKey);
  if (!(await savePendingTotp(deps.db, user.id, sealed, deps.clock.now().toISOString()))) {
    throw new DomainError('TOTP_ALREADY_ENABLED');
  }
  const uri = otpauthUri(key, deps.config.business.name, user.email);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: base32Encode(key),
    otpauth_uri: uri,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Wrong codes while signed in count like wrong passwords on the account (slowed after 5, locked
 * after 10), so that a stolen session cannot guess its way to turning TOTP off. The try is
 * counted before the code is checked: a burst of codes gets no more checks than a series.
 */
async function checkedCode<T>(deps: TotpDeps, user: StaffMember, attempt: () => Promise<T | null>): Promise<T> {
  const subject = subjectsOf(user.email, '')[0]!;
  await takeAttemptOrRefuse(deps, subject);
  const result = await attempt();
  if (result === null) throw new DomainError('TOTP_CODE_WRONG');
  await clearFailures(deps.db, [subject]);
  return result;
}

/**
 * The first code proves the app holds the secret: TOTP is on, ten recovery codes are made, and
 * every other session of the member ends (one opened with the password alone, perhaps by whoever
 * made them enrol); the session of `currentToken` stays.
 */
export async function confirmEnrolment(
  deps: TotpDeps,
  user: StaffMember & { ip?: string | null },
  code: string,
  currentToken?: string,
): Promise<string[]> {
  const credential = await findTotpCredential(deps.db, user.id);
  if (!credential) throw new DomainError('TOTP_NOT_STARTED');
  if (credential.confirmed_at) throw new DomainError('TOTP_ALREADY_ENABLED');
  const key = openSecret(credential.secret, deps.config.totpKey);
  const step = await checkedCode(deps, user, async () => matchingStep(key, code, deps.clock.now(), null));
  const nowIso = deps.clock.now().toISOString();
  const codes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, user.id, step, nowIso))) throw new DomainError('TOTP_ALREADY_ENABLED');
    await replaceRecoveryCodes(trx, user.id, codes, nowIso);
    await revokeOtherSessions(trx, user.id, currentToken);
    await recordAudit(
      trx,
      { by: { id: user.id, ip: user.ip ?? null }, nowIso },
      { entity: 'staff', entityId: user.id, action: 'two_step_on' },
    );
  });
  return codes;
}

/**
 * Turns TOTP off with a current code: the secret and the recovery codes are deleted, with a row
 * of the trail (the owner sees who turned their two-step sign-in off, and from where).
 */
export async function disableTotp(
  deps: TotpDeps,
  user: StaffMember & { ip?: string | null },
  code: string,
): Promise<void> {
  const credential = await findTotpCredential(deps.db, user.id);
  if (!credential?.confirmed_at) throw new DomainError('TOTP_NOT_ENABLED');
  await checkedCode(deps, user, async () => ((await takeCode(deps, user.id, code)) ? true : null));
  await deps.db.transaction().execute(async (trx) => {
    await deleteTotp(trx, user.id);
    await recordAudit(
      trx,
      { by: { id: user.id, ip: user.ip ?? null }, nowIso: deps.clock.now().toISOString() },
      { entity: 'staff', entityId: user.id, action: 'two_step_off' },
    );
  });
}

/**
 * Ten new recovery codes for a current code (issue 15): the old ones, used or not, stop working
 * in the same transaction; the new ones are in this answer only. One audit row, without codes.
 */
export async function regenerateRecoveryCodes(
  deps: TotpDeps,
  user: StaffMember & { ip?: string | null },
  code: string,
): Promise<string[]> {
  const credential = await findTotpCredential(deps.db, user.id);
  if (!credential?.confirmed_at) throw new DomainError('TOTP_NOT_ENABLED');
  await checkedCode(deps, user, async () => ((await takeCode(deps, user.id, code)) ? true : null));
  const codes = newRecoveryCodes();
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(trx, user.id, codes, nowIso);
    await recordAudit(
      trx,
      { by: { id: user.id, ip: user.ip ?? null }, nowIso },
      { entity: 'staff', entityId: user.id, action: 'recovery_codes' },
    );
  });
  return codes;
}

/**
 * The owner turns a member's two-step sign-in off (a lost phone and lost recovery codes), in the
 * caller's transaction: the secret and the recovery codes go; the caller ends the sessions.
 * False when the member had none.
 */
export async function resetTwoStep(trx: Db, userId: number): Promise<boolean> {
  const had = await findTotpCredential(trx, userId);
  await deleteTotp(trx, userId);
  return had !== undefined;
}

/** Whether this staff member must enrol before using the back-office. */
export function mustEnrol(deps: TotpDeps, user: StaffMember): Promise<boolean> {
  return totpEnrolmentRequired(deps.db, user.id, user.roles);
}

export async function authSettings(deps: TotpDeps): Promise<AuthSettings> {
  const value = await readAuthSetting(deps.db, SECOND_FACTOR_KEY);
  return { second_factor: value === 'owner_office' ? 'owner_office' : 'optional' };
}

/** The owner changes the sign-in settings; the change is in the audit trail. */
export async function updateAuthSettings(
  deps: TotpDeps,
  by: { id: number; ip?: string | null },
  next: AuthSettings,
): Promise<AuthSettings> {
  const before = await authSettings(deps);
  const nowIso = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await writeAuthSetting(trx, SECOND_FACTOR_KEY, next.second_factor, { id: by.id, nowIso });
    await recordAudit(
      trx,
      { by: { id: by.id, ip: by.ip ?? null }, nowIso },
      {
        entity: 'setting',
        entityId: 1,
        action: 'update',
        changes:
          before.second_factor === next.second_factor
            ? {}
            : { second_factor: [before.second_factor, next.second_factor] },
      },
    );
  });
  return next;
}
