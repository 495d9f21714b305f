import type { AppError } from '@/api';
import { deleteFailureText } from './errors';

const failure = (...messages: string[]): AppError => ({ status: 409, data: messages.map((message) => ({ message })) });

describe('deleteFailureText', () => {
  it('shows the platform’s in-use answer as “access category is still in use”', () => {
    expect(deleteFailureText(failure('Audience is still in use'))).toEqual({ messageKey: 'accessCategories.inUse' });
  });

  it('shows any other failure’s first message as it comes', () => {
    expect(deleteFailureText(failure('Forbidden', 'Audience is still in use'))).toEqual({ text: 'Forbidden' });
    expect(deleteFailureText(failure('Audience is still in use somewhere else'))).toEqual({
      text: 'Audience is still in use somewhere else',
    });
  });

  it('falls back to a fixed text when the failure has no message', () => {
    expect(deleteFailureText({ status: 'FETCH_ERROR', data: [] })).toEqual({
      messageKey: 'accessCategories.deleteFailed',
    });
    expect(deleteFailureText(new Error('boom'))).toEqual({ messageKey: 'accessCategories.deleteFailed' });
  });
});
