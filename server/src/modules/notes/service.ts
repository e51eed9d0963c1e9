import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../errors/domain-error.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { deleteNote, findNote, insertNote } from './repository.js';

interface NoteDeps {
  db: Db;
  clock: Clock;
}

/** Who writes a note: the signed-in staff member, with the request's address for the trail. */
interface NoteAuthor {
  id: number;
  name: string;
  ip?: string | null;
}

/**
 * A staff note on a customer, and its row of the customer's audit trail (`note` from nothing to
 * the text), in one transaction.
 */
export async function addNote({ db, clock }: NoteDeps, author: NoteAuthor, userId: number, text: string) {
  const nowIso = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await insertNote(trx, {
      user_id: userId,
      note_text: text,
      created_by: author.id,
      created_by_name: author.name,
      created_at: nowIso,
    });
    await recordAudit(trx, actorOf(author, nowIso), {
      entity: 'customer',
      entityId: userId,
      action: 'note_add',
      changes: { note: [null, text] },
    });
    return row;
  });
}

/** Deletes a note (NOTE_NOT_FOUND when there is none), with its row of the customer's trail. */
export async function removeNote({ db, clock }: NoteDeps, by: { id: number; ip?: string | null }, id: number) {
  const nowIso = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const note = await findNote(trx, id);
    if (!note || !(await deleteNote(trx, id))) throw new DomainError('NOTE_NOT_FOUND');
    await recordAudit(trx, actorOf(by, nowIso), {
      entity: 'customer',
      entityId: note.user_id,
      action: 'note_delete',
      changes: { note: [note.note_text, null] },
    });
  });
}
