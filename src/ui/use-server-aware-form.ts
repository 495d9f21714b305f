import { zodResolver } from '@hookform/resolvers/zod';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What a form's submit handler reports: done, or the server's refusals by field and its first message. */
export type SubmitOutcome = { ok: true } | { ok: false; fieldErrors: Record<string, string>; message?: string };

interface ServerAwareFormOptions<V extends FieldValues> {
  initialValues: V;
  schema: z.ZodType<V, V>;
  /** The fields a server refusal may name: its message goes under that field, which takes the focus. */
  fields: readonly Path<V>[];
  onSubmit: (values: V) => Promise<SubmitOutcome>;
}

/**
 * The form of the admin dialogs (react-hook-form checked by a zod schema as values change): client rules carry i18n
 * keys, the server's refusals are shown as they come, under the field they name (the first one focused) or, when
 * they name none of the form's fields, above the form.
 */
export function useServerAwareForm<V extends FieldValues>({
  initialValues,
  schema,
  fields,
  onSubmit,
}: ServerAwareFormOptions<V>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<V>({
    defaultValues: initialValues as DefaultValues<V>,
    // The resolver's types follow the schema's input and output, which are V here.
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    mode: 'onChange',
  });

  const errorText = (error: FieldError | undefined): string | undefined =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as ParseKeys)) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const outcome = await onSubmit(values);
    if (outcome.ok) return;
    const placed = fields.filter((field) => outcome.fieldErrors[field]);
    placed.forEach((field, index) =>
      form.setError(field, { type: 'server', message: outcome.fieldErrors[field] }, { shouldFocus: index === 0 }),
    );
    const unplaced = Object.keys(outcome.fieldErrors).length > placed.length;
    if (outcome.message && (placed.length === 0 || unplaced)) setFormError(outcome.message);
  });

  return { ...form, formError, errorText, submit };
}
