import { Logger } from '@nestjs/common';
import { HttpExceptionFilter } from './http-exception.filter';

describe('HttpExceptionFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a client that went away mid-body as 400, without logging an error', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    // What raw-body raises when the connection closes before the body has arrived.
    const aborted = Object.assign(new Error('request aborted'), {
      type: 'request.aborted',
      code: 'ECONNABORTED',
      status: 400,
    });
    expect(new HttpExceptionFilter().answer(aborted).body).toEqual({
      statusCode: 400,
      message: 'Request aborted',
      error: 'Bad Request',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['SQLite', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }],
    ['MySQL', { code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 }],
  ])(
    'answers a write naming a row deleted meanwhile (%s foreign key) as 409, not 500',
    (_db, fields) => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
      // As TypeORM raises it: a QueryFailedError carrying the driver's error.
      const failed = Object.assign(new Error('FOREIGN KEY constraint failed'), {
        driverError: fields,
      });
      expect(new HttpExceptionFilter().answer(failed).body).toEqual({
        statusCode: 409,
        message: 'What this refers to no longer exists: it was deleted meanwhile.',
        error: 'Conflict',
      });
      expect(error).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      { code: 'ER_DATA_TOO_LONG', errno: 1406 },
      "Data too long for column 'next_action' at row 1",
      'nextAction is too long',
    ],
    [
      { code: 'ER_WARN_DATA_OUT_OF_RANGE', errno: 1264 },
      "Out of range value for column 'xp' at row 1",
      'xp is out of range',
    ],
  ])(
    'answers a value MySQL refused for its size as 400 naming the field (%j)',
    (fields, sql, said) => {
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
      const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
      const failed = Object.assign(new Error(sql), { driverError: fields });
      expect(new HttpExceptionFilter().answer(failed).body).toEqual({
        statusCode: 400,
        message: said,
        error: 'Bad Request',
      });
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('still logs and answers 500 for an error it does not know', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    expect(new HttpExceptionFilter().answer(new Error('boom')).body.statusCode).toBe(500);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
