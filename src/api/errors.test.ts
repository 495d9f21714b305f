import { clientError, errorFromBody, fieldErrors, firstErrorMessage, isAppError, type AppError } from './errors';

describe('errorFromBody', () => {
  it('keeps the list index of a bulk body item that failed, when it is a whole number', () => {
    const body = {
      type: 'Error',
      status: 'error',
      data: [
        { message: 'Required property', propertyName: 'role', listIndex: 2 },
        { message: 'Odd', listIndex: -1 },
        { message: 'Odd', listIndex: 'x' },
      ],
    };
    expect(errorFromBody(400, body).data).toEqual([
      { message: 'Required property', propertyName: 'role', listIndex: 2 },
      { message: 'Odd' },
      { message: 'Odd' },
    ]);
  });

  it('reads the platform error envelope', () => {
    const body = {
      type: 'Error',
      data: [{ message: 'Name already in use', propertyName: 'name' }, { message: 'Something else' }],
      moreAfter: null,
      status: 'error',
    };
    expect(errorFromBody(409, body)).toEqual({
      status: 409,
      data: [{ message: 'Name already in use', propertyName: 'name' }, { message: 'Something else' }],
    });
  });

  it('gives data [] without an envelope', () => {
    expect(errorFromBody(500, undefined)).toEqual({ status: 500, data: [] });
    expect(errorFromBody(502, null)).toEqual({ status: 502, data: [] });
    expect(errorFromBody(502, '<html>Bad gateway</html>')).toEqual({ status: 502, data: [] });
    expect(errorFromBody(400, { message: 'top-level only' })).toEqual({ status: 400, data: [] });
    expect(errorFromBody(400, [{ message: 'array body' }])).toEqual({ status: 400, data: [] });
  });

  it('drops junk items and junk fields', () => {
    const body = {
      data: [
        null,
        'text',
        42,
        { message: 7 },
        { propertyName: 'name' },
        { message: 'kept', propertyName: 3, extra: true },
        { message: 'kept too', propertyName: 'email', stack: 'x' },
      ],
    };
    const error = errorFromBody(400, body);
    expect(error).toEqual({ status: 400, data: [{ message: 'kept' }, { message: 'kept too', propertyName: 'email' }] });
    expect(error.data[0]).not.toHaveProperty('propertyName');
    expect(error.data[1]).not.toHaveProperty('stack');
  });

  it('gives data [] when data is not a list', () => {
    expect(errorFromBody(404, { data: { message: 'Not found' } })).toEqual({ status: 404, data: [] });
    expect(errorFromBody(404, { data: 'Not found' })).toEqual({ status: 404, data: [] });
  });
});

describe('isAppError', () => {
  it('recognises the one error shape', () => {
    expect(isAppError({ status: 409, data: [] })).toBe(true);
    expect(isAppError({ status: 'FETCH_ERROR', data: [] })).toBe(true);
    expect(isAppError({ status: 409 })).toBe(false);
    expect(isAppError({ data: [] })).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError('error')).toBe(false);
    expect(isAppError(new Error('x'))).toBe(false);
  });
});

describe('firstErrorMessage', () => {
  it('returns the first message', () => {
    expect(firstErrorMessage({ status: 400, data: [{ message: 'First' }, { message: 'Second' }] })).toBe('First');
  });

  it('returns the fallback when there is no message or no AppError', () => {
    expect(firstErrorMessage({ status: 500, data: [] }, 'Fallback')).toBe('Fallback');
    expect(firstErrorMessage({ status: 500, data: [] })).toBe('');
    expect(firstErrorMessage(new Error('raw'), 'Fallback')).toBe('Fallback');
    expect(firstErrorMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});

describe('fieldErrors', () => {
  it('maps each propertyName to its first message and ignores items without one', () => {
    const error: AppError = {
      status: 400,
      data: [
        { message: 'General problem' },
        { message: 'Name already in use', propertyName: 'name' },
        { message: 'Name too long', propertyName: 'name' },
        { message: 'Invalid e-mail', propertyName: 'emailAddress' },
      ],
    };
    expect(fieldErrors(error)).toEqual({ name: 'Name already in use', emailAddress: 'Invalid e-mail' });
  });

  it('is empty for anything else', () => {
    expect(fieldErrors({ status: 409, data: [{ message: 'no field' }] })).toEqual({});
    expect(fieldErrors('boom')).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });
});

describe('clientError', () => {
  it('is a CLIENT_ERROR with the message', () => {
    expect(clientError('The API does not offer the link "X".')).toEqual({
      status: 'CLIENT_ERROR',
      data: [{ message: 'The API does not offer the link "X".' }],
    });
  });
});
