import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/contract';
import { hasNoEmail } from '@shop/contract/staff';
import { STAFF_ROLES, staffRoleLabels, type StaffRole } from '@shop/contract/staff-roles';
import { DataTable, type DataColumn } from '@/components/data-table';
import { TextField } from '@/components/form/text-field';
import { usePageTitle } from '@/components/page-title';
import { QueryStatus } from '@/components/query-status';
import { SessionList } from '@/components/sessions-panel';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { HistoryPanel } from '@/components/history-panel';
import { formatDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { withToasts } from '@/lib/toast-action';
import {
  useEndStaffSessions,
  useInviteStaff,
  useResetStaffPassword,
  useResetStaffTwoStep,
  useSetStaffActive,
  useStaffList,
  useStaffSessions,
  useUpdateStaff,
} from './api/staff';
import { SignInSettings } from './sign-in-settings';

const small = 'btn btn-secondary min-h-9 px-3 py-1 text-sm';

interface FormValues {
  email: string;
  name: string;
  language: 'en' | 'fr';
  roles: StaffRole[];
}

/**
 * The invite form (e-mail required) or the edit form (name, language, roles, and the e-mail
 * address, which a designer migrated from the old list lacks until the owner adds it).
 */
function MemberForm({
  initial,
  inviting,
  busy,
  onSubmit,
}: {
  initial: FormValues;
  inviting: boolean;
  busy: boolean;
  onSubmit: (values: FormValues) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState(initial);
  const toggle = (role: StaffRole) =>
    setValues((v) => ({
      ...v,
      roles: v.roles.includes(role) ? v.roles.filter((r) => r !== role) : [...v.roles, role],
    }));
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <TextField
        label={t('staff.fields.email')}
        type="email"
        required={inviting}
        autoComplete="off"
        value={values.email}
        hint={!inviting && !values.email ? t('staff.fields.emailHint') : undefined}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <TextField
        label={t('staff.fields.name')}
        required
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <label className="grid gap-1 text-sm font-semibold text-leaf-900">
        {t('staff.fields.language')}
        <select
          className="input"
          value={values.language}
          onChange={(e) => setValues({ ...values, language: e.target.value === 'fr' ? 'fr' : 'en' })}
        >
          <option value="fr">Français</option>
          <option value="en">English</option>
        </select>
      </label>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-leaf-900">{t('staff.fields.roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2">
            <input type="checkbox" checked={values.roles.includes(role)} onChange={() => toggle(role)} />
            <span>{staffRoleLabels[language][role]}</span>
            <span className="text-sm text-gray-600">— {t(`staff.roleHints.${role}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {inviting ? t('staff.invite.submit') : t('staff.edit.submit')}
      </button>
    </form>
  );
}

/** A member's sessions, and "Sign out everywhere", which asks first (the owner's view, issue 15 part 4). */
function MemberSessions({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  const sessions = useStaffSessions(member.id);
  const endSessions = useEndStaffSessions();
  const name = member.name;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-gray-700">{t('sessions.member.lead', { name })}</p>
      {sessions.data ? <SessionList sessions={sessions.data} /> : <QueryStatus query={sessions} />}
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className="btn btn-primary"
            disabled={endSessions.isPending || !sessions.data?.length}
            aria-label={t('staff.actions.signOutOf', { name })}
          >
            {t('staff.actions.signOut')}
          </button>
        }
        title={t('staff.actions.signOutOf', { name })}
        description={t('staff.confirm.signOut', { name })}
        confirmLabel={t('staff.actions.signOut')}
        onConfirm={() => void withToasts(() => endSessions.mutateAsync(member.id), t('staff.errors.save'))}
      />
    </div>
  );
}

function RowActions({
  member,
  onEdit,
  onSessions,
}: {
  member: StaffMember;
  onEdit: () => void;
  onSessions: () => void;
}) {
  const { t } = useTranslation();
  const setActive = useSetStaffActive();
  const reset = useResetStaffPassword();
  const resetTwoStep = useResetStaffTwoStep();
  const name = member.name;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <button type="button" className={small} onClick={onEdit} aria-label={t('staff.actions.editOf', { name })}>
        {t('staff.actions.edit')}
      </button>
      {/* Without an address yet nothing can be sent: the owner adds one with Edit first. */}
      {!hasNoEmail(member.email) &&
        (member.invited ? (
          <ConfirmDialog
            trigger={
              <button type="button" className={small} aria-label={t('staff.actions.inviteOf', { name })}>
                {t('staff.actions.invite')}
              </button>
            }
            title={t('staff.actions.invite')}
            description={t('staff.confirm.invite', { name })}
            confirmLabel={t('staff.actions.invite')}
            onConfirm={() => void withToasts(() => reset.mutateAsync(member.id), t('staff.errors.save'))}
          />
        ) : (
          <ConfirmDialog
            trigger={
              <button type="button" className={small} aria-label={t('staff.actions.resetOf', { name })}>
                {t('staff.actions.reset')}
              </button>
            }
            title={t('staff.actions.reset')}
            description={t('staff.confirm.reset', { name })}
            confirmLabel={t('staff.actions.reset')}
            onConfirm={() => void withToasts(() => reset.mutateAsync(member.id), t('staff.errors.save'))}
          />
        ))}
      {member.two_step && (
        <ConfirmDialog
          trigger={
            <button type="button" className={small} aria-label={t('staff.actions.resetTwoStepOf', { name })}>
              {t('staff.actions.resetTwoStep')}
            </button>
          }
          title={t('staff.actions.resetTwoStep')}
          description={t('staff.confirm.resetTwoStep', { name })}
          confirmLabel={t('staff.actions.resetTwoStep')}
          onConfirm={() => void withToasts(() => resetTwoStep.mutateAsync(member.id), t('staff.errors.save'))}
        />
      )}
      <button type="button" className={small} aria-label={t('sessions.member.openOf', { name })} onClick={onSessions}>
        {t('sessions.member.open')}
      </button>
      {member.active ? (
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={`${small} text-petal-800`}
              aria-label={t('staff.actions.deactivateOf', { name })}
            >
              {t('staff.actions.deactivate')}
            </button>
          }
          title={t('staff.actions.deactivate')}
          description={t('staff.confirm.deactivate', { name })}
          confirmLabel={t('staff.actions.deactivate')}
          onConfirm={() =>
            void withToasts(() => setActive.mutateAsync({ id: member.id, active: false }), t('staff.errors.save'))
          }
        />
      ) : (
        <button
          type="button"
          className={small}
          aria-label={t('staff.actions.activateOf', { name })}
          onClick={() =>
            void withToasts(() => setActive.mutateAsync({ id: member.id, active: true }), t('staff.errors.save'))
          }
        >
          {t('staff.actions.activate')}
        </button>
      )}
    </div>
  );
}

/** /admin/staff (issue 15, owner only): invite, edit roles, deactivate, reset, sign out. */
export default function StaffPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('staff.title'));
  const list = useStaffList();
  const invite = useInviteStaff();
  const update = useUpdateStaff();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [sessionsOf, setSessionsOf] = useState<StaffMember | null>(null);
  const columns: DataColumn<StaffMember>[] = [
    {
      id: 'name',
      header: t('staff.columns.name'),
      rowHeader: true,
      cell: (m) => (
        <span>
          <span className="font-semibold text-leaf-900">{m.name}</span>
          <span className="block text-sm text-gray-700">
            {hasNoEmail(m.email) ? <em>{t('staff.noEmail')}</em> : m.email}
          </span>
        </span>
      ),
    },
    {
      id: 'roles',
      header: t('staff.columns.roles'),
      cell: (m) => m.roles.map((r) => staffRoleLabels[language][r]).join(', '),
    },
    {
      id: 'state',
      header: t('staff.columns.state'),
      cell: (m) => t(!m.active ? 'staff.state.inactive' : m.invited ? 'staff.state.invited' : 'staff.state.active'),
    },
    {
      id: 'seen',
      header: t('staff.columns.lastSeen'),
      cell: (m) => (m.last_seen_at ? formatDateTime(m.last_seen_at, language) : '—'),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('staff.columns.actions')}</span>,
      cell: (m) => <RowActions member={m} onEdit={() => setEditing(m)} onSessions={() => setSessionsOf(m)} />,
    },
  ];
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-leaf-900">{t('staff.title')}</h1>
          <p className="mt-2 text-gray-700">{t('staff.intro')}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setInviting(true)}>
          {t('staff.invite.open')}
        </button>
      </div>
      <DataTable
        className="mt-4"
        tableClassName="min-w-[760px]"
        caption={t('staff.title')}
        columns={columns}
        rows={list.data}
        rowKey={(m) => m.id}
        query={list}
        emptyText={t('staff.empty')}
      />
      <Modal open={inviting} onOpenChange={setInviting} title={t('staff.invite.title')}>
        <MemberForm
          initial={{ email: '', name: '', language, roles: [] }}
          inviting
          busy={invite.isPending}
          onSubmit={async (v) => {
            if (await withToasts(() => invite.mutateAsync(v), t('staff.errors.save'))) setInviting(false);
          }}
        />
      </Modal>
      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={t('staff.edit.title', { name: editing.name })}
        >
          <MemberForm
            initial={{
              email: hasNoEmail(editing.email) ? '' : editing.email,
              name: editing.name,
              language: editing.language,
              roles: editing.roles,
            }}
            inviting={false}
            busy={update.isPending}
            onSubmit={async (v) => {
              const email = v.email.trim();
              const body = {
                id: editing.id,
                name: v.name,
                language: v.language,
                roles: v.roles,
                ...(email && email !== editing.email ? { email } : {}),
              };
              if (await withToasts(() => update.mutateAsync(body), t('staff.errors.save'))) setEditing(null);
            }}
          />
          <HistoryPanel entity="staff" entityId={editing.id} className="mt-6" />
        </Modal>
      )}
      {sessionsOf && (
        <Modal
          open
          onOpenChange={(open) => !open && setSessionsOf(null)}
          title={t('sessions.member.title', { name: sessionsOf.name })}
        >
          <MemberSessions member={sessionsOf} />
        </Modal>
      )}
      <SignInSettings />
    </section>
  );
}
