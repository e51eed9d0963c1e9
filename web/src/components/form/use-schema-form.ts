import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import type { LazySchema } from '@/lib/lazy-schema';

export type FormErrors<Name extends string> = Partial<Record<Name, string>>;

/**
 * A public page's form (contact, sign-up), checked by the contract's schema, which loads with
 * zod once the page is idle, or when the form is first sent (lazy-schema.ts). It does what react-hook-form does for the
 * staff's forms, in the little these forms need, without its 15 KB gzip on a public page's first
 * load (issue 19, decision 039):
 * - the inputs are the browser's own; their values are read from the form when it is checked;
 * - sent with errors, each field's first message shows and the first field in error takes the
 *   focus; from then on a field is checked again as it changes, so its message goes as it is
 *   fixed, and the other fields' messages (the server's too) stay until they are changed;
 * - `setValue` gives what is not an input (the captcha's token), checked again as it changes;
 * - `watch` names the fields whose current text the page shows elsewhere (`watched`).
 */
export function useSchemaForm<Output extends object>({
  schema,
  watch = [],
}: {
  schema: LazySchema<ZodType<Output>>;
  watch?: (keyof Output & string)[];
}) {
  type Name = keyof Output & string;
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const [watched, setWatched] = useState<Partial<Record<Name, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const typedBefore = useRef(false);
  const values = useRef<Partial<Record<Name, unknown>>>({});
  useEffect(() => schema.prefetch(), [schema]);
  /**
   * The form's element. Text typed before the app took the server's page over is in its fields
   * already: the page shows it at once (the password meter), not from the next key.
   */
  const attach = (element: HTMLFormElement | null) => {
    form.current = element;
    if (!element || typedBefore.current) return;
    typedBefore.current = true;
    const found: Partial<Record<Name, string>> = {};
    for (const name of watch) {
      const field = element.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value) found[name] = field.value;
    }
    if (Object.keys(found).length > 0) setWatched((current) => ({ ...found, ...current }));
  };

  const parse = async (element: HTMLFormElement) =>
    (await schema.get()).safeParse({ ...Object.fromEntries(new FormData(element)), ...values.current });

  const firstMessages = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: FormErrors<Name> = {};
    for (const issue of issues) found[String(issue.path[0]) as Name] ??= issue.message;
    return found;
  };

  /** The whole form, as it is sent: every field's message replaced by the schema's. */
  const check = async (element: HTMLFormElement): Promise<{ data: Output } | { errors: FormErrors<Name> }> => {
    const parsed = await parse(element);
    const found = parsed.success ? {} : firstMessages(parsed.error.issues);
    setErrors(found);
    return parsed.success ? { data: parsed.data } : { errors: found };
  };

  /** One field, as the reader changes it: the other fields' messages (the server's among them) stay. */
  const recheck = async (element: HTMLFormElement, name: Name) => {
    const parsed = await parse(element);
    const message = parsed.success ? undefined : firstMessages(parsed.error.issues)[name];
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  };

  const focus = (names: string[]) => {
    const first = Array.from(form.current?.elements ?? []).find(
      (element) => element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
    );
    (first as HTMLElement | undefined)?.focus();
  };

  return {
    errors,
    watched,
    /** The props of the `<form>`: its element, and its submit and change handlers. */
    formProps: (onValid: (data: Output) => Promise<void> | void) => ({
      ref: attach,
      method: 'post',
      noValidate: true,
      onSubmit: async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        sent.current = true;
        const result = await check(event.currentTarget);
        if ('errors' in result) focus(Object.keys(result.errors));
        else await onValid(result.data);
      },
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const { name, value } = event.target as HTMLInputElement;
        if (watch.includes(name as Name)) setWatched((current) => ({ ...current, [name]: value }));
        if (sent.current && name) void recheck(event.currentTarget, name as Name);
      },
    }),
    /** A message for one field (the server's, or a check of the page's own), the field focused if asked. */
    setError(name: Name, message: string, { shouldFocus = false } = {}) {
      setErrors((current) => ({ ...current, [name]: message }));
      if (shouldFocus) focus([name]);
    },
    /** A value that is no input of the form, checked again once the form has been sent. */
    setValue(name: Name, value: unknown) {
      values.current = { ...values.current, [name]: value };
      if (sent.current && form.current) void recheck(form.current, name);
    },
    /** Empties the form, as the page first drew it. */
    reset() {
      form.current?.reset();
      values.current = {};
      sent.current = false;
      setErrors({});
      setWatched({});
    },
  };
}
