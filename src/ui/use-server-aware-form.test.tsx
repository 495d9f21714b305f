import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { initI18n } from '../i18n';
import { useServerAwareForm, type SubmitOutcome } from './use-server-aware-form';

interface Values {
  name: string;
  description: string;
}
const schema = z.object({ name: z.string().min(1, 'ui.validation.REQUIRED'), description: z.string() });

function formAnswering(outcome: SubmitOutcome) {
  const onSubmit = vi.fn(() => Promise.resolve(outcome));
  const view = renderHook(() =>
    useServerAwareForm<Values>({
      initialValues: { name: 'Ops', description: '' },
      schema,
      fields: ['name', 'description'],
      onSubmit,
    }),
  );
  return { view, onSubmit };
}

async function submit(view: ReturnType<typeof formAnswering>['view']) {
  await act(async () => {
    await view.result.current.submit();
  });
}

describe('useServerAwareForm', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('puts a refusal naming a field under that field, as the server words it, and nothing above the form', async () => {
    const { view, onSubmit } = formAnswering({
      ok: false,
      fieldErrors: { name: 'Name already in use' },
      message: 'Name already in use',
    });
    await submit(view);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ops', description: '' });
    expect(view.result.current.errorText(view.result.current.getFieldState('name').error)).toBe('Name already in use');
    expect(view.result.current.formError).toBeUndefined();
  });

  it('shows the message above the form when a refusal names no field of the form, or none at all', async () => {
    const partly = formAnswering({
      ok: false,
      fieldErrors: { name: 'Name already in use', type: 'Invalid value' },
      message: 'Name already in use',
    });
    await submit(partly.view);
    expect(partly.view.result.current.formError).toBe('Name already in use');
    const none = formAnswering({ ok: false, fieldErrors: {}, message: 'Forbidden' });
    await submit(none.view);
    expect(none.view.result.current.formError).toBe('Forbidden');
  });

  it('translates the client rules, which carry i18n keys', () => {
    const { view } = formAnswering({ ok: true });
    expect(view.result.current.errorText({ type: 'too_small', message: 'common.retry' })).toBe('Try again');
    expect(view.result.current.errorText(undefined)).toBeUndefined();
  });
});
